/**
 * The center decides an organization's type, status and denial reason (docs/api.md): the organization's own
 * superuser may edit its profile but changing one of these is 403 on the attribute, and nothing changes.
 */
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
import { expectError, FORBIDDEN_EN, en } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let admin: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  staff = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'center_superuser' })).email);
  admin = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'admin' })).email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const orgRow = async (id: number) => (await backend.db.select().from(schema.organizations).where(eq(schema.organizations.id, id)))[0]!;
const put = (id: number, headers: Headers, attributes: Record<string, unknown>, method = 'PUT') =>
  call(backend, method, `/api/v1/organizations/${id}`, {
    headers: { ...headers, ...en },
    body: { data: { type: 'organizations', id: String(id), attributes } },
  });

async function ownedOrganization(status: 'approved' | 'denied' = 'approved') {
  const org = await createOrganization(backend.db, center.id, { name: 'Eigen Stichting', status });
  if (status === 'denied')
    await backend.db.update(schema.organizations).set({ denialReason: 'Buiten de doelgroep' }).where(eq(schema.organizations.id, org.id));
  const owner = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: org.id });
  return { org, owner: await signIn(backend, center.id, owner.email) };
}

describe('an organization superuser and the attributes the center decides', () => {
  test.each(['VolunteerCenter', 'School'])(
    'organization_type %s: 403 pointing at organization_type; nothing changes (PUT and PATCH)',
    async (type) => {
      const { org, owner } = await ownedOrganization();
      const before = await orgRow(org.id);
      for (const method of ['PUT', 'PATCH']) {
        const res = await put(org.id, owner, { name: 'Nieuwe Naam', organization_type: type }, method);
        expectError(res, 403, 'forbidden', { pointer: '/data/attributes/organization_type' });
        expect(res.json.errors[0].detail).toBe(FORBIDDEN_EN);
      }
      expect(await orgRow(org.id)).toEqual(before);
    },
  );

  test('status and denial reason are refused the same way, each error pointing at its attribute', async () => {
    const { org, owner } = await ownedOrganization('denied');
    const before = await orgRow(org.id);
    const res = await put(org.id, owner, { status: 'approved', denial_reason: null, organization_type: 'VolunteerCenter' });
    expect(res.status).toBe(403);
    expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      '/data/attributes/denial_reason',
      '/data/attributes/organization_type',
      '/data/attributes/status',
    ]);
    expectError(await put(org.id, owner, { denial_reason: 'Zelf verzonnen' }), 403, 'forbidden', {
      pointer: '/data/attributes/denial_reason',
    });
    expect(await orgRow(org.id)).toEqual(before);
  });

  test('the center and the volunteer center id are not attributes at all: 422, nothing changes', async () => {
    const other = await createCenter(backend.db);
    const { org, owner } = await ownedOrganization();
    const before = await orgRow(org.id);
    expectError(await put(org.id, owner, { volunteer_center_id: other.id }), 422, 'unknownAttribute', {
      pointer: '/data/attributes/volunteer_center_id',
    });
    expectError(await put(org.id, staff, { volunteer_center_id: other.id }), 422, 'unknownAttribute', {
      pointer: '/data/attributes/volunteer_center_id',
    });
    expect(await orgRow(org.id)).toEqual(before);
  });

  test('sending the unchanged values back (the edit form sends the whole record) is allowed', async () => {
    const { org, owner } = await ownedOrganization();
    const res = await put(org.id, owner, { name: 'Opnieuw Opgeslagen', organization_type: 'NonProfit', status: 'approved' });
    expect(res.status).toBe(200);
    expect(await orgRow(org.id)).toMatchObject({ name: 'Opnieuw Opgeslagen', organizationType: 'NonProfit', status: 'approved' });
  });
});

describe('center staff decide them', () => {
  test.each([
    ['center_superuser', () => staff],
    ['admin', () => admin],
  ] as const)('%s changes the organization type and a denial reason', async (_role, headers) => {
    const { org } = await ownedOrganization('denied');
    const res = await put(org.id, headers(), { organization_type: 'School', denial_reason: 'Geen vrijwilligerswerk' });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ organization_type: 'School', denial_reason: 'Geen vrijwilligerswerk' });
    expect(await orgRow(org.id)).toMatchObject({ organizationType: 'School', denialReason: 'Geen vrijwilligerswerk' });
  });
});
