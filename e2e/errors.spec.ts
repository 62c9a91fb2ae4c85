/**
 * Error screens (docs/domain.md#screens-and-routes "Error screen", #errors): the 404 with the path asked for, 'Back to home', and the
 * unknown-tenant screen when the center cookie names a center that does not exist.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';

test.describe('error screens', () => {
  test('an unknown path shows the Dutch 404 screen; Back to home goes to /', async ({ page }) => {
    const response = await page.goto('/bestaat-niet/echt');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText('Pagina niet gevonden: /bestaat-niet/echt')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vrijwilligerscentrale' })).toBeVisible();
  });

  test('the English 404 says "Page Not Found: /…" and goes back to the English home', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /en/does-not-exist')).toBeVisible();
    await expect(page.getByText("We couldn't find the page you were looking for")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/en'));
  });

  test('an unknown center in the cookie shows "No tenant found" with a way back', async ({ page, context }) => {
    await context.addCookies([{ name: 'volunteer_center', value: 'nope', url: centerUrl('demo') }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Geen tenant gevonden' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/en/vacancies/search');
    await expect(page.getByRole('heading', { level: 1, name: 'No tenant found' })).toBeVisible();
    await expect(page).toHaveTitle('No tenant found');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: "Go to this website's own center" }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vrijwilligerscentrale' })).toBeVisible();
    expect((await context.cookies(centerUrl('demo'))).find((c) => c.name === 'volunteer_center')).toBeUndefined();
  });
});
