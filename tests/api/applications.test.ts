/** Applying to a vacancy: signed in or as a guest (confirmed by the mailed link), and who may see what. */
import { and, eq } from 'drizzle-orm';
import { hashSecret } from '@/server/auth/tokens';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createOrganization,
  outbox,
  signIn,
  startTestBackend,
  tokenFromMail,
  type Headers,
  type TestBackend,
} from '../support/api';
import { applicationWorld, createApplication, createVacancy } from '../support/factories/applications';
import { en, expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let w: Awaited<ReturnType<typeof applicationWorld>>;
const h: Record<string, Headers> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  w = await applicationWorld(backend);
  for (const [name, user] of Object.entries(w.people)) h[name] = await signIn(backend, user.volunteerCenterId, user.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const apply = (vacancyId: number, attributes: Record<string, unknown>, headers: Headers) =>
  call(backend, 'POST', `/api/v1/vacancies/${vacancyId}/applications`, { headers, body: { data: { type: 'applications', attributes } } });
const guest = (extra: Headers = {}) => centerHeaders(w.center.id, extra);
let seq = 0;
const guestAttrs = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Gijs',
  last_name: 'Gast',
  email: `gast-${++seq}@example.org`,
  phone_number: '0612345678',
  message: 'Ik lees graag voor aan kinderen.',
  ...overrides,
});
const applicationsOf = (vacancyId: number) => rowCount(backend.db, schema.applications, eq(schema.applications.vacancyId, vacancyId));
const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((r) => r.id).sort();

describe('POST /api/v1/vacancies/{id}/applications', () => {
  test('a signed-in volunteer applies with a message: confirmed at once, the organization superusers mailed and notified', async () => {
    const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, title: 'Koffie schenken' });
    const res = await apply(vacancy.id, { message: 'Ik heb op dinsdag tijd.' }, h.volunteer!);
    expect(res.status).toBe(201);
    expect(res.json.meta).toEqual({ confirmation_required: false });
    expect(res.json.data).toMatchObject({
      type: 'applications',
      attributes: {
        name: 'Eva User',
        email: w.people.volunteer.email,
        message: 'Ik heb op dinsdag tijd.',
        status: null,
        state: 'new',
        vacancy_title: 'Koffie schenken',
        organization_name: 'Stichting Buurtkracht',
        guest: false,
        locale: 'nl',
      },
      relationships: {
        vacancy: { data: { type: 'vacancies', id: String(vacancy.id) } },
        user: { data: { type: 'users', id: String(w.people.volunteer.id) } },
      },
    });
    expect(res.json.data.attributes.confirmed_at).toEqual(expect.any(String));
    expect(res.json.data.attributes).not.toHaveProperty('internal_note');

    const [nlMail] = (await outbox(backend.db, w.people.superNl.email)).filter(
      (m) => m.template === 'applicationReceived' && m.textBody.includes('Koffie schenken'),
    );
    expect(nlMail).toMatchObject({ locale: 'nl', subject: 'Nieuwe aanmelding voor Koffie schenken' });
    expect(nlMail!.textBody).toContain('Eva User heeft zich aangemeld');
    expect(nlMail!.textBody).toContain(`/applications/${res.json.data.id}`);
    const [enMail] = (await outbox(backend.db, w.people.superEn.email)).filter(
      (m) => m.template === 'applicationReceived' && m.textBody.includes('Koffie schenken'),
    );
    expect(enMail).toMatchObject({ locale: 'en', subject: 'New application for Koffie schenken' });
    expect(enMail!.textBody).toContain(`/en/applications/${res.json.data.id}`);
    // Superusers of other organizations hear nothing.
    expect((await outbox(backend.db, w.people.otherSuper.email)).filter((m) => m.textBody.includes('Koffie schenken'))).toEqual([]);

    const notes = await backend.db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.subjectType, 'applications'), eq(schema.notifications.subjectId, Number(res.json.data.id))));
    expect(notes.map((n) => n.userId).sort()).toEqual([w.people.superNl.id, w.people.superEn.id].sort());
    expect(notes[0]).toMatchObject({ kind: 'application_received', volunteerCenterId: w.center.id, readAt: null });
  });

  test('a guest applies with name, e-mail, phone and message: unconfirmed, mailed a link in their language, hidden until confirmed', async () => {
    const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, title: 'Tuinieren' });
    const attrs = guestAttrs({ email: 'gijs@example.org' });
    const res = await apply(vacancy.id, attrs, guest(en));
    expect(res.status).toBe(201);
    expect(res.json.meta).toEqual({ confirmation_required: true });
    expect(res.json.data.attributes).toMatchObject({
      name: 'Gijs Gast',
      phone_number: '0612345678',
      guest: true,
      locale: 'en',
      confirmed_at: null,
    });

    const [mail] = await outbox(backend.db, 'gijs@example.org');
    expect(mail).toMatchObject({ template: 'applicationConfirm', locale: 'en', subject: 'Confirm your application for Tuinieren' });
    expect(mail!.textBody).toContain(`http://${w.center.slug}.localhost:3000/en/vacancies/search/${vacancy.id}/confirm?token=`);
    const token = tokenFromMail(mail!.textBody, 'token');
    const [row] = await backend.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, Number(res.json.data.id)));
    // Only the hash is stored.
    expect(row!.confirmationTokenHash).toBe(hashSecret(token));
    expect(row!.confirmationTokenHash).not.toContain(token);

    // Until confirmed the organization sees nothing and nobody is told.
    const list = await call(backend, 'GET', `/api/v1/applications?filter[vacancy_id]=${vacancy.id}`, { headers: h.superNl! });
    expect(list.json.data).toEqual([]);
    expectError(await call(backend, 'GET', `/api/v1/applications/${res.json.data.id}`, { headers: h.staff! }), 404, 'notFound');
    expect(await rowCount(backend.db, schema.notifications, eq(schema.notifications.subjectId, Number(res.json.data.id)))).toBe(0);

    const confirmed = await call(backend, 'POST', '/api/v1/applications/confirm', {
      headers: guest(),
      body: { token },
      contentType: 'application/json',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.attributes.confirmed_at).toEqual(expect.any(String));
    expect(confirmed.json.data.attributes).not.toHaveProperty('internal_note');
    const after = await call(backend, 'GET', `/api/v1/applications?filter[vacancy_id]=${vacancy.id}`, { headers: h.superNl! });
    expect(ids(after)).toEqual([res.json.data.id]);
    expect((await outbox(backend.db, w.people.superNl.email)).filter((m) => m.subject.includes('Tuinieren'))).toHaveLength(1);
    expect(await rowCount(backend.db, schema.notifications, eq(schema.notifications.subjectId, Number(res.json.data.id)))).toBe(2);

    // The link works once.
    expectError(
      await call(backend, 'POST', '/api/v1/applications/confirm', { headers: guest(), body: { token }, contentType: 'application/json' }),
      422,
      'invalidToken',
      { pointer: '/token' },
    );
  });

  test('confirm: an unknown, expired or other-center token is refused; a missing token is a validation error', async () => {
    const post = (body: unknown, centerId = w.center.id) =>
      call(backend, 'POST', '/api/v1/applications/confirm', { headers: centerHeaders(centerId), body, contentType: 'application/json' });
    expectError(await post({ token: 'nonsense' }), 422, 'invalidToken', { pointer: '/token' });
    expectError(await post({}), 422, 'invalidAttribute', { pointer: '/token' });
    const old = await createApplication(backend, {
      centerId: w.center.id,
      vacancyId: w.vacancy.id,
      unconfirmedToken: 'old-token',
      createdAt: new Date(Date.now() - 8 * 24 * 3600_000),
    });
    expectError(await post({ token: 'old-token' }), 422, 'invalidToken');
    await createApplication(backend, { centerId: w.center.id, vacancyId: w.vacancy.id, unconfirmedToken: 'fresh-token' });
    expectError(await post({ token: 'fresh-token' }, w.other.id), 422, 'invalidToken');
    const [row] = await backend.db.select().from(schema.applications).where(eq(schema.applications.id, old.id));
    expect(row!.confirmedAt).toBeNull();
  });

  test('validation: each invalid guest field has its pointer and nothing is stored', async () => {
    const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
    const res = await apply(vacancy.id, guestAttrs({ email: 'not-an-address', first_name: '', phone_number: undefined }), guest());
    expect(res.status).toBe(422);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort();
    expect(pointers).toEqual(['/data/attributes/email', '/data/attributes/first_name', '/data/attributes/phone_number']);
    expect(res.json.errors.every((e: { code: string }) => e.code === 'invalidAttribute')).toBe(true);
    expectError(await apply(vacancy.id, guestAttrs({ status: 'accepted' }), guest()), 422, 'unknownAttribute', {
      pointer: '/data/attributes/status',
    });
    // A signed-in applicant's name comes from the account.
    expectError(await apply(vacancy.id, { first_name: 'Iemand' }, h.volunteer!), 422, 'unknownAttribute', {
      pointer: '/data/attributes/first_name',
    });
    expectError(await apply(vacancy.id, { message: 'x'.repeat(5001) }, h.volunteer!), 422, 'invalidAttribute', {
      pointer: '/data/attributes/message',
    });
    expectError(
      await call(backend, 'POST', `/api/v1/vacancies/${vacancy.id}/applications`, {
        headers: guest(),
        body: { data: { type: 'vacancies', attributes: guestAttrs() } },
      }),
      409,
      'typeMismatch',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies/abc/applications', {
        headers: guest(),
        body: { data: { type: 'applications', attributes: guestAttrs() } },
      }),
      400,
      'invalidId',
    );
    expect(await applicationsOf(vacancy.id)).toBe(0);
    expect(await outbox(backend.db, 'not-an-address')).toEqual([]);
  });

  test('one open application per person per vacancy (422); after a withdrawal or rejection one may apply again', async () => {
    const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
    expect((await apply(vacancy.id, { message: 'Eerste keer' }, h.volunteerEn!)).status).toBe(201);
    const twice = await apply(vacancy.id, { message: 'Nog eens' }, h.volunteerEn!);
    expectError(twice, 422, 'invalidAttribute', { pointer: '/data' });
    expect(twice.json.errors[0].detail).toBe('Je hebt je al aangemeld voor deze vacature.');
    // A guest using the volunteer's address is the same person.
    const asGuest = await apply(vacancy.id, guestAttrs({ email: w.people.volunteerEn.email.toUpperCase() }), guest(en));
    expectError(asGuest, 422, 'invalidAttribute', { pointer: '/data/attributes/email' });
    expect(asGuest.json.errors[0].detail).toBe('You have already applied for this vacancy.');
    // Confirming is checked again: a guest application made first, confirmed after the volunteer applied.
    const early = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
    expect((await apply(early.id, guestAttrs({ email: w.people.volunteerEn.email }), guest(en))).status).toBe(201);
    const token = tokenFromMail(
      (await outbox(backend.db, w.people.volunteerEn.email)).filter((m) => m.template === 'applicationConfirm').at(-1)!.textBody,
      'token',
    );
    expect((await apply(early.id, { message: 'Ingelogd' }, h.volunteerEn!)).status).toBe(201);
    const refused = await call(backend, 'POST', '/api/v1/applications/confirm', {
      headers: guest(en),
      body: { token },
      contentType: 'application/json',
    });
    expectError(refused, 422, 'invalidAttribute', { pointer: '/data/attributes/email' });
    expect(
      await rowCount(
        backend.db,
        schema.applications,
        and(eq(schema.applications.vacancyId, early.id), eq(schema.applications.email, w.people.volunteerEn.email)),
      ),
    ).toBe(2);
    expect(await applicationsOf(vacancy.id)).toBe(1);

    await backend.db
      .update(schema.applications)
      .set({ withdrawnAt: new Date() })
      .where(eq(schema.applications.userId, w.people.volunteerEn.id));
    expect((await apply(vacancy.id, { message: 'Toch wel' }, h.volunteerEn!)).status).toBe(201);

    const guestVacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
    await createApplication(backend, { centerId: w.center.id, vacancyId: guestVacancy.id, email: 'vaste@example.org', status: 'rejected' });
    expect((await apply(guestVacancy.id, guestAttrs({ email: 'vaste@example.org' }), guest())).status).toBe(201);
    await createApplication(backend, { centerId: w.center.id, vacancyId: guestVacancy.id, email: 'open@example.org' });
    expectError(await apply(guestVacancy.id, guestAttrs({ email: 'Open@example.org' }), guest()), 422, 'invalidAttribute', {
      pointer: '/data/attributes/email',
    });
  });

  test('only published, unexpired vacancies of approved organizations of this center', async () => {
    const pendingOrg = await createOrganization(backend.db, w.center.id, { status: 'pending' });
    const cases = {
      draft: await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, status: 'draft' }),
      deleted: await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, status: 'deleted' }),
      pendingOrganization: await createVacancy(backend, { centerId: w.center.id, organizationId: pendingOrg.id }),
      filled: await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, status: 'filled' }),
      expired: await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, status: 'expired' }),
      pastExpiry: await createVacancy(backend, {
        centerId: w.center.id,
        organizationId: w.org.id,
        expiresAt: new Date(Date.now() - 60_000),
      }),
    };
    for (const key of ['draft', 'deleted', 'pendingOrganization'] as const)
      expectError(await apply(cases[key].id, guestAttrs(), guest()), 404, 'notFound');
    for (const key of ['filled', 'expired', 'pastExpiry'] as const) {
      const res = await apply(cases[key].id, { message: 'Hallo' }, h.volunteer!);
      expectError(res, 422, 'invalidAttribute', { pointer: '/data' });
      expect(res.json.errors[0].detail).toBe('Aanmelden voor deze vacature is niet meer mogelijk.');
    }
    // Another center's vacancy does not exist here; nor does a vacancy that was never made.
    expectError(await apply(w.foreignVacancy.id, guestAttrs(), guest()), 404, 'notFound');
    expectError(await apply(999_999, guestAttrs(), guest()), 404, 'notFound');
    for (const v of [...Object.values(cases), w.foreignVacancy]) expect(await applicationsOf(v.id)).toBe(0);
  });
  test('guest applications are rate limited per address (429 with Retry-After); nothing is stored or mailed', async () => {
    const email = 'veel@example.org';
    for (let i = 0; i < 5; i++) {
      const v = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
      expect((await apply(v.id, guestAttrs({ email }), guest())).status).toBe(201);
    }
    const last = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
    const res = await apply(last.id, guestAttrs({ email: 'Veel@example.org' }), guest());
    expectError(res, 429, 'tooManyRequests');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await applicationsOf(last.id)).toBe(0);
    expect(await outbox(backend.db, email)).toHaveLength(5);
  });
});

describe('GET /api/v1/applications', () => {
  let apps: Record<string, { id: number }>;
  let vacancy: { id: number };
  beforeAll(async () => {
    vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, title: 'Lijstvacature' });
    const base = { centerId: w.center.id, vacancyId: vacancy.id };
    apps = {
      own: await createApplication(backend, { ...base, user: w.people.volunteer, createdAt: new Date('2026-03-01T10:00:00Z') }),
      guestAccepted: await createApplication(backend, {
        ...base,
        lastName: 'Aalders',
        status: 'accepted',
        createdAt: new Date('2026-03-02T10:00:00Z'),
      }),
      guestRejected: await createApplication(backend, {
        ...base,
        lastName: 'Zwart',
        status: 'rejected',
        createdAt: new Date('2026-03-03T10:00:00Z'),
      }),
      withdrawn: await createApplication(backend, {
        ...base,
        user: w.people.volunteerEn,
        withdrawn: true,
        createdAt: new Date('2026-03-04T10:00:00Z'),
      }),
      student: await createApplication(backend, {
        ...base,
        user: { ...w.people.student, locale: 'nl' },
        createdAt: new Date('2026-03-05T10:00:00Z'),
      }),
      unconfirmed: await createApplication(backend, { ...base, unconfirmedToken: 'list-token' }),
      otherOrg: await createApplication(backend, { centerId: w.center.id, vacancyId: w.otherVacancy.id, user: w.people.volunteer }),
      foreign: await createApplication(backend, { centerId: w.other.id, vacancyId: w.foreignVacancy.id }),
    };
  });
  const list = (headers: Headers, query = '') => call(backend, 'GET', `/api/v1/applications${query}`, { headers });
  const within = (res: { json: { data: { id: string }[] } }) =>
    ids(res).filter((id) => Object.values(apps).some((a) => String(a.id) === id));
  const idsOf = (...keys: string[]) => keys.map((k) => String(apps[k]!.id)).sort();

  test("scoped: a volunteer sees their own, an organization superuser their organization's, staff the center's, a mentor their students'", async () => {
    expect(within(await list(h.volunteer!))).toEqual(idsOf('own', 'otherOrg'));
    expect(within(await list(h.superNl!))).toEqual(idsOf('own', 'guestAccepted', 'guestRejected', 'withdrawn', 'student'));
    expect(within(await list(h.otherSuper!))).toEqual(idsOf('otherOrg'));
    expect(within(await list(h.staff!))).toEqual(idsOf('own', 'guestAccepted', 'guestRejected', 'withdrawn', 'student', 'otherOrg'));
    expect(within(await list(h.mentor!))).toEqual(idsOf('student'));
    expect(within(await list(h.contentManager!))).toEqual([]);
    expect(within(await list(h.foreignStaff!))).toEqual(idsOf('foreign'));
    expectError(await list(guest()), 401, 'unauthorized');
  });

  test('the internal note is shown to the organization and staff, never to the applicant', async () => {
    await backend.db
      .update(schema.applications)
      .set({ internalNote: 'Bellen na de zomer' })
      .where(eq(schema.applications.id, apps.own!.id));
    const find = (res: { json: { data: { id: string; attributes: Record<string, unknown> }[] } }) =>
      res.json.data.find((r) => r.id === String(apps.own!.id))!;
    expect(find(await list(h.superNl!)).attributes.internal_note).toBe('Bellen na de zomer');
    expect(find(await list(h.staff!)).attributes.internal_note).toBe('Bellen na de zomer');
    expect(find(await list(h.volunteer!)).attributes).not.toHaveProperty('internal_note');
    expect(JSON.stringify((await list(h.volunteer!)).json)).not.toContain('Bellen na de zomer');
  });

  test('filters by status and vacancy, sorts and paginates', async () => {
    const q = `?filter[vacancy_id]=${vacancy.id}`;
    expect(ids(await list(h.superNl!, `${q}&filter[status]=new`))).toEqual(idsOf('own', 'student'));
    expect(ids(await list(h.superNl!, `${q}&filter[status]=accepted,rejected`))).toEqual(idsOf('guestAccepted', 'guestRejected'));
    expect(ids(await list(h.superNl!, `${q}&filter[status]=withdrawn`))).toEqual(idsOf('withdrawn'));
    const newest = await list(h.superNl!, q);
    expect(newest.json.data.map((r: { id: string }) => r.id)).toEqual(
      ['student', 'withdrawn', 'guestRejected', 'guestAccepted', 'own'].map((k) => String(apps[k]!.id)),
    );
    const byName = await list(h.superNl!, `${q}&sort=name`);
    expect(byName.json.data[0].attributes.last_name).toBe('Aalders');
    expect(byName.json.data.at(-1).attributes.last_name).toBe('Zwart');
    const page = await list(h.superNl!, `${q}&sort=created_at&page[size]=2&page[number]=2`);
    expect(page.json.data.map((r: { id: string }) => r.id)).toEqual([String(apps.guestRejected!.id), String(apps.withdrawn!.id)]);
    expect(page.json.meta).toMatchObject({ total_count: 5, page: { number: 2, size: 2, total_pages: 3 } });
    expectError(await list(h.staff!, '?filter[status]=pending'), 400, 'invalidFilter', { parameter: 'filter[status]' });
    expectError(await list(h.staff!, '?filter[email]=x'), 400, 'unknownFilter', { parameter: 'filter[email]' });
    expectError(await list(h.staff!, '?sort=email'), 400, 'unknownSort', { parameter: 'sort' });
  });

  test('GET /applications/{id}: readable by its applicant, organization, staff and mentor; 403 for other roles; 404 elsewhere', async () => {
    const path = `/api/v1/applications/${apps.student!.id}`;
    for (const who of ['student', 'superNl', 'superEn', 'staff', 'mentor'])
      expect((await call(backend, 'GET', path, { headers: h[who]! })).status).toBe(200);
    expect((await call(backend, 'GET', path, { headers: h.student! })).json.data.attributes).not.toHaveProperty('internal_note');
    expect((await call(backend, 'GET', path, { headers: h.superNl! })).json.data.attributes).toHaveProperty('internal_note');
    for (const who of ['volunteer', 'volunteerEn', 'otherSuper', 'contentManager'])
      expectForbidden(await call(backend, 'GET', path, { headers: h[who]! }));
    expectError(await call(backend, 'GET', path, { headers: guest() }), 401, 'unauthorized');
    expectError(await call(backend, 'GET', path, { headers: h.foreignStaff! }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/applications/${apps.foreign!.id}`, { headers: h.staff! }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/applications/${apps.unconfirmed!.id}`, { headers: h.staff! }), 404, 'notFound');
    expectError(await call(backend, 'GET', '/api/v1/applications/0', { headers: h.staff! }), 400, 'invalidId');
  });
});
