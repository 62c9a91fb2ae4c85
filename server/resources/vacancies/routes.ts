/**
 * /api/v1/vacancies: the management list, the public vacancy bank (/search), show, create, update, soft delete
 * and the bulk edit; /api/v1/age_groups: the age group lookup.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { VACANCY_STATUSES } from '@/domain/vacancies';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { vacancyPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, document, type ResourceObject } from '../../jsonapi/document';
import { ApiError, authorize, notFound, unprocessable } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { bulkEditVacancies } from './bulk-edit';
import { manageSpec, searchSpec, showSpec, bulkEdit, vacancyCreate, vacancyUpdate } from './schemas';
import { locatePostalCode } from '../../geo/locate';
import { searchVacancies, type SearchSort } from './search';
import { countVacancySearch } from '../analytics/counting';
import { ageGroupsDocument, contactPersonResource, vacancyResource } from './serializers';
import * as service from './service';

export const vacancyRoutes = new Hono<AppEnv>();
export const ageGroupRoutes = new Hono<AppEnv>();

const TYPES = ['vacancies', 'vacancy'] as const;
const BULK_TYPES = ['vacancy_bulk_edits', 'bulk_edits'] as const;

const writeContext = (c: Context<AppEnv>): service.WriteContext => ({
  centerId: c.get('scope').center.id,
  now: c.get('deps').now(),
  t: c.get('t'),
});

/** Public renderings of this center's vacancy bank are cached by the web; a committed write drops them. */
function invalidate(c: Context<AppEnv>, ids: number[]) {
  const centerId = c.get('scope').center.id;
  c.get('deps').invalidate?.([`vacancies:${centerId}`, ...ids.map((id) => `vacancy:${id}`)]);
}

vacancyRoutes.get('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(vacancyPolicy.list(viewer));
  const url = new URL(c.req.url);
  const q = parseQuery(url, manageSpec);
  const { rows, total } = await service.listVacancies(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    organizationIds: vacancyPolicy.listScope(viewer),
    statuses: q.filter.status ?? null,
    vacancyTypes: q.filter.vacancy_type,
    filterOrganizationIds: q.filter.organization_id,
    tag: q.filter.tag,
    ageGroupId: q.filter.age_group_id,
    query: q.filter.q?.trim() || undefined,
    expiresWithin:
      q.filter.expires_within_days === undefined ? undefined : { now: c.get('deps').now(), days: q.filter.expires_within_days },
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(vacancyResource), { number: q.page.number, size: q.page.size, total }, url));
});

/** GET /vacancies/search: the public vacancy bank of this center; no sign-in needed. */
vacancyRoutes.get('/search', async (c) => {
  const url = new URL(c.req.url);
  const q = parseQuery(url, searchSpec);
  const f = q.filter;
  const query = (f.q ?? q.params.q ?? '').trim() || undefined;
  const { db } = c.get('deps');

  if ((f.lat === undefined) !== (f.lng === undefined))
    throw new ApiError(400, {
      code: 'invalidFilter',
      source: { parameter: f.lat === undefined ? 'filter[lat]' : 'filter[lng]' },
      params: { name: f.lat === undefined ? 'lat' : 'lng' },
    });
  let point = f.lat !== undefined && f.lng !== undefined ? { latitude: f.lat, longitude: f.lng } : undefined;
  if (!point && f.postal_code) {
    point = (await locatePostalCode(db, f.postal_code)) ?? undefined;
    if (!point)
      throw new ApiError(400, { code: 'invalidFilter', source: { parameter: 'filter[postal_code]' }, params: { name: 'postal_code' } });
  }
  if (f.distance_km !== undefined && !point)
    throw new ApiError(400, { code: 'invalidFilter', source: { parameter: 'filter[distance_km]' }, params: { name: 'distance_km' } });

  const requested = q.sort[0];
  let sort: SearchSort = query ? 'relevance' : 'published_at';
  if (requested) {
    const field = requested.field === 'publishedAt' ? 'published_at' : requested.field === 'startsOn' ? 'starts_on' : requested.field;
    if (field === 'distance' && !point)
      throw new ApiError(400, {
        code: 'unknownSort',
        source: { parameter: 'sort' },
        detail: c.get('t')('vacancyApi.errors.distanceNeedsPoint'),
      });
    sort = field as SearchSort;
  }
  const { rows, total } = await searchVacancies(db, {
    centerId: c.get('scope').center.id,
    now: c.get('deps').now(),
    query,
    vacancyTypes: f.vacancy_type,
    tag: f.tag,
    ageGroupId: f.age_group_id,
    organizationIds: f.organization_id,
    point,
    distanceKm: f.distance_km,
    startsFrom: f.starts_from,
    startsUntil: f.starts_until,
    sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  // Its words count for the center's analytics, without anything of the searcher (docs/domain.md#analytics).
  await countVacancySearch(c, query, q.page.number);
  const doc = collection(rows.map(vacancyResource), { number: q.page.number, size: q.page.size, total }, url);
  if (point) doc.meta = { ...doc.meta, origin: { latitude: point.latitude, longitude: point.longitude } };
  return json(c, doc);
});

/**
 * Loads a vacancy of this center the viewer may see: managers see every status; everyone else only public ones.
 * Anything else is 404, so drafts and other centers' vacancies are never leaked.
 */
async function readable(c: Context<AppEnv>, id: number) {
  const vacancy = await service.getVacancyOrThrow(c.get('deps').db, { centerId: c.get('scope').center.id, id });
  const viewer = c.get('viewer');
  const manager = vacancyPolicy.manage(viewer, vacancy);
  if (!manager && !service.isPublic(vacancy, c.get('deps').now())) throw notFound('vacancy');
  return { vacancy, manager };
}

async function show(c: Context<AppEnv>, vacancy: service.StoredVacancy, manager: boolean, status: 200 | 201 = 200) {
  const q = parseQuery(new URL(c.req.url), showSpec);
  const included: ResourceObject[] = [];
  if (q.include.has('contact_person') && vacancy.contactPersonId) {
    const person = await service.findContactPerson(c.get('deps').db, vacancy.contactPersonId);
    if (person) included.push(contactPersonResource(person, { phoneVisible: manager || vacancy.contactPhoneVisible }));
  }
  return json(c, document(vacancyResource(vacancy), { included: q.include.size ? included : undefined }), status);
}

vacancyRoutes.get('/:id', async (c) => {
  const { vacancy, manager } = await readable(c, parseId(c.req.param('id')));
  return show(c, vacancy, manager);
});

vacancyRoutes.post('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(vacancyPolicy.list(viewer));
  const attrs = await readResource(c, { types: TYPES, attributes: vacancyCreate });
  const managed = vacancyPolicy.listScope(viewer);
  // An organization superuser of one organization may leave it out; staff always say which.
  const organizationId = attrs.organizationId ?? viewer.currentOrganizationId ?? (managed?.length === 1 ? managed[0] : undefined);
  if (organizationId === undefined) throw unprocessableRequired(c, '/data/attributes/organization_id');
  authorize(vacancyPolicy.createFor(viewer, organizationId));
  const { db } = c.get('deps');
  const ctx = writeContext(c);
  await service.assertOrganization(db, ctx, organizationId);
  const vacancy = await service.createVacancy(db, ctx, { ...attrs, organizationId });
  await audit(db, {
    volunteerCenterId: ctx.centerId,
    actorId: viewer.user.id,
    action: 'vacancy.create',
    subjectType: 'vacancies',
    subjectId: vacancy.id,
    ip: c.get('ip'),
  });
  invalidate(c, [vacancy.id]);
  return show(c, vacancy, true, 201);
});

function unprocessableRequired(c: Context<AppEnv>, pointer: string) {
  const error = unprocessable('invalidAttribute', pointer);
  error.items[0]!.detail = c.get('t')('api.validation.required');
  return error;
}

async function update(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const { vacancy: current, manager } = await readable(c, id);
  authorize(manager);
  const attrs = await readResource(c, { types: TYPES, id, attributes: vacancyUpdate });
  const { db } = c.get('deps');
  const ctx = writeContext(c);
  if (attrs.organizationId !== undefined && attrs.organizationId !== current.organizationId) {
    authorize(vacancyPolicy.createFor(viewer, attrs.organizationId));
    await service.assertOrganization(db, ctx, attrs.organizationId);
  }
  const { before, after } = await service.updateVacancy(db, ctx, id, attrs);
  if (before.status !== after.status)
    await audit(db, {
      volunteerCenterId: ctx.centerId,
      actorId: viewer.user.id,
      action: `vacancy.status.${after.status}`,
      subjectType: 'vacancies',
      subjectId: id,
      data: { from: before.status, to: after.status },
      ip: c.get('ip'),
    });
  invalidate(c, [id]);
  return show(c, after, true);
}

vacancyRoutes.patch('/:id', update);
vacancyRoutes.put('/:id', update);

vacancyRoutes.delete('/:id', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const { vacancy: current, manager } = await readable(c, id);
  authorize(manager);
  if (current.status !== 'deleted') {
    const { db } = c.get('deps');
    const ctx = writeContext(c);
    await service.updateVacancy(db, ctx, id, { status: 'deleted' });
    await audit(db, {
      volunteerCenterId: ctx.centerId,
      actorId: viewer.user.id,
      action: 'vacancy.delete',
      subjectType: 'vacancies',
      subjectId: id,
      ip: c.get('ip'),
    });
    invalidate(c, [id]);
  }
  return noContent(c);
});

vacancyRoutes.post('/bulk_edit', async (c) => {
  const viewer = requireViewer(c);
  authorize(vacancyPolicy.list(viewer));
  const input = await readResource(c, { types: BULK_TYPES, attributes: bulkEdit });
  const { db } = c.get('deps');
  const ctx = writeContext(c);
  const ids = await bulkEditVacancies(db, ctx, input, (v) => vacancyPolicy.manage(viewer, v));
  await audit(db, {
    volunteerCenterId: ctx.centerId,
    actorId: viewer.user.id,
    action: 'vacancy.bulk_edit',
    subjectType: 'vacancies',
    subjectId: null,
    data: { ids, status: input.status ?? null },
    ip: c.get('ip'),
  });
  invalidate(c, ids);
  const { rows } = await service.listVacancies(db, {
    centerId: ctx.centerId,
    organizationIds: null,
    statuses: [...VACANCY_STATUSES],
    filterOrganizationIds: undefined,
    sort: [{ field: 'createdAt', direction: 'desc' }],
    limit: ids.length,
    offset: 0,
    ids,
  });
  return json(c, document(rows.map(vacancyResource), { meta: { updatedCount: ids.length } }));
});

/** GET /api/v1/age_groups: public, in the request's language, in their fixed order (youngest first). */
ageGroupRoutes.get('/', async (c) => {
  const rows = await service.listAgeGroups(c.get('deps').db);
  return json(c, ageGroupsDocument(rows, c.get('locale')));
});
