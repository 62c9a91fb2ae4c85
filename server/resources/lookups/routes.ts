/**
 * /api/v1/non_profit_types and /api/v1/activity_types: the center's two lists of the non-profit profile
 * (docs/domain.md#social-map). Anyone reads them (named in the request's language, sorted by that name); center staff
 * add, rename and delete entries. An entry that organizations of the center use is not deleted (409 inUse).
 */
import { Hono, type Context } from 'hono';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { lookupPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { LOOKUP_BODY_TYPES, lookupCreate, lookupUpdate } from './schemas';
import { lookupDocument, lookupResource } from './serializers';
import { createLookup, deleteLookup, getLookupOrThrow, listLookup, updateLookup, type LookupType } from './service';

export const lookupRoutes = new Hono<AppEnv>();

/** The lists feed the social map's filters and cards: a committed write drops its cached renderings. */
function invalidate(c: Context<AppEnv>) {
  c.get('deps').invalidate?.([cacheTags.socialMap(c.get('scope').center.id)]);
}

async function list(c: Context<AppEnv>, type: LookupType) {
  return json(c, lookupDocument(type, await listLookup(c.get('deps').db, type, c.get('scope').center.id), c.get('locale')));
}

async function create(c: Context<AppEnv>, type: LookupType) {
  const viewer = requireViewer(c);
  authorize(lookupPolicy.manage(viewer));
  const attrs = await readResource(c, { types: LOOKUP_BODY_TYPES[type], attributes: lookupCreate });
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const row = await createLookup(db, type, centerId, attrs);
  await audit(db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: `${type}.create`,
    subjectType: type,
    subjectId: row.id,
    ip: c.get('ip'),
  });
  invalidate(c);
  return json(c, document(lookupResource(type, row, c.get('locale'))), 201);
}

async function update(c: Context<AppEnv>, type: LookupType) {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  // Another center's entry is not found, whoever asks; then the policy decides.
  await getLookupOrThrow(db, type, { centerId, id });
  authorize(lookupPolicy.manage(viewer));
  const attrs = await readResource(c, { types: LOOKUP_BODY_TYPES[type], id, attributes: lookupUpdate });
  const row = await updateLookup(db, type, { centerId, id }, attrs);
  await audit(db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: `${type}.update`,
    subjectType: type,
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidate(c);
  return json(c, document(lookupResource(type, row, c.get('locale'))));
}

async function destroy(c: Context<AppEnv>, type: LookupType) {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  await getLookupOrThrow(db, type, { centerId, id });
  authorize(lookupPolicy.manage(viewer));
  const { inUse } = await deleteLookup(db, type, { centerId, id });
  if (inUse > 0) throw new ApiError(409, { code: 'inUse', params: { count: inUse }, meta: { count: inUse } });
  await audit(db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: `${type}.delete`,
    subjectType: type,
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidate(c);
  return noContent(c);
}

for (const type of ['non_profit_types', 'activity_types'] as const) {
  lookupRoutes.get(`/${type}`, (c) => list(c, type));
  lookupRoutes.post(`/${type}`, (c) => create(c, type));
  lookupRoutes.patch(`/${type}/:id`, (c) => update(c, type));
  lookupRoutes.delete(`/${type}/:id`, (c) => destroy(c, type));
}
