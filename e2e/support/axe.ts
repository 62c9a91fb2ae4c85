/**
 * Accessibility check with axe-core on the page as it is now. Violations are reduced to rule id, impact and the
 * offending selectors so a failure message says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** @axe-core/playwright is typed against the top-level playwright-core, @playwright/test against its own copy. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

export interface AxeOptions {
  /**
   * Check only this part of the page. Use it while a modal (Radix dialog or menu) is open: the modal hides the
   * rest of the page from assistive technology on purpose, which axe would report about the page behind it.
   */
  include?: string;
}

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Let the page settle: the page-change loading bar (a transient progressbar at the top) finishes first, and the
  // title, which Next.js streams after the body for a browser (it arrived after axe once, right after a sign-in
  // redirect on a cold server), is there.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect.poll(() => page.title(), { message: `a <title> on ${page.url()}` }).not.toBe('');
  // Finite transitions and animations end first: axe measured a success message in the middle of its fade-in once
  // (a contrast of 4.47:1 against the 4.5 it has when shown). Endless ones (a spinner) are left running.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  let builder = new AxeBuilder({ page: page as unknown as AxePage });
  if (options.include) builder = builder.include(options.include);
  // A frame sandboxed without scripts (the mail preview of the template editor) cannot run axe: injecting it there
  // never answers, and the browser context then stalls opening axe's result page until the test times out.
  builder = builder.exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])');
  const results = await builder.analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
