/**
 * The data viewer (/admin/data-viewer, docs/frontend.md "Data viewer"): a center superuser chooses a dataset and
 * its columns (by keyboard), filters, sorts, pages, reloads the shared URL and exports the selection (the
 * downloaded file is read); axe is clean in Dutch and English; a volunteer gets the 403 screen; on a phone the table
 * scrolls inside its labelled region, not the page. Screenshots at 375, 768 and 1280 px are kept as artifacts.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/session';

/** The pager's range once a page of rows is in ("1–25 van 60"), not while the table still says it is loading. */
const rowsIn = (page: Page, word = 'van') => expect(page.getByText(new RegExp(`^[1-9]\\d*–\\d+ ${word} \\d+$`))).toBeVisible();

test.describe('data viewer', () => {
  test('a center superuser chooses a dataset and columns, filters, sorts and exports', async ({ page }) => {
    test.slow();
    await signIn(page, 'center_superuser@demo.test');
    await page.goto('/admin/data-viewer');
    await expect(page.getByRole('heading', { level: 1, name: 'Gegevensviewer' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Organisaties van het centrum' });
    await rowsIn(page);
    await expectNoAxeViolations(page);

    // Columns, by keyboard: open the chooser, switch "E-mailadres" off with Space, close with Escape.
    const chooser = page.getByRole('button', { name: /^Kolommen \(\d+ van \d+\)$/ });
    await chooser.focus();
    await page.keyboard.press('Enter');
    await expect(chooser).toHaveAttribute('aria-expanded', 'true');
    const email = page.getByRole('checkbox', { name: 'E-mailadres' });
    await email.focus();
    await page.keyboard.press('Space');
    await expect(email).not.toBeChecked();
    await expect(page).toHaveURL(/[?&]columns=/);
    await expect(table.getByRole('columnheader', { name: 'E-mailadres' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Website' }).click();
    await expect(page.getByRole('checkbox', { name: 'Website' })).toBeChecked();
    await expect(table.getByRole('columnheader', { name: /Website/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeFocused();
    await expect(chooser).toHaveAttribute('aria-expanded', 'false');

    // Filter on the name, then sort by it both ways.
    await page.getByRole('searchbox', { name: 'Naam' }).fill('voedselbank');
    await page.getByRole('button', { name: 'Filters toepassen' }).click();
    await expect(page).toHaveURL(/filter%5Bname%5D=voedselbank|filter\[name\]=voedselbank/);
    await expect(table.getByRole('cell', { name: 'Voedselbank Demo', exact: true })).toBeVisible();
    const nameHeader = table.getByRole('columnheader', { name: /^Naam/ });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=-name/);
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().includes('voedselbank'))).toBe(true);
    expect(names).toEqual([...names].sort((x, y) => y.toLowerCase().localeCompare(x.toLowerCase(), 'nl')));

    // The view is in the URL: a reload shows the same filter, columns and sort.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Naam' })).toHaveValue('voedselbank');
    await expect(table.getByRole('columnheader', { name: /^Naam/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('columnheader', { name: /Website/ })).toBeVisible();

    // The export holds exactly the filtered rows, in the chosen columns.
    const note = page.getByText(/^De export bevat alle \d+ rij(en)? van deze selectie/);
    await expect(note).toBeVisible();
    const count = Number((await note.textContent())?.match(/\d+/)?.[0]);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporteren als CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    const lines = file.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID;Naam;Soort organisatie;Status;Website;Aangemaakt');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 2).toBe(count);
    expect(lines.some((l) => l.includes(';Voedselbank Demo;'))).toBe(true);
    await expectNoAxeViolations(page);

    // Another dataset starts from its own defaults.
    await page.getByLabel('Gegevensset').selectOption({ label: 'Vacatures' });
    await expect(page).toHaveURL(/dataset=vacancies/);
    await expect(page.getByRole('table', { name: 'Vacatures van het centrum' }).getByRole('columnheader', { name: /Titel/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Naam' })).toHaveCount(0);
  });

  test('English, axe clean, and a volunteer is refused', async ({ page, browser }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/en/admin/data-viewer?dataset=applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Data viewer' })).toBeVisible();
    await expect(page.getByRole('table', { name: "The center's Applications" })).toBeVisible();
    await rowsIn(page, 'of');
    await expect(page.getByRole('button', { name: /^Columns \(\d+ of \d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, 'volunteer@demo.test');
    await other.goto('/admin/data-viewer');
    await expect(other.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();
    await expect(other.getByRole('table')).toHaveCount(0);
    await context.close();
  });

  test('fits 375, 768 and 1280 px: the table scrolls in its labelled region', async ({ page }, testInfo) => {
    await signIn(page, 'admin@demo.test');
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/data-viewer?dataset=users&columns=id,first_name,last_name,email,phone_number,status,created_at');
      const region = page.getByRole('region', { name: 'Tabel Gebruikers (scroll horizontaal voor meer kolommen)' });
      await rowsIn(page);
      await expect(region.getByRole('row')).not.toHaveCount(2);
      // The page itself never scrolls sideways; on a phone the region does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (width === 375) expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`data-viewer-${width}.png`), fullPage: true });
    }
    await expectNoAxeViolations(page);
  });
});
