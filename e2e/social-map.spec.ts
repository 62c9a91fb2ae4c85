/**
 * The public social map (issue 12): a visitor searches, filters and pages through the organizations without
 * JavaScript; with JavaScript the map shows the whole search as clustered markers, a marker leads to the
 * organization's page, and the list and the markers follow each other; the list works by keyboard; an
 * organization that hides itself disappears from the list, the map, its page and the sitemap; axe in both
 * languages and screenshots at phone, tablet and desktop widths.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { PORT, centerUrl } from './support/env';
import { serveBlankMapStyle } from './support/map-style';
import { signIn } from './support/session';

/** Node cannot resolve *.localhost: requests outside the browser go to 127.0.0.1 with the center's Host. */
const fetchAs = (page: Page, slug: string, path: string) =>
  page.request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${slug}.localhost:${PORT}` } });

test.describe('social map without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor searches, filters and pages through the list', async ({ page }) => {
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
    const results = page.getByTestId('social-map-results');
    // Approved and shown: the demo's own, and the spread-out municipality; hidden, pending and denied ones never.
    await expect(page.getByTestId('social-map-count')).toHaveText(/^\d+ organisaties$/);
    const total = Number((await page.getByTestId('social-map-count').textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(30);
    await expect(results.locator(':scope > li')).toHaveCount(20);
    await expect(page.getByRole('link', { name: 'Koor Vox Demo' })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', '/sociale-kaart'));

    // Page 2 by the pager's plain link.
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(results.locator(':scope > li')).toHaveCount(total - 20 > 20 ? 20 : total - 20);
    // Past the last page is not found.
    expect((await page.goto(centerUrl('demo', '/sociale-kaart?page=99')))?.status()).toBe(404);

    // Words, through the GET form: stemmed, so "voedselbanken" finds the food bank.
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    await page.getByLabel('Naam of trefwoord').fill('voedselbanken');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/q=voedselbanken/);
    await expect(results.getByRole('link', { name: 'Voedselbank Demo' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A kind of activity narrows the list to organizations that have it.
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    await page.getByLabel('Soort activiteit').selectOption({ label: 'Taal' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/activity=\d+/);
    await expect(results.getByRole('link', { name: 'Taalcafé Demostad' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Scouting Demodorp' })).toHaveCount(0);
    for (const card of await results.locator(':scope > li').all())
      await expect(card.getByRole('list', { name: 'Activiteiten' })).toContainText('Taal');

    // Nothing found says so, and offers to clear the search.
    await page.goto(centerUrl('demo', '/sociale-kaart?q=zzzzqqq'));
    await expect(page.getByText('Geen overeenkomende resultaten')).toBeVisible();
    await page.getByRole('link', { name: 'Filters wissen' }).last().click();
    await expect(page).toHaveURL(centerUrl('demo', '/sociale-kaart'));

    // A postal code and a distance: only organizations that close, nearest first, each with its distance.
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    await page.getByLabel('Postcode').fill('3731');
    await page.getByLabel('Afstand').selectOption({ label: 'Binnen 5 km' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/postal_code=3731&distance_km=5/);
    const near = Number((await page.getByTestId('social-map-count').textContent())!.split(' ')[0]);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(total);
    const distances = await results
      .locator(':scope > li')
      .getByText(/\d+(,\d)? km/)
      .allTextContents();
    const km = distances.map((text) => Number(/· ([\d,]+) km/.exec(text)![1]!.replace(',', '.')));
    expect(km.every((d) => d <= 5)).toBe(true);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
  });

  test('an organization page is complete without JavaScript, for crawlers too', async ({ page }) => {
    await page.goto(centerUrl('demo', '/sociale-kaart?q=voedselbank'));
    await page.getByTestId('social-map-results').getByRole('link', { name: 'Voedselbank Demo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voedselbank Demo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vacatures' })).toBeVisible();
    const vacancy = page.getByRole('link', { name: 'Vrijwilliger voedselbank: pakketten samenstellen' });
    await expect(vacancy).toHaveAttribute('href', /\/vacancies\/search\/\d+$/);
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', path));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', centerUrl('demo', `/en${path}`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Voedselbank Demo');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Voedselbank Demo', address: { addressLocality: 'Demodorp' } });

    // Another center's host does not know it; a hidden organization has no page.
    expect((await page.goto(centerUrl('demo-oost', path)))?.status()).toBe(404);
  });
});

test.describe('social map with JavaScript', () => {
  test('the map shows the whole search; a marker leads to the organization; list and map follow each other', async ({ page }) => {
    await serveBlankMapStyle(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    const map = page.getByRole('region', { name: 'Kaart met de gevonden organisaties' });
    await expect(map).toBeVisible();
    // Clusters and single organizations are HTML: buttons and links.
    const markers = map.locator('[data-marker-id]');
    const clusters = map.getByRole('button', { name: /organisaties hier; inzoomen/ });
    await expect(markers.or(clusters).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Zoom into clusters until organizations show, then hover one: its card lights up.
    for (let i = 0; i < 6 && (await markers.count()) === 0; i++) {
      await clusters.first().click();
      await page.waitForTimeout(700);
    }
    const marker = markers.first();
    await expect(marker).toBeVisible();
    const id = await marker.getAttribute('data-marker-id');
    const name = await marker.getAttribute('aria-label');
    await marker.hover();
    const card = page.locator(`[data-organization-id="${id}"]`);
    if (await card.count()) await expect(card).toHaveAttribute('data-active', '');

    // A card lights up its marker.
    const firstCard = page.getByTestId('social-map-results').locator('[data-organization-id]').first();
    const firstId = await firstCard.getAttribute('data-organization-id');
    await firstCard.hover();
    const own = map.locator(`[data-marker-id="${firstId}"]`);
    if (await own.count()) await expect(own).toHaveAttribute('data-active', '');

    // Selecting a marker lands on the organization's page.
    await marker.click();
    await expect(page).toHaveURL(new RegExp(`/sociale-kaart/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    await expect(page.getByRole('region', { name: `Kaart met de locatie van ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('"search in this area" narrows the list to the map\'s bounds', async ({ page }) => {
    await serveBlankMapStyle(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    const map = page.getByRole('region', { name: 'Kaart met de gevonden organisaties' });
    await expect(map.locator('canvas')).toBeVisible();
    const before = Number((await page.getByTestId('social-map-count').textContent())!.split(' ')[0]);
    // Zoom in with the control (a real user move), then search the smaller area.
    await map.getByRole('button', { name: 'Inzoomen', exact: true }).click();
    await map.getByRole('button', { name: 'Inzoomen', exact: true }).click();
    await page.getByRole('button', { name: 'Zoek in dit gebied' }).click();
    await expect(page).toHaveURL(/bbox=/);
    await expect(page.getByText('Je ziet alleen de organisaties in het gekozen kaartgebied.')).toBeVisible();
    const after = Number((await page.getByTestId('social-map-count').textContent())!.split(' ')[0]);
    expect(after).toBeLessThan(before);
    await page.getByRole('link', { name: 'Toon het hele gebied' }).click();
    await expect(page).not.toHaveURL(/bbox=/);
  });

  test('the list works by keyboard, and the phone has list and map as tabs', async ({ page }) => {
    await serveBlankMapStyle(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(centerUrl('demo', '/sociale-kaart'));
    const tabs = page.getByRole('tablist', { name: 'Weergave' });
    await expect(tabs.getByRole('tab', { name: 'Lijst' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Kaart met de gevonden organisaties' })).toBeHidden();
    await tabs.getByRole('tab', { name: 'Lijst' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Kaart' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Kaart met de gevonden organisaties' })).toBeVisible();
    await expect(page.getByTestId('social-map-results')).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('social-map-results')).toBeVisible();

    // Tab from the tab bar into the list and open the first organization with Enter.
    const first = page.getByTestId('social-map-results').getByRole('link').first();
    const name = (await first.textContent())!.trim();
    for (let i = 0; i < 5 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('axe-clean in Dutch and English, with screenshots at phone, tablet and desktop widths', async ({ page }, testInfo) => {
    await serveBlankMapStyle(page);
    for (const [locale, heading] of [
      ['', 'Sociale kaart'],
      ['/en', 'Social map'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(centerUrl('demo', `${locale}/sociale-kaart`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByTestId('social-map-results').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Back to Dutch: the English visit above set the language cookie.
    await page.context().clearCookies();
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(centerUrl('demo', '/sociale-kaart'));
      await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
      await expect(page.getByTestId('social-map-count')).toBeVisible();
      // Nothing sticks out sideways (clipped or overlapping controls are what axe does not see).
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((e) => e.tagName),
      );
      expect(overflow).toEqual([]);
      const map = page.getByRole('region', { name: 'Kaart met de gevonden organisaties' });
      if (width >= 1024) await expect(map.locator('.maplibregl-marker').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`social-map-${width}.png`), fullPage: true });
      if (width < 1024) {
        await page.getByRole('tab', { name: 'Kaart' }).click();
        await expect(map.locator('.maplibregl-marker').first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`social-map-${width}-map-tab.png`) });
        await page.getByRole('tab', { name: 'Lijst' }).click();
      }
      await page.getByTestId('social-map-results').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`social-map-organization-${width}.png`), fullPage: true });
    }
  });
});

test.describe('an organization hides itself', () => {
  test('it leaves the list, the map, its page and the sitemap, and comes back when shown again', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto(centerUrl('demo', '/sociale-kaart?q=voedselbank'));
    const link = visitor.getByTestId('social-map-results').getByRole('link', { name: 'Voedselbank Demo' });
    const path = (await link.getAttribute('href'))!;
    const id = path.split('/').pop()!;
    const inSitemap = async () => (await (await fetchAs(page, 'demo', '/sitemap.xml')).text()).includes(`/sociale-kaart/${id}<`);
    const onMap = async () =>
      ((await (await fetchAs(page, 'demo', '/sociale-kaart/markers')).json()) as { data: unknown[][] }).data.some(
        (row) => String(row[0]) === id,
      );
    expect(await inSitemap()).toBe(true);
    expect(await onMap()).toBe(true);

    const setShown = async (shown: boolean) => {
      await page.goto(centerUrl('demo', `/organizations/${id}/edit`));
      const box = page.getByLabel('Tonen op de sociale kaart');
      if (shown) await box.check();
      else await box.uncheck();
      await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
      await expect(page.getByText('De wijzigingen in Voedselbank Demo zijn opgeslagen.')).toBeVisible();
    };

    await signIn(page, 'organization_superuser@demo.test');
    await setShown(false);
    await visitor.goto(centerUrl('demo', '/sociale-kaart?q=voedselbank'));
    await expect(visitor.getByTestId('social-map-results').getByRole('link', { name: 'Voedselbank Demo' })).toHaveCount(0);
    expect((await visitor.goto(centerUrl('demo', path)))?.status()).toBe(404);
    expect(await onMap()).toBe(false);
    expect(await inSitemap()).toBe(false);

    await setShown(true);
    await visitor.goto(centerUrl('demo', path));
    await expect(visitor.getByRole('heading', { level: 1, name: 'Voedselbank Demo' })).toBeVisible();
    expect(await onMap()).toBe(true);
    expect(await inSitemap()).toBe(true);
    await visitor.close();
  });
});
