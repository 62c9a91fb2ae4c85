/**
 * The volunteer pool (docs/api.md, "Volunteer pool"; docs/domain.md#volunteer-pool):
 * - /volunteer_profile: one's own pool profile (volunteers and students), created on the first PATCH;
 * - /volunteer_profiles: the pool as organization superusers and center staff of the center search it;
 * - /volunteer_profiles/:id/replies: an organization replies to a profile (mail and in-app notification);
 * - /profile_replies: replies received (the volunteer) or sent (organizations, center staff); answering one starts a
 *   conversation (server/resources/conversations/service.ts startConversation).
 * Only in centers whose tenant has the pool (feature volunteerProfiles); elsewhere every path is 404.
 */
import { Hono, type Context } from 'hono';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { AppEnv, CenterRow, Deps } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { volunteerPoolPolicy } from '../../policies/volunteer-pool';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { locatePostalCode } from '../../geo/locate';
import { centerLink } from '../applications/mails';
import { organizationsWithRole } from '@/domain/roles';
import {
  PROFILE_REPLY_TYPES,
  VOLUNTEER_PROFILE_TYPES,
  poolListSpec,
  replyAnswer,
  replyCreate,
  replyListSpec,
  volunteerProfileUpdate,
} from './schemas';
import { ownProfileResource, poolProfileResource, replyResource } from './serializers';
import * as service from './service';

export const volunteerPoolRoutes = new Hono<AppEnv>();

/** The pool exists only where the tenant has it; elsewhere its paths are not found. Then: signed in. */
function poolViewer(c: Context<AppEnv>) {
  if (!c.get('scope').tenant.features.volunteerProfiles) throw notFound('volunteer pool');
  return requireViewer(c);
}

const centerId = (c: Context<AppEnv>) => c.get('scope').center.id;

// ── own profile ────────────────────────────────────────────────────────────────────────────────────────────────

volunteerPoolRoutes.get('/volunteer_profile', async (c) => {
  const viewer = poolViewer(c);
  authorize(volunteerPoolPolicy.keepProfile(viewer));
  const row = await service.findOwnProfile(c.get('deps').db, centerId(c), viewer.user.id);
  return json(c, document(ownProfileResource(row, viewer.user.id)));
});

volunteerPoolRoutes.patch('/volunteer_profile', async (c) => {
  const viewer = poolViewer(c);
  authorize(volunteerPoolPolicy.keepProfile(viewer));
  const attrs = await readResource(c, { types: VOLUNTEER_PROFILE_TYPES, attributes: volunteerProfileUpdate });
  const row = await service.saveOwnProfile(
    c.get('deps').db,
    { centerId: centerId(c), userId: viewer.user.id },
    attrs,
    c.get('deps').now(),
    c.get('t'),
  );
  return json(c, document(ownProfileResource(row, viewer.user.id)));
});

// ── the pool ───────────────────────────────────────────────────────────────────────────────────────────────────

const invalidFilter = (name: string) =>
  new ApiError(400, { code: 'invalidFilter', source: { parameter: `filter[${name}]` }, params: { name } });

volunteerPoolRoutes.get('/volunteer_profiles', async (c) => {
  const viewer = poolViewer(c);
  authorize(volunteerPoolPolicy.search(viewer));
  const url = new URL(c.req.url);
  const q = parseQuery(url, poolListSpec);
  const f = q.filter;
  const point = f.postal_code ? await locatePostalCode(c.get('deps').db, f.postal_code) : null;
  if (f.postal_code && !point) throw invalidFilter('postal_code');
  if (f.distance_km !== undefined && !point) throw invalidFilter('distance_km');
  const { rows, total } = await service.searchPool(c.get('deps').db, {
    centerId: centerId(c),
    q: f.q?.trim() || undefined,
    interests: f.interests,
    availability: f.availability,
    languages: f.languages,
    point: point ?? undefined,
    distanceKm: f.distance_km,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(poolProfileResource), { number: q.page.number, size: q.page.size, total }, url));
});

async function poolProfile(c: Context<AppEnv>) {
  const viewer = poolViewer(c);
  authorize(volunteerPoolPolicy.search(viewer));
  const profile = await service.getPoolProfileOrThrow(c.get('deps').db, centerId(c), parseId(c.req.param('id')));
  return { viewer, profile };
}

volunteerPoolRoutes.get('/volunteer_profiles/:id', async (c) => json(c, document(poolProfileResource((await poolProfile(c)).profile))));

const appNameOf = (center: CenterRow) => TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name;

/** The reply mail to the volunteer, in their language, with the link to the reply (sent after the commit). */
async function mailReply(deps: Deps, center: CenterRow, userId: number, replyId: number, organizationName: string) {
  const to = await service.recipientOf(deps.db, userId);
  if (!to) return;
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: to.email,
    locale: to.locale,
    template: 'profileReply',
    params: {
      appName: appNameOf(center),
      name: to.firstName || to.email,
      organization: organizationName,
      actionUrl: centerLink(deps, center, to.locale, `/profile-replies/${replyId}`),
    },
  });
}

volunteerPoolRoutes.post('/volunteer_profiles/:id/replies', async (c) => {
  const { viewer, profile } = await poolProfile(c);
  authorize(volunteerPoolPolicy.reply(viewer));
  const t = c.get('t');
  const attrs = await readResource(c, { types: PROFILE_REPLY_TYPES, attributes: replyCreate });
  // The organization the viewer acts for; with one organization no choice is needed.
  const own = organizationsWithRole(viewer, 'organization_superuser');
  const organizationId = viewer.currentOrganizationId ?? (own.length === 1 ? own[0] : undefined);
  if (organizationId === undefined)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('volunteerPoolApi.errors.chooseOrganization'),
      source: { pointer: '/data' },
    });
  authorize(volunteerPoolPolicy.replyAs(viewer, organizationId));
  const deps = c.get('deps');
  const organization = await service.replyingOrganization(deps.db, centerId(c), organizationId);
  if (!organization)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('volunteerPoolApi.errors.organizationNotApproved'),
      source: { pointer: '/data' },
    });
  const reply = await service.createReply(
    deps.db,
    {
      centerId: centerId(c),
      profile: profile.profile,
      organizationId,
      senderId: viewer.user.id,
      body: attrs.body,
      organizationName: organization.name,
      now: deps.now(),
    },
    t,
  );
  await mailReply(deps, c.get('scope').center, profile.profile.userId, reply.id, organization.name);
  const view = await service.getReplyOrThrow(deps.db, centerId(c), reply.id);
  return json(c, document(replyResource(view)), 201);
});

// ── replies ────────────────────────────────────────────────────────────────────────────────────────────────────

volunteerPoolRoutes.get('/profile_replies', async (c) => {
  const viewer = poolViewer(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, replyListSpec);
  const direction = q.filter.direction ?? 'received';
  if (direction === 'sent') authorize(volunteerPoolPolicy.listSent(viewer));
  const { rows, total } = await service.listReplies(c.get('deps').db, {
    centerId: centerId(c),
    direction,
    userId: viewer.user.id,
    organizationIds: direction === 'sent' ? volunteerPoolPolicy.sentScope(viewer) : [],
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(replyResource), { number: q.page.number, size: q.page.size, total }, url));
});

/** The reply of the path if the viewer may read it; a reply they may not read is not found (it is not theirs to know). */
async function readableReply(c: Context<AppEnv>) {
  const viewer = poolViewer(c);
  const view = await service.getReplyOrThrow(c.get('deps').db, centerId(c), parseId(c.req.param('id')));
  if (!volunteerPoolPolicy.readReply(viewer, { organizationId: view.reply.organizationId, volunteerUserId: view.volunteerUserId }))
    throw notFound('profile reply');
  return { viewer, view };
}

volunteerPoolRoutes.get('/profile_replies/:id', async (c) => json(c, document(replyResource((await readableReply(c)).view))));

volunteerPoolRoutes.post('/profile_replies/:id/read', async (c) => {
  const { viewer, view } = await readableReply(c);
  authorize(volunteerPoolPolicy.answer(viewer, view));
  await service.markReplyRead(c.get('deps').db, view.reply, c.get('deps').now());
  return noContent(c);
});

volunteerPoolRoutes.post('/profile_replies/:id/answer', async (c) => {
  const { viewer, view } = await readableReply(c);
  authorize(volunteerPoolPolicy.answer(viewer, view));
  const attrs = await readResource(c, { types: PROFILE_REPLY_TYPES, attributes: replyAnswer });
  const deps = c.get('deps');
  await service.answerReply(
    deps.db,
    {
      centerId: centerId(c),
      view,
      volunteerId: viewer.user.id,
      body: attrs.body,
      subject: c.get('t')('volunteerPoolApi.conversationSubject', { organization: view.organizationName }),
      now: deps.now(),
    },
    c.get('t'),
  );
  const answered = await service.getReplyOrThrow(deps.db, centerId(c), view.reply.id);
  return json(c, document(replyResource(answered)), 201);
});
