/** Posting a vacancy through the admin form, shared by the specs that need a fresh one of their own. */
import { expect, type Page } from '@playwright/test';

/** A date some days ahead as the date input wants it (yyyy-mm-dd). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
}

/** Fills the add form (already open) and saves it with the given button; ends on the vacancy's page. Returns its id. */
export async function postVacancy(page: Page, title: string, tag: string, button: 'Publiceren' | 'Opslaan als concept'): Promise<string> {
  await page.locator('#vacancy-form-field-title').fill(title);
  await page.locator('#vacancy-form-field-summary').fill('Help mee met het sorteren en uitdelen van voedselpakketten.');
  await page.getByRole('textbox', { name: 'Beschrijving' }).click();
  await page.keyboard.type('Elke zaterdag sorteren we samen de pakketten. Koffie staat klaar.');
  await page.locator('#vacancy-form-field-tags').fill(`${tag}, zaterdag`);
  await page.getByRole('group', { name: 'Leeftijdsgroepen' }).getByRole('checkbox').first().check();
  await page.locator('#vacancy-form-field-hoursPerWeek').fill('4');
  await page.locator('#vacancy-form-field-street').fill('Kerkstraat');
  await page.locator('#vacancy-form-field-houseNumber').fill('12');
  await page.locator('#vacancy-form-field-postalCode').fill('1234 AB');
  await page.locator('#vacancy-form-field-city').fill('Demodorp');
  await page.locator('#vacancy-form-field-expiresAt').fill(daysAhead(60));
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/vacancies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url().split('/').pop()!;
}
