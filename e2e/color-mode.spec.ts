/**
 * Color mode (docs/domain.md#the-product): light, dark or system, stored in localStorage 'color-mode', applied before first paint.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

declare global {
  interface Window {
    __darkWhenBodyAppeared?: boolean;
  }
}

/** Records whether <html> was dark at the moment <body> was parsed, i.e. before anything could paint. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.__darkWhenBodyAppeared = document.documentElement.classList.contains('dark');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const html = (page: Page) => page.locator('html');

test.describe('color mode', () => {
  test('dark is remembered across reloads and applied before paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await watchFirstPaint(page);
    await page.goto('/');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Kleurmodus: Systeem' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'Systeem' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Donker' }).click();

    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveCSS('color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
    await expect(page.getByRole('button', { name: 'Kleurmodus: Donker' })).toBeVisible();

    await page.reload();
    expect(await page.evaluate(() => window.__darkWhenBodyAppeared)).toBe(true);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Kleurmodus: Donker' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to light, also remembered.
    await page.getByRole('button', { name: 'Kleurmodus: Donker' }).click();
    await page.getByRole('menuitemradio', { name: 'Licht' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    expect(await page.evaluate(() => window.__darkWhenBodyAppeared)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
  });

  test('the menu is fetched on intent; a key press before it arrives opens it on its first item', async ({ page }) => {
    // components/shell/load-on-intent.ts: the page loads without the menu's code. Hold back every script asked for
    // after the page has loaded, so the press certainly comes before the menu is there.
    await page.goto('/');
    // The header's bar is counted after hydration (components/shell/header-nav.tsx).
    await expect(page.getByRole('banner').locator('[data-measured]')).toHaveCount(1);
    const late: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      late.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const toggle = page.getByRole('button', { name: 'Kleurmodus: Systeem' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(late.length).toBeGreaterThan(0);
    await expect(menu.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Donker' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Kleurmodus: Systeem' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Kleurmodus: Systeem' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('system follows the emulated color scheme, also while the page is open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await watchFirstPaint(page);
    await page.goto('/');
    expect(await page.evaluate(() => window.__darkWhenBodyAppeared)).toBe(true);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);

    // An explicit choice wins over the system.
    await page.getByRole('button', { name: 'Kleurmodus: Systeem' }).click();
    await page.getByRole('menuitemradio', { name: 'Licht' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('dark mode also applies on the English site and other centers (one origin each)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Color mode: System' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.goto('/switch');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });

  // docs/domain.md#the-product: "A page may force a mode through route metadata, and the preference applies again when leaving that
  // page." components/shell/force-color-mode.tsx exists, but no page renders <ForceColorMode> yet.
  test('a page that forces a mode applies it and the preference returns after leaving', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    // /gelderse-handen forces light whatever the visitor chose.
    await page.goto('/gelderse-handen');
    await expect(html(page)).toHaveAttribute('data-forced-color-mode', 'light');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');

    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).not.toHaveAttribute('data-forced-color-mode', /.+/);
  });
});
