import { expect, type Page } from '@playwright/test';

/**
 * Opens an item of the top navigation the way a person would: the link in the bar when it fits, otherwise through the
 * "Meer"/"More" menu that takes the items which do not fit (docs/frontend.md, "Shell").
 */
export async function openNavigationItem(page: Page, name: string, moreName = 'Meer'): Promise<void> {
  const nav = page.getByRole('navigation', { name: /^(Hoofdmenu|Main navigation)$/ });
  await expect(page.getByRole('banner').locator('[data-measured]')).toHaveCount(1);
  const link = nav.getByRole('link', { name, exact: true });
  if (await link.isVisible()) {
    await link.click();
    return;
  }
  await nav.getByRole('button', { name: new RegExp(`^${moreName}`) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}
