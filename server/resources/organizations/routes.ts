/** /api/v1/organizations: list, show, create, update, approve (status), soft delete, move, public sign-up. */
import { Hono, type Context } from 'hono';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { AppEnv, Viewer } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { organizationPolicy, vacancyPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, type ResourceObject } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { sendConfirmationMail } from '../../auth/account-mails';
import {
  listSpec,
  moveAttributes,
  organizationCreate,
  organizationSignup,
  organizationUpdate,
  statusUpdate,
  type OrganizationUpdate,
} from './schemas';
import { sendOrganizationDecisionMail, sendOrganizationSignupNotice } from './mails';
import { moveOrganization, moveTarget } from './move';
import { signUpOrganization } from './signup';
import { addressResource, organizationProfileResource, organizationResource, type OrganizationRow } from './serializers';
import * as service from './service';
import { showOrganization } from './show-organization';
import { addressBucket } from '../../net/client-address';
import { vacancyResource } from '../vacancies/serializers';

export const organizationRoutes = new Hono<AppEnv>();

const TYPES = ['organizations', 'organization'] as const;

/** The social map shows the center's organizations: a committed organization write drops its cached renderings. */
function invalidateSocialMap(c: Context<AppEnv>, centerIds: number[] = [c.get('scope').center.id]) {
  c.get('deps').invalidate?.(centerIds.map((id) => cacheTags.socialMap(id)));
}

organizationRoutes.get('/', async (c) => {
  const { db } = c.get('deps');
  const viewer = c.get('viewer');
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const requested = q.filter.status_eq ?? q.filter.status_in ?? null;
  const visible = organizationPolicy.visibleStatuses(viewer);
  let statuses = requested;
  if (visible) statuses = (requested ?? visible).filter((s) => visible.includes(s));
  if (statuses?.includes('deleted') && !organizationPolicy.restore(viewer)) statuses = statuses.filter((s) => s !== 'deleted');

  const { rows, total } = await service.listOrganizations(db, {
    centerId: c.get('scope').center.id,
    statuses,
    organizationTypes: q.filter.organization_type_eq,
    ids: q.filter.id_in,
    query: (q.params.query ?? q.filter.name_cont)?.trim() || undefined,
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  // include=vacancies: one query for the whole page; what the viewer may see of each (the vacancy rules).
  const related = await service.loadRelated(db, rows, q.include, {
    centerId: c.get('scope').center.id,
    now: c.get('deps').now(),
    manages: (organizationId) => vacancyPolicy.manage(viewer, { organizationId }),
  });
  const withVacancies = q.include.has('vacancies');
  const data = rows.map((org) =>
    organizationResource(org, {
      address: org.addressId === null ? null : related.addresses.get(org.addressId),
      profile: q.include.has('profile') ? (related.profiles.get(org.id) ?? null) : undefined,
      vacancyIds: withVacancies ? (related.vacancyIds.get(org.id) ?? []) : undefined,
    }),
  );
  const included: ResourceObject[] = [
    ...[...related.addresses.values()].map(addressResource),
    ...[...related.profiles.values()].map(organizationProfileResource),
    ...related.vacancies.map(vacancyResource),
  ];
  return json(c, collection(data, { number: q.page.number, size: q.page.size, total }, url, q.include.size ? included : undefined));
});

/** Loads an organization of this center the viewer may read; anything else is 404. */
async function readable(c: Context<AppEnv>, id: number) {
  const org = await service.getOrganizationOrThrow(c.get('deps').db, { centerId: c.get('scope').center.id, id });
  const viewer = c.get('viewer');
  if (org.status === 'deleted' && !organizationPolicy.restore(viewer)) throw notFound('organization');
  if (!organizationPolicy.read(viewer, org)) throw notFound('organization');
  return org;
}

organizationRoutes.get('/:id', async (c) => {
  const org = await readable(c, parseId(c.req.param('id')));
  return showOrganization(c, org);
});

organizationRoutes.post('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(organizationPolicy.create(viewer));
  const attrs = await readResource(c, { types: TYPES, attributes: organizationCreate });
  const { db } = c.get('deps');
  const center = c.get('scope').center;
  // Organizations created by the center start approved (docs/domain.md); sign-ups start pending.
  const org = await service.createOrganization(db, { centerId: center.id }, attrs, attrs.status ?? 'approved');
  await audit(db, {
    volunteerCenterId: center.id,
    actorId: viewer.user.id,
    action: 'organization.create',
    subjectType: 'organizations',
    subjectId: org.id,
    ip: c.get('ip'),
  });
  invalidateSocialMap(c);
  return showOrganization(c, org, 201);
});

/**
 * The organization's type, status and denial reason are the center's decision (docs/api.md): an organization
 * superuser who sends a different value is refused with 403 on that attribute, before anything is written. The
 * unchanged value is accepted, so the organization's own edit form may send its whole record back.
 */
function assertCenterDecisions(viewer: Viewer, current: OrganizationRow, attrs: OrganizationUpdate) {
  if (organizationPolicy.changeCenterAttributes(viewer)) return;
  const changed = CENTER_ATTRIBUTES.filter(({ key }) => attrs[key] !== undefined && (attrs[key] ?? null) !== (current[key] ?? null));
  if (changed.length)
    throw new ApiError(
      403,
      changed.map(({ pointer }) => ({ code: 'forbidden', source: { pointer } })),
    );
}

const CENTER_ATTRIBUTES = [
  { key: 'organizationType', pointer: '/data/attributes/organization_type' },
  { key: 'status', pointer: '/data/attributes/status' },
  { key: 'denialReason', pointer: '/data/attributes/denial_reason' },
] as const satisfies readonly { key: keyof OrganizationUpdate & keyof OrganizationRow; pointer: string }[];

async function update(c: Context<AppEnv>, schemaKind: 'full' | 'status') {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const current = await readable(c, id);
  const attrs: OrganizationUpdate = await readResource(c, {
    types: TYPES,
    id,
    attributes: schemaKind === 'status' ? statusUpdate : organizationUpdate,
  });
  authorize(organizationPolicy.update(viewer, current));
  assertCenterDecisions(viewer, current, attrs);
  if (attrs.status && attrs.status !== current.status && current.status === 'deleted') authorize(organizationPolicy.restore(viewer));
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const { before, after } = await service.updateOrganization(db, { centerId, id }, attrs);
  if (before.status !== after.status) {
    await audit(db, {
      volunteerCenterId: centerId,
      actorId: viewer.user.id,
      action: `organization.status.${after.status}`,
      subjectType: 'organizations',
      subjectId: id,
      data: { from: before.status, to: after.status },
      ip: c.get('ip'),
    });
    // Approval or denial (with the reason) is mailed to the organization and its superusers.
    await sendOrganizationDecisionMail(c.get('deps'), c.get('scope').center, before, after);
  }
  invalidateSocialMap(c);
  return showOrganization(c, after);
}

organizationRoutes.put('/:id/approve', (c) => update(c, 'status'));
organizationRoutes.put('/:id', (c) => update(c, 'full'));
organizationRoutes.patch('/:id', (c) => update(c, 'full'));

organizationRoutes.delete('/:id', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const current = await readable(c, id);
  authorize(organizationPolicy.destroy(viewer));
  if (current.status !== 'deleted') {
    const { db } = c.get('deps');
    const centerId = c.get('scope').center.id;
    await service.updateOrganization(db, { centerId, id }, { status: 'deleted' });
    await audit(db, {
      volunteerCenterId: centerId,
      actorId: viewer.user.id,
      action: 'organization.delete',
      subjectType: 'organizations',
      subjectId: id,
      ip: c.get('ip'),
    });
    invalidateSocialMap(c);
  }
  return noContent(c);
});

/** POST /organizations/{id}/move: to another center of the same tenant, when the site allows moving. */
organizationRoutes.post('/:id/move', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const current = await readable(c, id);
  authorize(organizationPolicy.move(viewer));
  const scope = c.get('scope');
  if (!scope.flags.enableOrganizationsMoving) throw new ApiError(403, { code: 'movingDisabled' });
  const attrs = await readResource(c, { types: TYPES, id, attributes: moveAttributes });
  const { db } = c.get('deps');
  const input = { tenantKey: scope.tenant.key, fromCenterId: scope.center.id, toCenterId: attrs.volunteerCenterId };
  await moveTarget(db, input, c.get('t')('api.validation.invalid'));
  const { org } = await moveOrganization(db, { ...input, organizationId: current.id, actorId: viewer.user.id, ip: c.get('ip') });
  // It leaves one center's map and may join the other's.
  invalidateSocialMap(c, [input.fromCenterId, input.toCenterId]);
  return showOrganization(c, org);
});

async function limitSignup(c: Context<AppEnv>, email: string) {
  // The same buckets as the other password calls (POST /auth, /auth/password).
  const { rateLimiter } = c.get('deps');
  const results = await Promise.all([
    rateLimiter.hit(
      `password:email:${email.trim().toLowerCase()}`,
      RATE_LIMITS.passwordPerEmail.limit,
      RATE_LIMITS.passwordPerEmail.windowMs,
    ),
    rateLimiter.hit(`password:ip:${addressBucket(c.get('ip'))}`, RATE_LIMITS.passwordPerIp.limit, RATE_LIMITS.passwordPerIp.windowMs),
  ]);
  const blocked = results.find((r) => !r.allowed);
  if (blocked) {
    const seconds = blocked.retryAfterSeconds;
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }
}

/**
 * POST /organizations/signup (public): the organization starts pending, its first user is its organization
 * superuser and confirms the e-mail address through the mailed link; the center is told.
 */
organizationRoutes.post('/signup', async (c) => {
  const attrs = await readResource(c, { types: TYPES, attributes: organizationSignup });
  if (attrs.user.password !== attrs.user.passwordConfirmation)
    throw new ApiError(422, { code: 'passwordMismatch', source: { pointer: '/data/attributes/user/password_confirmation' } });
  await limitSignup(c, attrs.user.email);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const passwordHash = await deps.passwords.hash(attrs.user.password);
  const { org, user } = await signUpOrganization(deps.db, attrs, {
    centerId: center.id,
    locale: c.get('locale'),
    passwordHash,
    now: deps.now(),
    ip: c.get('ip'),
  });
  await sendConfirmationMail(deps, deps.db, user);
  await sendOrganizationSignupNotice(deps, center, org, { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email });
  invalidateSocialMap(c);
  return showOrganization(c, org, 201);
});
