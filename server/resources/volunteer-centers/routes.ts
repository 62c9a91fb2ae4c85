/**
 * GET /api/v1/volunteer_centers, /current and /:id: public reads (branding, the /switch page).
 * PATCH /current: the center's own staff update its profile (branding, footer, theme config).
 */
import { allCenterTags, cacheTags } from '@/lib/shared/cache-tags';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { collection, document } from '../../jsonapi/document';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { centerPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { toSnake } from '../../jsonapi/case';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { assertBrandingUploads } from '../uploads/ownership';
import { listSpec, PROFILE_BODY_TYPES, showSpec, profileIssuesToErrors, profileUpdate } from './schemas';
import { centerProfileResource, centerResource } from './serializers';
import * as service from './service';

export const volunteerCenterRoutes = new Hono<AppEnv>();

volunteerCenterRoutes.get('/', async (c) => {
  const { db } = c.get('deps');
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total, profiles } = await service.listCenters(db, {
    slug: q.filter.slug_eq,
    tenantKey: q.filter.tenant_key_eq,
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
    withProfiles: q.include.has('profile'),
  });
  const byCenter = new Map(profiles?.map((p) => [p.volunteerCenterId, p]));
  return json(
    c,
    collection(
      rows.map((r) => centerResource(r, profiles ? (byCenter.get(r.id) ?? null) : undefined)),
      { number: q.page.number, size: q.page.size, total },
      url,
      profiles?.map(centerProfileResource),
    ),
  );
});

async function showCenter(c: import('hono').Context<AppEnv>, centerId: number) {
  const { db } = c.get('deps');
  const q = parseQuery(new URL(c.req.url), showSpec);
  const row = await service.getCenterWithProfile(db, centerId);
  const included = q.include.has('profile') && row.profile ? [centerProfileResource(row.profile)] : undefined;
  return json(c, document(centerResource(row.center, row.profile), { included }));
}

volunteerCenterRoutes.get('/current', (c) => showCenter(c, c.get('scope').center.id));
volunteerCenterRoutes.get('/:id', (c) => showCenter(c, parseId(c.req.param('id'))));

/**
 * The scope is the center (from Volunteer-Center-Id or the host, checked against the signed-in user by the auth
 * middleware), so another center's profile cannot be named at all. The response always includes the profile.
 */
volunteerCenterRoutes.patch('/current', async (c) => {
  const viewer = requireViewer(c);
  authorize(centerPolicy.update(viewer));
  const raw = await readResource(c, { types: PROFILE_BODY_TYPES, attributes: z.record(z.string(), z.unknown()) });
  const parsed = profileUpdate.safeParse(raw);
  if (!parsed.success) throw new ApiError(422, profileIssuesToErrors(parsed.error.issues, c.get('t')));
  const { db } = c.get('deps');
  const center = c.get('scope').center;
  await assertBrandingUploads(c, parsed.data);
  const profile = await service.updateProfile(db, center, parsed.data);
  await audit(db, {
    volunteerCenterId: center.id,
    actorId: viewer.user.id,
    action: 'volunteer_center.profile.update',
    subjectType: 'volunteer_center_profiles',
    subjectId: profile.id,
    data: { fields: Object.keys(parsed.data).map(toSnake).sort() },
    ip: c.get('ip'),
  });
  c.get('deps').invalidate?.([...allCenterTags(center.id), cacheTags.centerRecord(center.slug)]);
  return json(c, document(centerResource(center, profile), { included: [centerProfileResource(profile)] }));
});
