/**
 * Shifts and sign-ups (docs/domain.md#shifts, docs/api.md "Shifts"): managing shifts, signing up until full, the
 * waitlist and its moving up with a mail, the cut-off, guests confirmed by mail, the cancel link, cancelling a shift,
 * who comes (JSON and CSV), workshops, and another center's shift as 404.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  signIn,
  startTestBackend,
  tokenFromMail,
  type Headers,
  type TestBackend,
} from '../support/api';
import { createVacancy } from '../support/factories/vacancies';
import { en, expectError, rowCount } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let orgAdmin: Headers;
let staff: Headers;
let content: Headers;
let staffB: Headers;
let vacancyId: number;
const volunteers: { email: string; headers: Headers }[] = [];

const HOUR = 3600_000;
const body = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});
const center = (id: number) => ({ 'volunteer-center-id': String(id) });

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  b = await createCenter(backend.db);
  org = await createOrganization(backend.db, a.id, { name: 'Stichting Voedselbank' });
  const admin = await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org.id });
  orgAdmin = await signIn(backend, a.id, admin.email);
  staff = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'center_superuser' })).email);
  content = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'content_manager' })).email);
  staffB = await signIn(backend, b.id, (await createUser(backend.db, b.id, { role: 'center_superuser' })).email);
  for (let i = 0; i < 4; i++) {
    const user = await createUser(backend.db, a.id, { role: 'volunteer', firstName: `Vera${i}`, locale: i === 3 ? 'en' : 'nl' });
    volunteers.push({ email: user.email, headers: await signIn(backend, a.id, user.email) });
  }
  vacancyId = (
    await createVacancy(backend.db, { centerId: a.id, organizationId: org.id, vacancyType: 'activity', title: 'Voedselpakketten inpakken' })
  ).id;
}, 120_000);
afterAll(() => backend?.close(), 60_000);

async function newShift(attrs: Record<string, unknown> = {}, headers = orgAdmin) {
  const startsAt = new Date(Date.now() + 72 * HOUR);
  const res = await call(backend, 'POST', '/api/v1/shifts', {
    headers,
    body: body('shifts', {
      vacancy_id: vacancyId,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
      place: 'Magazijn, Dorpsstraat 1',
      capacity: 2,
      cancel_cutoff_hours: 24,
      ...attrs,
    }),
  });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; attributes: Record<string, unknown> };
}

const signUp = (shiftId: string, headers: Headers, attributes: Record<string, unknown> = {}) =>
  call(backend, 'POST', `/api/v1/shifts/${shiftId}/signups`, { headers, body: body('shift_signups', attributes) });

describe('managing shifts', () => {
  it('lets the organization add a shift to its activity and everyone read it', async () => {
    const shift = await newShift();
    expect(shift.attributes).toMatchObject({
      capacity: 2,
      confirmed_count: 0,
      waitlist_count: 0,
      spots_left: 2,
      status: 'open',
      title: 'Voedselpakketten inpakken',
    });
    const list = await call(backend, 'GET', `/api/v1/shifts?filter[vacancy_id]=${vacancyId}`, { headers: center(a.id) });
    expect(list.status).toBe(200);
    expect(list.json.data.map((s: { id: string }) => s.id)).toContain(shift.id);
    const one = await call(backend, 'GET', `/api/v1/shifts/${shift.id}`, { headers: center(a.id) });
    expect(one.json.data.attributes.my_signup_id).toBeNull();
  });

  it('refuses bad times, a non-activity vacancy and other organizations', async () => {
    const start = new Date(Date.now() + 48 * HOUR);
    const reversed = await call(backend, 'POST', '/api/v1/shifts', {
      headers: { ...orgAdmin, ...en },
      body: body('shifts', { vacancy_id: vacancyId, starts_at: start.toISOString(), ends_at: start.toISOString(), capacity: 3 }),
    });
    expectError(reversed, 422, 'invalidAttribute', { pointer: '/data/attributes/ends_at' });
    const plain = await createVacancy(backend.db, { centerId: a.id, organizationId: org.id });
    const notActivity = await call(backend, 'POST', '/api/v1/shifts', {
      headers: orgAdmin,
      body: body('shifts', {
        vacancy_id: plain.id,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + HOUR).toISOString(),
        capacity: 3,
      }),
    });
    expectError(notActivity, 422, 'invalidAttribute', { pointer: '/data/attributes/vacancy_id' });
    const other = await createOrganization(backend.db, a.id);
    const otherVacancy = await createVacancy(backend.db, { centerId: a.id, organizationId: other.id, vacancyType: 'activity' });
    const forbidden = await call(backend, 'POST', '/api/v1/shifts', {
      headers: orgAdmin,
      body: body('shifts', {
        vacancy_id: otherVacancy.id,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + HOUR).toISOString(),
        capacity: 3,
      }),
    });
    expect(forbidden.status).toBe(403);
    const volunteer = await call(backend, 'POST', '/api/v1/shifts', {
      headers: volunteers[0]!.headers,
      body: body('shifts', {
        vacancy_id: vacancyId,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + HOUR).toISOString(),
        capacity: 3,
      }),
    });
    expect(volunteer.status).toBe(403);
  });

  it("answers 404 for another center's shift", async () => {
    const shift = await newShift();
    for (const [method, path] of [
      ['GET', `/api/v1/shifts/${shift.id}`],
      ['GET', `/api/v1/shifts/${shift.id}/signups`],
      ['POST', `/api/v1/shifts/${shift.id}/cancel`],
    ] as const)
      expect((await call(backend, method, path, { headers: staffB })).status).toBe(404);
  });
});

describe('signing up', () => {
  it('confirms until full, then offers the waitlist, and moves it up with a mail when a place frees up', async () => {
    const shift = await newShift({ capacity: 2 });
    const [v0, v1, v2, v3] = volunteers as [(typeof volunteers)[0], (typeof volunteers)[0], (typeof volunteers)[0], (typeof volunteers)[0]];
    const first = await signUp(shift.id, v0.headers);
    expect(first.status).toBe(201);
    expect(first.json.data.attributes).toMatchObject({ status: 'confirmed', waitlist_position: null, title: 'Voedselpakketten inpakken' });
    expect((await signUp(shift.id, v1.headers)).json.data.attributes.status).toBe('confirmed');
    expectError(await signUp(shift.id, v2.headers), 422, 'full', { pointer: '/data/attributes/waitlist' });
    const waiting = await signUp(shift.id, v2.headers, { waitlist: true });
    expect(waiting.json.data.attributes).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const second = await signUp(shift.id, { ...v3.headers, ...en }, { waitlist: true });
    expect(second.json.data.attributes).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
    expectError(await signUp(shift.id, v0.headers), 422, 'invalidAttribute');

    const seen = await call(backend, 'GET', `/api/v1/shifts/${shift.id}`, { headers: v2.headers });
    expect(seen.json.data.attributes).toMatchObject({
      confirmed_count: 2,
      waitlist_count: 2,
      spots_left: 0,
      my_signup_status: 'waitlisted',
    });
    expect((await outbox(backend.db, v0.email)).at(-1)?.template).toBe('shiftConfirmed');
    expect((await outbox(backend.db, v2.email)).at(-1)?.template).toBe('shiftWaitlisted');

    const cancelled = await call(backend, 'POST', `/api/v1/shift_signups/${first.json.data.id}/cancel`, { headers: v0.headers });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.attributes.status).toBe('cancelled');
    const promoted = (await outbox(backend.db, v2.email)).at(-1)!;
    expect(promoted.template).toBe('shiftPromoted');
    expect(promoted.textBody).toContain('/diensten/annuleren?token=');
    const mine = await call(backend, 'GET', '/api/v1/shift_signups', { headers: v2.headers });
    expect(
      mine.json.data.find((s: { attributes: { shift_id: number } }) => String(s.attributes.shift_id) === shift.id).attributes.status,
    ).toBe('confirmed');
    const next = await call(backend, 'GET', '/api/v1/shift_signups', { headers: v3.headers });
    expect(
      next.json.data.find((s: { attributes: { shift_id: number } }) => String(s.attributes.shift_id) === shift.id).attributes
        .waitlist_position,
    ).toBe(1);
  });

  it('keeps volunteers to the cut-off; the organization may cancel any time and the volunteer is mailed', async () => {
    const soon = new Date(Date.now() + 10 * HOUR);
    const shift = await newShift({
      starts_at: soon.toISOString(),
      ends_at: new Date(soon.getTime() + HOUR).toISOString(),
      cancel_cutoff_hours: 12,
    });
    const v = volunteers[0]!;
    const signup = await signUp(shift.id, v.headers);
    expect(new Date(signup.json.data.attributes.cancel_until).getTime()).toBe(soon.getTime() - 12 * HOUR);
    const late = await call(backend, 'POST', `/api/v1/shift_signups/${signup.json.data.id}/cancel`, { headers: { ...v.headers, ...en } });
    expectError(late, 422, 'invalidAttribute', { pointer: '/data' });
    // Someone else's sign-up is not there for another volunteer.
    expect(
      (await call(backend, 'POST', `/api/v1/shift_signups/${signup.json.data.id}/cancel`, { headers: volunteers[1]!.headers })).status,
    ).toBe(404);
    const byOrg = await call(backend, 'POST', `/api/v1/shift_signups/${signup.json.data.id}/cancel`, { headers: orgAdmin });
    expect(byOrg.status).toBe(200);
    expect((await outbox(backend.db, v.email)).at(-1)?.template).toBe('shiftCancelled');
  });

  it('holds a place for a guest only after the mailed link, and cancels by the mailed link', async () => {
    const shift = await newShift({ capacity: 1 });
    const email = `gast-${Date.now()}@example.org`;
    const guest = { first_name: 'Gerrit', last_name: 'Gast', email, phone_number: '0612345678' };
    const res = await signUp(shift.id, center(a.id), guest);
    expect(res.status).toBe(201);
    expect(res.json.data.attributes.status).toBe('pending');
    expect(res.json.meta.confirmation_required).toBe(true);
    const mail = (await outbox(backend.db, email)).at(-1)!;
    expect(mail.template).toBe('shiftSignupConfirm');
    const token = tokenFromMail(mail.textBody, 'token');
    // A pending guest holds no place.
    expect((await call(backend, 'GET', `/api/v1/shifts/${shift.id}`, { headers: center(a.id) })).json.data.attributes.spots_left).toBe(1);
    const confirmed = await call(backend, 'POST', '/api/v1/shift_signups/confirm', {
      headers: center(a.id),
      body: body('shift_signups', { token }),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.attributes.status).toBe('confirmed');
    expectError(
      await call(backend, 'POST', '/api/v1/shift_signups/confirm', { headers: center(a.id), body: body('shift_signups', { token }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/token' },
    );
    const confirmedMail = (await outbox(backend.db, email)).at(-1)!;
    expect(confirmedMail.template).toBe('shiftConfirmed');
    const cancelToken = /annuleren\?token=([A-Za-z0-9_.%-]+)/.exec(confirmedMail.textBody)![1]!;
    const wrongCenter = await call(backend, 'POST', '/api/v1/shift_signups/cancel_by_token', {
      headers: center(b.id),
      body: body('shift_signups', { token: decodeURIComponent(cancelToken) }),
    });
    expect(wrongCenter.status).toBe(404);
    const cancelled = await call(backend, 'POST', '/api/v1/shift_signups/cancel_by_token', {
      headers: center(a.id),
      body: body('shift_signups', { token: decodeURIComponent(cancelToken) }),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.attributes.status).toBe('cancelled');
  });

  it('refuses a sign-up for a cancelled shift and mails everyone when the organization cancels', async () => {
    const shift = await newShift({ capacity: 1 });
    await signUp(shift.id, volunteers[0]!.headers);
    await signUp(shift.id, volunteers[1]!.headers, { waitlist: true });
    const res = await call(backend, 'POST', `/api/v1/shifts/${shift.id}/cancel`, { headers: orgAdmin });
    expect(res.json.data.attributes).toMatchObject({ status: 'cancelled', confirmed_count: 0, waitlist_count: 0 });
    for (const v of volunteers.slice(0, 2)) expect((await outbox(backend.db, v.email)).at(-1)?.template).toBe('shiftCancelled');
    expectError(await signUp(shift.id, volunteers[2]!.headers), 422, 'invalidAttribute');
  });

  it('never lowers the capacity below the confirmed count, and more room moves the waitlist up', async () => {
    const shift = await newShift({ capacity: 1 });
    await signUp(shift.id, volunteers[0]!.headers);
    await signUp(shift.id, volunteers[1]!.headers, { waitlist: true });
    const id = Number(shift.id);
    const lower = await call(backend, 'PATCH', `/api/v1/shifts/${shift.id}`, {
      headers: { ...orgAdmin, ...en },
      body: body('shifts', { capacity: 1 }, id),
    });
    expect(lower.status).toBe(200);
    const zero = await call(backend, 'PATCH', `/api/v1/shifts/${shift.id}`, {
      headers: orgAdmin,
      body: body('shifts', { capacity: 0 }, id),
    });
    expectError(zero, 422, 'invalidAttribute', { pointer: '/data/attributes/capacity' });
    const more = await call(backend, 'PATCH', `/api/v1/shifts/${shift.id}`, {
      headers: orgAdmin,
      body: body('shifts', { capacity: 2 }, id),
    });
    expect(more.json.data.attributes).toMatchObject({ capacity: 2, confirmed_count: 2, waitlist_count: 0 });
    expect((await outbox(backend.db, volunteers[1]!.email)).at(-1)?.template).toBe('shiftPromoted');
    const [signup] = await backend.db
      .select()
      .from(schema.shiftSignups)
      .where(and(eq(schema.shiftSignups.shiftId, id), eq(schema.shiftSignups.email, volunteers[1]!.email)));
    expect(signup?.status).toBe('confirmed');
  });
});

describe('who comes', () => {
  it('lists the sign-ups for the organization, as JSON and CSV, and not for volunteers', async () => {
    const shift = await newShift({ capacity: 1 });
    await signUp(shift.id, volunteers[0]!.headers);
    await signUp(shift.id, volunteers[1]!.headers, { waitlist: true });
    const list = await call(backend, 'GET', `/api/v1/shifts/${shift.id}/signups`, { headers: orgAdmin });
    expect(list.json.data.map((s: { attributes: { status: string; email: string } }) => [s.attributes.status, s.attributes.email])).toEqual(
      [
        ['confirmed', volunteers[0]!.email],
        ['waitlisted', volunteers[1]!.email],
      ],
    );
    const csv = await call(backend, 'GET', `/api/v1/shifts/${shift.id}/signups.csv`, { headers: { ...staff, ...en } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.json)).toContain('First name,Last name,E-mail address');
    expect(String(csv.json)).toContain(volunteers[1]!.email);
    expect((await call(backend, 'GET', `/api/v1/shifts/${shift.id}/signups`, { headers: volunteers[0]!.headers })).status).toBe(403);
    expect((await call(backend, 'GET', `/api/v1/shifts/${shift.id}/signups.csv`, { headers: content })).status).toBe(403);
  });
});

describe('workshops', () => {
  it('are managed by content managers, public once published, and cancelling one cancels its shifts with mails', async () => {
    const created = await call(backend, 'POST', '/api/v1/workshops', {
      headers: content,
      body: body('workshops', {
        title: 'Training omgaan met agressie',
        description: 'Voor vrijwilligers.',
        place: 'Het Trefpunt',
        audience: 'volunteers',
      }),
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    expect(created.json.data.attributes.status).toBe('draft');
    expect((await call(backend, 'GET', `/api/v1/workshops/${id}`, { headers: center(a.id) })).status).toBe(404);
    expect((await call(backend, 'GET', '/api/v1/workshops', { headers: volunteers[0]!.headers })).json.data).toEqual([]);
    expect((await call(backend, 'POST', '/api/v1/workshops', { headers: orgAdmin, body: body('workshops', { title: 'X' }) })).status).toBe(
      403,
    );

    const start = new Date(Date.now() + 96 * HOUR);
    const shiftRes = await call(backend, 'POST', '/api/v1/shifts', {
      headers: content,
      body: body('shifts', {
        workshop_id: Number(id),
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
        capacity: 12,
      }),
    });
    expect(shiftRes.status).toBe(201);
    // Not public yet: nobody else may sign up.
    expect((await signUp(shiftRes.json.data.id, volunteers[0]!.headers)).status).toBe(404);
    const published = await call(backend, 'PATCH', `/api/v1/workshops/${id}`, {
      headers: staff,
      body: body('workshops', { status: 'published' }, Number(id)),
    });
    expect(published.json.data.attributes).toMatchObject({ status: 'published', next_starts_at: start.toISOString() });
    const list = await call(backend, 'GET', '/api/v1/workshops', { headers: center(a.id) });
    expect(list.json.data.map((w: { id: string }) => w.id)).toContain(id);
    expect((await call(backend, 'GET', '/api/v1/workshops', { headers: center(b.id) })).json.data).toEqual([]);
    expect((await signUp(shiftRes.json.data.id, volunteers[2]!.headers)).status).toBe(201);

    const cancelled = await call(backend, 'PATCH', `/api/v1/workshops/${id}`, {
      headers: content,
      body: body('workshops', { status: 'cancelled' }, Number(id)),
    });
    expect(cancelled.json.data.attributes.next_starts_at).toBeNull();
    expect((await outbox(backend.db, volunteers[2]!.email)).at(-1)?.template).toBe('shiftCancelled');
    expect((await call(backend, 'DELETE', `/api/v1/workshops/${id}`, { headers: staffB })).status).toBe(404);
    expect((await call(backend, 'DELETE', `/api/v1/workshops/${id}`, { headers: content })).status).toBe(204);
    expect((await call(backend, 'GET', `/api/v1/workshops/${id}`, { headers: content })).status).toBe(404);
    expect(await rowCount(backend.db, schema.workshops, eq(schema.workshops.id, Number(id)))).toBe(1);
  });
});
