/**
 * Settings (issue 4, docs/domain.md#screens-and-routes /instellingen): a center superuser changes the design, and the public site of that
 * center shows it at once while other centers keep their own; the unsaved-changes prompt follows what is saved.
 * Runs on Oldebroek so the demo center's look, which the other specs check, stays as seeded.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';

const CENTER = 'oldebroek';
const NEW_PRIMARY = '#0e7490';

/** The brand variable as the root layout rendered it on <html> (lib/shared/theme/css-variables.ts). */
async function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
}

async function publicPrimary(page: Page, center: string): Promise<string> {
  await page.goto(centerUrl(center, '/'));
  return rootVariable(page, '--color-primary-500');
}

/** Opens the design screen and waits until it is hydrated (components/forms/app-form.tsx): typing before would be lost. */
async function openDesign(page: Page): Promise<void> {
  await page.goto(centerUrl(CENTER, '/instellingen/design'));
  await expect(page.getByRole('heading', { level: 1, name: 'Vormgeving' })).toBeVisible();
  await expect(page.locator('form#design[data-hydrated]')).toBeAttached();
}

/** Clears the primary shade scale, so the 500 shade is the primary colour itself (lib/shared/theme/shades.ts). */
async function setPrimary(page: Page, color: string): Promise<void> {
  await page.locator('#design-field-primaryColor').fill(color);
  await page.getByRole('group', { name: 'Tinten van de hoofdkleur' }).getByRole('button', { name: 'Tinten wissen' }).click();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
}

test.describe('design settings', () => {
  test('a saved primary colour shows on the public site at once, and only on that center', async ({ page }) => {
    const before = await publicPrimary(page, CENTER);
    const otherBefore = await publicPrimary(page, 'demo');
    expect(before).toBe('#15803d');

    await signIn(page, `center_superuser@${CENTER}.test`, { center: CENTER });
    await openDesign(page);
    const original = await page.locator('#design-field-primaryColor').inputValue();
    await setPrimary(page, NEW_PRIMARY);
    await save(page);

    // The public home page of the center, loaded before the change, now renders the new colour.
    expect(await publicPrimary(page, CENTER)).toBe(NEW_PRIMARY);
    // The center's settings screen itself (the shell) follows too.
    await page.goto(centerUrl(CENTER, '/instellingen'));
    expect(await rootVariable(page, '--color-primary-500')).toBe(NEW_PRIMARY);
    // Another center (another tenant) and the demo center keep theirs.
    expect(await publicPrimary(page, 'demo')).toBe(otherBefore);
    expect(await publicPrimary(page, 'roermond')).toBe('#b91c1c');

    // Put the seeded colour back, so a rerun against the same database starts from the same state.
    await openDesign(page);
    await setPrimary(page, original || before);
    await save(page);
    expect(await publicPrimary(page, CENTER)).toBe(before);
  });

  test('the live preview follows the colour before it is saved', async ({ page }) => {
    await signIn(page, `center_superuser@${CENTER}.test`, { center: CENTER });
    await openDesign(page);
    const preview = page.getByRole('region', { name: 'Voorbeeld' }).locator('[style*="--color-primary-500"]').first();
    await setPrimary(page, '#9333ea');
    await expect(preview).toHaveAttribute('style', /--color-primary-500:\s*#9333ea/);
    // Not saved: the public site is unchanged.
    const other = await page.context().newPage();
    expect(await publicPrimary(other, CENTER)).toBe('#15803d');
    await other.close();
  });

  test('the unsaved-changes prompt stays while a refused save left changes unsaved, and goes once they are saved or undone', async ({
    page,
  }) => {
    await signIn(page, `center_superuser@${CENTER}.test`, { center: CENTER });
    await openDesign(page);
    const field = page.locator('#design-field-primaryColor');
    const original = await field.inputValue();

    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    const leave = () =>
      page.getByRole('navigation', { name: 'Onderdelen van de instellingen' }).getByRole('link', { name: 'Voettekst' }).click();

    // The server refuses the first save (as it would a colour it does not accept).
    let refuse = true;
    await page.route('**/bff/api/v1/volunteer_centers/current', async (route) => {
      if (route.request().method() !== 'PATCH' || !refuse) return route.continue();
      refuse = false;
      await route.fulfill({
        status: 422,
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({
          errors: [
            {
              status: '422',
              title: 'Ongeldig',
              detail: 'Deze kleur wordt niet geaccepteerd',
              source: { pointer: '/data/attributes/primary_color' },
            },
          ],
        }),
      });
    });

    await field.fill('#123456');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Deze kleur wordt niet geaccepteerd').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Refused, so nothing is saved: leaving asks first, and staying keeps the page.
    await leave();
    await expect.poll(() => prompts.length).toBe(1);
    await expect(page).toHaveURL(centerUrl(CENTER, '/instellingen/design'));

    // The next save goes through: the prompt is gone although the refused one came first.
    const sameColour = original.toUpperCase() === original ? original.toLowerCase() : original.toUpperCase();
    await field.fill(sameColour);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
    await leave();
    await expect(page).toHaveURL(centerUrl(CENTER, '/instellingen/footer'));
    expect(prompts).toHaveLength(1);

    // Undoing a change by hand disarms the prompt too: nothing is left to lose. (The server stored the colour
    // normalised to lower case, so `original` is what the form now starts from.)
    await openDesign(page);
    await expect(field).toHaveValue(original);
    await field.fill('#654321');
    await field.blur();
    await leave();
    await expect.poll(() => prompts.length).toBe(2);
    await field.fill(original);
    await field.blur();
    await leave();
    await expect(page).toHaveURL(centerUrl(CENTER, '/instellingen/footer'));
    expect(prompts).toHaveLength(2);
  });
});
