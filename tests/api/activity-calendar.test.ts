/**
 * The activity calendar's data (docs/domain.md#activity-calendar, docs/api.md "Shifts"): besides the activities
 * (the vacancy search), the dates of the center's published workshops come from GET /api/v1/shifts without a parent,
 * with filter[parent_type]=workshops. Only open, coming shifts of published workshops of this center: never another
 * center's, a draft's, a cancelled or deleted workshop's, a cancelled shift or one that has ended.
 */
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
import { createVacancy } from '../support/factories/vacancies';
import { expectError } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let staffB: Headers;
let volunteer: Headers;

const HOUR = 3600_000;
const body = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});
const center = (id: number) => ({ 'volunteer-center-id': String(id) });
const ids = (doc: { data: { id: string }[] }) => doc.data.map((s) => s.id);

async function workshop(headers: Headers, title: string, status: 'draft' | 'published') {
  const res = await call(backend, 'POST', '/api/v1/workshops', {
    headers,
    body: body('workshops', { title, place: 'Het Trefpunt', status }),
  });
  expect(res.status).toBe(201);
  return Number(res.json.data.id);
}

async function shift(headers: Headers, parent: { workshop_id: number } | { vacancy_id: number }, inHours: number) {
  const startsAt = new Date(Date.now() + inHours * HOUR);
  const res = await call(backend, 'POST', '/api/v1/shifts', {
    headers,
    body: body('shifts', {
      ...parent,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
      place: 'Zaal 1',
      capacity: 10,
    }),
  });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

const calendar = (centerId: number, headers: Headers = {}) =>
  call(backend, 'GET', '/api/v1/shifts?filter[parent_type]=workshops&page[size]=200', { headers: { ...center(centerId), ...headers } });

let published: number;
let firstDate: string;
let secondDate: string;
let cancelledShift: string;
let draftDate: string;
let cancelledWorkshopDate: string;
let stillOpenOfCancelled: string;
let deletedDate: string;
let endedDate: string;
let activityShift: string;
let otherCenterDate: string;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  b = await createCenter(backend.db);
  staff = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'center_superuser' })).email);
  staffB = await signIn(backend, b.id, (await createUser(backend.db, b.id, { role: 'center_superuser' })).email);
  volunteer = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'volunteer' })).email);

  published = await workshop(staff, 'Training eerste hulp', 'published');
  secondDate = await shift(staff, { workshop_id: published }, 240);
  firstDate = await shift(staff, { workshop_id: published }, 48);
  cancelledShift = await shift(staff, { workshop_id: published }, 120);
  expect((await call(backend, 'POST', `/api/v1/shifts/${cancelledShift}/cancel`, { headers: staff })).status).toBe(200);

  draftDate = await shift(staff, { workshop_id: await workshop(staff, 'Concept', 'draft') }, 48);

  const cancelled = await workshop(staff, 'Gaat niet door', 'published');
  cancelledWorkshopDate = await shift(staff, { workshop_id: cancelled }, 48);
  const patched = await call(backend, 'PATCH', `/api/v1/workshops/${cancelled}`, {
    headers: staff,
    body: body('workshops', { status: 'cancelled' }, cancelled),
  });
  expect(patched.status).toBe(200);

  // A cancelled workshop whose shift was left open (cancelled before the rule, or by hand): still not listed.
  const [legacy] = await backend.db
    .insert(schema.workshops)
    .values({ volunteerCenterId: a.id, title: 'Oud en afgelast', status: 'cancelled' })
    .returning({ id: schema.workshops.id });
  const start = new Date(Date.now() + 72 * HOUR);
  const [legacyShift] = await backend.db
    .insert(schema.shifts)
    .values({ volunteerCenterId: a.id, workshopId: legacy!.id, startsAt: start, endsAt: new Date(start.getTime() + HOUR), capacity: 5 })
    .returning({ id: schema.shifts.id });
  stillOpenOfCancelled = String(legacyShift!.id);

  const deleted = await workshop(staff, 'Verwijderd', 'published');
  deletedDate = await shift(staff, { workshop_id: deleted }, 48);
  expect((await call(backend, 'DELETE', `/api/v1/workshops/${deleted}`, { headers: staff })).status).toBe(204);

  const past = new Date(Date.now() - 48 * HOUR);
  const [ended] = await backend.db
    .insert(schema.shifts)
    .values({ volunteerCenterId: a.id, workshopId: published, startsAt: past, endsAt: new Date(past.getTime() + HOUR), capacity: 5 })
    .returning({ id: schema.shifts.id });
  endedDate = String(ended!.id);

  const org = await createOrganization(backend.db, a.id, { name: 'Stichting Buurtwerk' });
  const orgAdmin = await signIn(
    backend,
    a.id,
    (await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org.id })).email,
  );
  const activity = await createVacancy(backend.db, {
    centerId: a.id,
    organizationId: org.id,
    vacancyType: 'activity',
    title: 'Koffieochtend',
  });
  activityShift = await shift(orgAdmin, { vacancy_id: activity.id }, 48);

  otherCenterDate = await shift(staffB, { workshop_id: await workshop(staffB, 'Elders', 'published') }, 48);
}, 120_000);
afterAll(() => backend?.close(), 60_000);

describe('the activity calendar: workshop dates', () => {
  it('lists the open, coming dates of published workshops of the center, in time order, signed out', async () => {
    const res = await calendar(a.id);
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([firstDate, secondDate]);
    expect(res.json.data[0].attributes).toMatchObject({
      workshop_id: published,
      vacancy_id: null,
      title: 'Training eerste hulp',
      place: 'Zaal 1',
      status: 'open',
    });
    expect(res.json.meta).toMatchObject({ total_count: 2 });
  });

  it('leaves out drafts, cancelled and deleted workshops, cancelled shifts, ended ones and activities', async () => {
    const listed = ids((await calendar(a.id)).json);
    for (const id of [cancelledShift, draftDate, cancelledWorkshopDate, stillOpenOfCancelled, deletedDate, endedDate, activityShift]) {
      expect(listed).not.toContain(id);
    }
  });

  it('is the same signed in, also for center staff who manage the drafts', async () => {
    expect(ids((await calendar(a.id, volunteer)).json)).toEqual([firstDate, secondDate]);
    expect(ids((await calendar(a.id, staff)).json)).toEqual([firstDate, secondDate]);
  });

  it("never shows another center's workshop dates", async () => {
    expect(ids((await calendar(a.id)).json)).not.toContain(otherCenterDate);
    expect(ids((await calendar(b.id)).json)).toEqual([otherCenterDate]);
  });

  it("lists only the activities' shifts with parent_type vacancies, and all the coming open ones without it", async () => {
    const vacanciesOnly = await call(backend, 'GET', '/api/v1/shifts?filter[parent_type]=vacancies', { headers: center(a.id) });
    expect(ids(vacanciesOnly.json)).toEqual([activityShift]);
    const all = ids((await call(backend, 'GET', '/api/v1/shifts', { headers: center(a.id) })).json);
    expect(all).toEqual(expect.arrayContaining([firstDate, secondDate, activityShift]));
    expect(all).not.toContain(cancelledShift);
  });

  it('refuses an unknown parent type with a pointer to the parameter', async () => {
    const res = await call(backend, 'GET', '/api/v1/shifts?filter[parent_type]=courses', { headers: center(a.id) });
    expectError(res, 400, 'invalidFilter', { parameter: 'filter[parent_type]' });
  });
});
