/**
 * /api/v1/users (list, show, invite, update, delete, add_role, remove_role, per role) and the signed-in
 * user's own account and organizations (/current_user, /current_organizations, /current_organization).
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  PASSWORD,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, expectForbidden, FORBIDDEN_EN, FORBIDDEN_NL, includedOf, nl, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
type Org = Awaited<ReturnType<typeof createOrganization>>;
type User = Awaited<ReturnType<typeof createUser>>;
let orgA: Org;
let orgB: Org;
let foreignOrg: Org;
const u: Record<string, User> = {};
const h = {} as Record<'admin' | 'staff' | 'ownerA' | 'volunteer', Headers>;
let foreignUser: User;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  orgA = await createOrganization(backend.db, center.id, { name: 'Org A' });
  orgB = await createOrganization(backend.db, center.id, { name: 'Org B' });
  foreignOrg = await createOrganization(backend.db, otherCenter.id, { name: 'Foreign' });
  // The fixed population the list tests count on.
  u.admin = await createUser(backend.db, center.id, { role: 'admin', email: 'admin@users.test' });
  u.staff = await createUser(backend.db, center.id, { role: 'center_superuser', email: 'staff@users.test' });
  u.ownerA = await createUser(backend.db, center.id, {
    role: 'organization_superuser',
    organizationId: orgA.id,
    email: 'owner-a@users.test',
  });
  u.memberA = await createUser(backend.db, center.id, { role: 'volunteer', organizationId: orgA.id, email: 'member-a@users.test' });
  u.memberB = await createUser(backend.db, center.id, { role: 'volunteer', organizationId: orgB.id, email: 'member-b@users.test' });
  u.volunteer = await createUser(backend.db, center.id, { role: 'volunteer', email: 'volunteer@users.test' });
  foreignUser = await createUser(backend.db, otherCenter.id, { role: 'volunteer', email: 'foreign@users.test' });
  for (const key of ['admin', 'staff', 'ownerA', 'volunteer'] as const) h[key] = await signIn(backend, center.id, u[key]!.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const emails = (res: { json: { data: { attributes: { email: string } }[] } }) => res.json.data.map((x) => x.attributes.email).sort();
const userRow = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
const rolesOf = async (id: number) =>
  (await backend.db.select().from(schema.roles).where(eq(schema.roles.userId, id)))
    .map((r) => `${r.name}:${r.organizationId ?? '-'}`)
    .sort();
const FIXED = [
  'admin@users.test',
  'member-a@users.test',
  'member-b@users.test',
  'owner-a@users.test',
  'staff@users.test',
  'volunteer@users.test',
];

describe('GET /api/v1/users', () => {
  test('center staff list the users of their center with page[size]=1000 and include=organizations,roles', async () => {
    const res = await call(backend, 'GET', '/api/v1/users?page[size]=1000&include=organizations,roles', { headers: h.staff });
    expect(res.status).toBe(200);
    expect(emails(res)).toEqual(expect.arrayContaining(FIXED));
    expect(emails(res)).not.toContain('foreign@users.test');
    expect(res.json.meta.total_count).toBe(res.json.data.length);
    expect(res.json.meta.page.size).toBe(1000);
    const ownerA = res.json.data.find((x: { id: string }) => x.id === String(u.ownerA!.id));
    expect(ownerA.attributes).toMatchObject({ role: 'organization_superuser', organization_id: orgA.id, full_name: 'Test User' });
    expect(ownerA.relationships.organizations.data).toEqual([{ type: 'organizations', id: String(orgA.id) }]);
    expect(
      includedOf(res.json, 'organizations')
        .map((o) => o.id)
        .sort(),
    ).toEqual([String(orgA.id), String(orgB.id)].sort());
    expect(includedOf(res.json, 'roles').length).toBeGreaterThanOrEqual(FIXED.length);
    expect(res.json.data[0].attributes).not.toHaveProperty('password_hash');
  });

  test('filter[organization_id_eq] and filter[with_role]', async () => {
    const inA = await call(backend, 'GET', `/api/v1/users?filter[organization_id_eq]=${orgA.id}`, { headers: h.staff });
    expect(emails(inA)).toEqual(['member-a@users.test', 'owner-a@users.test']);
    const admins = await call(backend, 'GET', `/api/v1/users?filter[with_role]=admin&page[size]=1000`, { headers: h.staff });
    expect(emails(admins)).toEqual(['admin@users.test']);
    const ownersOfA = await call(
      backend,
      'GET',
      `/api/v1/users?filter[organization_id_eq]=${orgA.id}&filter[with_role]=organization_superuser`,
      { headers: h.staff },
    );
    expect(emails(ownersOfA)).toEqual(['owner-a@users.test']);
    const byQuery = await call(backend, 'GET', `/api/v1/users?query=MEMBER-B`, { headers: h.staff });
    expect(emails(byQuery)).toEqual(['member-b@users.test']);
    expectError(await call(backend, 'GET', '/api/v1/users?filter[organization_id_eq]=abc', { headers: h.staff }), 400, 'invalidFilter', {
      parameter: 'filter[organization_id_eq]',
    });
    expectError(await call(backend, 'GET', '/api/v1/users?filter[with_role]=king', { headers: h.staff }), 400, 'invalidFilter', {
      parameter: 'filter[with_role]',
    });
    expectError(await call(backend, 'GET', '/api/v1/users?include=password', { headers: h.staff }), 400, 'unknownInclude', {
      parameter: 'include',
    });
    expectError(await call(backend, 'GET', '/api/v1/users?page[size]=1001', { headers: h.staff }), 400, 'invalidPageSize', {
      parameter: 'page[size]',
    });
  });

  test('an organization superuser sees only the users of their organization', async () => {
    const res = await call(backend, 'GET', '/api/v1/users?page[size]=1000', { headers: h.ownerA });
    expect(res.status).toBe(200);
    expect(emails(res)).toEqual(['member-a@users.test', 'owner-a@users.test']);
    expect(res.json.meta.total_count).toBe(2);
    const other = await call(backend, 'GET', `/api/v1/users?filter[organization_id_eq]=${orgB.id}`, { headers: h.ownerA });
    expect(other.json.data).toEqual([]);
  });

  test('a volunteer gets 403 (English and Dutch); signed out is 401', async () => {
    expect(expectForbidden(await call(backend, 'GET', '/api/v1/users', { headers: { ...h.volunteer, ...en } })).detail).toBe(FORBIDDEN_EN);
    expect(expectForbidden(await call(backend, 'GET', '/api/v1/users', { headers: { ...h.volunteer, ...nl } })).detail).toBe(FORBIDDEN_NL);
    expectError(await call(backend, 'GET', '/api/v1/users', { headers: centerHeaders(center.id) }), 401, 'unauthorized');
  });
});

describe('GET /api/v1/users/{id}', () => {
  test('include=roles,organizations', async () => {
    const res = await call(backend, 'GET', `/api/v1/users/${u.ownerA!.id}?include=roles,organizations`, { headers: h.staff });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      type: 'users',
      id: String(u.ownerA!.id),
      attributes: { email: 'owner-a@users.test', role: 'organization_superuser' },
    });
    expect(includedOf(res.json, 'roles')).toEqual([
      expect.objectContaining({ attributes: { name: 'organization_superuser', organization_id: orgA.id } }),
    ]);
    expect(includedOf(res.json, 'organizations')).toEqual([
      expect.objectContaining({ id: String(orgA.id), attributes: expect.objectContaining({ name: 'Org A' }) }),
    ]);
  });

  test('users may read themselves; an organization superuser reads members, not others; a volunteer gets 404 for others', async () => {
    expect((await call(backend, 'GET', `/api/v1/users/${u.volunteer!.id}`, { headers: h.volunteer })).status).toBe(200);
    expectError(await call(backend, 'GET', `/api/v1/users/${u.memberA!.id}`, { headers: h.volunteer }), 404, 'notFound');
    expect((await call(backend, 'GET', `/api/v1/users/${u.memberA!.id}`, { headers: h.ownerA })).status).toBe(200);
    expectError(await call(backend, 'GET', `/api/v1/users/${u.memberB!.id}`, { headers: h.ownerA }), 404, 'notFound');
  });

  test("another center's user is 404 even for an admin; bad ids are 400; signed out is 401", async () => {
    expectError(await call(backend, 'GET', `/api/v1/users/${foreignUser.id}`, { headers: h.admin }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/users/${foreignUser.id}`, { headers: h.staff }), 404, 'notFound');
    expectError(await call(backend, 'GET', '/api/v1/users/me', { headers: h.staff }), 400, 'invalidId', { parameter: 'id' });
    expectError(await call(backend, 'GET', `/api/v1/users/${u.staff!.id}`, { headers: centerHeaders(center.id) }), 401, 'unauthorized');
  });
});

describe('POST /api/v1/users', () => {
  const body = (attributes: Record<string, unknown>, type = 'users') => ({ data: { type, attributes } });

  test('staff invite a user (type "user" as in docs/domain.md#calls): invited, createdByUser, invitation mail, audited', async () => {
    const res = await call(backend, 'POST', '/api/v1/users?include=roles,organizations', {
      headers: { ...h.staff, ...en },
      body: body(
        { email: 'Nieuw@Users.test', first_name: 'Nina', last_name: 'Nieuw', role: 'organization_superuser', organization_id: orgB.id },
        'user',
      ),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.attributes).toMatchObject({
      email: 'Nieuw@Users.test',
      status: 'invited',
      signup_method: 'createdByUser',
      role: 'organization_superuser',
      organization_id: orgB.id,
      locale: 'en',
    });
    const id = Number(res.json.data.id);
    expect(await userRow(id)).toMatchObject({ volunteerCenterId: center.id, status: 'invited', passwordHash: null });
    expect(await rolesOf(id)).toEqual([`organization_superuser:${orgB.id}`]);
    expect(
      await rowCount(
        backend.db,
        schema.memberships,
        and(eq(schema.memberships.userId, id), eq(schema.memberships.organizationId, orgB.id)),
      ),
    ).toBe(1);
    const mails = await outbox(backend.db, 'Nieuw@Users.test');
    expect(mails.map((m) => m.template)).toEqual(['invitation']);
    expect(mails[0]!.textBody).toContain('invitation_token=');
    expect(
      await rowCount(
        backend.db,
        schema.auditLog,
        and(eq(schema.auditLog.action, 'user.invite'), eq(schema.auditLog.subjectId, String(id))),
      ),
    ).toBe(1);
  });

  test('the default role is volunteer', async () => {
    const res = await call(backend, 'POST', '/api/v1/users', {
      headers: h.staff,
      body: body({ email: 'plain@users.test', first_name: 'P', last_name: 'Lain' }),
    });
    expect(res.status).toBe(201);
    expect(await rolesOf(Number(res.json.data.id))).toEqual(['volunteer:-']);
  });

  test('an organization superuser invites into their own organization only', async () => {
    const ok = await call(backend, 'POST', '/api/v1/users', {
      headers: h.ownerA,
      body: body({ email: 'mentor-a@users.test', first_name: 'M', last_name: 'A', role: 'mentor', organization_id: orgA.id }),
    });
    expect(ok.status).toBe(201);
    expectForbidden(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.ownerA,
        body: body({ email: 'x-b@users.test', first_name: 'X', last_name: 'B', organization_id: orgB.id }),
      }),
    );
    expectForbidden(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.ownerA,
        body: body({ email: 'x-none@users.test', first_name: 'X', last_name: 'N' }),
      }),
    );
    expectForbidden(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.ownerA,
        body: body({ email: 'x-cs@users.test', first_name: 'X', last_name: 'C', role: 'center_superuser', organization_id: orgA.id }),
      }),
    );
    expect(await rowCount(backend.db, schema.users, eq(schema.users.email, 'x-b@users.test'))).toBe(0);
  });

  test('a center superuser cannot create an admin; an admin can', async () => {
    const before = await rowCount(backend.db, schema.users);
    expectForbidden(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.staff,
        body: body({ email: 'new-admin@users.test', first_name: 'N', last_name: 'A', role: 'admin' }),
      }),
    );
    expect(await rowCount(backend.db, schema.users)).toBe(before);
    const ok = await call(backend, 'POST', '/api/v1/users', {
      headers: h.admin,
      body: body({ email: 'new-admin@users.test', first_name: 'N', last_name: 'A', role: 'admin' }),
    });
    expect(ok.status).toBe(201);
    expect(ok.json.data.attributes.role).toBe('admin');
  });

  test('401 signed out, 403 for a volunteer; nothing written, no mail', async () => {
    const before = await rowCount(backend.db, schema.users);
    const payload = body({ email: 'nope@users.test', first_name: 'N', last_name: 'O' });
    expectError(await call(backend, 'POST', '/api/v1/users', { headers: centerHeaders(center.id), body: payload }), 401, 'unauthorized');
    expectForbidden(await call(backend, 'POST', '/api/v1/users', { headers: h.volunteer, body: payload }));
    expect(await rowCount(backend.db, schema.users)).toBe(before);
    expect(await outbox(backend.db, 'nope@users.test')).toHaveLength(0);
  });

  test('validation: 422 with pointers; an address in use; an organization of another center; nothing written', async () => {
    const before = await rowCount(backend.db, schema.users);
    const invalid = await call(backend, 'POST', '/api/v1/users', {
      headers: { ...h.staff, ...en },
      body: body({ email: 'no-at-sign', last_name: '' }),
    });
    expect(invalid.status).toBe(422);
    const byPointer = Object.fromEntries(
      invalid.json.errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail]),
    );
    expect(byPointer).toEqual({
      '/data/attributes/email': 'Must be a valid e-mail address',
      '/data/attributes/first_name': 'This field is required',
      '/data/attributes/last_name': 'This field is required',
    });
    expectError(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.staff,
        body: body({ email: 'e@users.test', first_name: 'E', last_name: 'E', is_admin: true }),
      }),
      422,
      'unknownAttribute',
      {
        pointer: '/data/attributes/is_admin',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.staff,
        body: body({ email: 'e@users.test', first_name: 'E', last_name: 'E', organization_id: 'one' }),
      }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/organization_id',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.staff,
        body: body({ email: 'MEMBER-A@users.test', first_name: 'E', last_name: 'E' }),
      }),
      422,
      'emailTaken',
      {
        pointer: '/data/attributes/email',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.staff,
        body: body({ email: 'foreign-org@users.test', first_name: 'E', last_name: 'E', organization_id: foreignOrg.id }),
      }),
      422,
      'notFound',
      {
        pointer: '/data/attributes/organization_id',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/users', {
        headers: h.staff,
        body: body({ email: 'needs-org@users.test', first_name: 'E', last_name: 'E', role: 'mentor' }),
      }),
      422,
      'roleNeedsOrganization',
      {
        pointer: '/data/attributes/organization_id',
      },
    );
    expect(await rowCount(backend.db, schema.users)).toBe(before);
    expect(await outbox(backend.db, 'foreign-org@users.test')).toHaveLength(0);
    expect(await outbox(backend.db, 'needs-org@users.test')).toHaveLength(0);
  });
});

describe('PATCH /api/v1/users/{id}', () => {
  const patch = (id: number, headers: Headers, attributes: Record<string, unknown>) =>
    call(backend, 'PATCH', `/api/v1/users/${id}`, { headers, body: { data: { type: 'users', id: String(id), attributes } } });

  test('staff edit a user; deactivating ends their sessions; archived is final', async () => {
    const target = await createUser(backend.db, center.id);
    const targetHeaders = await signIn(backend, center.id, target.email);
    const res = await patch(target.id, h.staff, { first_name: 'Bewerkt', job_title: 'Coördinator' });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ first_name: 'Bewerkt', job_title: 'Coördinator', full_name: 'Bewerkt User' });
    expect(await userRow(target.id)).toMatchObject({ firstName: 'Bewerkt', jobTitle: 'Coördinator' });

    expect((await patch(target.id, h.staff, { status: 'inactive' })).status).toBe(200);
    expectError(await call(backend, 'GET', '/api/v1/current_user', { headers: targetHeaders }), 401, 'unauthorized');
    expect((await patch(target.id, h.staff, { status: 'active' })).status).toBe(200);
    expect((await patch(target.id, h.staff, { status: 'archived' })).status).toBe(200);
    expectError(await patch(target.id, h.staff, { status: 'active' }), 422, 'invalidTransition', { pointer: '/data/attributes/status' });
    expect((await userRow(target.id))!.status).toBe('archived');
    const audits = await backend.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectType, 'users'), eq(schema.auditLog.subjectId, String(target.id))));
    expect(audits.map((a) => a.action)).toEqual(['user.status.inactive', 'user.status.active', 'user.status.archived']);
  });

  test('invited -> inactive is refused; an organization superuser edits members of their organization', async () => {
    const invited = await createUser(backend.db, center.id, { status: 'invited', organizationId: orgA.id });
    expectError(await patch(invited.id, h.staff, { status: 'inactive' }), 422, 'invalidTransition', { pointer: '/data/attributes/status' });
    const res = await patch(u.memberA!.id, h.ownerA, { phone_number: '0201234567' });
    expect(res.status).toBe(200);
    expect((await userRow(u.memberA!.id))!.phoneNumber).toBe('0201234567');
  });

  test('users may not change their own status (403) but may edit their own name', async () => {
    expectForbidden(await patch(u.volunteer!.id, h.volunteer, { status: 'inactive' }));
    expect((await userRow(u.volunteer!.id))!.status).toBe('active');
    expect((await patch(u.volunteer!.id, h.volunteer, { last_name: 'Zelf' })).status).toBe(200);
  });

  test('users may not add themselves to an organization; staff may add a member', async () => {
    expectForbidden(await patch(u.volunteer!.id, h.volunteer, { organization_id: orgA.id }));
    expect(await rowCount(backend.db, schema.memberships, eq(schema.memberships.userId, u.volunteer!.id))).toBe(0);
    // An organization superuser may not move their member into another organization either.
    expectForbidden(await patch(u.memberA!.id, h.ownerA, { organization_id: orgB.id }));
    expect(
      await rowCount(
        backend.db,
        schema.memberships,
        and(eq(schema.memberships.userId, u.memberA!.id), eq(schema.memberships.organizationId, orgB.id)),
      ),
    ).toBe(0);
    const target = await createUser(backend.db, center.id);
    expect((await patch(target.id, h.staff, { organization_id: orgB.id })).status).toBe(200);
    expect(await rowCount(backend.db, schema.memberships, eq(schema.memberships.userId, target.id))).toBe(1);
    expectError(await patch(target.id, h.staff, { organization_id: foreignOrg.id }), 422, 'notFound', {
      pointer: '/data/attributes/organization_id',
    });
  });

  test('an organization superuser may not edit a center superuser in their organization, nor anyone an admin', async () => {
    const staffInA = await createUser(backend.db, center.id, { role: 'center_superuser', organizationId: orgA.id });
    expectForbidden(await patch(staffInA.id, h.ownerA, { first_name: 'Nee' }));
    expectForbidden(await patch(u.admin!.id, h.staff, { first_name: 'Nee' }));
    expect((await userRow(u.admin!.id))!.firstName).toBe('Test');
    expect((await userRow(staffInA.id))!.firstName).toBe('Test');
  });

  test("mentor_id: a mentor in one of the student's organizations of this center, set by who manages the student, never by the student", async () => {
    const student = await createUser(backend.db, center.id, { role: 'student', organizationId: orgA.id });
    const mentorA = await createUser(backend.db, center.id, { role: 'mentor', organizationId: orgA.id });
    const mentorB = await createUser(backend.db, center.id, { role: 'mentor', organizationId: orgB.id });
    const foreignMentor = await createUser(backend.db, otherCenter.id, { role: 'mentor', organizationId: foreignOrg.id });
    for (const mentor of [mentorB, foreignMentor, u.volunteer!, student])
      expectError(await patch(student.id, h.ownerA, { mentor_id: mentor.id }), 422, 'invalidMentor', {
        pointer: '/data/attributes/mentor_id',
      });
    expectError(await patch(student.id, h.ownerA, { mentor_id: 999_999 }), 422, 'invalidMentor', { pointer: '/data/attributes/mentor_id' });
    expect((await userRow(student.id))!.mentorId).toBeNull();
    const studentHeaders = await signIn(backend, center.id, student.email);
    expectForbidden(await patch(student.id, studentHeaders, { mentor_id: mentorA.id }));
    expect((await patch(student.id, h.ownerA, { mentor_id: mentorA.id })).status).toBe(200);
    expect((await userRow(student.id))!.mentorId).toBe(mentorA.id);
    // Sending the unchanged value in an edit form is no change.
    expect((await patch(student.id, studentHeaders, { mentor_id: mentorA.id, first_name: 'Stu' })).status).toBe(200);
    expect((await patch(student.id, h.staff, { mentor_id: null })).status).toBe(200);
    expect((await userRow(student.id))!.mentorId).toBeNull();
  });

  test('an organization superuser may not edit a member who also holds a center role, nor one who manages another organization', async () => {
    const contentManager = await createUser(backend.db, center.id, { role: 'volunteer', organizationId: orgA.id });
    await backend.db.insert(schema.roles).values({ userId: contentManager.id, name: 'content_manager', volunteerCenterId: center.id });
    const otherOwner = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: orgB.id });
    await backend.db.insert(schema.memberships).values({ userId: otherOwner.id, organizationId: orgA.id });
    for (const target of [contentManager, otherOwner]) {
      expectForbidden(await patch(target.id, h.ownerA, { first_name: 'Nee' }));
      expectForbidden(await patch(target.id, h.ownerA, { email: 'overname@users.test' }));
      expect(await userRow(target.id)).toMatchObject({ firstName: 'Test', email: target.email });
    }
    expect(await outbox(backend.db, 'overname@users.test')).toHaveLength(0);
  });

  test("e-mail: never applied at once; staff start a confirmation through the new address, one's own needs the current password", async () => {
    const target = await createUser(backend.db, center.id, { organizationId: orgA.id, email: 'wijzig@users.test' });
    const res = await patch(target.id, h.ownerA, { email: 'gewijzigd@users.test' });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.email).toBe('wijzig@users.test');
    expect(res.json.meta).toEqual({ pending_email: 'gewijzigd@users.test' });
    expect((await userRow(target.id))!.email).toBe('wijzig@users.test');
    expect((await outbox(backend.db, 'gewijzigd@users.test')).map((m) => m.template)).toEqual(['emailChange']);
    expect((await outbox(backend.db, 'wijzig@users.test')).map((m) => m.template)).toEqual(['emailChangeNotice']);

    const own = await signIn(backend, center.id, target.email);
    expectError(await patch(target.id, own, { email: 'zelf@users.test' }), 422, 'currentPasswordRequired', {
      pointer: '/data/attributes/current_password',
    });
    expectError(await patch(target.id, own, { email: 'zelf@users.test', current_password: 'fout' }), 422, 'invalidCredentials', {
      pointer: '/data/attributes/current_password',
    });
    expect(await outbox(backend.db, 'zelf@users.test')).toHaveLength(0);
    const ok = await patch(target.id, own, { email: 'zelf@users.test', current_password: PASSWORD });
    expect(ok.json.meta).toEqual({ pending_email: 'zelf@users.test' });
    expect((await userRow(target.id))!.email).toBe('wijzig@users.test');
  });

  test('404 for a user a volunteer cannot see and for another center; 422 for an address in use; 409 for a mismatching id', async () => {
    expectError(await patch(u.memberA!.id, h.volunteer, { first_name: 'Nee' }), 404, 'notFound');
    expectError(await patch(foreignUser.id, h.admin, { first_name: 'Nee' }), 404, 'notFound');
    expect((await userRow(foreignUser.id))!.firstName).toBe('Test');
    expectError(await patch(u.volunteer!.id, h.staff, { email: 'member-a@users.test' }), 422, 'emailTaken', {
      pointer: '/data/attributes/email',
    });
    expectError(
      await call(backend, 'PATCH', `/api/v1/users/${u.volunteer!.id}`, {
        headers: h.staff,
        body: { data: { type: 'users', id: String(u.memberA!.id), attributes: { first_name: 'X' } } },
      }),
      409,
      'idMismatch',
    );
    expectError(await patch(u.volunteer!.id, h.staff, { digest_days: [0, 8] }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/digest_days/0',
    });
    expectError(await patch(u.volunteer!.id, h.staff, { role: 'admin' }), 422, 'unknownAttribute', { pointer: '/data/attributes/role' });
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  test('staff delete a user; the row is gone and the deletion audited', async () => {
    const target = await createUser(backend.db, center.id, { organizationId: orgA.id });
    expect((await call(backend, 'DELETE', `/api/v1/users/${target.id}`, { headers: h.staff })).status).toBe(204);
    expect(await userRow(target.id)).toBeUndefined();
    expect(await rowCount(backend.db, schema.memberships, eq(schema.memberships.userId, target.id))).toBe(0);
    expect(
      await rowCount(
        backend.db,
        schema.auditLog,
        and(eq(schema.auditLog.action, 'user.delete'), eq(schema.auditLog.subjectId, String(target.id))),
      ),
    ).toBe(1);
  });

  test('a volunteer deletes their own account as DELETE /current_user does: with the password, anonymised', async () => {
    const self = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, self.email);
    const remove = (body?: unknown) => call(backend, 'DELETE', `/api/v1/users/${self.id}`, { headers, body });
    expectError(await remove(), 422, 'currentPasswordRequired', { pointer: '/data/attributes/current_password' });
    expectError(await remove({ data: { type: 'users', attributes: { current_password: 'fout' } } }), 422, 'invalidCredentials', {
      pointer: '/data/attributes/current_password',
    });
    expect((await userRow(self.id))!.email).toBe(self.email);
    expect((await remove({ data: { type: 'users', attributes: { current_password: PASSWORD } } })).status).toBe(204);
    expect(await userRow(self.id)).toMatchObject({ status: 'archived', email: `deleted-${self.id}@invalid`, passwordHash: null });
    expectError(await call(backend, 'GET', '/api/v1/current_user', { headers }), 401, 'unauthorized');
  });

  test('403 for staff deleting an admin and an organization superuser deleting a member; 404 for others and another center; 401 signed out', async () => {
    expectForbidden(await call(backend, 'DELETE', `/api/v1/users/${u.admin!.id}`, { headers: h.staff }));
    expectForbidden(await call(backend, 'DELETE', `/api/v1/users/${u.memberA!.id}`, { headers: h.ownerA }));
    expectError(await call(backend, 'DELETE', `/api/v1/users/${u.memberB!.id}`, { headers: h.volunteer }), 404, 'notFound');
    expectError(await call(backend, 'DELETE', `/api/v1/users/${foreignUser.id}`, { headers: h.admin }), 404, 'notFound');
    expectError(
      await call(backend, 'DELETE', `/api/v1/users/${u.memberB!.id}`, { headers: centerHeaders(center.id) }),
      401,
      'unauthorized',
    );
    for (const user of [u.admin!, u.memberA!, u.memberB!, foreignUser]) expect(await userRow(user.id)).toBeDefined();
  });
});

describe('PUT /api/v1/users/{id}/add_role and DELETE /api/v1/users/{id}/remove_role', () => {
  const roleBody = (role: string, organizationId?: number | null) => ({
    data: { type: 'roles', attributes: { role, ...(organizationId !== undefined ? { organization_id: organizationId } : {}) } },
  });
  const add = (id: number, headers: Headers, role: string, organizationId?: number | null) =>
    call(backend, 'PUT', `/api/v1/users/${id}/add_role`, { headers, body: roleBody(role, organizationId) });
  const remove = (id: number, headers: Headers, role: string, organizationId?: number | null) =>
    call(backend, 'DELETE', `/api/v1/users/${id}/remove_role`, { headers, body: roleBody(role, organizationId) });

  test('staff add and remove an organization role; the membership follows; audited', async () => {
    const target = await createUser(backend.db, center.id);
    const added = await add(target.id, h.staff, 'organization_superuser', orgB.id);
    expect(added.status).toBe(200);
    expect(added.json.data.attributes.role).toBe('organization_superuser');
    expect(await rolesOf(target.id)).toEqual([`organization_superuser:${orgB.id}`, 'volunteer:-']);
    expect(
      await rowCount(
        backend.db,
        schema.memberships,
        and(eq(schema.memberships.userId, target.id), eq(schema.memberships.organizationId, orgB.id)),
      ),
    ).toBe(1);
    // Adding twice is harmless.
    expect((await add(target.id, h.staff, 'organization_superuser', orgB.id)).status).toBe(200);
    expect(await rolesOf(target.id)).toHaveLength(2);
    const removed = await remove(target.id, h.staff, 'organization_superuser', orgB.id);
    expect(removed.status).toBe(200);
    expect(removed.json.data.attributes.role).toBe('volunteer');
    expect(await rolesOf(target.id)).toEqual(['volunteer:-']);
    const actions = (
      await backend.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.subjectId, String(target.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(['user.role.add', 'user.role.add', 'user.role.remove']);
  });

  test('a center superuser cannot grant or remove admin (403 on /data/attributes/role); an admin can', async () => {
    const target = await createUser(backend.db, center.id);
    const refused = await add(target.id, { ...h.staff, ...en }, 'admin');
    const error = expectError(refused, 403, 'roleNotAllowed', { pointer: '/data/attributes/role' });
    expect(error.detail).toContain('admin');
    expect(await rolesOf(target.id)).toEqual(['volunteer:-']);
    expect((await add(target.id, h.admin, 'admin')).status).toBe(200);
    expect(await rolesOf(target.id)).toEqual(['admin:-', 'volunteer:-']);
    expectError(await remove(target.id, h.staff, 'admin'), 403, 'roleNotAllowed');
    expect(await rolesOf(target.id)).toContain('admin:-');
    // A center superuser may grant center_superuser.
    expect((await add(u.memberB!.id, h.staff, 'center_superuser')).status).toBe(200);
    expect((await remove(u.memberB!.id, h.staff, 'center_superuser')).status).toBe(200);
  });

  test('an organization superuser grants organization roles in their own organization only', async () => {
    const target = await createUser(backend.db, center.id, { organizationId: orgA.id });
    expect((await add(target.id, h.ownerA, 'mentor', orgA.id)).status).toBe(200);
    expectError(await add(target.id, h.ownerA, 'mentor', orgB.id), 403, 'roleNotAllowed');
    expectError(await add(target.id, h.ownerA, 'content_manager', orgA.id), 403, 'roleNotAllowed');
    expectError(await add(target.id, h.ownerA, 'center_superuser'), 403, 'roleNotAllowed');
    expect(await rolesOf(target.id)).toEqual([`mentor:${orgA.id}`, 'volunteer:-']);
  });

  test('validation and scope: role needs an organization, unknown role, other-center organization, other-center user, volunteer', async () => {
    const target = await createUser(backend.db, center.id);
    expectError(await add(target.id, h.staff, 'student'), 422, 'roleNeedsOrganization', { pointer: '/data/attributes/organization_id' });
    expectError(await add(target.id, h.staff, 'emperor'), 422, 'invalidAttribute', { pointer: '/data/attributes/role' });
    expectError(await add(target.id, h.staff, 'student', foreignOrg.id), 422, 'notFound', { pointer: '/data/attributes/organization_id' });
    expectError(await add(foreignUser.id, h.admin, 'volunteer'), 404, 'notFound');
    expectError(await add(target.id, h.volunteer, 'volunteer'), 404, 'notFound');
    // A volunteer may read themselves but not grant themselves a role.
    expectError(await add(u.volunteer!.id, h.volunteer, 'center_superuser'), 403, 'roleNotAllowed');
    expectError(await add(target.id, centerHeaders(center.id), 'volunteer'), 401, 'unauthorized');
    expect(await rolesOf(target.id)).toEqual(['volunteer:-']);
    expect(await rolesOf(u.volunteer!.id)).toEqual(['volunteer:-']);
    expect(await rolesOf(foreignUser.id)).toEqual(['volunteer:-']);
  });
});

const member = async (orgIds: number[], role: 'volunteer' | 'organization_superuser' = 'volunteer') => {
  const user = await createUser(backend.db, center.id, { role, organizationId: orgIds[0] });
  for (const id of orgIds.slice(1)) await backend.db.insert(schema.memberships).values({ userId: user.id, organizationId: id });
  return { user, headers: await signIn(backend, center.id, user.email) };
};
const ownRow = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('GET /api/v1/current_user', () => {
  test('include=roles: the user, the primary role and the included roles', async () => {
    const org = await createOrganization(backend.db, center.id);
    const { user, headers } = await member([org.id], 'organization_superuser');
    await backend.db.insert(schema.roles).values({ userId: user.id, name: 'volunteer', volunteerCenterId: center.id });
    const res = await call(backend, 'GET', '/api/v1/current_user?include=roles', { headers });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      type: 'users',
      id: String(user.id),
      attributes: { email: user.email, role: 'organization_superuser', organization_id: org.id },
    });
    expect(
      includedOf(res.json, 'roles')
        .map((r) => (r as unknown as { attributes: { name: string } }).attributes.name)
        .sort(),
    ).toEqual(['organization_superuser', 'volunteer']);
    expect(res.json.meta).toBeUndefined();
    expect(res.headers.get('access-token')).toBe(headers['access-token']);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('401 signed out (English and Dutch)', async () => {
    const english = expectError(
      await call(backend, 'GET', '/api/v1/current_user', { headers: centerHeaders(center.id, en) }),
      401,
      'unauthorized',
    );
    const dutch = expectError(
      await call(backend, 'GET', '/api/v1/current_user', { headers: centerHeaders(center.id, { 'accept-language': 'nl-NL,nl;q=0.9' }) }),
      401,
      'unauthorized',
    );
    expect(english.title).toBe('Not authorized');
    expect(dutch.detail).not.toBe(english.detail);
  });

  test('unknown include is 400', async () => {
    const { headers } = await member([]);
    expectError(await call(backend, 'GET', '/api/v1/current_user?include=secrets', { headers }), 400, 'unknownInclude', {
      parameter: 'include',
    });
  });
});

describe('PATCH /api/v1/current_user', () => {
  const patch = (headers: Record<string, string>, attributes: Record<string, unknown>) =>
    call(backend, 'PATCH', '/api/v1/current_user', { headers, body: { data: { type: 'users', attributes } } });

  test('updates own profile fields', async () => {
    const { user, headers } = await member([]);
    const res = await patch(headers, {
      first_name: 'Zelf',
      phone_number: '0612345678',
      locale: 'en',
      digest_days: [1, 5],
      gender: 'female',
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({
      first_name: 'Zelf',
      phone_number: '0612345678',
      locale: 'en',
      digest_days: [1, 5],
      gender: 'female',
    });
    expect(await ownRow(user.id)).toMatchObject({ firstName: 'Zelf', locale: 'en', digestDays: [1, 5] });
  });

  test('own status, role, e-mail and organization are not attributes here; nothing changes', async () => {
    const { user, headers } = await member([]);
    for (const attributes of [{ status: 'archived' }, { role: 'admin' }, { organization_id: 1 }, { volunteer_center_id: otherCenter.id }]) {
      const key = Object.keys(attributes)[0]!;
      expectError(await patch(headers, attributes), 422, 'unknownAttribute', { pointer: `/data/attributes/${key}` });
    }
    const row = await ownRow(user.id);
    expect(row).toMatchObject({ status: 'active', volunteerCenterId: center.id });
    expect(await rowCount(backend.db, schema.memberships, eq(schema.memberships.userId, user.id))).toBe(0);
  });

  test('validation errors are 422 with pointers', async () => {
    const { user, headers } = await member([]);
    expectError(await patch(headers, { first_name: '' }), 422, 'invalidAttribute', { pointer: '/data/attributes/first_name' });
    expectError(await patch(headers, { gender: 'robot' }), 422, 'invalidAttribute', { pointer: '/data/attributes/gender' });
    expectError(await patch(headers, { digest_days: 'monday' }), 422, 'invalidAttribute', { pointer: '/data/attributes/digest_days' });
    expect((await ownRow(user.id)).firstName).toBe('Test');
  });

  test('a password change needs the current password; it keeps this session and ends the others', async () => {
    const { user, headers } = await member([]);
    const other = await signIn(backend, center.id, user.email);
    const NEW = 'Ander-wachtwoord-9';
    const hash = (await ownRow(user.id)).passwordHash;
    expectError(await patch(headers, { password: NEW, password_confirmation: NEW }), 422, 'currentPasswordRequired', {
      pointer: '/data/attributes/current_password',
    });
    expectError(await patch(headers, { password: NEW, password_confirmation: NEW, current_password: 'wrong' }), 422, 'invalidCredentials', {
      pointer: '/data/attributes/current_password',
    });
    expectError(await patch(headers, { password: NEW, password_confirmation: 'x', current_password: PASSWORD }), 422, 'passwordMismatch', {
      pointer: '/data/attributes/password_confirmation',
    });
    expectError(
      await patch(headers, { password: 'kort', password_confirmation: 'kort', current_password: PASSWORD }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/password',
      },
    );
    expect((await ownRow(user.id)).passwordHash).toBe(hash);
    expect((await call(backend, 'GET', '/api/v1/current_user', { headers: other })).status).toBe(200);

    const ok = await patch(headers, { password: NEW, password_confirmation: NEW, current_password: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await ownRow(user.id)).passwordHash).not.toBe(hash);
    expect((await call(backend, 'GET', '/api/v1/current_user', { headers })).status).toBe(200);
    expectError(await call(backend, 'GET', '/api/v1/current_user', { headers: other }), 401, 'unauthorized');
    expect((await signIn(backend, center.id, user.email, NEW)).client).toBeTruthy();
  });

  test('401 signed out', async () => {
    expectError(await patch(centerHeaders(center.id), { first_name: 'X' }), 401, 'unauthorized');
  });
});

describe('GET /api/v1/current_organizations', () => {
  test("lists the user's organizations of this center by name, without deleted ones", async () => {
    const b = await createOrganization(backend.db, center.id, { name: 'B Vereniging' });
    const a = await createOrganization(backend.db, center.id, { name: 'A Stichting', status: 'pending' });
    const gone = await createOrganization(backend.db, center.id, { name: 'C Weg', status: 'deleted' });
    const notMine = await createOrganization(backend.db, center.id, { name: 'AA Niet van mij' });
    const { headers } = await member([b.id, a.id, gone.id]);
    const res = await call(backend, 'GET', '/api/v1/current_organizations', { headers });
    expect(res.status).toBe(200);
    expect(res.json.data.map((o: { id: string }) => o.id)).toEqual([String(a.id), String(b.id)]);
    expect(res.json.meta.total_count).toBe(2);
    expect(res.json.data.map((o: { id: string }) => o.id)).not.toContain(String(notMine.id));
  });

  test('empty for a user without organizations; 401 signed out', async () => {
    const { headers } = await member([]);
    const res = await call(backend, 'GET', '/api/v1/current_organizations', { headers });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
    expectError(await call(backend, 'GET', '/api/v1/current_organizations', { headers: centerHeaders(center.id) }), 401, 'unauthorized');
  });
});

describe('GET /api/v1/current_organization', () => {
  test('defaults to the first School or VolunteerCenter; include=address,profile', async () => {
    const nonProfit = await createOrganization(backend.db, center.id, { name: 'Aaa NonProfit' });
    const school = await createOrganization(backend.db, center.id, { name: 'Zzz School', organizationType: 'School' });
    const [address] = await backend.db
      .insert(schema.addresses)
      .values({ street: 'Schoolstraat', houseNumber: '3', city: 'Hattem' })
      .returning();
    await backend.db.update(schema.organizations).set({ addressId: address!.id }).where(eq(schema.organizations.id, school.id));
    await backend.db.insert(schema.organizationProfiles).values({ organizationId: school.id });
    const { headers } = await member([nonProfit.id, school.id]);
    const res = await call(backend, 'GET', '/api/v1/current_organization?include=address,profile', { headers });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      type: 'organizations',
      id: String(school.id),
      attributes: { organization_type: 'School', city: 'Hattem' },
    });
    expect(includedOf(res.json, 'addresses')).toEqual([expect.objectContaining({ id: String(address!.id) })]);
    expect(includedOf(res.json, 'organization_profiles')).toHaveLength(1);
  });

  test('a VolunteerCenter counts too; without either, the first organization by name', async () => {
    const vc = await createOrganization(backend.db, center.id, { name: 'Yyy Centrale', organizationType: 'VolunteerCenter' });
    const np = await createOrganization(backend.db, center.id, { name: 'Bbb NonProfit' });
    expect(
      (await call(backend, 'GET', '/api/v1/current_organization', { headers: (await member([np.id, vc.id])).headers })).json.data.id,
    ).toBe(String(vc.id));
    const first = await createOrganization(backend.db, center.id, { name: 'Aab Eerste' });
    const second = await createOrganization(backend.db, center.id, { name: 'Aac Tweede' });
    expect(
      (await call(backend, 'GET', '/api/v1/current_organization', { headers: (await member([second.id, first.id])).headers })).json.data.id,
    ).toBe(String(first.id));
  });

  test('Current-Organization-Id selects one of the memberships', async () => {
    const np = await createOrganization(backend.db, center.id, { name: 'Ccc NonProfit' });
    const school = await createOrganization(backend.db, center.id, { name: 'Ccc School', organizationType: 'School' });
    const { headers } = await member([np.id, school.id]);
    const res = await call(backend, 'GET', '/api/v1/current_organization', {
      headers: { ...headers, 'current-organization-id': String(np.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(String(np.id));
    // "null" (as a client sends before it knows) means no selection.
    const none = await call(backend, 'GET', '/api/v1/current_organization', { headers: { ...headers, 'current-organization-id': 'null' } });
    expect(none.json.data.id).toBe(String(school.id));
  });

  test('Current-Organization-Id of an organization the user is not a member of is 403 (also non-numeric)', async () => {
    const mine = await createOrganization(backend.db, center.id);
    const notMine = await createOrganization(backend.db, center.id);
    const foreign = await createOrganization(backend.db, otherCenter.id);
    const { headers } = await member([mine.id]);
    for (const value of [String(notMine.id), String(foreign.id), 'abc', '1;drop']) {
      const res = await call(backend, 'GET', '/api/v1/current_organization', {
        headers: { ...headers, 'current-organization-id': value, ...en },
      });
      expect(expectError(res, 403, 'organizationNotMember', { header: 'Current-Organization-Id' }).detail).toBe(
        'You are not a member of this organization.',
      );
    }
    // Every authenticated endpoint checks it.
    expectError(
      await call(backend, 'GET', '/api/v1/current_user', { headers: { ...headers, 'current-organization-id': String(notMine.id) } }),
      403,
      'organizationNotMember',
    );
  });

  test('404 without organizations; 401 signed out', async () => {
    const { headers } = await member([]);
    expectError(await call(backend, 'GET', '/api/v1/current_organization', { headers }), 404, 'notFound');
    expectError(await call(backend, 'GET', '/api/v1/current_organization', { headers: centerHeaders(center.id) }), 401, 'unauthorized');
  });

  test('a membership in a deleted organization is not selected', async () => {
    const gone = await createOrganization(backend.db, center.id, {
      name: 'Aaaa School Weg',
      organizationType: 'School',
      status: 'deleted',
    });
    const kept = await createOrganization(backend.db, center.id, { name: 'Zzzz Blijft' });
    const { user, headers } = await member([gone.id, kept.id]);
    const res = await call(backend, 'GET', '/api/v1/current_organization', { headers });
    expect(res.json.data.id).toBe(String(kept.id));
    expect(await rowCount(backend.db, schema.memberships, and(eq(schema.memberships.userId, user.id)))).toBe(2);
  });
});
