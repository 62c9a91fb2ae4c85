/**
 * Hours (docs/authorization.md "Hours", docs/domain.md#hours): own entries for everyone signed in; the organization
 * (its superusers and center staff) reviews and records attendance; the student's mentor reads and signs off.
 */
import * as schema from '@/server/db/schema';
import { createApplication, createVacancy } from '../../../support/factories/applications';
import type { Row } from '../types';
import { centerOf, orgOf, uniqueEmail, type Side, type World } from '../world';

const ORG = ['admin', 'center_superuser', 'organization_superuser'] as const;
const SIGNED_IN = { allow: 'everyone' } as const;

const resource = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});

/** A pending entry of `userId` (A: the world's student unless told) for the side's organization. */
async function entryOf(world: World, side: Side, userId?: number) {
  const [row] = await world.backend.db
    .insert(schema.hourEntries)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      userId: userId ?? (side === 'A' ? world.actors.student.user.id : world.staffB.id),
      organizationId: orgOf(world, side).id,
      workedOn: '2026-09-01',
      minutes: 60,
      status: 'pending',
    })
    .returning();
  return row!;
}

/** A past shift of a vacancy of the side's organization with one confirmed sign-up. */
async function shiftOf(world: World, side: Side) {
  const db = world.backend.db;
  const centerId = centerOf(world, side).id;
  const vacancy = await createVacancy(db, { centerId, organizationId: orgOf(world, side).id, status: 'published' });
  const startsAt = new Date(Date.now() - 3 * 24 * 3600_000);
  const [shift] = await db
    .insert(schema.shifts)
    .values({
      volunteerCenterId: centerId,
      vacancyId: vacancy.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      capacity: 3,
    })
    .returning();
  const [signup] = await db
    .insert(schema.shiftSignups)
    .values({ volunteerCenterId: centerId, shiftId: shift!.id, email: uniqueEmail('shift'), firstName: 'Gast', status: 'confirmed' })
    .returning();
  return { shift: shift!, signup: signup! };
}

export const HOURS_ROWS: readonly Row[] = [
  { endpoint: 'GET /api/v1/hour_entries', ...SIGNED_IN, otherCenter: 'n/a', request: () => ({ path: '/api/v1/hour_entries' }) },
  {
    endpoint: 'POST /api/v1/hour_entries',
    ...SIGNED_IN,
    otherCenter: 'n/a',
    note: 'each cell is first accepted for a vacancy of orgA; where one may record is tests/api/hours.test.ts',
    async request({ world, actor }) {
      const vacancy = await createVacancy(world.backend.db, { centerId: world.a.id, organizationId: world.orgA.id, status: 'published' });
      if (actor)
        await createApplication(world.backend.db, { centerId: world.a.id, vacancyId: vacancy.id, user: actor.user, status: 'accepted' });
      return {
        path: '/api/v1/hour_entries',
        body: resource('hour_entries', { vacancy_id: vacancy.id, worked_on: '2026-09-01', minutes: 60 }),
      };
    },
  },
  {
    endpoint: 'GET /api/v1/hour_entries/options',
    ...SIGNED_IN,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/hour_entries/options' }),
  },
  {
    endpoint: 'GET /api/v1/hour_entries/attendance_shifts',
    allow: ORG,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/hour_entries/attendance_shifts' }),
  },
  {
    endpoint: 'GET /api/v1/hour_entries/:id',
    variant: "the student's entry for orgA",
    allow: [...ORG, 'mentor', 'student'],
    deny: 404,
    note: "the student's own, orgA's superuser, the student's mentor; others may not know it exists",
    request: async ({ world, side }) => ({ path: `/api/v1/hour_entries/${(await entryOf(world, side)).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/hour_entries/:id',
    variant: "review of the student's entry for orgA",
    allow: ORG,
    deny: 404,
    except: { mentor: 403, student: 403 },
    note: 'the student and their mentor read it but do not review it',
    async request({ world, side }) {
      const entry = await entryOf(world, side);
      return { path: `/api/v1/hour_entries/${entry.id}`, body: resource('hour_entries', { status: 'approved' }, entry.id) };
    },
  },
  {
    endpoint: 'PATCH /api/v1/hour_entries/:id',
    variant: 'own pending entry',
    ...SIGNED_IN,
    async request({ world, side, actor }) {
      const entry = await entryOf(world, side, side === 'A' ? actor?.user.id : undefined);
      return { path: `/api/v1/hour_entries/${entry.id}`, body: resource('hour_entries', { minutes: 90 }, entry.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/hour_entries/:id',
    variant: 'own pending entry',
    ...SIGNED_IN,
    request: async ({ world, side, actor }) => ({
      path: `/api/v1/hour_entries/${(await entryOf(world, side, side === 'A' ? actor?.user.id : undefined)).id}`,
    }),
  },
  {
    endpoint: 'GET /api/v1/shifts/:id/attendance',
    allow: ORG,
    request: async ({ world, side }) => ({ path: `/api/v1/shifts/${(await shiftOf(world, side)).shift.id}/attendance` }),
  },
  {
    endpoint: 'POST /api/v1/shifts/:id/attendance',
    allow: ORG,
    async request({ world, side }) {
      const { shift, signup } = await shiftOf(world, side);
      return {
        path: `/api/v1/shifts/${shift.id}/attendance`,
        body: { data: [{ signup_id: signup.id, attended: true }] },
        contentType: 'application/json',
      };
    },
  },
  { endpoint: 'GET /api/v1/hour_sign_offs', ...SIGNED_IN, otherCenter: 'n/a', request: () => ({ path: '/api/v1/hour_sign_offs' }) },
  {
    endpoint: 'POST /api/v1/hour_sign_offs',
    allow: ['mentor'],
    otherCenter: 'n/a',
    note: "the world's student's mentor; another mentor is refused in tests/api/hours.test.ts",
    request: ({ world }) => ({
      path: '/api/v1/hour_sign_offs',
      body: resource('hour_sign_offs', { student_id: world.actors.student.user.id, school_year: '2026-2027' }),
    }),
  },
  {
    endpoint: 'GET /api/v1/hour_sign_offs/students',
    allow: ['mentor'],
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/hour_sign_offs/students' }),
  },
  { endpoint: 'GET /api/v1/hour_certificates', ...SIGNED_IN, otherCenter: 'n/a', request: () => ({ path: '/api/v1/hour_certificates' }) },
];
