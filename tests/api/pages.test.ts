/** /api/v1/pages: list, show, create, update (publish), soft delete; slug rules; who may manage pages. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { CONTENT_ROLES, createPage, type ContentRole } from '../support/factories/content';
import { en, expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let singleLanguage: Awaited<ReturnType<typeof createCenter>>;
const as = {} as Record<ContentRole, Headers>;
let singleStaff: Headers;
const invalidated: string[][] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  backend.deps.invalidate = (tags) => invalidated.push(tags);
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  otherCenter = await createCenter(backend.db, { tenantKey: 'demo' });
  singleLanguage = await createCenter(backend.db, { tenantKey: 'oldebroek' });
  const org = await createOrganization(backend.db, center.id);
  for (const role of CONTENT_ROLES) {
    const user = await createUser(backend.db, center.id, { role, organizationId: role === 'organization_superuser' ? org.id : undefined });
    as[role] = await signIn(backend, center.id, user.email);
  }
  const s = await createUser(backend.db, singleLanguage.id, { role: 'center_superuser' });
  singleStaff = await signIn(backend, singleLanguage.id, s.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const body = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'pages', ...(id ? { id: String(id) } : {}), attributes },
});
const create = (headers: Headers, attributes: Record<string, unknown>) =>
  call(backend, 'POST', '/api/v1/pages', { headers, body: body(attributes) });
const patch = (headers: Headers, id: number, attributes: Record<string, unknown>) =>
  call(backend, 'PATCH', `/api/v1/pages/${id}`, { headers, body: body(attributes, id) });

describe('POST /api/v1/pages', () => {
  test.each(['center_superuser', 'admin', 'content_manager', 'page_manager'] as const)(
    '%s creates a page; the slug follows the title',
    async (role) => {
      const res = await create(as[role], { title: `Over ons ${role}`, summary: 'Wie we zijn' });
      expect(res.status).toBe(201);
      expect(res.json.data.type).toBe('pages');
      expect(res.json.data.attributes).toMatchObject({
        title: `Over ons ${role}`,
        slug: `over-ons-${role.replace('_', '-')}`,
        page_type: 'default',
        locale: 'nl',
        is_published: false,
        published_at: null,
      });
      expect(invalidated.at(-1)).toEqual([`content:${center.id}`, `menus:${center.id}`]);
    },
  );

  test('publishing stamps published_at; a news article can be back-dated', async () => {
    const now = await create(as.content_manager, { title: 'Nieuwsbericht', page_type: 'news', is_published: true });
    expect(now.status).toBe(201);
    expect(Date.parse(now.json.data.attributes.published_at)).toBeGreaterThan(Date.now() - 60_000);
    const dated = await create(as.content_manager, {
      title: 'Ouder bericht',
      page_type: 'news',
      is_published: true,
      published_at: '2026-01-05T10:00:00+01:00',
    });
    expect(dated.json.data.attributes.published_at).toBe('2026-01-05T09:00:00.000Z');
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403 and nothing stored', async (role) => {
    const before = await rowCount(backend.db, schema.pages);
    expectForbidden(await create(as[role], { title: 'Gekaapt' }));
    expect(await rowCount(backend.db, schema.pages)).toBe(before);
  });

  test('signed out: 401', async () => {
    expectError(await create(centerHeaders(center.id), { title: 'Anoniem' }), 401, 'unauthorized');
  });

  test('validation errors point at the attribute, translated', async () => {
    const before = await rowCount(backend.db, schema.pages);
    expectError(await create(as.content_manager, { summary: 'zonder titel' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/title',
    });
    const slug = expectError(await create({ ...as.content_manager, ...en }, { title: 'X', slug: 'Over Ons!' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/slug',
    });
    expect(slug.detail).toMatch(/lowercase letters/);
    expectError(await create(as.content_manager, { title: 'X', page_type: 'blog' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/page_type',
    });
    expectError(await create(as.content_manager, { title: 'X', featured_image_url: 'javascript:alert(1)' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/featured_image_url',
    });
    expectError(await create(as.content_manager, { title: 'X', colour: 'red' }), 422, 'unknownAttribute', {
      pointer: '/data/attributes/colour',
    });
    expectError(await create(as.content_manager, { title: 'x'.repeat(201) }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/title',
    });
    expect(await rowCount(backend.db, schema.pages)).toBe(before);
  });

  test('slugs are unique per center, locale and page type', async () => {
    expect((await create(as.content_manager, { title: 'Contact', slug: 'contact' })).status).toBe(201);
    const taken = expectError(await create(as.content_manager, { title: 'Contact 2', slug: 'contact' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/slug',
    });
    expect(taken.detail).toBe('Er bestaat al een pagina met deze slug in deze taal.');
    expect((await create(as.content_manager, { title: 'Contact', slug: 'contact', locale: 'en' })).status).toBe(201);
    expect((await create(as.content_manager, { title: 'Contact', slug: 'contact', page_type: 'news' })).status).toBe(201);
    const other = await createUser(backend.db, otherCenter.id, { role: 'content_manager' });
    expect((await create(await signIn(backend, otherCenter.id, other.email), { title: 'Contact', slug: 'contact' })).status).toBe(201);
  });

  test('the empty slug is the home page, for default pages only', async () => {
    expect((await create(as.content_manager, { title: 'Home', slug: '' })).status).toBe(201);
    expectError(await create(as.content_manager, { title: 'Home 2', slug: '' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/slug',
    });
    expectError(await create(as.content_manager, { title: 'Nieuws', slug: '', page_type: 'news' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/slug',
    });
  });

  test('English pages only where the tenant is multi-language', async () => {
    expectError(await create(singleStaff, { title: 'About', locale: 'en' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/locale',
    });
    expect((await create(singleStaff, { title: 'Over ons', locale: 'nl' })).status).toBe(201);
  });
});

describe('GET /api/v1/pages', () => {
  let listCenter: Awaited<ReturnType<typeof createCenter>>;
  let staff: Headers;
  beforeAll(async () => {
    listCenter = await createCenter(backend.db, { tenantKey: 'demo' });
    const u = await createUser(backend.db, listCenter.id, { role: 'page_manager' });
    staff = await signIn(backend, listCenter.id, u.email);
    await createPage(backend.db, listCenter.id, { title: 'Bravo', slug: 'bravo' });
    await createPage(backend.db, listCenter.id, { title: 'alfa', slug: 'alfa', isPublished: false });
    await createPage(backend.db, listCenter.id, { title: 'Charlie nieuws', slug: 'charlie', pageType: 'news' });
    await createPage(backend.db, listCenter.id, { title: 'Delta story', slug: 'delta', pageType: 'success_story', locale: 'en' });
    await createPage(backend.db, otherCenter.id, { title: 'Vreemd', slug: 'vreemd' });
  });

  const titles = (res: { json: { data: { attributes: { title: string } }[] } }) => res.json.data.map((p) => p.attributes.title);

  test('lists the center’s pages with filters, search, sort and pagination', async () => {
    const all = await call(backend, 'GET', '/api/v1/pages?sort=title', { headers: staff });
    expect(all.status).toBe(200);
    expect(titles(all)).toEqual(['alfa', 'Bravo', 'Charlie nieuws', 'Delta story']);
    expect(all.json.meta.total_count).toBe(4);
    expect(titles(await call(backend, 'GET', '/api/v1/pages?filter[page_type]=news,success_story&sort=title', { headers: staff }))).toEqual(
      ['Charlie nieuws', 'Delta story'],
    );
    expect(titles(await call(backend, 'GET', '/api/v1/pages?filter[locale]=en', { headers: staff }))).toEqual(['Delta story']);
    expect(titles(await call(backend, 'GET', '/api/v1/pages?filter[is_published]=false', { headers: staff }))).toEqual(['alfa']);
    expect(titles(await call(backend, 'GET', '/api/v1/pages?filter[q]=brav', { headers: staff }))).toEqual(['Bravo']);
    const page2 = await call(backend, 'GET', '/api/v1/pages?sort=title&page[size]=3&page[number]=2', { headers: staff });
    expect(titles(page2)).toEqual(['Delta story']);
  });

  test('bad filters and sorts are 400 with a parameter', async () => {
    expectError(await call(backend, 'GET', '/api/v1/pages?filter[page_type]=blog', { headers: staff }), 400, 'invalidFilter');
    expectError(await call(backend, 'GET', '/api/v1/pages?sort=colour', { headers: staff }), 400, 'unknownSort');
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403', async (role) => {
    expectForbidden(await call(backend, 'GET', '/api/v1/pages', { headers: as[role] }));
  });
});

describe('GET, PATCH, DELETE /api/v1/pages/:id', () => {
  test('show with include=content_blocks', async () => {
    const page = await createPage(backend.db, center.id, {}, [{ blockType: 'SectionTitle', settings: { title: 'Welkom', level: 'h2' } }]);
    const res = await call(backend, 'GET', `/api/v1/pages/${page.id}?include=content_blocks`, { headers: as.page_manager });
    expect(res.status).toBe(200);
    expect(res.json.data.relationships.content_blocks.data).toHaveLength(1);
    expect(res.json.included[0]).toMatchObject({
      type: 'content_blocks',
      attributes: { block_type: 'SectionTitle', settings: { title: 'Welkom' } },
    });
  });

  test('update: title, SEO fields and publishing; the slug rules apply again', async () => {
    const page = await createPage(backend.db, center.id, { isPublished: false, slug: 'concept' });
    await createPage(backend.db, center.id, { slug: 'bestaat-al' });
    const res = await patch(as.page_manager, page.id, {
      title: 'Nieuwe titel',
      meta_title: 'SEO',
      og_description: 'Deel mij',
      is_published: true,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({
      title: 'Nieuwe titel',
      meta_title: 'SEO',
      og_description: 'Deel mij',
      is_published: true,
    });
    expect(res.json.data.attributes.published_at).not.toBeNull();
    expectError(await patch(as.page_manager, page.id, { slug: 'bestaat-al' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/slug',
    });
    const [row] = await backend.db.select().from(schema.pages).where(eq(schema.pages.id, page.id));
    expect(row!.slug).toBe('concept');
    const unpublished = await patch(as.page_manager, page.id, { is_published: false });
    expect(unpublished.json.data.attributes.is_published).toBe(false);
  });

  test('delete hides the page and frees its slug', async () => {
    const page = await createPage(backend.db, center.id, { slug: 'weg-ermee' });
    expect((await call(backend, 'DELETE', `/api/v1/pages/${page.id}`, { headers: as.page_manager })).status).toBe(204);
    expectError(await call(backend, 'GET', `/api/v1/pages/${page.id}`, { headers: as.page_manager }), 404, 'notFound');
    expect((await create(as.page_manager, { title: 'Weg ermee', slug: 'weg-ermee' })).status).toBe(201);
  });

  test('another center’s page is 404 for every method', async () => {
    const foreign = await createPage(backend.db, otherCenter.id, { title: 'Niet van jou' });
    expectError(await call(backend, 'GET', `/api/v1/pages/${foreign.id}`, { headers: as.center_superuser }), 404, 'notFound');
    expectError(await patch(as.center_superuser, foreign.id, { title: 'Gekaapt' }), 404, 'notFound');
    expectError(await call(backend, 'DELETE', `/api/v1/pages/${foreign.id}`, { headers: as.admin }), 404, 'notFound');
    const [row] = await backend.db.select().from(schema.pages).where(eq(schema.pages.id, foreign.id));
    expect(row).toMatchObject({ title: 'Niet van jou', deletedAt: null });
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403 on show, update and delete', async (role) => {
    const page = await createPage(backend.db, center.id);
    expectForbidden(await call(backend, 'GET', `/api/v1/pages/${page.id}`, { headers: as[role] }));
    expectForbidden(await patch(as[role], page.id, { title: 'Gekaapt' }));
    expectForbidden(await call(backend, 'DELETE', `/api/v1/pages/${page.id}`, { headers: as[role] }));
  });

  test('a malformed id is a 4xx error, a mismatched body id 409 or 422', async () => {
    const page = await createPage(backend.db, center.id);
    expect([400, 404]).toContain((await call(backend, 'GET', '/api/v1/pages/abc', { headers: as.page_manager })).status);
    const res = await call(backend, 'PATCH', `/api/v1/pages/${page.id}`, {
      headers: as.page_manager,
      body: body({ title: 'x' }, page.id + 1000),
    });
    expect([409, 422]).toContain(res.status);
  });
});

describe('plain-text page fields lose markup', () => {
  const PAYLOADS = [
    '<script>alert(1)</script>Nieuws',
    'Nieuws<img src=x onerror=alert(1)>',
    '</script><script>alert(1)</script>Nieuws',
    '&lt;script&gt;alert(1)&lt;/script&gt;Nieuws',
    '<scr<script>ipt>alert(1)</scr</script>ipt>Nieuws',
    '"><svg onload=alert(1)>Nieuws',
  ];
  test.each(PAYLOADS)('%s', async (payload) => {
    const res = await create(as.content_manager, {
      title: payload,
      slug: `xss-${PAYLOADS.indexOf(payload)}`,
      summary: payload,
      meta_title: payload,
      og_description: payload,
    });
    expect(res.status).toBe(201);
    const text = JSON.stringify(res.json.data.attributes);
    expect(text).not.toMatch(/<script|<img|<svg|\son\w+\s*=/i);
    // An unclosed <svg> swallows the text after it: better lost than rendered as markup.
    if (!payload.includes('<svg')) expect(res.json.data.attributes.title).toContain('Nieuws');
    const updated = await patch(as.content_manager, Number(res.json.data.id), { summary: payload });
    expect(updated.json.data.attributes.summary).not.toMatch(/<script|<img|<svg/i);
  });

  test('a title that was only markup is refused; a title without letters needs a slug', async () => {
    expectError(await create(as.content_manager, { title: '<script>alert(1)</script>' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/title',
    });
    expectError(await create(as.content_manager, { title: '???' }), 422, 'invalidAttribute', { pointer: '/data/attributes/slug' });
    expect((await create(as.content_manager, { title: '???', slug: 'vragen' })).status).toBe(201);
  });
});
