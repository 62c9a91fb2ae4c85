/**
 * The user's own profile: e-mail change confirmed through the new address (POST /current_user/email,
 * POST /confirm_email), digest days, language and password (PATCH /current_user), and self-deletion with
 * anonymisation (DELETE /current_user).
 */
import { and, eq, sql } from 'drizzle-orm';
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
  tokenFromMail,
  type TestBackend,
} from '../support/api';
import { en, expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  otherCenter = await createCenter(backend.db, { tenantKey: 'demo' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const json = 'application/json';
const resource = (attributes: Record<string, unknown>) => ({ data: { type: 'users', attributes } });
const row = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const me = (headers: Record<string, string>) => call(backend, 'GET', '/api/v1/current_user', { headers });
const patch = (headers: Record<string, string>, attributes: Record<string, unknown>) =>
  call(backend, 'PATCH', '/api/v1/current_user', { headers, body: resource(attributes) });
const requestChange = (headers: Record<string, string>, email: string, password = PASSWORD) =>
  call(backend, 'POST', '/api/v1/current_user/email', { headers, body: resource({ email, current_password: password }) });
const confirm = (token: string, headers: Record<string, string> = centerHeaders(center.id)) =>
  call(backend, 'POST', '/api/v1/confirm_email', { headers, body: { email_token: token }, contentType: json });
const signInCall = (email: string, password = PASSWORD) =>
  call(backend, 'POST', '/auth/sign_in', { headers: centerHeaders(center.id), body: { email, password }, contentType: json });
const headersOf = (res: { headers: Headers }) => ({
  ...centerHeaders(center.id),
  'access-token': res.headers.get('access-token') ?? '',
  client: res.headers.get('client') ?? '',
  uid: res.headers.get('uid') ?? '',
});

async function volunteer(attrs: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(backend.db, center.id, { role: 'volunteer', ...attrs });
  return { user, headers: await signIn(backend, center.id, user.email) };
}

describe('e-mail change (POST /current_user/email, POST /confirm_email)', () => {
  test('mails a link to the new address and a notice to the old one; nothing changes until confirmed', async () => {
    const { user, headers } = await volunteer({ email: 'eva@profile.test', firstName: 'Eva' });
    const res = await requestChange(headers, 'Eva.Nieuw@profile.test');
    expect(res.status).toBe(202);
    expect(res.json.meta).toMatchObject({
      email: 'eva@profile.test',
      pending_email: 'Eva.Nieuw@profile.test',
      pending_expires_at: expect.any(String),
    });

    const [link] = await outbox(backend.db, 'Eva.Nieuw@profile.test');
    expect(link).toMatchObject({ template: 'emailChange', locale: 'nl', volunteerCenterId: center.id });
    expect(link!.textBody).toContain(`http://${center.slug}.localhost:3000/profile-edit/email?email_token=`);
    expect(link!.subject).toContain('Bevestig je nieuwe e-mailadres');
    const [notice] = await outbox(backend.db, 'eva@profile.test');
    expect(notice).toMatchObject({ template: 'emailChangeNotice' });
    expect(notice!.textBody).toContain('Eva.Nieuw@profile.test');
    expect(notice!.textBody).not.toContain('email_token');

    // Unchanged until confirmed: the row, this session, signing in with the old address.
    expect((await row(user.id)).email).toBe('eva@profile.test');
    expect((await me(headers)).json.data.attributes.email).toBe('eva@profile.test');
    expect((await signInCall('eva@profile.test')).status).toBe(200);
    expect((await signInCall('Eva.Nieuw@profile.test')).status).toBe(401);
    const pending = await call(backend, 'GET', '/api/v1/current_user/email', { headers });
    expect(pending.json.meta).toMatchObject({ email: 'eva@profile.test', pending_email: 'Eva.Nieuw@profile.test' });
  });

  test('English users get the /en link and an English mail', async () => {
    const { headers } = await volunteer({ locale: 'en' });
    expect((await requestChange(headers, 'english-new@profile.test')).status).toBe(202);
    const [mail] = await outbox(backend.db, 'english-new@profile.test');
    expect(mail!.textBody).toContain(`http://${center.slug}.localhost:3000/en/profile-edit/email?email_token=`);
    expect(mail!.subject).toContain('Confirm your new e-mail address');
  });

  test('confirming switches the address, re-keys this session to the new uid, ends other sessions; the token is single-use', async () => {
    const { user, headers } = await volunteer({ email: 'frank@profile.test' });
    const elsewhere = await signIn(backend, center.id, user.email);
    await requestChange(headers, 'frank.new@profile.test');
    const token = tokenFromMail((await outbox(backend.db, 'frank.new@profile.test'))[0]!.textBody, 'email_token');

    const ok = await confirm(token, headers);
    expect(ok.status).toBe(200);
    expect(ok.json.meta).toEqual({ email: 'frank.new@profile.test' });
    expect(ok.headers.get('uid')).toBe('frank.new@profile.test');
    expect(ok.headers.get('access-token')).toBe(headers['access-token']);
    expect((await row(user.id)).email).toBe('frank.new@profile.test');

    expect((await me(headersOf(ok))).json.data.attributes.email).toBe('frank.new@profile.test');
    expectError(await me(headers), 401, 'unauthorized');
    expectError(await me(elsewhere), 401, 'unauthorized');
    expectError(await signInCall('frank@profile.test'), 401, 'invalidCredentials');
    expect((await signInCall('FRANK.NEW@profile.test')).status).toBe(200);

    expectError(await confirm(token), 422, 'invalidToken', { pointer: '/email_token' });
    const pending = await call(backend, 'GET', '/api/v1/current_user/email', { headers: headersOf(ok) });
    expect(pending.json.meta.pending_email).toBeNull();
  });

  test('confirming works without being signed in (the link proves the mailbox), as JSON:API too', async () => {
    const { user, headers } = await volunteer();
    await requestChange(headers, 'anon-confirm@profile.test');
    const token = tokenFromMail((await outbox(backend.db, 'anon-confirm@profile.test'))[0]!.textBody, 'email_token');
    const res = await call(backend, 'POST', '/api/v1/confirm_email', {
      headers: centerHeaders(center.id),
      body: { data: { type: 'users', attributes: { email_token: token } } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-token')).toBeNull();
    expect((await row(user.id)).email).toBe('anon-confirm@profile.test');
  });

  test('wrong or missing current password, the same or a taken address (any case), a bad address: 422 with pointers; nothing mailed', async () => {
    await createUser(backend.db, center.id, { email: 'taken@profile.test' });
    const { user, headers } = await volunteer({ email: 'gert@profile.test' });
    expectError(await requestChange(headers, 'gert2@profile.test', 'wrong'), 422, 'invalidCredentials', {
      pointer: '/data/attributes/current_password',
    });
    expectError(await requestChange(headers, 'gert2@profile.test', ''), 422, 'invalidAttribute', {
      pointer: '/data/attributes/current_password',
    });
    expectError(await requestChange(headers, 'GERT@profile.test'), 422, 'emailUnchanged', { pointer: '/data/attributes/email' });
    expectError(await requestChange(headers, 'Taken@Profile.test'), 422, 'emailTaken', { pointer: '/data/attributes/email' });
    expectError(await requestChange(headers, 'geen-adres'), 422, 'invalidAttribute', { pointer: '/data/attributes/email' });
    const plain = await call(backend, 'POST', '/api/v1/current_user/email', {
      headers: { ...headers, ...en },
      body: { email: 'gert2@profile.test', current_password: 'wrong' },
      contentType: json,
    });
    expect(expectError(plain, 422, 'invalidCredentials', { pointer: '/current_password' }).detail).toMatch(/Invalid login credentials/);
    expect(await outbox(backend.db, 'gert2@profile.test')).toHaveLength(0);
    expect(await outbox(backend.db, 'gert@profile.test')).toHaveLength(0);
    expect((await row(user.id)).email).toBe('gert@profile.test');
  });

  test('an address taken between request and confirmation is refused (422); the address stays', async () => {
    const { user, headers } = await volunteer({ email: 'hanna@profile.test' });
    await requestChange(headers, 'hanna.new@profile.test');
    const token = tokenFromMail((await outbox(backend.db, 'hanna.new@profile.test'))[0]!.textBody, 'email_token');
    await createUser(backend.db, otherCenter.id, { email: 'HANNA.NEW@profile.test' });
    expectError(await confirm(token, headers), 422, 'emailTaken', { pointer: '/email_token' });
    expect((await row(user.id)).email).toBe('hanna@profile.test');
    expect((await me(headers)).status).toBe(200);
  });

  test("a newer request replaces the older link; a link is only valid on the user's own center", async () => {
    const { user, headers } = await volunteer();
    await requestChange(headers, 'first-try@profile.test');
    const first = tokenFromMail((await outbox(backend.db, 'first-try@profile.test'))[0]!.textBody, 'email_token');
    await requestChange(headers, 'second-try@profile.test');
    const second = tokenFromMail((await outbox(backend.db, 'second-try@profile.test'))[0]!.textBody, 'email_token');
    expectError(await confirm(first), 422, 'invalidToken');
    expectError(await confirm(second, centerHeaders(otherCenter.id)), 422, 'invalidToken');
    expect((await confirm(second)).status).toBe(200);
    expect((await row(user.id)).email).toBe('second-try@profile.test');
  });

  test('an admin acting as the user cannot change the address (403)', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin' });
    const { user } = await volunteer();
    const adminHeaders = await signIn(backend, center.id, admin.email);
    const as = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers: adminHeaders,
      body: { user_id: user.id },
      contentType: json,
    });
    expectForbidden(await requestChange(headersOf(as), 'impersonated@profile.test'));
    expectForbidden(
      await call(backend, 'DELETE', '/api/v1/current_user', {
        headers: headersOf(as),
        body: { current_password: PASSWORD },
        contentType: json,
      }),
    );
    expect((await row(user.id)).status).toBe('active');
  });
});

describe('digest days, language and password (PATCH /current_user)', () => {
  test('digest days: ISO weekdays 1-7, stored once each in order; none = no digest; others 422', async () => {
    const { user, headers } = await volunteer();
    const res = await patch(headers, { digest_days: [5, 1, 5, 7] });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.digest_days).toEqual([1, 5, 7]);
    expect((await row(user.id)).digestDays).toEqual([1, 5, 7]);
    expect((await patch(headers, { digest_days: [] })).json.data.attributes.digest_days).toEqual([]);
    expectError(await patch(headers, { digest_days: [0] }), 422, 'invalidAttribute', { pointer: '/data/attributes/digest_days/0' });
    expectError(await patch(headers, { digest_days: [8] }), 422, 'invalidAttribute', { pointer: '/data/attributes/digest_days/0' });
    expectError(await patch(headers, { digest_days: null }), 422, 'invalidAttribute', { pointer: '/data/attributes/digest_days' });
    expect((await row(user.id)).digestDays).toEqual([]);
  });

  test('language: nl or en; mails follow it', async () => {
    const { user, headers } = await volunteer();
    expect((await patch(headers, { locale: 'en' })).json.data.attributes.locale).toBe('en');
    expect((await row(user.id)).locale).toBe('en');
    expectError(await patch(headers, { locale: 'de' }), 422, 'invalidAttribute', { pointer: '/data/attributes/locale' });
    await requestChange(headers, 'now-english@profile.test');
    expect((await outbox(backend.db, 'now-english@profile.test'))[0]!.locale).toBe('en');
  });

  test('profile fields: name, phone, job title, gender (male/female/other); empty optional fields clear them', async () => {
    const { user, headers } = await volunteer();
    const res = await patch(headers, {
      first_name: 'Ida',
      last_name: 'Jansen',
      phone_number: '0612345678',
      job_title: 'Coördinator',
      gender: 'other',
    });
    expect(res.json.data.attributes).toMatchObject({
      first_name: 'Ida',
      last_name: 'Jansen',
      full_name: 'Ida Jansen',
      job_title: 'Coördinator',
      gender: 'other',
    });
    expect((await patch(headers, { phone_number: null, job_title: null, gender: null })).status).toBe(200);
    expect(await row(user.id)).toMatchObject({ phoneNumber: null, jobTitle: null, gender: null, firstName: 'Ida' });
  });

  test('password: a wrong current password is 422 on current_password; the right one changes it', async () => {
    const { user, headers } = await volunteer();
    const NEW = 'Nieuw-wachtwoord-1';
    expectError(await patch(headers, { password: NEW, password_confirmation: NEW, current_password: 'fout' }), 422, 'invalidCredentials', {
      pointer: '/data/attributes/current_password',
    });
    expect((await patch(headers, { password: NEW, password_confirmation: NEW, current_password: PASSWORD })).status).toBe(200);
    expectError(await signInCall(user.email), 401, 'invalidCredentials');
    expect((await signInCall(user.email, NEW)).status).toBe(200);
  });
});

describe('self-deletion (DELETE /current_user)', () => {
  test('anonymises the person, revokes everything, keeps the row and an audit entry without personal data; others unaffected', async () => {
    const org = await createOrganization(backend.db, center.id);
    const { user, headers } = await volunteer({
      email: 'jet@profile.test',
      firstName: 'Jet',
      organizationId: org.id,
      role: 'organization_superuser',
    });
    await backend.db
      .update(schema.users)
      .set({ phoneNumber: '0611111111', jobTitle: 'Vrijwilliger', gender: 'female', digestDays: [1, 3] })
      .where(eq(schema.users.id, user.id));
    const elsewhere = await signIn(backend, center.id, user.email);
    const student = await createUser(backend.db, center.id, { role: 'student', organizationId: org.id });
    await backend.db.update(schema.users).set({ mentorId: user.id }).where(eq(schema.users.id, student.id));
    const bystander = await volunteer({ email: 'bystander@profile.test' });
    await requestChange(headers, 'jet.pending@profile.test');
    expect(await outbox(backend.db, 'jet@profile.test')).toHaveLength(1);

    expectError(
      await call(backend, 'DELETE', '/api/v1/current_user', { headers, body: { current_password: 'fout' }, contentType: json }),
      422,
      'invalidCredentials',
      { pointer: '/current_password' },
    );
    expect((await row(user.id)).email).toBe('jet@profile.test');

    const res = await call(backend, 'DELETE', '/api/v1/current_user', { headers, body: { current_password: PASSWORD }, contentType: json });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-token')).toBeNull();

    expect(await row(user.id)).toMatchObject({
      firstName: 'Verwijderde gebruiker',
      lastName: '',
      email: `deleted-${user.id}@invalid`,
      phoneNumber: null,
      jobTitle: null,
      gender: null,
      passwordHash: null,
      digestDays: [],
      status: 'archived',
      volunteerCenterId: center.id,
    });
    expect(await rowCount(backend.db, schema.roles, eq(schema.roles.userId, user.id))).toBe(0);
    expect(await rowCount(backend.db, schema.memberships, eq(schema.memberships.userId, user.id))).toBe(0);
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, user.id))).toBe(0);
    expect(await rowCount(backend.db, schema.userTokens, eq(schema.userTokens.userId, user.id))).toBe(0);
    expect(await outbox(backend.db, 'jet@profile.test')).toHaveLength(0);
    expect(await outbox(backend.db, 'jet.pending@profile.test')).toHaveLength(0);
    expect((await row(student.id)).mentorId).toBeNull();

    expectError(await me(headers), 401, 'unauthorized');
    expectError(await me(elsewhere), 401, 'unauthorized');
    expectError(await signInCall('jet@profile.test'), 401, 'invalidCredentials');
    expectError(await signInCall(`deleted-${user.id}@invalid`), 401, 'invalidCredentials');

    const entries = await backend.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, user.id));
    const entry = entries.find((e) => e.action === 'user.self_delete');
    expect(entry).toMatchObject({ subjectType: 'users', subjectId: String(user.id), data: null, ip: null, volunteerCenterId: center.id });
    expect(entries.every((e) => e.ip === null)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/jet|0611111111/i);

    expect((await me(bystander.headers)).status).toBe(200);
    expect((await row(bystander.user.id)).email).toBe('bystander@profile.test');
  });

  test('accepts a JSON:API body (pointer under /data/attributes)', async () => {
    const { user, headers } = await volunteer();
    const body = (password: string) => resource({ current_password: password });
    expectError(await call(backend, 'DELETE', '/api/v1/current_user', { headers, body: body('x') }), 422, 'invalidCredentials', {
      pointer: '/data/attributes/current_password',
    });
    expectError(await call(backend, 'DELETE', '/api/v1/current_user', { headers, body: resource({}) }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/current_password',
    });
    expect((await call(backend, 'DELETE', '/api/v1/current_user', { headers, body: body(PASSWORD) })).status).toBe(204);
    expect((await row(user.id)).status).toBe('archived');
  });

  test('the last admin of the tenant cannot delete themselves (422); with another admin they can', async () => {
    const solo = await createCenter(backend.db, { tenantKey: 'roermond' });
    const sibling = await createCenter(backend.db, { tenantKey: 'roermond' });
    const admin = await createUser(backend.db, solo.id, { role: 'admin' });
    const headers = await signIn(backend, solo.id, admin.email);
    const remove = () =>
      call(backend, 'DELETE', '/api/v1/current_user', {
        headers: { ...headers, ...en },
        body: { current_password: PASSWORD },
        contentType: json,
      });
    // An archived admin does not count.
    await createUser(backend.db, sibling.id, { role: 'admin', status: 'archived' });
    expect(expectError(await remove(), 422, 'lastAdmin').detail).toMatch(/last administrator/);
    expect((await row(admin.id)).status).toBe('active');
    await createUser(backend.db, sibling.id, { role: 'admin' });
    expect((await remove()).status).toBe(204);
  });

  test('401 signed out for every profile endpoint', async () => {
    const anon = centerHeaders(center.id);
    expectError(
      await call(backend, 'DELETE', '/api/v1/current_user', { headers: anon, body: { current_password: PASSWORD }, contentType: json }),
      401,
      'unauthorized',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/current_user/email', {
        headers: anon,
        body: { email: 'x@profile.test', current_password: PASSWORD },
        contentType: json,
      }),
      401,
      'unauthorized',
    );
    expectError(await call(backend, 'GET', '/api/v1/current_user/email', { headers: anon }), 401, 'unauthorized');
    expectError(await patch(anon, { digest_days: [1] }), 401, 'unauthorized');
    expect(
      await rowCount(backend.db, schema.users, and(eq(schema.users.status, 'archived'), sql`${schema.users.email} like 'deleted-%'`)),
    ).toBeGreaterThan(0);
  });
});
