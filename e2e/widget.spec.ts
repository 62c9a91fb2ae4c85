/**
 * The embeddable vacancy widget and /open-data (issue 16): a content manager makes a widget on /content/widgets
 * (live preview, snippet), the snippet is pasted into a page of another origin, where the iframe shows the center's
 * vacancies and takes its content's height from the widget's message; the widget answer sets no cookie and may be
 * framed. /open-data and the settings screen are axe clean (Dutch and English), with screenshots at three widths.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl, PORT } from './support/env';
import { signIn } from './support/session';
import { screenshotsAtWidths } from './support/screens';

const SHOTS = process.env.WIDGET_SHOTS_DIR;

test('a content manager makes a widget whose snippet shows the vacancies on another site', async ({ page, browser }) => {
  // Sign-in, two axe runs with the preview frame, screenshots at three widths and a second browser context.
  test.setTimeout(300_000);
  await signIn(page, 'content_manager@demo.test');
  await page.goto('/content/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacaturewidget' })).toBeVisible();
  await page.getByLabel(/^Naam/).fill('Gemeente Demo');
  await page.getByLabel('Aantal vacatures').fill('3');
  await page.getByLabel('Donker').check();
  // The live preview is the widget page itself with the unsaved settings.
  const preview = page.frameLocator('iframe[src*="/widget/voorbeeld"]');
  await expect(preview.locator('li').first()).toBeVisible();
  await expect(preview.locator('li')).toHaveCount(3);
  await page.getByRole('button', { name: 'Widget opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Widget „Gemeente Demo” bewerken' })).toBeVisible();
  const snippet = await page.getByLabel('HTML-code').inputValue();
  expect(snippet).toContain(`src="${centerUrl('demo', '/widget/')}`);
  expect(snippet).toContain(`e.origin!=="http://demo.localhost:${PORT}"`);
  expect(snippet).toMatch(/<p><a href="http:\/\/demo\.localhost:\d+\/vacancies\/search">Alle vacatures bij /);
  await expectNoAxeViolations(page);
  await screenshotsAtWidths(page, 'settings-nl');
  await page.goto('/en/content/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancy widget' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A partner's page on another origin (and another site), served by the test on a loopback port: a page answered
  // by page.route counts as the public internet, and Chromium's local network access rules would hold back its
  // iframe to *.localhost. Opened in a browser context without the center's cookies.
  const site = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Gemeente</title></head><body><h1>Vrijwilligerswerk in onze gemeente</h1>${snippet}<p id="after">Na de widget</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const partnerOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const partner = await browser.newContext();
  const other = await partner.newPage();
  const widgetResponse = other.waitForResponse((r) => /\/widget\/\d+$/.test(new URL(r.url()).pathname));
  await other.goto(`${partnerOrigin}/vrijwilligerswerk`);
  const answer = await widgetResponse;
  expect(answer.status()).toBe(200);
  const headers = await answer.allHeaders();
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['content-security-policy']).toContain('frame-ancestors *');
  expect(headers['cache-control']).toContain('s-maxage=');

  const frame = other.frameLocator('iframe[id^="vacancy-widget-"]');
  const items = frame.locator('li');
  await expect(items).toHaveCount(3);
  await expect(frame.getByRole('link', { name: /Alle vacatures bij/ })).toBeVisible();
  // The iframe takes its content's height (it starts at 480px).
  const iframe = other.locator('iframe[id^="vacancy-widget-"]');
  await expect
    .poll(async () => {
      const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height);
      const inner = await frame.locator('#w').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      return Math.abs(outer - inner) <= 1 && outer !== 480;
    })
    .toBe(true);
  expect(await partner.cookies(centerUrl('demo'))).toEqual([]);
  await other.setViewportSize({ width: 375, height: 900 });
  if (SHOTS) await other.screenshot({ path: `${SHOTS}/partner-375.png`, fullPage: true });
  await other.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) await other.screenshot({ path: `${SHOTS}/partner-1280.png`, fullPage: true });

  // Its vacancies are the center's public ones, whose pages carry schema.org JobPosting.
  const href = await frame.locator('li a').first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^http://demo\\.localhost:${PORT}/vacancies/search/\\d+$`));
  const vacancy = await partner.newPage();
  await vacancy.goto(href!);
  const jsonLd = await vacancy.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => JSON.parse(text)['@type'] === 'JobPosting')).toBe(true);
  await partner.close();
  site.close();
});

test('a page manager may not open the widget settings', async ({ page }) => {
  await signIn(page, 'page_manager@demo.test');
  await page.goto('/content/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vacaturewidget' })).toHaveCount(0);
});

for (const locale of ['nl', 'en'] as const) {
  test(`/open-data lists the feed and widget addresses on the center's host (${locale})`, async ({ page }) => {
    await page.goto(locale === 'nl' ? '/open-data' : '/en/open-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    const feeds = page.locator('dd a');
    await expect(feeds).toHaveCount(4);
    const suffix = locale === 'en' ? '?locale=en' : '';
    await expect(feeds.first()).toHaveAttribute('href', `http://demo.localhost:${PORT}/api/v1/public/feeds/vacancies.rss${suffix}`);
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, `open-data-${locale}`);
    // The feed behind the first link answers as RSS (through the browser: Node does not resolve *.localhost).
    const rss = await page.goto((await feeds.first().getAttribute('href'))!);
    expect(rss?.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await rss?.text()).toContain('<rss version="2.0"');
  });
}

test('the bank and the news pages announce their feeds', async ({ page }) => {
  await page.goto('/vacancies/search?vacancy_type=activity');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `http://demo.localhost:${PORT}/api/v1/public/feeds/vacancies.rss?vacancy_type=activity`,
  );
  await expect(page.locator('link[rel="alternate"][type="application/feed+json"]')).toHaveCount(1);
  await page.goto('/nieuws');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `http://demo.localhost:${PORT}/api/v1/public/feeds/news.rss`,
  );
});
