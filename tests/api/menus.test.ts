/** /api/v1/menus and /api/v1/menu_items: header and footer menus per locale, items, nesting, order; page managers only read. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { CONTENT_ROLES, createPage, type ContentRole } from '../support/factories/content';
import { expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
const as = {} as Record<ContentRole, Headers>;
let otherStaff: Headers;
const invalidated: string[][] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  backend.deps.invalidate = (tags) => invalidated.push(tags);
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  otherCenter = await createCenter(backend.db, { tenantKey: 'oldebroek' });
  const org = await createOrganization(backend.db, center.id);
  for (const role of CONTENT_ROLES) {
    const user = await createUser(backend.db, center.id, { role, organizationId: role === 'organization_superuser' ? org.id : undefined });
    as[role] = await signIn(backend, center.id, user.email);
  }
  const o = await createUser(backend.db, otherCenter.id, { role: 'center_superuser' });
  otherStaff = await signIn(backend, otherCenter.id, o.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

type Menu = { id: string; attributes: { key: string; locale: string; name: string } };
async function menuId(headers: Headers, key: 'header' | 'footer', locale = 'nl') {
  const res = await call(backend, 'GET', '/api/v1/menus', { headers });
  return Number((res.json.data as Menu[]).find((m) => m.attributes.key === key && m.attributes.locale === locale)!.id);
}
const item = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'menu_items', ...(id ? { id: String(id) } : {}), attributes },
});
const addItem = (headers: Headers, menu: number, attributes: Record<string, unknown>) =>
  call(backend, 'POST', `/api/v1/menus/${menu}/menu_items`, { headers, body: item(attributes) });

describe('GET /api/v1/menus', () => {
  test('header and footer of every offered locale, created on first use', async () => {
    const res = await call(backend, 'GET', '/api/v1/menus', { headers: as.content_manager });
    expect(res.status).toBe(200);
    expect((res.json.data as Menu[]).map((m) => `${m.attributes.locale}:${m.attributes.key}`)).toEqual([
      'nl:header',
      'nl:footer',
      'en:header',
      'en:footer',
    ]);
    expect(res.json.meta.total_count).toBe(4);
    const single = await call(backend, 'GET', '/api/v1/menus', { headers: otherStaff });
    expect((single.json.data as Menu[]).map((m) => m.attributes.name)).toEqual(['Hoofdmenu', 'Footermenu']);
    const filtered = await call(backend, 'GET', '/api/v1/menus?filter[locale]=en', { headers: as.content_manager });
    expect((filtered.json.data as Menu[]).every((m) => m.attributes.locale === 'en')).toBe(true);
  });

  test('page managers may look; organization superusers and volunteers may not', async () => {
    expect((await call(backend, 'GET', '/api/v1/menus', { headers: as.page_manager })).status).toBe(200);
    expectForbidden(await call(backend, 'GET', '/api/v1/menus', { headers: as.organization_superuser }));
    expectForbidden(await call(backend, 'GET', '/api/v1/menus', { headers: as.volunteer }));
  });
});

describe('menu items', () => {
  test('links to a page, a system page and a URL; resolved href; nested one level; include=menu_items', async () => {
    const header = await menuId(as.content_manager, 'header');
    const page = await createPage(backend.db, center.id, { slug: 'over-ons', title: 'Over ons' });
    const news = await createPage(backend.db, center.id, { slug: 'nieuwtje', pageType: 'news' });
    const about = await addItem(as.content_manager, header, { name: 'Over ons', link_type: 'page', page_id: page.id });
    expect(about.status).toBe(201);
    expect(about.json.data.attributes).toMatchObject({
      name: 'Over ons',
      link_type: 'page',
      page_id: page.id,
      href: '/over-ons',
      position: 0,
      parent_id: null,
    });
    expect(invalidated.at(-1)).toEqual([`menus:${center.id}`]);
    const bank = await addItem(as.center_superuser, header, { name: 'Vacatures', link_type: 'system_page', system_page: 'vacancy_bank' });
    expect(bank.json.data.attributes).toMatchObject({ href: '/vacancies/search', position: 1 });
    const child = await addItem(as.admin, header, {
      name: 'Nieuwtje',
      link_type: 'page',
      page_id: news.id,
      parent_id: Number(about.json.data.id),
    });
    expect(child.json.data.attributes).toMatchObject({ href: '/nieuws/nieuwtje', parent_id: Number(about.json.data.id) });
    const ext = await addItem(as.content_manager, header, {
      name: 'NOV',
      link_type: 'url',
      url: 'https://www.nov.nl',
      system_page: 'news',
    });
    expect(ext.json.data.attributes).toMatchObject({ href: 'https://www.nov.nl', system_page: null });

    const res = await call(backend, 'GET', `/api/v1/menus/${header}?include=menu_items`, { headers: as.page_manager });
    expect(res.status).toBe(200);
    expect(res.json.data.relationships.menu_items.data.map((r: { id: string }) => r.id)).toEqual([
      about.json.data.id,
      bank.json.data.id,
      ext.json.data.id,
    ]);
    const includedAbout = res.json.included.find((r: { id: string }) => r.id === about.json.data.id);
    expect(includedAbout.relationships.children.data).toEqual([{ type: 'menu_items', id: child.json.data.id }]);

    const list = await call(backend, 'GET', `/api/v1/menus/${header}/menu_items`, { headers: as.page_manager });
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([
      about.json.data.id,
      child.json.data.id,
      bank.json.data.id,
      ext.json.data.id,
    ]);
    const one = await call(backend, 'GET', `/api/v1/menu_items/${bank.json.data.id}`, { headers: as.page_manager });
    expect(one.json.data.attributes.name).toBe('Vacatures');
  });

  test('validation: pointers for a bad URL, system page, unknown or foreign page, nesting deeper than one level', async () => {
    const footer = await menuId(as.content_manager, 'footer');
    const before = await rowCount(backend.db, schema.menuItems);
    const foreignPage = await createPage(backend.db, otherCenter.id);
    expectError(await addItem(as.content_manager, footer, { link_type: 'url', url: 'https://x.org' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/name',
    });
    expectError(
      await addItem(as.content_manager, footer, { name: 'X', link_type: 'url', url: 'javascript:alert(1)' }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/url' },
    );
    expectError(await addItem(as.content_manager, footer, { name: 'X', link_type: 'url', url: '/relatief' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/url',
    });
    expectError(
      await addItem(as.content_manager, footer, { name: 'X', link_type: 'system_page', system_page: 'admin' }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/system_page' },
    );
    expectError(await addItem(as.content_manager, footer, { name: 'X', link_type: 'page' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/page_id',
    });
    expectError(
      await addItem(as.content_manager, footer, { name: 'X', link_type: 'page', page_id: foreignPage.id }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/page_id' },
    );
    expectError(await addItem(as.content_manager, footer, { name: 'X', link_type: 'folder' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/link_type',
    });
    const parent = await addItem(as.content_manager, footer, { name: 'Ouder', link_type: 'system_page', system_page: 'news' });
    const child = await addItem(as.content_manager, footer, {
      name: 'Kind',
      link_type: 'system_page',
      system_page: 'partners',
      parent_id: Number(parent.json.data.id),
    });
    expectError(
      await addItem(as.content_manager, footer, {
        name: 'Kleinkind',
        link_type: 'system_page',
        system_page: 'login',
        parent_id: Number(child.json.data.id),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/parent_id' },
    );
    expect(await rowCount(backend.db, schema.menuItems)).toBe(before + 2);
  });

  test('PATCH changes the name and link; DELETE removes an item with its children', async () => {
    const footer = await menuId(as.content_manager, 'footer', 'en');
    const parent = await addItem(as.content_manager, footer, { name: 'About', link_type: 'system_page', system_page: 'news' });
    const pid = Number(parent.json.data.id);
    const child = await addItem(as.content_manager, footer, {
      name: 'Child',
      link_type: 'url',
      url: 'https://example.org',
      parent_id: pid,
    });
    const res = await call(backend, 'PATCH', `/api/v1/menu_items/${pid}`, {
      headers: as.content_manager,
      body: item({ name: 'Partners', system_page: 'partners' }, pid),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ name: 'Partners', href: '/partners' });
    expectError(
      await call(backend, 'PATCH', `/api/v1/menu_items/${pid}`, {
        headers: as.content_manager,
        body: item({ link_type: 'url', url: 'ftp://x' }, pid),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/url' },
    );
    expect((await call(backend, 'DELETE', `/api/v1/menu_items/${pid}`, { headers: as.content_manager })).status).toBe(204);
    expect(await rowCount(backend.db, schema.menuItems, eq(schema.menuItems.id, Number(child.json.data.id)))).toBe(0);
  });

  test('PUT /menus/:id/order rearranges and nests in one go; an incomplete list changes nothing', async () => {
    const menu = await menuId(as.content_manager, 'header', 'en');
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push(Number((await addItem(as.content_manager, menu, { name, link_type: 'system_page', system_page: 'news' })).json.data.id));
    const [a, b, c] = ids as [number, number, number];
    const order = (data: unknown) => call(backend, 'PUT', `/api/v1/menus/${menu}/order`, { headers: as.content_manager, body: { data } });
    const res = await order([
      { id: c, parent_id: null, position: 0 },
      { id: a, parent_id: null, position: 1 },
      { id: b, parent_id: c, position: 0 },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.data.map((i: { id: string }) => Number(i.id))).toEqual([c, b, a]);
    expectError(await order([{ id: a, parent_id: null, position: 0 }]), 422, 'invalidAttribute', { pointer: '/data' });
    expectError(
      await order([
        { id: a, parent_id: null, position: 0 },
        { id: b, parent_id: a, position: 0 },
        { id: c, parent_id: b, position: 0 },
      ]),
      422,
      'invalidAttribute',
      { pointer: '/data/2/parent_id' },
    );
    expectError(await order([{ id: a, position: 'first' }]), 422, 'invalidAttribute', { pointer: '/data/0/position' });
    const rows = await backend.db.select().from(schema.menuItems).where(eq(schema.menuItems.menuId, menu));
    expect(rows.find((r) => r.id === b)!.parentId).toBe(c);
  });

  test('PATCH /menus/:id renames a menu', async () => {
    const menu = await menuId(as.content_manager, 'footer');
    const res = await call(backend, 'PATCH', `/api/v1/menus/${menu}`, {
      headers: as.content_manager,
      body: { data: { type: 'menus', id: String(menu), attributes: { name: 'Onderaan' } } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.name).toBe('Onderaan');
    expectError(
      await call(backend, 'PATCH', `/api/v1/menus/${menu}`, {
        headers: as.content_manager,
        body: { data: { type: 'menus', id: String(menu), attributes: { name: '' } } },
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/name' },
    );
  });

  test.each(['page_manager', 'organization_superuser', 'volunteer'] as const)(
    '%s may not change menus: 403 on every write, nothing changes',
    async (role) => {
      const menu = await menuId(as.content_manager, 'header');
      const existing = await addItem(as.content_manager, menu, { name: 'Blijft', link_type: 'system_page', system_page: 'news' });
      const id = Number(existing.json.data.id);
      const before = await rowCount(backend.db, schema.menuItems);
      expectForbidden(await addItem(as[role], menu, { name: 'X', link_type: 'system_page', system_page: 'news' }));
      expectForbidden(await call(backend, 'PATCH', `/api/v1/menu_items/${id}`, { headers: as[role], body: item({ name: 'Gekaapt' }, id) }));
      expectForbidden(await call(backend, 'DELETE', `/api/v1/menu_items/${id}`, { headers: as[role] }));
      expectForbidden(await call(backend, 'PUT', `/api/v1/menus/${menu}/order`, { headers: as[role], body: { data: [] } }));
      expectForbidden(
        await call(backend, 'PATCH', `/api/v1/menus/${menu}`, {
          headers: as[role],
          body: { data: { type: 'menus', id: String(menu), attributes: { name: 'X' } } },
        }),
      );
      expect(await rowCount(backend.db, schema.menuItems)).toBe(before);
      const [row] = await backend.db.select().from(schema.menuItems).where(eq(schema.menuItems.id, id));
      expect(row!.name).toBe('Blijft');
    },
  );

  test('another center’s menus and items are 404', async () => {
    const foreignMenu = await menuId(otherStaff, 'header');
    const foreignItem = await addItem(otherStaff, foreignMenu, { name: 'Van hen', link_type: 'system_page', system_page: 'news' });
    expect(foreignItem.status).toBe(201);
    const fid = Number(foreignItem.json.data.id);
    expectError(await call(backend, 'GET', `/api/v1/menus/${foreignMenu}`, { headers: as.center_superuser }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/menus/${foreignMenu}/menu_items`, { headers: as.center_superuser }), 404, 'notFound');
    expectError(
      await addItem(as.center_superuser, foreignMenu, { name: 'X', link_type: 'system_page', system_page: 'news' }),
      404,
      'notFound',
    );
    expectError(await call(backend, 'GET', `/api/v1/menu_items/${fid}`, { headers: as.admin }), 404, 'notFound');
    expectError(
      await call(backend, 'PATCH', `/api/v1/menu_items/${fid}`, { headers: as.admin, body: item({ name: 'Gekaapt' }, fid) }),
      404,
      'notFound',
    );
    expectError(await call(backend, 'DELETE', `/api/v1/menu_items/${fid}`, { headers: as.admin }), 404, 'notFound');
    const own = await menuId(as.content_manager, 'footer');
    expectError(
      await addItem(as.content_manager, own, { name: 'X', link_type: 'system_page', system_page: 'news', parent_id: fid }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/parent_id' },
    );
  });
});
