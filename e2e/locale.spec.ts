/**
 * Locale (docs/domain.md#the-product): Dutch without prefix, English under /en; the NEXT_LOCALE cookie keeps the choice for 365 days;
 * the language selector appears only for multi-language tenants and keeps the path.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';

const DAY = 24 * 3600;

test.describe('locale', () => {
  test('/en renders English, sets html lang and a year-long NEXT_LOCALE cookie', async ({ page, context }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Find volunteer work' })).toBeVisible();

    const cookie = (await context.cookies(centerUrl('demo'))).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365.01);

    // The cookie now wins over the browser's Dutch Accept-Language.
    await page.goto('/');
    await expect(page).toHaveURL(centerUrl('demo', '/en'));
    await expectNoAxeViolations(page);
  });

  test('the language selector switches the language and keeps the path and query', async ({ page, context }) => {
    await page.goto('/?bron=e2e');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.getByRole('button', { name: 'Taal wijzigen (huidige taal: Nederlands)' }).click();
    const panel = page.getByRole('dialog', { name: 'Taal' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await panel.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/en?bron=e2e'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Find volunteer work' })).toBeVisible();
    await expect.poll(async () => (await context.cookies(centerUrl('demo'))).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

    // And back: Dutch has no prefix.
    await page.getByRole('button', { name: 'Change language (current: English)' }).click();
    await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/?bron=e2e'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('a single-language center (roermond) has no language selector', async ({ page }) => {
    await page.goto(centerUrl('roermond'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerspunt Roermond' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Werkbalk' }).getByRole('button', { name: /Kleurmodus/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Taal wijzigen/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
