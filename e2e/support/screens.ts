/**
 * Screenshots of a new screen at a phone, a tablet and a desktop width, for a person to open and look at: overlapping
 * or clipped controls are bugs that axe does not catch. They go to the test's output folder (test-results/, not
 * committed). At each width the page may not be wider than the window.
 */
import { expect, type Page, test } from '@playwright/test';

export const SCREEN_WIDTHS = [375, 768, 1280] as const;

/**
 * In CI nobody opens the pictures, and 46 calls made some 140 full-page PNGs on a two-core machine: there the widths
 * are still checked, the pictures are only taken with E2E_SCREENSHOTS=1. Locally they are always taken.
 */
const TAKE_PICTURES = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Shoots the page at each width, checking it fits, and leaves the window at the desktop width. */
export async function screenshotsAtWidths(page: Page, name: string): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Charts and the header's More menu follow a new width through a ResizeObserver, a frame or more after the
    // resize: poll until the layout has settled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `horizontal overflow at ${width} px on ${page.url()}`,
      })
      .toBeLessThanOrEqual(0);
    if (TAKE_PICTURES) await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
