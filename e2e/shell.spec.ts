/**
 * The public shell (docs/domain.md#the-product, #screens-and-routes "Application shell", "Navigation"): each center's own branding, the page title,
 * html lang, and the phone-sized navigation.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';

interface Branding {
  primary500: string;
  radius: string;
  fontFamily: string;
  headerBorderBottom: string;
  buttonBackground: string;
  buttonRadius: string;
}

async function branding(page: Page): Promise<Branding> {
  // A primary button of a content block (the home page is the center's CMS page; /over-ons has one on every demo center).
  const button = page.getByRole('link', { name: 'Maak een afspraak' });
  await expect(button).toBeVisible();
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const header = document.querySelector('header');
    const link = [...document.querySelectorAll('main a')].find((a) => a.textContent?.includes('Maak een afspraak'));
    if (!header || !link) throw new Error('header or primary button missing');
    const headerStyle = getComputedStyle(header);
    const buttonStyle = getComputedStyle(link);
    return {
      primary500: root.getPropertyValue('--color-primary-500').trim(),
      radius: root.getPropertyValue('--radius').trim(),
      fontFamily: getComputedStyle(document.body).fontFamily,
      headerBorderBottom: headerStyle.borderBottomWidth,
      buttonBackground: buttonStyle.backgroundColor,
      buttonRadius: buttonStyle.borderTopLeftRadius,
    };
  });
}

test.describe('public shell', () => {
  test('demo and oldebroek carry their own branding', async ({ page, context }) => {
    await page.goto(centerUrl('demo'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vrijwilligerscentrale' })).toBeVisible();
    await page.goto(centerUrl('demo', '/over-ons'));
    const demo = await branding(page);

    const other = await context.newPage();
    await other.goto(centerUrl('oldebroek'));
    await expect(other.getByRole('heading', { level: 1, name: 'Vacaturebank Oldebroek' })).toBeVisible();
    await other.goto(centerUrl('oldebroek', '/over-ons'));
    const oldebroek = await branding(other);

    // Seeded: demo blue, inter, rounded, tab header; oldebroek green, nunito, straight, legacy header.
    expect(demo.primary500).toBe('#1d4ed8');
    expect(oldebroek.primary500).toBe('#15803d');
    expect(demo.radius).toBe('0.5rem');
    expect(oldebroek.radius).toBe('0px');
    expect(demo.buttonRadius).toBe('8px');
    expect(oldebroek.buttonRadius).toBe('0px');
    expect(demo.fontFamily.toLowerCase()).toContain('inter');
    expect(oldebroek.fontFamily.toLowerCase()).toContain('nunito');
    expect(demo.buttonBackground).not.toBe(oldebroek.buttonBackground);
    // The legacy header variant has a thick primary bottom border.
    expect(demo.headerBorderBottom).toBe('1px');
    expect(oldebroek.headerBorderBottom).toBe('4px');

    await expectNoAxeViolations(page);
    await expectNoAxeViolations(other);
  });

  test('title is "{page} - {app name}" and html lang is nl', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Demo Vrijwilligerscentrale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.goto('/switch');
    await expect(page).toHaveTitle('Kies een vrijwilligerscentrale - Demo Vrijwilligerscentrale');

    await page.goto(centerUrl('oldebroek', '/auth/login-1'));
    await expect(page).toHaveTitle('Inloggen - Vacaturebank Oldebroek');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the navigation collapses into a menu button that opens a dialog', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
      const open = page.getByRole('button', { name: 'Menu openen' });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute('aria-expanded', 'false');

      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      // The modal hides the rest of the page (the trigger too) from the accessibility tree.
      await expect(page.getByRole('button', { name: 'Menu openen', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('link', { name: 'Vacaturebank' })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await dialog.getByRole('button', { name: 'Menu sluiten' }).click();
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page);
    });
  });
});
