/**
 * GET /api/v1/organizations?include=vacancies (docs/api.md): each organization of the page gets
 * relationships.vacancies with the vacancies the viewer may see, and `included` carries them, through the vacancy
 * rules: everyone the public ones (published, unexpired, of an approved organization), an organization superuser
 * every one but deleted of their own organizations, center staff every one but deleted. One query for the page.
 */
import { jest } from '@jest/globals';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type TestBackend,
} from '../support/api';
import { createVacancy } from '../support/factories/vacancies';
import { expectError, includedOf } from './helpers';

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
const org: Record<string, number> = {};
const v: Record<string, number> = {};
const as: Record<string, Record<string, string>> = {};
const DAY = 24 * 3600_000;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db, { tenantKey: 'demo' });
  b = await createCenter(backend.db, { tenantKey: 'demo' });
  org.own = (await createOrganization(backend.db, a.id, { name: 'A Eigen Stichting' })).id;
  org.other = (await createOrganization(backend.db, a.id, { name: 'B Andere Stichting' })).id;
  org.pending = (await createOrganization(backend.db, a.id, { name: 'C Wachtende Stichting', status: 'pending' })).id;
  org.empty = (await createOrganization(backend.db, a.id, { name: 'D Lege Stichting' })).id;
  org.foreign = (await createOrganization(backend.db, b.id, { name: 'Elders' })).id;
  const vacancy = async (
    name: string,
    organizationId: number,
    attrs: Parameters<typeof createVacancy>[1] extends infer T ? Partial<T> : never = {},
  ) => (v[name] = (await createVacancy(backend, { centerId: a.id, organizationId, title: name, ...attrs })).id);
  await vacancy('ownPublic', org.own);
  await vacancy('ownDraft', org.own, { status: 'draft' });
  await vacancy('ownExpired', org.own, { expiresAt: new Date(Date.now() - DAY) });
  await vacancy('ownFilled', org.own, { status: 'filled' });
  await vacancy('ownDeleted', org.own, { status: 'deleted' });
  await vacancy('otherPublic', org.other);
  await vacancy('otherNoExpiry', org.other, { expiresAt: null });
  await vacancy('otherDraft', org.other, { status: 'draft' });
  await vacancy('pendingPublished', org.pending);
  v.foreign = (await createVacancy(backend, { centerId: b.id, organizationId: org.foreign })).id;

  const superuser = await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org.own });
  as.superuser = await signIn(backend, a.id, superuser.email);
  const member = await createUser(backend.db, a.id, { role: 'volunteer', organizationId: org.own });
  as.member = await signIn(backend, a.id, member.email);
  const staff = await createUser(backend.db, a.id, { role: 'center_superuser' });
  as.staff = await signIn(backend, a.id, staff.email);
  const admin = await createUser(backend.db, a.id, { role: 'admin' });
  as.admin = await signIn(backend, a.id, admin.email);
}, 120_000);
afterAll(() => backend.close(), 60_000);

type Doc = {
  data: { id: string; relationships: { vacancies?: { data: { type: string; id: string }[] } } }[];
  included?: { type: string; id: string }[];
};

/** Per organization id, the linked vacancy ids, sorted; and the included ones. */
function linkage(doc: Doc) {
  const linked = Object.fromEntries(
    doc.data.map((o) => [Number(o.id), (o.relationships.vacancies?.data ?? []).map((r) => Number(r.id)).sort((x, y) => x - y)]),
  );
  const included = includedOf(doc, 'vacancies')
    .map((r) => Number(r.id))
    .sort((x, y) => x - y);
  return { linked, included };
}

const list = (headers: Record<string, string>, query = 'include=vacancies') =>
  call(backend, 'GET', `/api/v1/organizations?${query}`, { headers });
const sorted = (...names: string[]) => names.map((n) => v[n]!).sort((x, y) => x - y);

describe('GET /api/v1/organizations?include=vacancies', () => {
  test('signed out: only the public vacancies, linked to their organization and included', async () => {
    const res = await list(centerHeaders(a.id));
    expect(res.status).toBe(200);
    const { linked, included } = linkage(res.json);
    expect(linked).toEqual({
      [org.own!]: sorted('ownPublic'),
      [org.other!]: sorted('otherPublic', 'otherNoExpiry'),
      [org.empty!]: [],
    });
    expect(included).toEqual(sorted('ownPublic', 'otherPublic', 'otherNoExpiry'));
    // The included vacancies are the vacancy serializer's resources.
    const one = res.json.included.find((r: { type: string; id: string }) => r.type === 'vacancies' && Number(r.id) === v.ownPublic);
    expect(one).toMatchObject({
      attributes: { title: 'ownPublic', status: 'published', organization_id: org.own, organization_name: 'A Eigen Stichting' },
      relationships: { organization: { data: { type: 'organizations', id: String(org.own) } } },
    });
  });

  test('a member who manages nothing sees the same as the public', async () => {
    expect(linkage((await list(as.member!)).json).included).toEqual(sorted('ownPublic', 'otherPublic', 'otherNoExpiry'));
  });

  test('an organization superuser: every one but deleted of their own organization, the public ones of the others', async () => {
    const { linked, included } = linkage((await list(as.superuser!)).json);
    expect(linked[org.own!]).toEqual(sorted('ownPublic', 'ownDraft', 'ownExpired', 'ownFilled'));
    expect(linked[org.other!]).toEqual(sorted('otherPublic', 'otherNoExpiry'));
    expect(included).toEqual(sorted('ownPublic', 'ownDraft', 'ownExpired', 'ownFilled', 'otherPublic', 'otherNoExpiry'));
  });

  test('center staff: every one but deleted, of every organization they list (also pending ones)', async () => {
    for (const headers of [as.staff!, as.admin!]) {
      const { linked, included } = linkage((await list(headers)).json);
      expect(linked).toEqual({
        [org.own!]: sorted('ownPublic', 'ownDraft', 'ownExpired', 'ownFilled'),
        [org.other!]: sorted('otherPublic', 'otherNoExpiry', 'otherDraft'),
        [org.pending!]: sorted('pendingPublished'),
        [org.empty!]: [],
      });
      expect(included).not.toContain(v.ownDeleted);
      expect(included).not.toContain(v.foreign);
      expect(included).toHaveLength(8);
    }
  });

  test('combined with address and profile; without include=vacancies no vacancies relationship', async () => {
    const res = await list(centerHeaders(a.id), 'include=address,profile,vacancies');
    expect(res.status).toBe(200);
    expect(linkage(res.json).included).toEqual(sorted('ownPublic', 'otherPublic', 'otherNoExpiry'));
    const plain = await list(centerHeaders(a.id), 'include=profile');
    expect(plain.json.data[0].relationships.vacancies).toBeUndefined();
    expect(includedOf(plain.json, 'vacancies')).toEqual([]);
    expectError(await list(centerHeaders(a.id), 'include=vacancies.contact_person'), 400, 'unknownInclude', { parameter: 'include' });
  });

  test('filters and pages still apply; the relationship follows the page', async () => {
    const res = await list(as.staff!, 'include=vacancies&page[size]=1&page[number]=2');
    expect(res.json.data.map((o: { id: string }) => Number(o.id))).toEqual([org.other]);
    expect(linkage(res.json).included).toEqual(sorted('otherPublic', 'otherNoExpiry', 'otherDraft'));
  });

  test('200 organizations in one page of up to 1000: correct, and one vacancies query for the whole page', async () => {
    const c = await createCenter(backend.db, { tenantKey: 'demo' });
    const orgRows = await backend.db
      .insert(schema.organizations)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          volunteerCenterId: c.id,
          organizationType: 'NonProfit' as const,
          name: `Org ${String(i).padStart(3, '0')}`,
          status: 'approved' as const,
        })),
      )
      .returning({ id: schema.organizations.id });
    const now = Date.now();
    await backend.db.insert(schema.vacancies).values(
      orgRows.flatMap((o, i) => [
        {
          volunteerCenterId: c.id,
          organizationId: o.id,
          title: `Open ${i}`,
          status: 'published' as const,
          expiresAt: new Date(now + 30 * DAY),
          publishedAt: new Date(now),
        },
        { volunteerCenterId: c.id, organizationId: o.id, title: `Concept ${i}`, status: 'draft' as const },
      ]),
    );
    const client = (backend.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    try {
      const res = await list(centerHeaders(c.id), 'include=vacancies&page[size]=1000');
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(200);
      expect(res.json.meta.page.size).toBe(1000);
      for (const o of res.json.data) expect(o.relationships.vacancies.data).toHaveLength(1);
      expect(includedOf(res.json, 'vacancies')).toHaveLength(200);
      const texts = spy.mock.calls.map((args) => {
        const first = args[0] as string | { text?: string };
        return typeof first === 'string' ? first : (first.text ?? '');
      });
      expect(texts.filter((text) => /from "vacancies"/i.test(text))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    expectError(await list(centerHeaders(c.id), 'include=vacancies&page[size]=1001'), 400, 'invalidPageSize', { parameter: 'page[size]' });
  });
});
