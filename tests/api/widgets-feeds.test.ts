/**
 * The embeddable vacancy widget and the open feeds (docs/api.md#vacancy-widgets, #open-feeds): widget settings CRUD
 * with its rules and errors, the public widget showing only public vacancies of its own center, and the RSS 2.0 and
 * JSON Feed 1.1 documents of vacancies and news, parsed with a feed-grade XML parser, with the bank's filters, absolute
 * links on the center's host, escaping, ETag / Last-Modified and 304.
 */
import { jest } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as schema from '@/server/db/schema';
import { createVacancy } from '../support/factories/applications';
import { createPage } from '../support/factories/content';
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
import { expectError, expectForbidden, includedOf } from './helpers';

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let contentManager: Headers;
let pageManager: Headers;
let orgA: number;
let orgA2: number;
let orgB: number;
const ids: Record<string, number> = {};
const DAY = 24 * 3600_000;
const UTRECHT = { latitude: 52.0907, longitude: 5.1214, postalCode: '3511 AA', city: 'Utrecht' };
const MAASTRICHT = { latitude: 50.8514, longitude: 5.691, postalCode: '6211 AA', city: 'Maastricht' };

// A fresh database per file: migrating PostgreSQL on a busy machine takes longer than jest's 5 s.
jest.setTimeout(60_000);

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'category'].includes(name) });

beforeAll(async () => {
  backend = await startTestBackend();
  const { db } = backend;
  a = await createCenter(db, { tenantKey: 'demo', name: 'Centrum A & Co' });
  b = await createCenter(db, { tenantKey: 'demo' });
  orgA = (await createOrganization(db, a.id, { name: 'Voedselbank <Oost>' })).id;
  orgA2 = (await createOrganization(db, a.id, { name: 'Sportclub' })).id;
  const pendingOrg = (await createOrganization(db, a.id, { status: 'pending' })).id;
  orgB = (await createOrganization(db, b.id)).id;
  const make = (key: string, attrs: Parameters<typeof createVacancy>[1]) => createVacancy(db, attrs).then((v) => (ids[key] = v.id));
  await make('public', {
    centerId: a.id,
    organizationId: orgA,
    title: 'Koffie & <thee> schenken',
    tags: ['zorg'],
    summary: 'Gezellig "samen"',
    ...UTRECHT,
  });
  await make('activity', {
    centerId: a.id,
    organizationId: orgA2,
    vacancyType: 'activity',
    title: 'Sportdag',
    publishedAt: new Date(Date.now() - 2 * DAY),
    ...MAASTRICHT,
  });
  await make('draft', { centerId: a.id, organizationId: orgA, status: 'draft', title: 'Concept' });
  await make('expired', { centerId: a.id, organizationId: orgA, title: 'Verlopen', expiresAt: new Date(Date.now() - DAY) });
  await make('pendingOrg', { centerId: a.id, organizationId: pendingOrg, title: 'Van een wachtende organisatie' });
  await make('otherCenter', { centerId: b.id, organizationId: orgB, title: 'Van centrum B' });
  await createPage(db, a.id, { pageType: 'news', title: 'Nieuws & meer', slug: 'nieuws-en-meer' });
  await createPage(db, a.id, { pageType: 'news', title: 'Niet gepubliceerd', isPublished: false });
  await createPage(db, a.id, { pageType: 'default', title: 'Over ons' });
  await createPage(db, b.id, { pageType: 'news', title: 'Nieuws van B' });
  const admin = await createUser(db, a.id, { role: 'center_superuser' });
  const content = await createUser(db, a.id, { role: 'content_manager' });
  const pages = await createUser(db, a.id, { role: 'page_manager' });
  staff = await signIn(backend, a.id, admin.email);
  contentManager = await signIn(backend, a.id, content.email);
  pageManager = await signIn(backend, a.id, pages.email);
});

afterAll(() => backend.close());

const widgetBody = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'vacancy_widgets', ...(id ? { id: String(id) } : {}), attributes },
});

describe('widget settings', () => {
  test('content managers and staff create, list, change and delete; page managers are refused', async () => {
    const created = await call(backend, 'POST', '/api/v1/vacancy_widgets', {
      headers: contentManager,
      body: widgetBody({
        name: 'Gemeente',
        vacancy_types: ['volunteering'],
        item_count: 3,
        theme: 'dark',
        postal_code: '3511 aa',
        distance_km: 10,
      }),
    });
    expect(created.status).toBe(201);
    expect(created.json.data.attributes).toMatchObject({
      name: 'Gemeente',
      vacancy_types: ['volunteering'],
      item_count: 3,
      theme: 'dark',
      postal_code: '3511 AA',
      distance_km: 10,
      tag: null,
      organization_id: null,
    });
    const id = Number(created.json.data.id);

    const list = await call(backend, 'GET', '/api/v1/vacancy_widgets', { headers: staff });
    expect(list.json.data.map((r: { id: string }) => Number(r.id))).toContain(id);

    const patched = await call(backend, 'PATCH', `/api/v1/vacancy_widgets/${id}`, {
      headers: staff,
      body: widgetBody({ organization_id: orgA, theme: 'light' }, id),
    });
    expect(patched.status).toBe(200);
    expect(patched.json.data.attributes).toMatchObject({ organization_id: orgA, theme: 'light', item_count: 3 });

    expectForbidden(await call(backend, 'GET', '/api/v1/vacancy_widgets', { headers: pageManager }));
    expect((await call(backend, 'DELETE', `/api/v1/vacancy_widgets/${id}`, { headers: contentManager })).status).toBe(204);
    expect((await call(backend, 'GET', `/api/v1/vacancy_widgets/${id}`, { headers: staff })).status).toBe(404);
  });

  test('bad input: errors with pointers, translated', async () => {
    const post = (attributes: Record<string, unknown>, headers = staff) =>
      call(backend, 'POST', '/api/v1/vacancy_widgets', { headers, body: widgetBody(attributes) });
    expectError(await post({ item_count: 3 }), 422, 'invalidAttribute', { pointer: '/data/attributes/name' });
    expectError(await post({ name: 'X', item_count: 0 }), 422, 'invalidAttribute', { pointer: '/data/attributes/item_count' });
    expectError(await post({ name: 'X', item_count: 51 }), 422, 'invalidAttribute', { pointer: '/data/attributes/item_count' });
    expectError(await post({ name: 'X', theme: 'pink' }), 422, 'invalidAttribute', { pointer: '/data/attributes/theme' });
    expectError(await post({ name: 'X', vacancy_types: ['party'] }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/vacancy_types/0',
    });
    expectError(await post({ name: 'X', postal_code: 'ABCD' }), 422, 'invalidAttribute', { pointer: '/data/attributes/postal_code' });
    expectError(await post({ name: 'X', distance_km: 7, postal_code: '3511' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/distance_km',
    });
    const noPoint = expectError(
      await post({ name: 'X', distance_km: 10 }, { ...staff, 'accept-language': 'en' }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/distance_km',
      },
    );
    expect(noPoint.detail).toBe('Enter a postal code to measure from, or choose no distance.');
    expectError(await post({ name: 'X', organization_id: orgB }), 422, 'invalidAttribute', { pointer: '/data/attributes/organization_id' });
    expectError(await post({ name: 'X', secret: true }), 422, 'unknownAttribute', { pointer: '/data/attributes/secret' });
  });

  test("another center's widget is 404 for its settings and its public page", async () => {
    const [other] = await backend.db.insert(schema.vacancyWidgets).values({ volunteerCenterId: b.id, name: 'B' }).returning();
    expect((await call(backend, 'GET', `/api/v1/vacancy_widgets/${other!.id}`, { headers: staff })).status).toBe(404);
    expect((await call(backend, 'GET', `/api/v1/public/vacancy_widgets/${other!.id}`, { headers: centerHeaders(a.id) })).status).toBe(404);
  });
});

describe('the public widget', () => {
  async function widget(attrs: Partial<typeof schema.vacancyWidgets.$inferInsert>) {
    const [row] = await backend.db
      .insert(schema.vacancyWidgets)
      .values({ volunteerCenterId: a.id, name: 'W', ...attrs })
      .returning();
    const res = await call(backend, 'GET', `/api/v1/public/vacancy_widgets/${row!.id}`, { headers: centerHeaders(a.id) });
    expect(res.status).toBe(200);
    return {
      res,
      titles: (includedOf(res.json, 'vacancies') as unknown as { attributes: { title: string } }[]).map((v) => v.attributes.title),
    };
  }

  test('shows only public vacancies of its own center, signed out', async () => {
    const { res, titles } = await widget({ itemCount: 50 });
    expect(titles.sort()).toEqual(['Koffie & <thee> schenken', 'Sportdag']);
    expect(res.json.data.attributes.item_count).toBe(50);
  });

  test('honours its filters and its number of items', async () => {
    expect((await widget({ vacancyTypes: ['activity'] })).titles).toEqual(['Sportdag']);
    expect((await widget({ tag: 'zorg' })).titles).toEqual(['Koffie & <thee> schenken']);
    expect((await widget({ organizationId: orgA2 })).titles).toEqual(['Sportdag']);
    expect((await widget({ postalCode: '3511', distanceKm: 10 })).titles).toEqual(['Koffie & <thee> schenken']);
    expect((await widget({ itemCount: 1 })).titles).toEqual(['Koffie & <thee> schenken']);
  });
});

describe('open feeds', () => {
  const feed = (path: string, headers: Headers = {}) =>
    call(backend, 'GET', `/api/v1/public/feeds/${path}`, { headers: centerHeaders(a.id, headers) });
  const rssItems = (text: string) => {
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = xml.parse(text);
    expect(doc.rss['@_version']).toBe('2.0');
    return { channel: doc.rss.channel, items: (doc.rss.channel.item ?? []) as Record<string, unknown>[] };
  };
  /** JSON Feed 1.1's required fields: version, title, items; every item an id and content_html or content_text. */
  const jsonFeedItems = (doc: Record<string, unknown>) => {
    expect(doc.version).toBe('https://jsonfeed.org/version/1.1');
    expect(typeof doc.title).toBe('string');
    expect(Array.isArray(doc.items)).toBe(true);
    const items = doc.items as Record<string, unknown>[];
    for (const item of items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_text === 'string' || typeof item.content_html === 'string').toBe(true);
      if (item.date_published) expect(Number.isNaN(Date.parse(String(item.date_published)))).toBe(false);
    }
    return items;
  };

  test('RSS of vacancies: valid, only public vacancies of the center, escaped, absolute links on its host', async () => {
    const res = await feed('vacancies.rss');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const { channel, items } = rssItems(res.json);
    expect(channel.title).toBe('Vacatures van Centrum A & Co');
    expect(items.map((i) => i.title).sort()).toEqual(['Koffie & <thee> schenken', 'Sportdag']);
    const coffee = items.find((i) => i.title === 'Koffie & <thee> schenken')!;
    expect(coffee.link).toBe(`${backend.deps.centerUrl(a.slug)}/vacancies/search/${ids.public}`);
    expect(coffee.description).toBe('Gezellig "samen"');
    expect(coffee['dc:creator']).toBe('Voedselbank <Oost>');
    expect(coffee.category).toEqual(['Vrijwilligerswerk', 'zorg']);
    expect(String(res.json)).toContain('Koffie &amp; &lt;thee&gt; schenken');
    expect(channel['atom:link']['@_href']).toBe(`${backend.deps.centerUrl(a.slug)}/api/v1/public/feeds/vacancies.rss`);
  });

  test("the bank's filters in the URL", async () => {
    const titles = async (query: string) => rssItems((await feed(`vacancies.rss?${query}`)).json).items.map((i) => i.title);
    expect(await titles('vacancy_type=activity')).toEqual(['Sportdag']);
    expect(await titles('tag=zorg')).toEqual(['Koffie & <thee> schenken']);
    expect(await titles(`organization_id=${orgA2}`)).toEqual(['Sportdag']);
    expect(await titles('postal_code=3511&distance_km=10')).toEqual(['Koffie & <thee> schenken']);
    expect(await titles('q=sportdag')).toEqual(['Sportdag']);
    // Values the bank drops are dropped here too: a wider search, not an error.
    expect((await titles('vacancy_type=party&distance_km=abc')).length).toBe(2);
    const home = rssItems((await feed('vacancies.rss?tag=zorg&vacancy_type=volunteering')).json).channel.link;
    expect(home).toBe(`${backend.deps.centerUrl(a.slug)}/vacancies/search?vacancy_type=volunteering&tag=zorg`);
  });

  test('JSON Feed of vacancies: required fields, same items, content type', async () => {
    const res = await feed('vacancies.json?vacancy_type=volunteering');
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const items = jsonFeedItems(res.json);
    expect(items.map((i) => i.title)).toEqual(['Koffie & <thee> schenken']);
    expect(items[0]).toMatchObject({
      id: `${backend.deps.centerUrl(a.slug)}/vacancies/search/${ids.public}`,
      url: `${backend.deps.centerUrl(a.slug)}/vacancies/search/${ids.public}`,
      authors: [{ name: 'Voedselbank <Oost>' }],
      tags: ['Vrijwilligerswerk', 'zorg'],
    });
  });

  test('news as RSS and JSON Feed: published news of the center only', async () => {
    const rss = rssItems((await feed('news.rss')).json);
    expect(rss.items.map((i) => i.title)).toEqual(['Nieuws & meer']);
    expect(rss.items[0]!.link).toBe(`${backend.deps.centerUrl(a.slug)}/nieuws/nieuws-en-meer`);
    expect(rss.channel.title).toBe('Nieuws van Centrum A & Co');
    const json = jsonFeedItems((await feed('news.json')).json);
    expect(json.map((i) => i.title)).toEqual(['Nieuws & meer']);
  });

  test('ETag and Last-Modified; 304 on If-None-Match or If-Modified-Since', async () => {
    for (const path of ['vacancies.rss', 'vacancies.json', 'news.rss', 'news.json']) {
      const first = await feed(path);
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
      expect(first.headers.get('cache-control')).toContain('public');
      const byTag = await feed(path, { 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(byTag.headers.get('etag')).toBe(etag);
      expect((await feed(path, { 'if-modified-since': lastModified })).status).toBe(304);
      expect((await feed(path, { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).status).toBe(200);
      // If-None-Match decides when both are sent.
      expect((await feed(path, { 'if-none-match': '"other"', 'if-modified-since': lastModified })).status).toBe(200);
    }
  });

  test('a change makes a new ETag', async () => {
    const before = (await feed('vacancies.rss')).headers.get('etag');
    await createVacancy(backend.db, { centerId: a.id, organizationId: orgA, title: 'Nieuwe vacature' });
    const after = await feed('vacancies.rss', { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(rssItems(after.json).items.map((i) => i.title)).toContain('Nieuwe vacature');
  });
});
