/** /api/v1/stock_images: the center's own images plus the shared library; search by keyword; who may change what. */
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
import { CONTENT_ROLES, type ContentRole } from '../support/factories/content';
import { expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
const as = {} as Record<ContentRole, Headers>;
const img: Record<string, number> = {};

async function insert(centerId: number | null, name: string, keywords: string[]) {
  const [row] = await backend.db
    .insert(schema.stockImages)
    .values({ volunteerCenterId: centerId, name, imageUrl: `/images/${name}.jpg`, keywords })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  const org = await createOrganization(backend.db, center.id);
  for (const role of CONTENT_ROLES) {
    const user = await createUser(backend.db, center.id, { role, organizationId: role === 'organization_superuser' ? org.id : undefined });
    as[role] = await signIn(backend, center.id, user.email);
  }
  img.garden = await insert(null, 'Moestuin', ['natuur', 'tuin']);
  img.coffee = await insert(null, 'Koffie', ['ontmoeting', 'buurthuis']);
  img.own = await insert(center.id, 'Ons team', ['team', 'tuinfeest']);
  img.foreign = await insert(otherCenter.id, 'Hun tuin', ['tuin']);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const names = (res: { json: { data: { attributes: { name: string } }[] } }) => res.json.data.map((d) => d.attributes.name);
const body = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'stock_images', ...(id ? { id: String(id) } : {}), attributes },
});

describe('GET /api/v1/stock_images', () => {
  test('own and shared images, never another center’s; sorted by name', async () => {
    const res = await call(backend, 'GET', '/api/v1/stock_images', { headers: as.page_manager });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Koffie', 'Moestuin', 'Ons team']);
    expect(res.json.data.find((d: { attributes: { name: string } }) => d.attributes.name === 'Moestuin').attributes).toMatchObject({
      shared: true,
      keywords: ['natuur', 'tuin'],
      image_url: '/images/Moestuin.jpg',
    });
  });

  test('searchable by keyword, part of a keyword and name', async () => {
    const q = async (term: string) =>
      names(await call(backend, 'GET', `/api/v1/stock_images?filter[q]=${encodeURIComponent(term)}`, { headers: as.content_manager }));
    expect(await q('tuin')).toEqual(['Moestuin', 'Ons team']);
    expect(await q('BUURT')).toEqual(['Koffie']);
    expect(await q('koffie')).toEqual(['Koffie']);
    expect(await q('100%_')).toEqual([]);
    expect(names(await call(backend, 'GET', '/api/v1/stock_images?filter[shared]=false', { headers: as.content_manager }))).toEqual([
      'Ons team',
    ]);
    expect(names(await call(backend, 'GET', '/api/v1/stock_images?sort=-name&page[size]=1', { headers: as.content_manager }))).toEqual([
      'Ons team',
    ]);
  });

  test('show: own and shared; another center’s is 404', async () => {
    expect((await call(backend, 'GET', `/api/v1/stock_images/${img.garden}`, { headers: as.page_manager })).json.data.attributes.name).toBe(
      'Moestuin',
    );
    expectError(await call(backend, 'GET', `/api/v1/stock_images/${img.foreign}`, { headers: as.center_superuser }), 404, 'notFound');
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403', async (role) => {
    expectForbidden(await call(backend, 'GET', '/api/v1/stock_images', { headers: as[role] }));
  });
});

describe('POST, PATCH, DELETE /api/v1/stock_images', () => {
  test('a content manager adds, edits and removes the center’s own image', async () => {
    const created = await call(backend, 'POST', '/api/v1/stock_images', {
      headers: as.content_manager,
      body: body({
        name: 'Vrijwilligersmarkt',
        image_url: 'https://example.org/markt.jpg',
        keywords: ['Markt', 'markt', 'Evenement'],
        width: 1200,
        height: 800,
      }),
    });
    expect(created.status).toBe(201);
    expect(created.json.data.attributes).toMatchObject({ shared: false, keywords: ['markt', 'evenement'] });
    const id = Number(created.json.data.id);
    const updated = await call(backend, 'PATCH', `/api/v1/stock_images/${id}`, {
      headers: as.center_superuser,
      body: body({ description: 'Op het plein' }, id),
    });
    expect(updated.json.data.attributes.description).toBe('Op het plein');
    expect((await call(backend, 'DELETE', `/api/v1/stock_images/${id}`, { headers: as.content_manager })).status).toBe(204);
    expect(await rowCount(backend.db, schema.stockImages, eq(schema.stockImages.id, id))).toBe(0);
  });

  test('validation errors point at the attribute and store nothing', async () => {
    const before = await rowCount(backend.db, schema.stockImages);
    expectError(
      await call(backend, 'POST', '/api/v1/stock_images', {
        headers: as.content_manager,
        body: body({ name: 'X', image_url: 'javascript:alert(1)' }),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/image_url' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/stock_images', { headers: as.content_manager, body: body({ image_url: '/a.jpg' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/name' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/stock_images', {
        headers: as.content_manager,
        body: body({ name: 'X', image_url: '/a.jpg', keywords: [''] }),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/keywords/0' },
    );
    expect(await rowCount(backend.db, schema.stockImages)).toBe(before);
  });

  test('the shared library is read-only to every center: even a tenant’s admin gets 403 and nothing changes', async () => {
    const before = await backend.db.select().from(schema.stockImages).orderBy(schema.stockImages.id);
    for (const role of ['content_manager', 'center_superuser', 'admin'] as const) {
      expectForbidden(
        await call(backend, 'POST', '/api/v1/stock_images', {
          headers: as[role],
          body: body({ name: 'Gedeeld', image_url: '/a.jpg', shared: true }),
        }),
      );
      expectForbidden(
        await call(backend, 'PATCH', `/api/v1/stock_images/${img.garden}`, {
          headers: as[role],
          body: body({ name: 'Anders' }, img.garden),
        }),
      );
      expectForbidden(await call(backend, 'DELETE', `/api/v1/stock_images/${img.coffee}`, { headers: as[role] }));
      expectForbidden(
        await call(backend, 'PATCH', `/api/v1/stock_images/${img.own}`, { headers: as[role], body: body({ shared: true }, img.own) }),
      );
    }
    expect(await backend.db.select().from(schema.stockImages).orderBy(schema.stockImages.id)).toEqual(before);
  });

  test('a platform admin (an admin of the platform’s own tenant) keeps the shared library; its other staff do not', async () => {
    const platform = await createCenter(backend.db, { tenantKey: 'public' });
    const platformAdmin = await signIn(backend, platform.id, (await createUser(backend.db, platform.id, { role: 'admin' })).email);
    const platformManager = await signIn(
      backend,
      platform.id,
      (await createUser(backend.db, platform.id, { role: 'content_manager' })).email,
    );
    expectForbidden(
      await call(backend, 'PATCH', `/api/v1/stock_images/${img.garden}`, {
        headers: platformManager,
        body: body({ name: 'Anders' }, img.garden),
      }),
    );
    const shared = await call(backend, 'POST', '/api/v1/stock_images', {
      headers: platformAdmin,
      body: body({ name: 'Gedeeld', image_url: '/a.jpg', shared: true }),
    });
    expect(shared.status).toBe(201);
    expect(shared.json.data.attributes.shared).toBe(true);
    const id = Number(shared.json.data.id);
    expect(
      (
        await call(backend, 'PATCH', `/api/v1/stock_images/${id}`, {
          headers: platformAdmin,
          body: body({ description: 'Voor iedereen' }, id),
        })
      ).json.data.attributes.description,
    ).toBe('Voor iedereen');
    // Every center sees it, and may still not change it.
    expect(names(await call(backend, 'GET', '/api/v1/stock_images?filter[shared]=true', { headers: as.content_manager }))).toContain(
      'Gedeeld',
    );
    expectForbidden(await call(backend, 'DELETE', `/api/v1/stock_images/${id}`, { headers: as.admin }));
    expect((await call(backend, 'DELETE', `/api/v1/stock_images/${id}`, { headers: platformAdmin })).status).toBe(204);
    expect(await rowCount(backend.db, schema.stockImages, eq(schema.stockImages.id, id))).toBe(0);
  });

  test.each(['page_manager', 'organization_superuser', 'volunteer'] as const)('%s may not change stock images', async (role) => {
    expectForbidden(
      await call(backend, 'POST', '/api/v1/stock_images', { headers: as[role], body: body({ name: 'X', image_url: '/a.jpg' }) }),
    );
    expectForbidden(
      await call(backend, 'PATCH', `/api/v1/stock_images/${img.own}`, { headers: as[role], body: body({ name: 'X' }, img.own) }),
    );
    expectForbidden(await call(backend, 'DELETE', `/api/v1/stock_images/${img.own}`, { headers: as[role] }));
  });

  test('another center’s image is 404 for every write', async () => {
    expectError(
      await call(backend, 'PATCH', `/api/v1/stock_images/${img.foreign}`, { headers: as.admin, body: body({ name: 'X' }, img.foreign) }),
      404,
      'notFound',
    );
    expectError(await call(backend, 'DELETE', `/api/v1/stock_images/${img.foreign}`, { headers: as.admin }), 404, 'notFound');
    expect(await rowCount(backend.db, schema.stockImages, eq(schema.stockImages.id, img.foreign!))).toBe(1);
  });
});
