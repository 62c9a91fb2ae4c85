/**
 * A public vacancy page is cached for visitors without a session and rendered per request for a signed-in one
 * (docs/architecture.md "Cached public pages"): a guest gets one shared copy (s-maxage, nonce-less),
 * a signed-in volunteer their own page with their name on the application form, and an edit of the vacancy drops the
 * cached copy at once.
 */
import { type Browser, expect, test } from '@playwright/test';
import { centerUrl } from './support/env';
import { signIn } from './support/session';
import { postVacancy } from './support/vacancies';

const stamp = Date.now().toString(36);

async function person(browser: Browser) {
  return (await browser.newContext({ locale: 'nl-NL' })).newPage();
}

test('a vacancy page: one cached copy for guests, per request when signed in, dropped on an edit', async ({ browser }) => {
  test.slow();
  const organization = await person(browser);
  await signIn(organization, 'organization_superuser@demo.test');
  await organization.goto(centerUrl('demo', '/vacancies/add'));
  const title = `Kopieerkamer ${stamp}`;
  const id = await postVacancy(organization, title, `cache${stamp}`, 'Publiceren');
  const address = centerUrl('demo', `/vacancies/search/${id}`);

  // A guest: the shared copy, rendered once and then served from the cache.
  const guest = await person(browser);
  const first = await guest.goto(address);
  expect(first!.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(first!.headers()['content-security-policy']).not.toContain('nonce-');
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByLabel('Bericht aan de organisatie')).toBeVisible();
  await expect(guest.getByText(/^Je reageert als/)).toHaveCount(0);
  const again = await guest.goto(address);
  expect(again!.headers()['x-nextjs-cache']).toBe('HIT');

  // A signed-in volunteer: their own page, rendered for this request, never the shared copy.
  const volunteer = await person(browser);
  await signIn(volunteer, 'volunteer@demo.test');
  const own = await volunteer.goto(address);
  expect(own!.headers()['cache-control']).toContain('no-store');
  expect(own!.headers()['x-nextjs-cache']).toBeUndefined();
  await expect(volunteer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(volunteer.getByText(/^Je reageert als /)).toBeVisible();

  // The organization renames it: the guest's next visit shows the new title, not the copy from before.
  await organization.goto(centerUrl('demo', `/vacancies/${id}/edit`));
  await expect(organization.locator('#vacancy-form-field-title')).toHaveValue(title);
  await organization.locator('#vacancy-form-field-title').fill(`${title} (nieuw)`);
  await organization.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(organization).toHaveURL(new RegExp(`/vacancies/${id}$`));
  await guest.goto(address);
  await expect(guest.getByRole('heading', { level: 1, name: `${title} (nieuw)` })).toBeVisible();
});
