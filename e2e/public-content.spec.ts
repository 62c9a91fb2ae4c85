/**
 * The public content site (issue 6): the demo center's home page from its blocks, a content page, the news index
 * and an article with structured data, sitemap.xml (with the center's own vacancies) and robots.txt per center
 * host, hreflang only on multi-language centers, and a page of one center that does not exist on another. Each
 * page is checked with axe; the home page also without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, PORT, centerUrl } from './support/env';

const SERVER = `http://127.0.0.1:${PORT}`;
const host = (slug: string) => ({ host: `${slug}.localhost:${PORT}` });
const ARTICLE = '/nieuws/vrijwilligersprijs-2026';

test.describe('public content pages', () => {
  test('the home page renders the blocks of the demo center with its menus', async ({ page }) => {
    await page.goto(centerUrl('demo'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const type of ['HeroWithSearch', 'VacancyCategories', 'FourCards', 'TextWithUsps']) {
      await expect(page.locator(`[data-block-type="${type}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Doe mee in je eigen buurt' })).toBeVisible();
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu van de website' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', '/'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /vrijwilligerswerk/);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the home page and the news are complete', async ({ page }) => {
      await page.goto(centerUrl('demo'));
      await expect(page.locator('[data-block-type="HeroWithSearch"]')).toBeVisible();
      await page.getByRole('search').getByRole('searchbox').fill('koken');
      await page.getByRole('search').getByRole('button').click();
      await expect(page).toHaveURL(/\/vacancies\/search\?q=koken/);

      await page.goto(centerUrl('demo', '/nieuws'));
      await page.getByRole('link', { name: /Vrijwilligersprijs 2026/ }).click();
      await expect(page).toHaveURL(centerUrl('demo', ARTICLE));
      await expect(page.getByRole('heading', { level: 1, name: /Vrijwilligersprijs 2026/ })).toBeVisible();
    });
  });

  test('a content page', async ({ page }) => {
    const response = await page.goto(centerUrl('demo', '/over-ons'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('article[data-page-slug="over-ons"]')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', '/over-ons'));
    await expectNoAxeViolations(page);
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-GB' });

    test('a page that exists only in Dutch is shown in Dutch with a notice, its Dutch address canonical', async ({ page }) => {
      // The browser's language sends it to /en/…; the English site has no such page, and that must not be a 404.
      const response = await page.goto(centerUrl('demo', '/alle-blokken'));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(centerUrl('demo', '/en/alle-blokken'));
      await expect(page.getByRole('note').filter({ hasText: 'This page is only available in Dutch.' })).toBeVisible();
      await expect(page.locator('div[lang="nl"] article[data-page-slug="alle-blokken"]')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', '/alle-blokken'));
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      await expectNoAxeViolations(page);

      expect((await page.goto(centerUrl('demo', ARTICLE)))?.status()).toBe(200);
      await expect(page.locator('article[lang="nl"] h1')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', ARTICLE));
      // A page that exists in neither language is still not found.
      expect((await page.goto(centerUrl('demo', '/bestaat-niet')))?.status()).toBe(404);
    });
  });

  test('the other public pages pass axe, in Dutch and in English', async ({ page }) => {
    for (const path of [
      '/alle-blokken',
      '/partners',
      '/een-op-een-hulp',
      '/activiteitenkalender/overzicht',
      '/en',
      '/en/nieuws',
      '/en/about-us',
    ]) {
      const response = await page.goto(centerUrl('demo', path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
  });

  test('the news index and an article with Article structured data', async ({ page }) => {
    await page.goto(centerUrl('demo', '/nieuws'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Vrijwilligersprijs 2026/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('demo', ARTICLE));
    await expect(page.getByRole('heading', { level: 1, name: /Vrijwilligersprijs 2026/ })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Article');
    expect(jsonLd.url).toBe(centerUrl('demo', ARTICLE));
    expect(jsonLd.headline).toMatch(/Vrijwilligersprijs 2026/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expectNoAxeViolations(page);

    expect((await page.goto(centerUrl('demo', '/nieuws/bestaat-niet')))?.status()).toBe(404);
  });

  test('sitemap.xml and robots.txt describe the host they are asked on', async ({ request }) => {
    const demoMap = await request.get(`${SERVER}/sitemap.xml`, { headers: host('demo') });
    expect(demoMap.status()).toBe(200);
    expect(demoMap.headers()['content-type']).toContain('xml');
    const demoXml = await demoMap.text();
    expect(demoXml).toContain(`<loc>${centerUrl('demo', ARTICLE)}</loc>`);
    expect(demoXml).toContain(`<loc>${centerUrl('demo', '/')}</loc>`);

    const otherXml = await (await request.get(`${SERVER}/sitemap.xml`, { headers: host('oldebroek') })).text();
    expect(otherXml).toContain(centerUrl('oldebroek', ARTICLE));
    expect(otherXml).not.toContain('demo.localhost');

    const robots = await request.get(`${SERVER}/robots.txt`, { headers: host('oldebroek') });
    expect(robots.status()).toBe(200);
    const body = await robots.text();
    expect(body).toContain(`Sitemap: ${centerUrl('oldebroek', '/sitemap.xml')}`);
    expect(body).toContain('Disallow: /dashboard');
  });

  test("the sitemap lists the center's own public vacancies and feature routes, in both languages where it has two", async ({
    request,
    page,
  }) => {
    await page.goto(centerUrl('demo', '/vacancies/search'));
    const href = await page
      .getByTestId('bank-results')
      .getByRole('link', { name: 'Vrijwilliger voedselbank: pakketten samenstellen' })
      .getAttribute('href');
    const path = new URL(href!, centerUrl('demo')).pathname;
    expect(path).toMatch(/^\/vacancies\/search\/\d+$/);

    const demoXml = await (await request.get(`${SERVER}/sitemap.xml`, { headers: host('demo') })).text();
    expect(demoXml).toMatch(new RegExp(`<url><loc>${centerUrl('demo', path)}</loc><lastmod>[^<]+</lastmod>`));
    expect(demoXml).toContain(`<loc>${centerUrl('demo', `/en${path}`)}</loc>`);
    expect(demoXml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${centerUrl('demo', path)}"/>`);
    for (const fixed of ['/vacancies/search', '/nieuws', '/partners', '/een-op-een-hulp', '/activiteitenkalender'])
      expect(demoXml).toContain(`<loc>${centerUrl('demo', fixed)}</loc>`);

    // Another center of the same tenant lists its own vacancies, never this one.
    const oostXml = await (await request.get(`${SERVER}/sitemap.xml`, { headers: host('demo-oost') })).text();
    expect(oostXml).toMatch(/\/vacancies\/search\/\d+<\/loc>/);
    expect(oostXml).not.toContain(`${path}<`);
    expect(oostXml).not.toContain('demo.localhost');

    // Oldebroek: one language (no /en, no hreflang), the calendar but no one-to-one help.
    const oldebroekXml = await (await request.get(`${SERVER}/sitemap.xml`, { headers: host('oldebroek') })).text();
    expect(oldebroekXml).toContain(`<loc>${centerUrl('oldebroek', '/activiteitenkalender')}</loc>`);
    expect(oldebroekXml).not.toContain('/een-op-een-hulp<');
    expect(oldebroekXml).not.toContain('/en/');
    expect(oldebroekXml).not.toContain('hreflang');
    expect(oldebroekXml).not.toContain(`${path}<`);

    expect((await request.get(`${SERVER}/sitemap.xml?part=bestaat-niet`, { headers: host('demo') })).status()).toBe(404);
    expect(await (await request.get(`${SERVER}/sitemap.xml?part=vacancies-1`, { headers: host('demo') })).text()).toContain(
      `<loc>${centerUrl('demo', path)}</loc>`,
    );
  });

  test('hreflang alternates with x-default on a multi-language center, only a canonical on a single-language one', async ({
    playwright,
  }) => {
    const links = async (slug: string, path: string) => {
      // A fresh context per page: every host here is 127.0.0.1 to the cookie jar, so one center's locale and
      // center cookies would otherwise follow into the next request (a browser keeps them per host).
      const context = await playwright.request.newContext();
      const response = await context.get(`${SERVER}${path}`, { headers: host(slug) });
      expect(response.status(), `${slug}${path}`).toBe(200);
      const html = await response.text();
      await context.dispose();
      const alternate = (lang: string) => new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`, 'i').exec(html)?.[1];
      return {
        canonical: /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1],
        en: alternate('en'),
        nl: alternate('nl'),
        xDefault: alternate('x-default'),
      };
    };
    for (const path of ['/', '/nieuws', '/partners', '/vacancies/search', '/een-op-een-hulp', '/activiteitenkalender']) {
      const demo = await links('demo', path);
      expect(demo.canonical).toBe(centerUrl('demo', path));
      expect(demo.nl).toBe(centerUrl('demo', path));
      expect(demo.en).toBe(centerUrl('demo', path === '/' ? '/en' : `/en${path}`));
      expect(demo.xDefault).toBe(centerUrl('demo', path));
    }
    const english = await links('demo', '/en/nieuws');
    expect(english.canonical).toBe(centerUrl('demo', '/en/nieuws'));
    expect(english.xDefault).toBe(centerUrl('demo', '/nieuws'));

    for (const path of ['/', '/nieuws', '/partners', '/activiteitenkalender', ARTICLE]) {
      const single = await links('oldebroek', path);
      expect(single.canonical).toBe(centerUrl('oldebroek', path));
      expect(single).toMatchObject({ en: undefined, nl: undefined, xDefault: undefined });
    }
  });

  test("a page of one center is not found on another center's site", async ({ request, page }) => {
    const signIn = await request.post(`${SERVER}/auth/sign_in`, {
      headers: host('demo'),
      data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const h = signIn.headers();
    const auth = {
      ...host('demo'),
      'access-token': h['access-token'] ?? '',
      client: h.client ?? '',
      uid: h.uid ?? '',
      'content-type': 'application/vnd.api+json',
    };
    const slug = `alleen-demo-${Date.now()}`;
    const created = await request.post(`${SERVER}/api/v1/pages`, {
      headers: auth,
      data: {
        data: { type: 'pages', attributes: { title: 'Alleen bij Demo', slug, page_type: 'default', locale: 'nl', is_published: true } },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const blocks = await request.put(`${SERVER}/api/v1/pages/${id}/content_blocks`, {
      headers: auth,
      data: {
        data: [
          { type: 'content_blocks', attributes: { block_type: 'Markdown', settings: { markdown: 'Deze pagina hoort bij **Demo**.' } } },
        ],
      },
    });
    expect(blocks.status()).toBe(200);

    expect((await page.goto(centerUrl('demo', `/${slug}`)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Alleen bij Demo' })).toBeVisible();
    await expect(page.getByText('Deze pagina hoort bij')).toBeVisible();

    expect((await page.goto(centerUrl('oldebroek', `/${slug}`)))?.status()).toBe(404);
    await expect(page.getByText('Alleen bij Demo')).toHaveCount(0);

    // The rendering is cached; an edit names the center's content tag and the next visit shows the new title.
    const edited = await request.patch(`${SERVER}/api/v1/pages/${id}`, {
      headers: auth,
      data: { data: { type: 'pages', id, attributes: { title: 'Alleen bij Demo, bijgewerkt' } } },
    });
    expect(edited.status()).toBe(200);
    await expect(async () => {
      await page.goto(centerUrl('demo', `/${slug}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Alleen bij Demo, bijgewerkt' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test('/{product}/changelog shows the content page "{product}-changelog"', async ({ request, page }) => {
    const signIn = await request.post(`${SERVER}/auth/sign_in`, {
      headers: host('demo'),
      data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    const h = signIn.headers();
    const auth = {
      ...host('demo'),
      'access-token': h['access-token'] ?? '',
      client: h.client ?? '',
      uid: h.uid ?? '',
      'content-type': 'application/vnd.api+json',
    };
    const product = `product${Date.now()}`;
    expect((await page.goto(centerUrl('demo', `/${product}/changelog`)))?.status()).toBe(404);
    const created = await request.post(`${SERVER}/api/v1/pages`, {
      headers: auth,
      data: {
        data: {
          type: 'pages',
          attributes: { title: 'Wat is er nieuw', slug: `${product}-changelog`, page_type: 'default', locale: 'nl', is_published: true },
        },
      },
    });
    expect(created.status()).toBe(201);
    // The cached "not found" is stale now (stale-while-revalidate): a reload or two later the page is there.
    await expect(async () => {
      expect((await page.goto(centerUrl('demo', `/${product}/changelog`)))?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Wat is er nieuw' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', `/${product}/changelog`));
  });
});
