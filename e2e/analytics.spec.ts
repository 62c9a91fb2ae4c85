/**
 * Analytics (docs/domain.md#analytics) on the demo data (server/db/seed, analytics.ts for the public site's counters):
 * the chart and its table show the same numbers and so does the CSV download; the period form switches the steps;
 * organization superusers get their own figures and no public site view, volunteers no analytics; axe finds nothing in
 * Dutch and English; screenshots at 375, 768 and 1280 px are kept as test artifacts (test-results/, not committed).
 * The consent banner: with a gtagId set (on demo-oost, reset afterwards) nothing of Google loads before the visitor
 * agrees, nothing after a refusal, and the script loads after consent (the cached page's policy allows its origin).
 */
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl, DEMO_PASSWORD, PORT } from './support/env';
import { signIn } from './support/session';
import { screenshotsAtWidths } from './support/screens';

const panel = (page: Page, id: string) => page.locator(`[data-chart="${id}"]`);

/** The table's numbers column by column (each series in turn), as the chart's bars are drawn. */
async function tableValues(page: Page, id: string): Promise<number[][]> {
  const table = page.locator(`[data-chart-table="${id}"]`);
  const columns = await table.locator('thead th').count();
  const out: number[][] = [];
  for (let c = 2; c <= columns; c++)
    out.push(
      await table.locator(`tbody tr td:nth-of-type(${c - 1})`).evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value')))),
    );
  return out;
}

test.describe('analytics', () => {
  test('center staff: chart, table and CSV agree; the period switches; axe in Dutch and English', async ({ page }) => {
    await signIn(page, 'center_superuser@demo.test');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vacatures' })).toBeVisible();
    await expect(panel(page, 'vacancies').locator('svg.recharts-surface').first()).toBeVisible();

    // The bar chart's value labels are the table's numbers, series by series.
    const byType = panel(page, 'applications-by-type');
    await byType.getByText('Toon als tabel').click();
    const table = await tableValues(page, 'applications-by-type');
    const labels = await byType
      .locator('.recharts-label-list')
      .evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('text')].map((t) => Number(t.textContent))));
    // recharts draws no label on an empty bar: the labels are the table's non-zero numbers, in the same order.
    expect(labels.flat()).toEqual(table.flat().filter((v) => v !== 0));
    expect(table.flat().reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // The CSV holds the same rows and numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), byType.getByRole('button', { name: /CSV downloaden/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^aanmeldingen-per-soort-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Soort vacature,Deze periode,Vorige periode');
    const csvColumns = [1, 2].map((c) => lines.slice(1).map((line) => Number(line.split(',')[c])));
    expect(csvColumns).toEqual(table);

    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'analytics-activity');

    // Seven days: one row per day; twelve months: steps by month.
    await page.locator('#analytics-period').selectOption('7d');
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/period=7d/);
    await expect(page.locator('[data-chart-table="vacancies"] tbody tr')).toHaveCount(7);
    await page.locator('#analytics-period').selectOption('12m');
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/period=12m/);
    await expect(page.locator('[data-chart-table="vacancies"] thead th').first()).toHaveText('Maand');
    await page.locator('#analytics-period').selectOption('custom');
    await page.locator('#analytics-from').fill('2026-01-05');
    await page.locator('#analytics-to').fill('2026-01-18');
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/period=custom&from=2026-01-05&to=2026-01-18/);
    await expect(page.locator('[data-chart-table="vacancies"] tbody tr')).toHaveCount(14);
    await expect(page.getByText(/vergeleken met de periode ervoor/)).toContainText('22 dec');

    // The public site view keeps the period.
    await page.getByRole('link', { name: 'Publieke website' }).click();
    await expect(page).toHaveURL(/\/analytics\/index-2\?period=custom&from=2026-01-05&to=2026-01-18/);
    await page.locator('#analytics-period').selectOption('90d');
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Zoekwoorden in de vacaturebank' })).toBeVisible();
    const terms = panel(page, 'search-terms');
    await terms.getByText('Toon als tabel').click();
    const termTable = await tableValues(page, 'search-terms');
    const termLabels = await terms
      .locator('.recharts-label-list')
      .evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('text')].map((t) => Number(t.textContent))));
    expect(termLabels.flat()).toEqual(termTable.flat().filter((v) => v !== 0));
    await expect(page.locator('[data-chart-table="top-pages"] tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'analytics-public-site');

    await page.goto('/en/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/analytics/index-2');
    await expect(page.getByRole('heading', { level: 2, name: 'Search words in the vacancy bank' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("organization superuser: their organization's figures, no sign-ups and no public site view", async ({ page }) => {
    await signIn(page, 'organization_superuser@demo.test');
    await page.goto('/analytics');
    await expect(page.getByText('Cijfers van je eigen organisaties: Voedselbank Demo.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Aanmeldingen op het platform' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Publieke website' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/analytics/index-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toHaveCount(0);
  });

  test('volunteer: no analytics', async ({ page }) => {
    await signIn(page, 'volunteer@demo.test');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toHaveCount(0);
  });
});

/** Sets (or clears) demo-oost's gtagId as the tenant's admin, through the API. */
async function setGtagId(request: APIRequestContext, gtagId: string | null) {
  // Node does not resolve *.localhost as the browser does: the API is asked on localhost, the center named by header.
  const signInResponse = await request.post(`http://localhost:${PORT}/auth/sign_in`, {
    headers: { 'Volunteer-Center-Id': 'demo' },
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  expect(signInResponse.status()).toBe(200);
  const h = signInResponse.headers();
  const response = await request.patch(`http://localhost:${PORT}/api/v1/volunteer_centers/current`, {
    headers: {
      'Volunteer-Center-Id': 'demo-oost',
      'access-token': h['access-token']!,
      client: h.client!,
      uid: h.uid!,
      'Content-Type': 'application/vnd.api+json',
      Accept: 'application/vnd.api+json',
    },
    data: { data: { type: 'volunteer_center_profiles', attributes: { gtag_id: gtagId } } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('Google Analytics consent', () => {
  test.beforeAll(async ({ request }) => setGtagId(request, 'G-E2ETEST123'));
  test.afterAll(async ({ request }) => setGtagId(request, null));

  test('nothing of Google before consent or after a refusal; the script after consent', async ({ page, context }) => {
    const google: string[] = [];
    await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(centerUrl('demo-oost', '/'));
    const banner = page.getByRole('region', { name: 'Toestemming voor statistieken' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'analytics-consent');
    expect(google).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

    await banner.getByRole('button', { name: 'Nee, liever niet' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(google).toEqual([]);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto(centerUrl('demo-oost', '/en'));
    const english = page.getByRole('region', { name: 'Consent to statistics' });
    await expect(english).toBeVisible();
    await expectNoAxeViolations(page);
    await english.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(google[0]).toContain('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST123');
    // The home page is a cached page: no nonce, its policy lets the loader's origin in (docs/decisions.md).
    await expect(page.locator('#gtag-script')).toHaveAttribute('src', /G-E2ETEST123/);
    // Granted stays granted: the next page loads it without asking.
    await page.reload();
    await expect(english).toHaveCount(0);
    await expect(page.locator('#gtag-script')).toHaveCount(1);
  });

  test('the signed-in workplace never loads Google Analytics', async ({ page, context }) => {
    const google: string[] = [];
    await context.route(/googletagmanager\.com/, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(centerUrl('demo-oost', '/auth/login-1'));
    await expect(page.getByRole('region', { name: 'Toestemming voor statistieken' })).toHaveCount(0);
    expect(google).toEqual([]);
  });
});
