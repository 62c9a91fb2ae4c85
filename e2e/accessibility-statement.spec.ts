/**
 * The accessibility statement (/toegankelijkheid, docs/decisions.md "Accessibility statement"): it renders in both
 * languages, every footer links to it, it is axe clean; and the product's own automated audit: axe (WCAG 2.0/2.1 A
 * and AA rules) over the public pages in Dutch and English, written to test-results/accessibility-audit.json. The
 * committed lib/shared/accessibility/audit.json, which the statement shows, must match this run, so the statement
 * stays honest: after a change, `npm run a11y:audit` copies the run into it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const WIDTHS = [375, 768, 1280] as const;
/** The public pages the audit covers; the committed audit must list the same. */
const AUDIT_PAGES = [
  '/',
  '/vacancies/search',
  '/nieuws',
  '/sociale-kaart',
  '/contactformulier',
  '/toegankelijkheid',
  '/auth/login-1',
  '/signup',
];
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ROOT = path.resolve(__dirname, '..');

test.describe('accessibility statement', () => {
  for (const [locale, prefix, title, status] of [
    ['nl', '', 'Toegankelijkheidsverklaring', /Status [A-E]: /],
    ['en', '/en', 'Accessibility statement', /Status [A-E]: /],
  ] as const) {
    test(`renders in ${locale}, axe clean, at 375/768/1280`, async ({ page }, testInfo) => {
      await page.goto(`${prefix}/toegankelijkheid`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(status)).toBeVisible();
      await expect(page.getByRole('link', { name: /Nationale ombudsman/ })).toHaveAttribute('href', /nationaleombudsman\.nl/);
      await expectNoAxeViolations(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`toegankelijkheid-${locale}-${width}.png`), fullPage: true });
      }
    });
  }

  test('every footer links to it; staff set its contact in the settings', async ({ page }) => {
    await page.goto('/nieuws');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/toegankelijkheid'));
    await page.goto('/en/vacancies/search');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/en/toegankelijkheid'));
  });

  test('the committed audit matches a fresh automated run of the public pages', async ({ page }) => {
    test.slow();
    const pages: { path: string; locale: 'nl' | 'en'; violations: number; rules: string[] }[] = [];
    let toolVersion = '';
    for (const locale of ['nl', 'en'] as const) {
      for (const pagePath of AUDIT_PAGES) {
        await page.goto(locale === 'nl' ? pagePath : `/en${pagePath === '/' ? '' : pagePath}`);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect.poll(() => page.title()).not.toBe('');
        const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(RULE_TAGS).analyze();
        toolVersion = results.testEngine.version;
        pages.push({
          path: pagePath,
          locale,
          violations: results.violations.reduce((sum, v) => sum + v.nodes.length, 0),
          rules: results.violations.map((v) => v.id).sort(),
        });
      }
    }
    const run = { tool: 'axe-core', toolVersion, ruleTags: RULE_TAGS, pages };
    await mkdir(path.join(ROOT, 'test-results'), { recursive: true });
    await writeFile(path.join(ROOT, 'test-results', 'accessibility-audit.json'), `${JSON.stringify(run, null, 2)}\n`);

    const committed = JSON.parse(await readFile(path.join(ROOT, 'lib/shared/accessibility/audit.json'), 'utf8')) as Record<string, unknown>;
    expect(
      { tool: committed.tool, toolVersion: committed.toolVersion, ruleTags: committed.ruleTags, pages: committed.pages },
      'lib/shared/accessibility/audit.json differs from this run: run `npm run a11y:audit` and commit the file',
    ).toEqual(run);
  });
});
