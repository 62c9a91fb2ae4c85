/**
 * Hours (docs/domain.md#hours, docs/api.md "Hours"): recording where one may, the organization's review limited to
 * its own vacancies' hours, mentors limited to their own students, attendance on a shift creating approved hours
 * (once per sign-up), the school-year sign-off's total and the certificate's totals.
 */
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
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
import { createApplication, createVacancy } from '../support/factories/applications';
import { expectError, rowCount } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let orgA: Awaited<ReturnType<typeof createOrganization>>;
let orgB: Awaited<ReturnType<typeof createOrganization>>;
let vacancyA: Awaited<ReturnType<typeof createVacancy>>;
let vacancyB: Awaited<ReturnType<typeof createVacancy>>;
let shift: typeof schema.shifts.$inferSelect;
let shiftRows: (typeof schema.shifts.$inferSelect)[];
let signupId: number;
const h = {} as Record<'volunteer' | 'student' | 'superA' | 'superB' | 'mentor' | 'otherMentor' | 'staff', Headers>;
const ids = {} as Record<'volunteer' | 'student' | 'mentor', number>;

const entry = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'hour_entries', ...(id ? { id: String(id) } : {}), attributes },
});
const record = (who: Headers, attributes: Record<string, unknown>) =>
  call(backend, 'POST', '/api/v1/hour_entries', { headers: who, body: entry(attributes) });

/** The text a PDF draws: hex strings of Tj/TJ operators in its (possibly deflated) content streams. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = m[1]!;
    try {
      body = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      // not deflated
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return parts.join('\n');
}

async function certificate(who: Headers, query = '') {
  const res = await backend.app.fetch(new Request(`http://backend.test/api/v1/hour_certificates${query}`, { headers: who }), {
    clientAddress: '127.0.0.1',
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  backend = await startTestBackend();
  const db = backend.db;
  center = await createCenter(db);
  orgA = await createOrganization(db, center.id, { name: 'Buurthuis De Linde' });
  orgB = await createOrganization(db, center.id, { name: 'Voedselbank Oost' });
  const school = await createOrganization(db, center.id, { name: 'Het Lyceum', organizationType: 'School' });
  vacancyA = await createVacancy(db, { centerId: center.id, organizationId: orgA.id, status: 'published' });
  vacancyB = await createVacancy(db, { centerId: center.id, organizationId: orgB.id, status: 'published' });
  const volunteer = await createUser(db, center.id, { role: 'volunteer', email: 'vrijwilliger@hours.test', firstName: 'Vera' });
  const student = await createUser(db, center.id, {
    role: 'student',
    organizationId: school.id,
    email: 'leerling@hours.test',
    firstName: 'Sam',
  });
  const mentor = await createUser(db, center.id, { role: 'mentor', organizationId: school.id, email: 'mentor@hours.test' });
  const otherMentor = await createUser(db, center.id, { role: 'mentor', organizationId: school.id, email: 'mentor2@hours.test' });
  await db.update(schema.users).set({ mentorId: mentor.id }).where(eq(schema.users.id, student.id));
  await createUser(db, center.id, { role: 'organization_superuser', organizationId: orgA.id, email: 'super-a@hours.test' });
  await createUser(db, center.id, { role: 'organization_superuser', organizationId: orgB.id, email: 'super-b@hours.test' });
  await createUser(db, center.id, { role: 'center_superuser', email: 'staff@hours.test' });
  await createApplication(db, { centerId: center.id, vacancyId: vacancyA.id, user: volunteer, status: 'accepted' });
  await createApplication(db, { centerId: center.id, vacancyId: vacancyA.id, user: student, status: 'accepted' });
  // Applied to B but not accepted: no hours for B.
  await createApplication(db, { centerId: center.id, vacancyId: vacancyB.id, user: volunteer });
  const startsAt = new Date(Date.now() - 2 * 24 * 3600_000);
  shiftRows = await db
    .insert(schema.shifts)
    .values({
      volunteerCenterId: center.id,
      vacancyId: vacancyA.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 150 * 60_000),
      capacity: 5,
    })
    .returning();
  shift = shiftRows[0]!;
  const [signup] = await db
    .insert(schema.shiftSignups)
    .values({
      volunteerCenterId: center.id,
      shiftId: shift.id,
      userId: student.id,
      email: student.email,
      firstName: 'Sam',
      status: 'confirmed',
    })
    .returning();
  signupId = signup!.id;
  ids.volunteer = volunteer.id;
  ids.student = student.id;
  ids.mentor = mentor.id;
  for (const [key, email] of [
    ['volunteer', volunteer.email],
    ['student', student.email],
    ['superA', 'super-a@hours.test'],
    ['superB', 'super-b@hours.test'],
    ['mentor', mentor.email],
    ['otherMentor', otherMentor.email],
    ['staff', 'staff@hours.test'],
  ] as const)
    h[key] = await signIn(backend, center.id, email);
});

afterAll(() => backend?.close());

describe('recording hours', () => {
  it('records pending hours for a vacancy one was accepted for, and refuses an organization one was not', async () => {
    const ok = await record(h.volunteer, { vacancy_id: vacancyA.id, worked_on: '2026-09-10', minutes: 120, note: 'Bar' });
    expect(ok.status).toBe(201);
    expect(ok.json.data.attributes).toMatchObject({ organization_id: orgA.id, status: 'pending', minutes: 120, hours: 2, editable: true });
    const before = await rowCount(backend.db, schema.hourEntries);
    expectError(await record(h.volunteer, { organization_id: orgB.id, worked_on: '2026-09-10', minutes: 60 }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/organization_id',
    });
    expectError(await record(h.volunteer, { vacancy_id: vacancyA.id, worked_on: '2999-01-01', minutes: 60 }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/worked_on',
    });
    expectError(await record(h.volunteer, { vacancy_id: vacancyA.id, worked_on: '2026-09-10', minutes: 0 }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/minutes',
    });
    expect(await rowCount(backend.db, schema.hourEntries)).toBe(before);
  });

  it('offers only where one may record', async () => {
    const res = await call(backend, 'GET', '/api/v1/hour_entries/options', { headers: h.volunteer });
    expect(res.json.meta.organizations.map((o: { id: number }) => o.id)).toEqual([orgA.id]);
  });
});

describe('the organization reviews only its own vacancies’ hours', () => {
  let id: number;
  beforeAll(async () => {
    id = (await record(h.volunteer, { vacancy_id: vacancyA.id, worked_on: '2026-09-11', minutes: 90 })).json.data.id;
  });

  it('another organization neither sees nor approves them', async () => {
    const list = await call(backend, 'GET', '/api/v1/hour_entries', { headers: h.superB });
    expect(list.json.data).toEqual([]);
    expectError(
      await call(backend, 'PATCH', `/api/v1/hour_entries/${id}`, { headers: h.superB, body: entry({ status: 'approved' }, id) }),
      404,
      'notFound',
    );
  });

  it('the volunteer cannot approve their own hours; a mentor of someone else cannot read them', async () => {
    expectError(
      await call(backend, 'PATCH', `/api/v1/hour_entries/${id}`, { headers: h.volunteer, body: entry({ status: 'approved' }, id) }),
      403,
      'forbidden',
    );
    expect((await call(backend, 'GET', `/api/v1/hour_entries/${id}`, { headers: h.mentor })).status).toBe(404);
  });

  it('its own organization corrects and approves; then the volunteer can no longer change them', async () => {
    const res = await call(backend, 'PATCH', `/api/v1/hour_entries/${id}`, {
      headers: h.superA,
      body: entry({ status: 'approved', minutes: 60 }, id),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ status: 'approved', minutes: 60, reviewable: true });
    expectError(
      await call(backend, 'PATCH', `/api/v1/hour_entries/${id}`, { headers: h.volunteer, body: entry({ minutes: 300 }, id) }),
      422,
      'invalidAttribute',
    );
    expectError(await call(backend, 'DELETE', `/api/v1/hour_entries/${id}`, { headers: h.volunteer }), 422, 'invalidAttribute');
  });
});

describe('attendance on a shift', () => {
  it("creates approved hours of the shift's length, once per sign-up, by the vacancy's organization only", async () => {
    const body = { data: [{ signup_id: signupId, attended: true }] };
    expectError(
      await call(backend, 'POST', `/api/v1/shifts/${shift.id}/attendance`, { headers: h.superB, body, contentType: 'application/json' }),
      403,
      'forbidden',
    );
    const res = await call(backend, 'POST', `/api/v1/shifts/${shift.id}/attendance`, {
      headers: h.superA,
      body,
      contentType: 'application/json',
    });
    expect(res.status).toBe(200);
    expect(res.json.meta.signups[0]).toMatchObject({ attended: true, minutes: 150, hour_status: 'approved' });
    await call(backend, 'POST', `/api/v1/shifts/${shift.id}/attendance`, { headers: h.superA, body, contentType: 'application/json' });
    expect(await rowCount(backend.db, schema.hourEntries, eq(schema.hourEntries.shiftSignupId, signupId))).toBe(1);
    const [signup] = await backend.db.select().from(schema.shiftSignups).where(eq(schema.shiftSignups.id, signupId));
    expect(signup!.attended).toBe(true);
    expectError(
      await call(backend, 'POST', `/api/v1/shifts/${shift.id}/attendance`, {
        headers: h.superA,
        body: { data: [{ signup_id: 999_999, attended: true }] },
        contentType: 'application/json',
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/0/signup_id' },
    );
  });
});

describe("mentors see and sign off only their own students' hours", () => {
  beforeAll(async () => {
    const own = await record(h.student, { vacancy_id: vacancyA.id, worked_on: '2026-10-01', minutes: 45 });
    await call(backend, 'PATCH', `/api/v1/hour_entries/${own.json.data.id}`, {
      headers: h.superA,
      body: entry({ status: 'approved' }, own.json.data.id),
    });
    // Pending hours are not counted.
    await record(h.student, { vacancy_id: vacancyA.id, worked_on: '2026-10-02', minutes: 30 });
  });

  it('lists the students’ hours to their mentor and nothing to another mentor', async () => {
    const mine = await call(backend, 'GET', '/api/v1/hour_entries', { headers: h.mentor });
    expect(new Set(mine.json.data.map((e: { attributes: { user_id: number } }) => e.attributes.user_id))).toEqual(new Set([ids.student]));
    const other = await call(backend, 'GET', '/api/v1/hour_entries', { headers: h.otherMentor });
    expect(other.json.data).toEqual([]);
    const entryId = mine.json.data[0].id;
    expectError(
      await call(backend, 'PATCH', `/api/v1/hour_entries/${entryId}`, { headers: h.mentor, body: entry({ status: 'rejected' }, entryId) }),
      403,
      'forbidden',
    );
  });

  it('signs off the school year with the approved total; another mentor may not', async () => {
    const body = { data: { type: 'hour_sign_offs', attributes: { student_id: ids.student, school_year: '2026-2027' } } };
    expectError(await call(backend, 'POST', '/api/v1/hour_sign_offs', { headers: h.otherMentor, body }), 403, 'forbidden');
    const res = await call(backend, 'POST', '/api/v1/hour_sign_offs', { headers: h.mentor, body });
    expect(res.status).toBe(201);
    // 150 minutes of attendance (2026-… the shift two days ago may fall in another school year) plus 45 approved.
    const [first] = await backend.db
      .select({ total: schema.hourEntries.minutes })
      .from(schema.hourEntries)
      .where(and(eq(schema.hourEntries.userId, ids.student), eq(schema.hourEntries.workedOn, '2026-10-01')));
    expect(first?.total).toBe(45);
    const expected = (
      await backend.db
        .select({ m: schema.hourEntries.minutes, d: schema.hourEntries.workedOn })
        .from(schema.hourEntries)
        .where(and(eq(schema.hourEntries.userId, ids.student), eq(schema.hourEntries.status, 'approved')))
    )
      .filter((r) => r.d >= '2026-08-01' && r.d <= '2027-07-31')
      .reduce((s, r) => s + r.m, 0);
    expect(res.json.data.attributes).toMatchObject({ school_year: '2026-2027', total_minutes: expected, student_id: ids.student });
    const students = await call(backend, 'GET', '/api/v1/hour_sign_offs/students?filter[school_year]=2026-2027', { headers: h.mentor });
    expect(students.json.meta.students).toEqual([
      expect.objectContaining({ id: ids.student, approved_minutes: expected, pending_minutes: 30 }),
    ]);
    const seen = await call(backend, 'GET', '/api/v1/hour_sign_offs', { headers: h.student });
    expect(seen.json.data).toHaveLength(1);
    expect((await call(backend, 'GET', '/api/v1/hour_sign_offs', { headers: h.otherMentor })).json.data).toEqual([]);
  });
});

describe('the certificate', () => {
  it("is a PDF of the viewer's approved hours per organization with their total", async () => {
    const approved = (
      await backend.db
        .select({ m: schema.hourEntries.minutes })
        .from(schema.hourEntries)
        .where(and(eq(schema.hourEntries.userId, ids.student), eq(schema.hourEntries.status, 'approved')))
    ).reduce((s, r) => s + r.m, 0);
    expect(approved).toBe(195);
    const res = await certificate(h.student);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(res.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(res.headers.get('x-total-minutes')).toBe('195');
    const text = pdfText(res.bytes);
    expect(text).toContain('Buurthuis De Linde');
    expect(text).toContain('3,25 uur');
    expect(text).toContain('Urenverklaring');
  });

  it('counts only the period and organization asked for, in English when asked', async () => {
    const res = await certificate({ ...h.student, 'accept-language': 'en' }, '?from=2026-10-01&to=2026-10-31');
    expect(res.headers.get('x-total-minutes')).toBe('45');
    expect(pdfText(res.bytes)).toContain('0.75 hours');
    const none = await certificate(h.student, `?organization_id=${orgB.id}`);
    expect(none.headers.get('x-total-minutes')).toBe('0');
    const bad = await call(backend, 'GET', '/api/v1/hour_certificates?from=gisteren', { headers: h.student });
    expectError(bad, 400, 'invalidParameter');
  });
});
