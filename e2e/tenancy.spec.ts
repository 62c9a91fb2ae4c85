/**
 * Tenancy in the browser (docs/domain.md#the-product, #screens-and-routes "Guards and redirects"): the Gelderse Handen host serves only
 * /gelderse-handen, and /switch picks another center for this browser with a cookie.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';

const GELDERSE_HANDEN = centerUrl('gelderse-handen');

test.describe('Gelderse Handen host', () => {
  test('every other path redirects to /gelderse-handen', async ({ page }) => {
    await page.goto(`${GELDERSE_HANDEN}anything/deeper?x=1`);
    await expect(page).toHaveURL(`${GELDERSE_HANDEN}gelderse-handen`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gelderse Handen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gelderse Handen - /);
    await expectNoAxeViolations(page);

    await page.goto(GELDERSE_HANDEN);
    await expect(page).toHaveURL(`${GELDERSE_HANDEN}gelderse-handen`);
  });

  test('English paths go to the English page', async ({ page }) => {
    await page.goto(`${GELDERSE_HANDEN}en/vacancies`);
    await expect(page).toHaveURL(`${GELDERSE_HANDEN}en/gelderse-handen`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Volunteering in Gelderland')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('other hosts do not redirect', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(centerUrl('demo', '/'));
  });
});

test.describe('/switch', () => {
  test('picking Oldebroek sets the cookie and shows its branding; reset returns to the host center', async ({ page, context }) => {
    await page.goto('/switch');
    await expect(page.getByRole('heading', { level: 1, name: 'Kies een vrijwilligerscentrale' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Demo Vrijwilligerscentrale Demo Vrijwilligerscentrale/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Vacaturebank Oldebroek/ }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vacaturebank Oldebroek' })).toBeVisible();
    const cookie = (await context.cookies(centerUrl('demo'))).find((c) => c.name === 'volunteer_center');
    expect(cookie?.value).toBe('oldebroek');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim())).toBe(
      '#15803d',
    );
    await expect(page).toHaveTitle('Vacaturebank Oldebroek');

    await page.goto('/switch');
    await expect(page.getByRole('button', { name: /^Vacaturebank Oldebroek/ })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'De eigen centrale van deze website gebruiken' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vrijwilligerscentrale' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim())).toBe(
      '#1d4ed8',
    );
    expect((await context.cookies(centerUrl('demo'))).find((c) => c.name === 'volunteer_center')).toBeUndefined();
  });

  test('the English switch page keeps English', async ({ page }) => {
    await page.goto('/en/switch');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a volunteer center' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Vrijwilligerspunt Roermond/ }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerspunt Roermond' })).toBeVisible();
    await page.goto('/en/switch/reset');
    await expect(page).toHaveURL(centerUrl('demo', '/en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vrijwilligerscentrale' })).toBeVisible();
  });
});
