/**
 * Personal data export (docs/decisions.md, "Personal data export"): a volunteer requests it on /profiel, the mail
 * arrives with a link, the signed-in owner downloads a ZIP with the HTML overview and the JSON; another user who
 * gets hold of the link sees "not found". Screenshots at 375, 768 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { signIn } from './support/session';

const WIDTHS = [375, 768, 1280] as const;

test.describe('personal data export', () => {
  test('request on /profiel, the mail arrives, the owner downloads the ZIP; another user gets 404', async ({ page, browser }, testInfo) => {
    test.slow();
    await signIn(page, 'student@demo.test');
    await page.goto('/profiel');
    const section = page.getByRole('region', { name: 'Je gegevens downloaden' });
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);

    const since = new Date(Date.now() - 1000);
    await section.getByRole('button', { name: 'Download aanvragen' }).click();
    await expect(page).toHaveURL(/\/profiel\?gegevens=requested/);
    await expect(page.getByRole('status').filter({ hasText: 'Aangevraagd' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Je gegevens downloaden' }).getByText('Klaar: de link staat in je e-mail')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`profiel-export-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const mail = await latestMail('student@demo.test', { since });
    expect(mail.template as string).toBe('dataExportReady');
    expect(mail.subject).toBe('Je gegevens staan klaar om te downloaden');
    expect(mail.actionUrl).toMatch(/\/profiel\/gegevens-export\/\d+\?token=/);

    await page.goto(mail.actionUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Je gegevens downloaden' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`export-download-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /ZIP-bestand downloaden/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(['overzicht.html', 'personal-data.json']);
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as { profile: { email: string }; roles: { role: string }[] };
    expect(data.profile.email).toBe('student@demo.test');
    expect(data.roles.map((r) => r.role)).toContain('student');
    const html = strFromU8(files['overzicht.html']!);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Inloggeschiedenis');

    // Someone else with the link: signed in as another user, the page and the download are "not found".
    const other = await browser.newContext({ baseURL: centerUrl('demo') });
    const otherPage = await other.newPage();
    await signIn(otherPage, 'volunteer@demo.test');
    const response = await otherPage.goto(mail.actionUrl);
    expect(response?.status()).toBe(404);
    const { pathname, search } = new URL(mail.actionUrl);
    const id = pathname.split('/').at(-1)!;
    const token = new URLSearchParams(search).get('token')!;
    // From the other user's page (Node's request context cannot resolve *.localhost; the browser does).
    const status = await otherPage.evaluate(
      async (url) => (await fetch(url)).status,
      `/bff/api/v1/data_exports/${id}/download?token=${encodeURIComponent(token)}`,
    );
    expect(status).toBe(404);
    await other.close();
  });
});
