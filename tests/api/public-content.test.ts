/**
 * /api/v1/public: what the public site renders, without signing in: a published page by slug with its blocks
 * and the variants of its uploaded images, published news with pagination, menus with resolved links, the
 * public vacancies for the sitemap. Also checks the demo seed gives every center content.
 */
import { eq } from 'drizzle-orm';
import { CONTENT_BLOCK_TYPES } from '@/lib/shared/content/blocks';
import { SITEMAP_VACANCIES_PER_PART } from '@/lib/shared/content/sitemap-size';
import { seedDemo } from '@/server/db/seed';
import { DEMO_CENTERS } from '@/server/db/seed/demo-data';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  fastHasher,
  signIn,
  startTestBackend,
  type TestBackend,
} from '../support/api';
import { createPage } from '../support/factories/content';
import { createVacancy } from '../support/factories/vacancies';
import { expectError } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let single: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  otherCenter = await createCenter(backend.db, { tenantKey: 'demo' });
  single = await createCenter(backend.db, { tenantKey: 'oldebroek' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const get = (path: string, centerId = center.id, extra: Record<string, string> = {}) =>
  call(backend, 'GET', path, { headers: centerHeaders(centerId, extra) });

describe('GET /api/v1/public/pages/by_slug', () => {
  test('the published home page (empty slug) with its blocks, signed out', async () => {
    await createPage(backend.db, center.id, { title: 'Welkom', slug: '' }, [
      { blockType: 'HeroWithSearch', settings: { title: 'Doe mee' } },
      { blockType: 'NewsCarousel', settings: { limit: 3 } },
    ]);
    const res = await get('/api/v1/public/pages/by_slug?include=content_blocks');
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ title: 'Welkom', slug: '', is_published: true });
    expect(res.json.included.map((b: { attributes: { block_type: string } }) => b.attributes.block_type)).toEqual([
      'HeroWithSearch',
      'NewsCarousel',
    ]);
    const explicit = await get('/api/v1/public/pages/by_slug?filter[slug]=');
    expect(explicit.json.data.id).toBe(res.json.data.id);
  });

  test('unpublished, deleted and other centers’ pages are 404', async () => {
    await createPage(backend.db, center.id, { slug: 'concept', isPublished: false });
    const gone = await createPage(backend.db, center.id, { slug: 'verwijderd' });
    await backend.db.update(schema.pages).set({ deletedAt: new Date() }).where(eq(schema.pages.id, gone.id));
    await createPage(backend.db, otherCenter.id, { slug: 'van-hen' });
    expectError(await get('/api/v1/public/pages/by_slug?filter[slug]=concept'), 404, 'notFound');
    expectError(await get('/api/v1/public/pages/by_slug?filter[slug]=verwijderd'), 404, 'notFound');
    expectError(await get('/api/v1/public/pages/by_slug?filter[slug]=van-hen'), 404, 'notFound');
    expect((await get('/api/v1/public/pages/by_slug?filter[slug]=van-hen', otherCenter.id)).status).toBe(200);
  });

  test('by page type and locale; an unoffered locale falls back to Dutch', async () => {
    await createPage(backend.db, center.id, { slug: 'bericht', title: 'Bericht', pageType: 'news' });
    await createPage(backend.db, center.id, { slug: 'bericht', title: 'Message', pageType: 'news', locale: 'en' });
    await createPage(backend.db, single.id, { slug: 'bericht', title: 'Alleen Nederlands', pageType: 'news' });
    expect((await get('/api/v1/public/pages/by_slug?filter[slug]=bericht&filter[page_type]=news')).json.data.attributes.title).toBe(
      'Bericht',
    );
    expect(
      (await get('/api/v1/public/pages/by_slug?filter[slug]=bericht&filter[page_type]=news&filter[locale]=en')).json.data.attributes.title,
    ).toBe('Message');
    expect(
      (await get('/api/v1/public/pages/by_slug?filter[slug]=bericht&filter[page_type]=news', center.id, { 'accept-language': 'en' })).json
        .data.attributes.title,
    ).toBe('Message');
    expect(
      (await get('/api/v1/public/pages/by_slug?filter[slug]=bericht&filter[page_type]=news&filter[locale]=en', single.id)).json.data
        .attributes.title,
    ).toBe('Alleen Nederlands');
    expectError(await get('/api/v1/public/pages/by_slug?filter[slug]=bericht'), 404, 'notFound');
  });

  test('bad filters are 400', async () => {
    expectError(await get('/api/v1/public/pages/by_slug?filter[page_type]=blog'), 400, 'invalidFilter');
    expectError(await get('/api/v1/public/pages/by_slug?filter[secret]=1'), 400, 'unknownFilter');
  });
});

describe('GET /api/v1/public/news', () => {
  let newsCenter: Awaited<ReturnType<typeof createCenter>>;
  beforeAll(async () => {
    newsCenter = await createCenter(backend.db, { tenantKey: 'demo' });
    for (let i = 1; i <= 5; i++)
      await createPage(backend.db, newsCenter.id, {
        title: `Nieuws ${i}`,
        slug: `nieuws-${i}`,
        pageType: 'news',
        publishedAt: new Date(Date.UTC(2026, 9, i)),
        featured: i === 2,
      });
    await createPage(backend.db, newsCenter.id, { title: 'Concept', slug: 'concept', pageType: 'news', isPublished: false });
    await createPage(backend.db, newsCenter.id, { title: 'Verhaal', slug: 'verhaal', pageType: 'success_story' });
    await createPage(backend.db, newsCenter.id, { title: 'News in English', slug: 'english', pageType: 'news', locale: 'en' });
  });
  const titles = (res: { json: { data: { attributes: { title: string } }[] } }) => res.json.data.map((p) => p.attributes.title);

  test('published news, newest first, paginated with links and total', async () => {
    const first = await get('/api/v1/public/news?page[size]=2', newsCenter.id);
    expect(first.status).toBe(200);
    expect(titles(first)).toEqual(['Nieuws 5', 'Nieuws 4']);
    expect(first.json.meta.total_count).toBe(5);
    expect(first.json.links.next).toContain('page%5Bnumber%5D=2');
    const last = await get('/api/v1/public/news?page[size]=2&page[number]=3', newsCenter.id);
    expect(titles(last)).toEqual(['Nieuws 1']);
  });

  test('featured, success stories and English news', async () => {
    expect(titles(await get('/api/v1/public/news?filter[featured]=true', newsCenter.id))).toEqual(['Nieuws 2']);
    expect(titles(await get('/api/v1/public/news?filter[page_type]=success_story', newsCenter.id))).toEqual(['Verhaal']);
    expect(titles(await get('/api/v1/public/news?filter[locale]=en', newsCenter.id))).toEqual(['News in English']);
    expectError(await get('/api/v1/public/news?filter[page_type]=default', newsCenter.id), 400, 'invalidFilter');
  });
});

describe('GET /api/v1/public/menus', () => {
  test('menu items with resolved links; links to unpublished pages left out', async () => {
    const menuCenter = await createCenter(backend.db, { tenantKey: 'oldebroek' });
    const published = await createPage(backend.db, menuCenter.id, { slug: 'over-ons' });
    const draft = await createPage(backend.db, menuCenter.id, { slug: 'geheim', isPublished: false });
    const [menu] = await backend.db
      .insert(schema.menus)
      .values({ volunteerCenterId: menuCenter.id, key: 'header', locale: 'nl', name: 'Hoofdmenu' })
      .returning();
    await backend.db.insert(schema.menuItems).values([
      { menuId: menu!.id, name: 'Over ons', linkType: 'page', pageId: published.id, position: 0 },
      { menuId: menu!.id, name: 'Geheim', linkType: 'page', pageId: draft.id, position: 1 },
      { menuId: menu!.id, name: 'Vacatures', linkType: 'system_page', systemPage: 'vacancy_bank', position: 2 },
    ]);
    const res = await get('/api/v1/public/menus', menuCenter.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.included.map((i: { attributes: { name: string; href: string } }) => [i.attributes.name, i.attributes.href])).toEqual([
      ['Over ons', '/over-ons'],
      ['Vacatures', '/vacancies/search'],
    ]);
  });
});

describe('image variants of a page (meta.images)', () => {
  const variants = (name: string) => [
    { format: 'webp', width: 480, height: 320, url: `/uploads/${name}-480.webp` },
    { format: 'avif', width: 480, height: 320, url: `/uploads/${name}-480.avif` },
  ];
  const media = (centerId: number, url: string, v: ReturnType<typeof variants> = []) =>
    backend.db.insert(schema.mediaFiles).values({
      volunteerCenterId: centerId,
      fileName: 'a.png',
      contentType: 'image/png',
      byteSize: 1,
      url,
      width: 480,
      height: 320,
      variants: v,
    });

  test('uploads of this center shown by the blocks and as featured image come with their variants; others do not', async () => {
    await media(center.id, '/uploads/mine.webp', variants('mine'));
    await media(center.id, '/uploads/featured.webp', variants('featured'));
    await media(center.id, '/uploads/unused.webp', variants('unused'));
    await media(otherCenter.id, '/uploads/theirs.webp', variants('theirs'));
    const page = await createPage(backend.db, center.id, { slug: 'met-beelden' }, [
      { blockType: 'Image', settings: { imageUrl: '/uploads/mine.webp', alt: 'Mijn beeld', width: 'normal' } },
      {
        blockType: 'PhotoSlideshow',
        settings: {
          images: [
            { url: '/uploads/theirs.webp', alt: 'Niet van ons' },
            { url: 'https://cdn.example.org/x.jpg', alt: 'Extern' },
          ],
        },
      },
    ]);
    await backend.db.update(schema.pages).set({ featuredImageUrl: '/uploads/featured.webp' }).where(eq(schema.pages.id, page.id));
    const res = await get('/api/v1/public/pages/by_slug?filter[slug]=met-beelden&include=content_blocks');
    expect(res.status).toBe(200);
    const images = res.json.meta.images as { url: string; width: number; variants: { url: string }[] }[];
    expect(images.map((i) => i.url).sort()).toEqual(['/uploads/featured.webp', '/uploads/mine.webp']);
    expect(images.find((i) => i.url === '/uploads/mine.webp')).toMatchObject({ width: 480, height: 320, variants: variants('mine') });
  });

  test('a page without uploads has no images meta', async () => {
    await createPage(backend.db, center.id, { slug: 'zonder-beelden' }, [{ blockType: 'Markdown', settings: { markdown: 'Tekst' } }]);
    const res = await get('/api/v1/public/pages/by_slug?filter[slug]=zonder-beelden&include=content_blocks');
    expect(res.json.meta?.images).toBeUndefined();
  });
});

describe('GET /api/v1/public/sitemap/vacancies', () => {
  test('only the public vacancies of this center, in id order with their last change, signed out', async () => {
    const org = await createOrganization(backend.db, single.id, { name: 'Sitemap-organisatie' });
    const pending = await createOrganization(backend.db, single.id, { name: 'Wacht op goedkeuring', status: 'pending' });
    const foreignOrg = await createOrganization(backend.db, otherCenter.id, { name: 'Elders' });
    const c = { centerId: single.id, organizationId: org.id };
    const first = await createVacancy(backend, c);
    const second = await createVacancy(backend, { ...c, expiresAt: null });
    await createVacancy(backend, { ...c, status: 'draft' });
    await createVacancy(backend, { ...c, expiresAt: new Date(Date.now() - 1000) });
    await createVacancy(backend, { ...c, status: 'deleted' });
    await createVacancy(backend, { centerId: single.id, organizationId: pending.id });
    await createVacancy(backend, { centerId: otherCenter.id, organizationId: foreignOrg.id });

    const res = await get('/api/v1/public/sitemap/vacancies', single.id);
    expect(res.status).toBe(200);
    expect(res.json.data.map((v: { id: string }) => v.id)).toEqual([String(first.id), String(second.id)]);
    expect(res.json.data[0]).toEqual({
      type: 'vacancies',
      id: String(first.id),
      attributes: { updated_at: first.updatedAt.toISOString() },
    });
    expect(res.json.meta).toMatchObject({ total_count: 2, page: { number: 1, size: SITEMAP_VACANCIES_PER_PART, total_pages: 1 } });
    expect(res.json.links).toBeUndefined();

    const beyond = await get('/api/v1/public/sitemap/vacancies?page[number]=2', single.id);
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.meta.total_count).toBe(2);
    expectError(await get('/api/v1/public/sitemap/vacancies?page[number]=0', single.id), 400, 'invalidPageNumber');
  });
});

describe('cache tags', () => {
  test('content, menu and branding writes name the center’s tags; failed writes name none', async () => {
    const tagged: string[][] = [];
    backend.deps.invalidate = (tags) => tagged.push(tags);
    try {
      const user = await createUser(backend.db, center.id, { role: 'center_superuser' });
      const headers = await signIn(backend, center.id, user.email);
      const ok = await call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
        headers,
        body: { data: { type: 'volunteer_centers', attributes: { primary_color: '#123456' } } },
      });
      expect(ok.status).toBe(200);
      // center:<slug> too: the web loads the center by slug before it knows the id (lib/server/center/get-center.ts).
      expect(tagged.at(-1)).toEqual([
        `content:${center.id}`,
        `menus:${center.id}`,
        `branding:${center.id}`,
        `social-map:${center.id}`,
        `center:${center.slug}`,
      ]);
      const count = tagged.length;
      expect(
        (
          await call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
            headers,
            body: { data: { type: 'volunteer_centers', attributes: { primary_color: 'rood' } } },
          })
        ).status,
      ).toBe(422);
      expect((await call(backend, 'POST', '/api/v1/pages', { headers, body: { data: { type: 'pages', attributes: {} } } })).status).toBe(
        422,
      );
      expect(tagged.length).toBe(count);
      const menus = await call(backend, 'GET', '/api/v1/menus', { headers });
      const menuId = menus.json.data[0].id;
      await call(backend, 'PATCH', `/api/v1/menus/${menuId}`, {
        headers,
        body: { data: { type: 'menus', id: menuId, attributes: { name: 'Boven' } } },
      });
      expect(tagged.at(-1)).toEqual([`menus:${center.id}`]);
    } finally {
      backend.deps.invalidate = undefined;
    }
  });
});

describe('the demo seed', () => {
  let seeded: TestBackend;
  beforeAll(async () => {
    seeded = await startTestBackend();
    await seedDemo(seeded.db, fastHasher);
  }, 120_000);
  afterAll(() => seeded.close(), 60_000);

  test('every demo center has a home page, an about page, news, a success story and menus', async () => {
    const centers = await seeded.db.select().from(schema.volunteerCenters);
    expect(centers.length).toBe(DEMO_CENTERS.length);
    const typesUsed = new Set<string>();
    for (const c of centers) {
      const headers = centerHeaders(c.id);
      const home = await call(seeded, 'GET', '/api/v1/public/pages/by_slug?include=content_blocks', { headers });
      expect(home.status).toBe(200);
      expect(home.json.included.length).toBeGreaterThanOrEqual(6);
      for (const slug of ['over-ons', 'voor-organisaties']) {
        const page = await call(seeded, 'GET', `/api/v1/public/pages/by_slug?filter[slug]=${slug}&include=content_blocks`, { headers });
        expect(page.status).toBe(200);
        for (const b of [...home.json.included, ...page.json.included]) typesUsed.add(b.attributes.block_type);
      }
      const news = await call(seeded, 'GET', '/api/v1/public/news', { headers });
      expect(news.json.meta.total_count).toBe(4);
      const stories = await call(seeded, 'GET', '/api/v1/public/news?filter[page_type]=success_story', { headers });
      expect(stories.json.meta.total_count).toBe(1);
      const menus = await call(seeded, 'GET', '/api/v1/public/menus', { headers });
      expect(menus.json.data).toHaveLength(2);
      expect(menus.json.included.every((i: { attributes: { href: string | null } }) => i.attributes.href)).toBe(true);
    }
    expect([...typesUsed].sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
    const demo = centers.find((c) => c.slug === 'demo')!;
    const showcase = await call(seeded, 'GET', '/api/v1/public/pages/by_slug?filter[slug]=alle-blokken&include=content_blocks', {
      headers: centerHeaders(demo.id),
    });
    expect(showcase.json.included.map((b: { attributes: { block_type: string } }) => b.attributes.block_type).sort()).toEqual(
      [...CONTENT_BLOCK_TYPES].sort(),
    );
  });

  test('multi-language tenants have English content too', async () => {
    const demo = (await seeded.db.select().from(schema.volunteerCenters)).find((c) => c.slug === 'demo')!;
    const home = await call(seeded, 'GET', '/api/v1/public/pages/by_slug?filter[locale]=en', { headers: centerHeaders(demo.id) });
    expect(home.json.data.attributes.locale).toBe('en');
    const news = await call(seeded, 'GET', '/api/v1/public/news?filter[locale]=en', { headers: centerHeaders(demo.id) });
    expect(news.json.meta.total_count).toBeGreaterThanOrEqual(3);
  });
});
