/** The organization's decision (every transition allowed and refused), the internal note, and withdrawing. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { call, centerHeaders, createUser, outbox, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { applicationWorld, createApplication, createVacancy } from '../support/factories/applications';
import { en, expectError, expectForbidden } from './helpers';

let backend: TestBackend;
let w: Awaited<ReturnType<typeof applicationWorld>>;
const h: Record<string, Headers> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  w = await applicationWorld(backend);
  const pageManager = await createUser(backend.db, w.center.id, { role: 'page_manager' });
  for (const [name, user] of Object.entries({ ...w.people, pageManager }))
    h[name] = await signIn(backend, user.volunteerCenterId, user.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const patch = (id: number, attributes: Record<string, unknown>, headers: Headers = h.superNl!) =>
  call(backend, 'PATCH', `/api/v1/applications/${id}`, { headers, body: { data: { type: 'applications', id: String(id), attributes } } });
const withdraw = (id: number, headers: Headers) => call(backend, 'POST', `/api/v1/applications/${id}/withdraw`, { headers });
const rowOf = async (id: number) => (await backend.db.select().from(schema.applications).where(eq(schema.applications.id, id)))[0]!;
const decisionMails = async (email: string) =>
  (await outbox(backend.db, email)).filter((m) => m.template === 'applicationAccepted' || m.template === 'applicationRejected');
const base = () => ({ centerId: w.center.id, vacancyId: w.vacancy.id });
/** A vacancy of its own: one person may have only one open application per vacancy (applications_one_open_idx). */
const fresh = async () => ({
  centerId: w.center.id,
  vacancyId: (await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id })).id,
});

describe('PATCH /api/v1/applications/{id}: the decision', () => {
  test('new -> accepted: mailed to a volunteer in THEIR language (English), whatever language the organization uses', async () => {
    const app = await createApplication(backend, { ...base(), user: w.people.volunteerEn });
    const res = await patch(app.id, { status: 'accepted' });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ status: 'accepted', state: 'accepted', decided_at: expect.any(String) });
    const [mail] = await decisionMails(w.people.volunteerEn.email);
    expect(mail).toMatchObject({
      template: 'applicationAccepted',
      locale: 'en',
      subject: 'Your application for Voorlezen in de bibliotheek has been accepted',
    });
    expect(mail!.textBody).toContain('Hello Frank,');
    expect(mail!.textBody).toContain('Stichting Buurtkracht has accepted your application');
    expect(mail!.textBody).toContain(`/en/applications/${app.id}`);
  });

  test('new -> rejected: a Dutch guest gets a Dutch mail without a link (no account), also when an English user decides', async () => {
    const app = await createApplication(backend, { ...base(), email: 'gast-nl@example.org', firstName: 'Mila', locale: 'nl' });
    const res = await call(backend, 'PATCH', `/api/v1/applications/${app.id}`, {
      headers: { ...h.superEn!, ...en },
      body: { data: { type: 'applications', id: String(app.id), attributes: { status: 'rejected' } } },
    });
    expect(res.status).toBe(200);
    const [mail] = await decisionMails('gast-nl@example.org');
    expect(mail).toMatchObject({
      template: 'applicationRejected',
      locale: 'nl',
      subject: 'Je aanmelding voor Voorlezen in de bibliotheek',
    });
    expect(mail!.textBody).toContain('Hallo Mila,');
    expect(mail!.textBody).not.toContain('http');
  });

  test('accepted <-> rejected may be corrected (mailed each time); repeating the status changes nothing and mails nothing', async () => {
    const app = await createApplication(backend, { ...base(), email: 'wissel@example.org', status: 'accepted' });
    expect((await patch(app.id, { status: 'rejected' })).json.data.attributes.status).toBe('rejected');
    expect((await patch(app.id, { status: 'accepted' }, h.staff!)).json.data.attributes.status).toBe('accepted');
    expect((await decisionMails('wissel@example.org')).map((m) => m.template)).toEqual(['applicationRejected', 'applicationAccepted']);
    expect((await patch(app.id, { status: 'accepted' })).status).toBe(200);
    expect(await decisionMails('wissel@example.org')).toHaveLength(2);
  });

  test('refused: a withdrawn application cannot be decided; back to new is not a status (422 on /data/attributes/status), nothing changes', async () => {
    const withdrawn = await createApplication(backend, { ...base(), email: 'weg@example.org', withdrawn: true });
    for (const status of ['accepted', 'rejected']) {
      const res = await patch(withdrawn.id, { status, internal_note: 'mag niet' });
      const error = expectError(res, 422, 'invalidTransition', { pointer: '/data/attributes/status' });
      expect(error.detail).toBe(
        `Een aanmelding met status ingetrokken kan niet de status ${status === 'accepted' ? 'geaccepteerd' : 'afgewezen'} krijgen.`,
      );
    }
    const row = await rowOf(withdrawn.id);
    expect(row).toMatchObject({ status: null, internalNote: null, decidedAt: null });
    expect(await decisionMails('weg@example.org')).toEqual([]);

    const accepted = await createApplication(backend, { ...base(), status: 'accepted' });
    for (const status of [null, 'new', 'withdrawn', 'pending'])
      expectError(await patch(accepted.id, { status }), 422, 'invalidAttribute', { pointer: '/data/attributes/status' });
    expectError(await patch(accepted.id, { internal_note: 'x'.repeat(5001) }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/internal_note',
    });
    expectError(await patch(accepted.id, { message: 'anders' }), 422, 'unknownAttribute', { pointer: '/data/attributes/message' });
    expectError(
      await call(backend, 'PATCH', `/api/v1/applications/${accepted.id}`, {
        headers: h.superNl!,
        body: { data: { type: 'applications', id: String(accepted.id + 1), attributes: {} } },
      }),
      409,
      'idMismatch',
    );
    expect((await rowOf(accepted.id)).status).toBe('accepted');
  });

  test('the internal note: written by the organization, kept from the applicant', async () => {
    const app = await createApplication(backend, { ...base(), user: w.people.volunteer });
    const res = await patch(app.id, { internal_note: '  Past goed bij het team  ' });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.internal_note).toBe('Past goed bij het team');
    expect(res.json.data.attributes.status).toBeNull();
    // A note is not a decision: no mail.
    expect(await decisionMails(w.people.volunteer.email)).toEqual([]);
    const own = await call(backend, 'GET', `/api/v1/applications/${app.id}`, { headers: h.volunteer! });
    expect(own.json.data.attributes).not.toHaveProperty('internal_note');
    expect(JSON.stringify(own.json)).not.toContain('Past goed');
    expect((await call(backend, 'GET', `/api/v1/applications/${app.id}`, { headers: h.staff! })).json.data.attributes.internal_note).toBe(
      'Past goed bij het team',
    );
    expect((await patch(app.id, { internal_note: '' })).json.data.attributes.internal_note).toBeNull();
  });

  test('403 for the applicant, another organization, a mentor, a content manager and a page manager; 404 for another center; 401 signed out', async () => {
    const app = await createApplication(backend, { ...base(), user: w.people.student });
    for (const who of ['student', 'volunteer', 'otherSuper', 'mentor', 'contentManager', 'pageManager'])
      expectForbidden(await patch(app.id, { status: 'accepted', internal_note: 'x' }, h[who]!));
    expectError(await patch(app.id, { status: 'accepted' }, h.foreignStaff!), 404, 'notFound');
    expectError(await patch(app.id, { status: 'accepted' }, centerHeaders(w.center.id)), 401, 'unauthorized');
    expect(await rowOf(app.id)).toMatchObject({ status: null, internalNote: null });
    const foreign = await createApplication(backend, { centerId: w.other.id, vacancyId: w.foreignVacancy.id });
    expectError(await patch(foreign.id, { status: 'accepted' }, h.staff!), 404, 'notFound');
    expect((await rowOf(foreign.id)).status).toBeNull();
  });
  test("a tenant admin decides like center staff; a mentor may read their student's application but not a volunteer's", async () => {
    const admin = await createUser(backend.db, w.center.id, { role: 'admin' });
    const app = await createApplication(backend, { ...(await fresh()), user: w.people.volunteer });
    const res = await patch(app.id, { status: 'rejected', internal_note: 'Door beheer' }, await signIn(backend, w.center.id, admin.email));
    expect(res.json.data.attributes).toMatchObject({ status: 'rejected', internal_note: 'Door beheer' });
    expectForbidden(await call(backend, 'GET', `/api/v1/applications/${app.id}`, { headers: h.mentor! }));
  });
});

describe('POST /api/v1/applications/{id}/withdraw', () => {
  test('the volunteer withdraws a new application; it stays visible as withdrawn', async () => {
    const app = await createApplication(backend, { ...(await fresh()), user: w.people.volunteer });
    const before = await call(backend, 'GET', `/api/v1/applications/${app.id}`, { headers: h.volunteer! });
    expect(before.json.data.attributes.withdrawable).toBe(true);
    const res = await withdraw(app.id, h.volunteer!);
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({
      state: 'withdrawn',
      status: null,
      withdrawn_at: expect.any(String),
      withdrawable: false,
    });
    expect(res.json.data.attributes).not.toHaveProperty('internal_note');
    const list = await call(backend, 'GET', `/api/v1/applications?filter[status]=withdrawn`, { headers: h.superNl! });
    expect(list.json.data.map((r: { id: string }) => r.id)).toContain(String(app.id));
  });

  test('refused once decided or already withdrawn (422 on status)', async () => {
    for (const attrs of [{ status: 'accepted' as const }, { status: 'rejected' as const }, { withdrawn: true }]) {
      const app = await createApplication(backend, { ...(await fresh()), user: w.people.volunteer, ...attrs });
      const before = await rowOf(app.id);
      expect(
        (await call(backend, 'GET', `/api/v1/applications/${app.id}`, { headers: h.volunteer! })).json.data.attributes.withdrawable,
      ).toBe(false);
      expectError(await withdraw(app.id, h.volunteer!), 422, 'invalidTransition', { pointer: '/data/attributes/status' });
      expect(await rowOf(app.id)).toEqual(before);
    }
  });

  test('only the applicant: 403 for the organization, staff, a mentor and others; a guest application has no one to withdraw it; 404 elsewhere', async () => {
    const app = await createApplication(backend, { ...(await fresh()), user: w.people.student });
    for (const who of ['superNl', 'staff', 'mentor']) {
      // They may read it, but the screen must not offer them the button.
      expect((await call(backend, 'GET', `/api/v1/applications/${app.id}`, { headers: h[who]! })).json.data.attributes.withdrawable).toBe(
        false,
      );
    }
    for (const who of ['superNl', 'staff', 'mentor', 'volunteer']) expectForbidden(await withdraw(app.id, h[who]!));
    const guestApp = await createApplication(backend, base());
    expectForbidden(await withdraw(guestApp.id, h.staff!));
    expectError(await withdraw(app.id, h.foreignStaff!), 404, 'notFound');
    expectError(await withdraw(app.id, centerHeaders(w.center.id)), 401, 'unauthorized');
    expect((await rowOf(app.id)).withdrawnAt).toBeNull();
    expect((await withdraw(app.id, h.student!)).status).toBe(200);
  });
});
