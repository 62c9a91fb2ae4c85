/**
 * Authorization rows of workshops, shifts, sign-ups and calendar feeds (docs/authorization.md, docs/domain.md#shifts):
 * a vacancy's shifts are managed by its organization's superusers and center staff, a workshop's by center staff and
 * content managers; anyone reads the shifts of a published parent and signs up; a sign-up is its volunteer's own.
 */
import { eq } from 'drizzle-orm';
import { hashSecret } from '@/server/auth/tokens';
import * as schema from '@/server/db/schema';
import { cancelHashOf } from '@/server/resources/shifts/mails';
import { feedToken, signupCancelToken } from '@/server/resources/shifts/secrets';
import { createUser } from '../../../support/api';
import { createVacancy } from '../../../support/factories/applications';
import type { Row } from '../types';
import { centerOf, orgOf, unique, uniqueEmail, type Role, type Side, type World } from '../world';

const STAFF = ['admin', 'center_superuser'] as const satisfies readonly Role[];
const CONTENT = [...STAFF, 'content_manager'] as const satisfies readonly Role[];
const ORG = [...STAFF, 'organization_superuser'] as const satisfies readonly Role[];
const PUBLIC = { allow: 'everyone', signedOut: '2xx' } as const;
const HOUR = 3600_000;

const resource = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});

async function workshop(world: World, side: Side, status: 'draft' | 'published' = 'published') {
  const [row] = await world.backend.db
    .insert(schema.workshops)
    .values({ volunteerCenterId: centerOf(world, side).id, title: `Workshop ${unique()}`, status })
    .returning();
  return row!;
}

/** An open shift, three days ahead, of a published activity of the side's organization (A: orgA). */
async function shift(world: World, side: Side, capacity = 50) {
  const vacancy = await createVacancy(world.backend.db, {
    centerId: centerOf(world, side).id,
    organizationId: orgOf(world, side).id,
    vacancyType: 'activity',
  });
  const startsAt = new Date(Date.now() + 72 * HOUR);
  const [row] = await world.backend.db
    .insert(schema.shifts)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      vacancyId: vacancy.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      capacity,
    })
    .returning();
  return { shift: row!, vacancy };
}

/** A confirmed sign-up of `user` (default: a new volunteer of the side's center), with its cancel link's hash stored. */
async function signup(world: World, side: Side, user?: { id: number; email: string }) {
  const { shift: s } = await shift(world, side);
  const person = user ?? (await createUser(world.backend.db, centerOf(world, side).id, { email: uniqueEmail('shift') }));
  const [row] = await world.backend.db
    .insert(schema.shiftSignups)
    .values({ volunteerCenterId: centerOf(world, side).id, shiftId: s.id, userId: person.id, email: person.email, status: 'confirmed' })
    .returning();
  const hash = cancelHashOf(world.backend.deps, row!);
  await world.backend.db.update(schema.shiftSignups).set({ cancelTokenHash: hash }).where(eq(schema.shiftSignups.id, row!.id));
  return row!;
}

const shiftBody = (extra: Record<string, unknown>) => {
  const startsAt = new Date(Date.now() + 48 * HOUR);
  return { starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + HOUR).toISOString(), capacity: 5, ...extra };
};

export const SHIFTS_ROWS: readonly Row[] = [
  // ── workshops (docs/domain.md#workshops) ──
  { endpoint: 'GET /api/v1/workshops', ...PUBLIC, otherCenter: 'n/a', request: () => ({ path: '/api/v1/workshops' }) },
  {
    endpoint: 'POST /api/v1/workshops',
    allow: CONTENT,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/workshops', body: resource('workshops', { title: 'Training' }) }),
  },
  {
    endpoint: 'GET /api/v1/workshops/:id',
    variant: 'published',
    ...PUBLIC,
    request: async ({ world, side }) => ({ path: `/api/v1/workshops/${(await workshop(world, side)).id}` }),
  },
  {
    endpoint: 'GET /api/v1/workshops/:id',
    variant: 'draft',
    allow: CONTENT,
    deny: 404,
    signedOut: 404,
    note: 'a draft is not there for those who may not manage it',
    request: async ({ world, side }) => ({ path: `/api/v1/workshops/${(await workshop(world, side, 'draft')).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/workshops/:id',
    allow: CONTENT,
    async request({ world, side }) {
      const w = await workshop(world, side);
      return { path: `/api/v1/workshops/${w.id}`, body: resource('workshops', { title: 'Nieuwe titel' }, w.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/workshops/:id',
    allow: CONTENT,
    request: async ({ world, side }) => ({ path: `/api/v1/workshops/${(await workshop(world, side)).id}` }),
  },

  // ── shifts (docs/domain.md#shifts) ──
  { endpoint: 'GET /api/v1/shifts', ...PUBLIC, otherCenter: 'n/a', request: () => ({ path: '/api/v1/shifts' }) },
  {
    endpoint: 'POST /api/v1/shifts',
    variant: "an activity of the organization superuser's organization",
    allow: ORG,
    otherCenter: 404,
    note: "another center's vacancy is not found",
    async request({ world, side }) {
      const vacancy = await createVacancy(world.backend.db, {
        centerId: centerOf(world, side).id,
        organizationId: orgOf(world, side).id,
        vacancyType: 'activity',
      });
      return { path: '/api/v1/shifts', body: resource('shifts', shiftBody({ vacancy_id: vacancy.id })) };
    },
  },
  {
    endpoint: 'POST /api/v1/shifts',
    variant: 'a workshop',
    allow: CONTENT,
    otherCenter: 404,
    async request({ world, side }) {
      return { path: '/api/v1/shifts', body: resource('shifts', shiftBody({ workshop_id: (await workshop(world, side)).id })) };
    },
  },
  {
    endpoint: 'GET /api/v1/shifts/:id',
    ...PUBLIC,
    request: async ({ world, side }) => ({ path: `/api/v1/shifts/${(await shift(world, side)).shift.id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/shifts/:id',
    allow: ORG,
    async request({ world, side }) {
      const { shift: s } = await shift(world, side);
      return { path: `/api/v1/shifts/${s.id}`, body: resource('shifts', { capacity: 60 }, s.id) };
    },
  },
  {
    endpoint: 'POST /api/v1/shifts/:id/cancel',
    allow: ORG,
    request: async ({ world, side }) => ({ path: `/api/v1/shifts/${(await shift(world, side)).shift.id}/cancel`, body: {} }),
  },
  {
    endpoint: 'POST /api/v1/shifts/:id/signups',
    ...PUBLIC,
    note: 'signed in: no attributes; signed out: a guest with name, e-mail and phone',
    async request({ world, side, actor }) {
      const { shift: s } = await shift(world, side);
      const attributes = actor
        ? {}
        : { first_name: 'Gast', last_name: 'Matrix', email: uniqueEmail('guest-shift'), phone_number: '0612345678' };
      return { path: `/api/v1/shifts/${s.id}/signups`, body: resource('shift_signups', attributes) };
    },
  },
  {
    endpoint: 'GET /api/v1/shifts/:id/signups',
    allow: ORG,
    request: async ({ world, side }) => ({ path: `/api/v1/shifts/${(await shift(world, side)).shift.id}/signups` }),
  },
  {
    endpoint: 'GET /api/v1/shifts/:id/signups.csv',
    allow: ORG,
    request: async ({ world, side }) => ({ path: `/api/v1/shifts/${(await shift(world, side)).shift.id}/signups.csv` }),
  },

  // ── sign-ups ──
  { endpoint: 'GET /api/v1/shift_signups', allow: 'everyone', otherCenter: 'n/a', request: () => ({ path: '/api/v1/shift_signups' }) },
  {
    endpoint: 'POST /api/v1/shift_signups/confirm',
    ...PUBLIC,
    otherCenter: 422,
    note: "the mailed token is the credential; another center's token is as good as none",
    async request({ world, side }) {
      const { shift: s } = await shift(world, side);
      const token = `token-${unique()}`.padEnd(43, 'x');
      await world.backend.db.insert(schema.shiftSignups).values({
        volunteerCenterId: centerOf(world, side).id,
        shiftId: s.id,
        email: uniqueEmail('pending'),
        status: 'pending',
        confirmationTokenHash: hashSecret(token),
      });
      return { path: '/api/v1/shift_signups/confirm', body: resource('shift_signups', { token }) };
    },
  },
  {
    endpoint: 'POST /api/v1/shift_signups/cancel_by_token',
    ...PUBLIC,
    note: 'the mailed cancel link is the credential',
    async request({ world, side }) {
      const row = await signup(world, side);
      return {
        path: '/api/v1/shift_signups/cancel_by_token',
        body: resource('shift_signups', { token: signupCancelToken(world.backend.deps, row) }),
      };
    },
  },
  {
    endpoint: 'POST /api/v1/shift_signups/:id/cancel',
    variant: 'own sign-up',
    allow: 'everyone',
    async request({ world, side, actor }) {
      const row = await signup(world, side, side === 'A' && actor ? actor.user : undefined);
      return { path: `/api/v1/shift_signups/${row.id}/cancel`, body: {} };
    },
  },
  {
    endpoint: 'POST /api/v1/shift_signups/:id/cancel',
    variant: "a volunteer's sign-up for orgA's shift",
    allow: ORG,
    deny: 404,
    note: "someone else's sign-up is not there for a volunteer; the shift's managers may cancel it",
    request: async ({ world, side }) => ({ path: `/api/v1/shift_signups/${(await signup(world, side)).id}/cancel`, body: {} }),
  },

  // ── calendar feeds (docs/domain.md#shifts, "Calendar feeds") ──
  { endpoint: 'GET /api/v1/calendar_feed', allow: 'everyone', otherCenter: 'n/a', request: () => ({ path: '/api/v1/calendar_feed' }) },
  {
    endpoint: 'POST /api/v1/calendar_feed/rotate',
    allow: 'everyone',
    otherCenter: 'n/a',
    freshActor: true,
    request: () => ({ path: '/api/v1/calendar_feed/rotate', body: {} }),
  },
  ...(['GET', 'POST'] as const).map((method): Row => ({
    endpoint: method === 'GET' ? 'GET /api/v1/organizations/:id/calendar_feed' : 'POST /api/v1/organizations/:id/calendar_feed/rotate',
    allow: ORG,
    request: ({ world, side }) => ({
      path: `/api/v1/organizations/${orgOf(world, side).id}/calendar_feed${method === 'POST' ? '/rotate' : ''}`,
      ...(method === 'POST' ? { body: {} } : {}),
    }),
  })),
  {
    endpoint: 'GET /api/v1/public/calendar_feeds/:file',
    ...PUBLIC,
    note: "the secret address is the credential; another center's address is not found",
    request: ({ world, side }) => {
      const owner = side === 'A' ? world.actors.volunteer.user.id : world.staffB.id;
      const token = feedToken(world.backend.deps, { kind: 'user', id: owner }, centerOf(world, side).id, 1);
      return { path: `/api/v1/public/calendar_feeds/${token}.ics` };
    },
  },
];
