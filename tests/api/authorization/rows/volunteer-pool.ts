/**
 * The volunteer pool's rows of the authorization matrix (docs/authorization.md, "Volunteer pool"): volunteers and
 * students keep their own profile; organization superusers and center staff search; organization superusers reply;
 * a reply is read by its volunteer, the sending organization and center staff, and answered by its volunteer only.
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { createUser } from '../../../support/api';
import type { FixtureContext, Row } from '../types';
import { centerOf, orgOf, uniqueEmail, type Role, type Side, type World } from '../world';

const POOL = ['admin', 'center_superuser', 'organization_superuser'] as const satisfies readonly Role[];
const KEEPERS = ['student', 'volunteer'] as const satisfies readonly Role[];

const resource = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

/** A profile in the pool of the side's center: of the given user, or of a new volunteer. */
async function poolProfile(world: World, side: Side, userId?: number) {
  const db = world.backend.db;
  const centerId = centerOf(world, side).id;
  const owner = userId ?? (await createUser(db, centerId, { role: 'volunteer', email: uniqueEmail('pool') })).id;
  await db
    .insert(schema.volunteerProfiles)
    .values({ volunteerCenterId: centerId, userId: owner, inPool: true, bio: 'Ik help graag', city: 'Roermond' })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.volunteerProfiles).where(eq(schema.volunteerProfiles.userId, owner));
  return row!;
}

/** A reply of the side's organization (A: orgA) to the profile of the world's volunteer (B: a volunteer of B). */
async function replyOf(world: World, side: Side) {
  const profile = await poolProfile(world, side, side === 'A' ? world.actors.volunteer.user.id : undefined);
  const [reply] = await world.backend.db
    .insert(schema.profileReplies)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      volunteerProfileId: profile.id,
      organizationId: orgOf(world, side).id,
      body: 'Hallo',
    })
    .returning();
  return reply!;
}

/** The organization superuser acts for orgA (they may hold more organizations in the matrix world). */
const actingFor = ({ world, actor }: FixtureContext) =>
  actor?.role === 'organization_superuser' ? { 'current-organization-id': String(world.orgA.id) } : undefined;

/** Read by the recipient, the sending organization and center staff; everyone else does not find it. */
const READERS = ['admin', 'center_superuser', 'organization_superuser', 'volunteer'] as const satisfies readonly Role[];
/** Answered (and marked read) by the recipient only; the others who may read it get 403. */
const RECIPIENT_ONLY = { admin: 403, center_superuser: 403, organization_superuser: 403 } as const;

export const VOLUNTEER_POOL_ROWS: readonly Row[] = [
  { endpoint: 'GET /api/v1/volunteer_profile', allow: KEEPERS, otherCenter: 'n/a', request: () => ({ path: '/api/v1/volunteer_profile' }) },
  {
    endpoint: 'PATCH /api/v1/volunteer_profile',
    allow: KEEPERS,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/volunteer_profile', body: resource('volunteer_profiles', { in_pool: false }) }),
  },
  { endpoint: 'GET /api/v1/volunteer_profiles', allow: POOL, otherCenter: 'n/a', request: () => ({ path: '/api/v1/volunteer_profiles' }) },
  {
    endpoint: 'GET /api/v1/volunteer_profiles/:id',
    allow: POOL,
    async request({ world, side }) {
      return { path: `/api/v1/volunteer_profiles/${(await poolProfile(world, side)).id}` };
    },
  },
  {
    endpoint: 'POST /api/v1/volunteer_profiles/:id/replies',
    allow: ['organization_superuser'],
    note: 'center staff search the pool but have no organization to reply as',
    async request(ctx) {
      const profile = await poolProfile(ctx.world, ctx.side);
      return {
        path: `/api/v1/volunteer_profiles/${profile.id}/replies`,
        body: resource('profile_replies', { body: 'Wij zoeken iemand zoals jij.' }),
        headers: actingFor(ctx),
      };
    },
  },
  { endpoint: 'GET /api/v1/profile_replies', allow: 'everyone', otherCenter: 'n/a', request: () => ({ path: '/api/v1/profile_replies' }) },
  {
    endpoint: 'GET /api/v1/profile_replies/:id',
    allow: READERS,
    deny: 404,
    note: "a reply is not someone else's to know of",
    request: async ({ world, side }) => ({ path: `/api/v1/profile_replies/${(await replyOf(world, side)).id}` }),
  },
  {
    endpoint: 'POST /api/v1/profile_replies/:id/read',
    allow: ['volunteer'],
    deny: 404,
    except: RECIPIENT_ONLY,
    request: async ({ world, side }) => ({ path: `/api/v1/profile_replies/${(await replyOf(world, side)).id}/read` }),
  },
  {
    endpoint: 'POST /api/v1/profile_replies/:id/answer',
    allow: ['volunteer'],
    deny: 404,
    except: RECIPIENT_ONLY,
    request: async ({ world, side }) => ({
      path: `/api/v1/profile_replies/${(await replyOf(world, side)).id}/answer`,
      body: resource('profile_replies', { body: 'Graag!' }),
    }),
  },
];
