/** POST /api/v1/organizations/{id}/move: to another center of the same tenant, with its users, in one go. */
import { and, eq } from 'drizzle-orm';
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
import { en, expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let home: Awaited<ReturnType<typeof createCenter>>;
let sister: Awaited<ReturnType<typeof createCenter>>;
let foreignTenant: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let admin: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  home = await createCenter(backend.db, { tenantKey: 'demo' });
  sister = await createCenter(backend.db, { tenantKey: 'demo' });
  foreignTenant = await createCenter(backend.db, { tenantKey: 'oldebroek' });
  const s = await createUser(backend.db, home.id, { role: 'center_superuser' });
  const a = await createUser(backend.db, sister.id, { role: 'admin' });
  staff = await signIn(backend, home.id, s.email);
  // An admin of the tenant acts in every center of it.
  admin = await signIn(backend, home.id, a.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const move = (id: number, headers: Headers, volunteerCenterId: unknown, b: TestBackend = backend) =>
  call(b, 'POST', `/api/v1/organizations/${id}/move`, {
    headers,
    body: { data: { type: 'organizations', id: String(id), attributes: { volunteer_center_id: volunteerCenterId } } },
  });
const orgRow = async (id: number) => (await backend.db.select().from(schema.organizations).where(eq(schema.organizations.id, id)))[0]!;
const userRow = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const rolesOf = (userId: number) => backend.db.select().from(schema.roles).where(eq(schema.roles.userId, userId));

describe('moving an organization', () => {
  test('center staff move it to a sister center: its own users and their roles follow, others stay; audited with from and to', async () => {
    const org = await createOrganization(backend.db, home.id, { name: 'Verhuizer' });
    const other = await createOrganization(backend.db, home.id);
    const owner = await createUser(backend.db, home.id, { role: 'organization_superuser', organizationId: org.id });
    await backend.db.insert(schema.roles).values({ userId: owner.id, name: 'volunteer', volunteerCenterId: home.id });
    const mentor = await createUser(backend.db, home.id, { role: 'mentor', organizationId: org.id });
    // Also a member of another organization: stays, and loses only this organization.
    const shared = await createUser(backend.db, home.id, { role: 'organization_superuser', organizationId: org.id });
    await backend.db.insert(schema.memberships).values({ userId: shared.id, organizationId: other.id });
    await backend.db
      .insert(schema.roles)
      .values({ userId: shared.id, name: 'organization_superuser', volunteerCenterId: home.id, organizationId: other.id });
    // Center staff who happen to be a member never leave their center.
    const staffMember = await createUser(backend.db, home.id, { role: 'content_manager', organizationId: org.id });

    const res = await move(org.id, staff, sister.id);
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ name: 'Verhuizer', volunteer_center_id: sister.id });
    expect((await orgRow(org.id)).volunteerCenterId).toBe(sister.id);

    for (const user of [owner, mentor]) {
      expect((await userRow(user.id)).volunteerCenterId).toBe(sister.id);
      expect((await rolesOf(user.id)).every((r) => r.volunteerCenterId === sister.id)).toBe(true);
    }
    expect((await rolesOf(owner.id)).map((r) => r.name).sort()).toEqual(['organization_superuser', 'volunteer']);
    for (const user of [shared, staffMember]) {
      expect((await userRow(user.id)).volunteerCenterId).toBe(home.id);
      expect(
        await rowCount(
          backend.db,
          schema.memberships,
          and(eq(schema.memberships.userId, user.id), eq(schema.memberships.organizationId, org.id)),
        ),
      ).toBe(0);
      expect((await rolesOf(user.id)).some((r) => r.organizationId === org.id)).toBe(false);
    }
    expect((await rolesOf(shared.id)).map((r) => r.organizationId)).toEqual([other.id]);
    expect((await rolesOf(staffMember.id)).map((r) => r.name)).toEqual(['content_manager']);

    const [entry] = await backend.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'organization.move'), eq(schema.auditLog.subjectId, String(org.id))));
    expect(entry!.data).toEqual({
      from: home.id,
      to: sister.id,
      movedUserIds: [owner.id, mentor.id].sort((a, b) => a - b),
      detachedUserIds: [shared.id, staffMember.id].sort((a, b) => a - b),
    });

    // Now it is the sister center's: 404 here, visible there; the moved owner signs in there.
    expectError(await call(backend, 'GET', `/api/v1/organizations/${org.id}`, { headers: staff }), 404, 'notFound');
    expect((await call(backend, 'GET', `/api/v1/organizations/${org.id}`, { headers: centerHeaders(sister.id) })).status).toBe(200);
    const ownerThere = await signIn(backend, sister.id, owner.email);
    expect(
      (await call(backend, 'GET', '/api/v1/current_organizations', { headers: ownerThere })).json.data.map((o: { id: string }) => o.id),
    ).toEqual([String(org.id)]);
  });

  test('an admin of the tenant may move; a pending organization moves too', async () => {
    const org = await createOrganization(backend.db, home.id, { status: 'pending' });
    const res = await move(org.id, admin, sister.id);
    expect(res.status).toBe(200);
    expect(await orgRow(org.id)).toMatchObject({ volunteerCenterId: sister.id, status: 'pending' });
  });

  test('GET shows whether moving is enabled (meta.moving_enabled)', async () => {
    const org = await createOrganization(backend.db, home.id);
    const res = await call(backend, 'GET', `/api/v1/organizations/${org.id}`, { headers: staff });
    expect(res.json.meta).toEqual({ moving_enabled: true });
  });
});

describe('refused moves change nothing', () => {
  test('401 signed out', async () => {
    const org = await createOrganization(backend.db, home.id);
    expectError(await move(org.id, centerHeaders(home.id), sister.id), 401, 'unauthorized');
    expect((await orgRow(org.id)).volunteerCenterId).toBe(home.id);
  });

  test.each(['volunteer', 'content_manager', 'page_manager', 'organization_superuser', 'mentor', 'student'] as const)(
    '403 for %s',
    async (role) => {
      const org = await createOrganization(backend.db, home.id);
      const user = await createUser(backend.db, home.id, { role, organizationId: org.id });
      expectForbidden(await move(org.id, await signIn(backend, home.id, user.email), sister.id));
      expect((await orgRow(org.id)).volunteerCenterId).toBe(home.id);
      expect((await userRow(user.id)).volunteerCenterId).toBe(home.id);
    },
  );

  test("another center's organization is 404, also for an admin", async () => {
    const org = await createOrganization(backend.db, sister.id);
    expectError(await move(org.id, staff, home.id), 404, 'notFound');
    expectError(await move(org.id, admin, home.id), 404, 'notFound');
    expect((await orgRow(org.id)).volunteerCenterId).toBe(sister.id);
  });

  test('a center of another tenant, an unknown center, the same center or a bad value is 422 on volunteer_center_id', async () => {
    const org = await createOrganization(backend.db, home.id);
    const pointer = { pointer: '/data/attributes/volunteer_center_id' };
    expectError(await move(org.id, { ...staff, ...en }, foreignTenant.id), 422, 'notFound', pointer);
    expectError(await move(org.id, staff, 999_999), 422, 'notFound', pointer);
    expectError(await move(org.id, staff, home.id), 422, 'invalidAttribute', pointer);
    expectError(await move(org.id, staff, 'elders'), 422, 'invalidAttribute', pointer);
    expectError(await move(org.id, staff, undefined), 422, 'invalidAttribute', pointer);
    expect((await orgRow(org.id)).volunteerCenterId).toBe(home.id);
  });

  test('with enableOrganizationsMoving off: 403 movingDisabled (translated), and meta.moving_enabled false', async () => {
    const off = await startTestBackend({ flags: { enableOrganizationsMoving: false } });
    try {
      const a = await createCenter(off.db, { tenantKey: 'demo' });
      const b = await createCenter(off.db, { tenantKey: 'demo' });
      const s = await createUser(off.db, a.id, { role: 'center_superuser' });
      const org = await createOrganization(off.db, a.id);
      const headers = await signIn(off, a.id, s.email);
      const english = expectError(await move(org.id, { ...headers, ...en }, b.id, off), 403, 'movingDisabled');
      expect(english.detail).toBe('Moving organizations is not enabled for this website.');
      const dutch = expectError(await move(org.id, headers, b.id, off), 403, 'movingDisabled');
      expect(dutch.detail).not.toBe(english.detail);
      expect((await call(off, 'GET', `/api/v1/organizations/${org.id}`, { headers })).json.meta).toEqual({ moving_enabled: false });
      const [row] = await off.db.select().from(schema.organizations).where(eq(schema.organizations.id, org.id));
      expect(row!.volunteerCenterId).toBe(a.id);
    } finally {
      await off.close();
    }
  }, 60_000);
});
