/**
 * Vacancies, always within one center: every query and write names the center in its own WHERE, so another
 * center's vacancy is simply not found. Writes check the transition table and the rules across fields here,
 * because they need the stored row.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ageGroups, memberships, organizations, users, vacancies } from '../../db/schema';
import type { VacancyStatus, VacancyType } from '@/domain/vacancies';
import { htmlToText, sanitizeRichText } from '@/lib/shared/html/sanitize';
import type { Translate } from '../../i18n';
import { ApiError, notFound, type ApiErrorItem } from '../../jsonapi/errors';
import { locatePostalCode } from '../../geo/locate';
import { textQuery } from '../../db/text-search';
import type { VacancyCreate, VacancyUpdate } from './schemas';
import type { VacancyRow } from './serializers';
import { transitionError } from './transitions';

export interface WriteContext {
  centerId: number;
  now: Date;
  t: Translate;
}

/** Every column but the search vector (never sent, and heavy), plus the organization's name and status. */
const vacancyColumns: Partial<ReturnType<typeof getTableColumns<typeof vacancies>>> = { ...getTableColumns(vacancies) };
delete vacancyColumns.searchVector;
export const vacancySelection = {
  ...(vacancyColumns as Omit<ReturnType<typeof getTableColumns<typeof vacancies>>, 'searchVector'>),
  organizationName: organizations.name,
  organizationStatus: organizations.status,
};

export type StoredVacancy = VacancyRow & { organizationStatus: string };

export interface ListOptions {
  centerId: number;
  /** null = every organization of the center */
  organizationIds: number[] | null;
  /** null = every status except deleted */
  statuses: VacancyStatus[] | null;
  vacancyTypes?: VacancyType[];
  filterOrganizationIds?: number[];
  ids?: number[];
  tag?: string;
  ageGroupId?: number;
  query?: string;
  /** Expiring between `now` and `now` + `days` (docs/domain.md#dashboard). */
  expiresWithin?: { now: Date; days: number };
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

const SORTS: Record<string, SQL> = {
  title: sql`lower(${vacancies.title})`,
  createdAt: sql`${vacancies.createdAt}`,
  publishedAt: sql`${vacancies.publishedAt}`,
  expiresAt: sql`${vacancies.expiresAt}`,
  status: sql`${vacancies.status}`,
  startsOn: sql`${vacancies.startsOn}`,
};

export async function listVacancies(db: Executor, o: ListOptions) {
  const where: SQL[] = [eq(vacancies.volunteerCenterId, o.centerId)];
  if (o.organizationIds) where.push(inArray(vacancies.organizationId, o.organizationIds.length ? o.organizationIds : [0]));
  where.push(o.statuses ? inArray(vacancies.status, o.statuses) : ne(vacancies.status, 'deleted'));
  if (o.vacancyTypes?.length) where.push(inArray(vacancies.vacancyType, o.vacancyTypes));
  if (o.filterOrganizationIds)
    where.push(inArray(vacancies.organizationId, o.filterOrganizationIds.length ? o.filterOrganizationIds : [0]));
  if (o.ids) where.push(inArray(vacancies.id, o.ids.length ? o.ids : [0]));
  if (o.tag) where.push(sql`${vacancies.tags} @> array[${o.tag}]::text[]`);
  if (o.ageGroupId) where.push(sql`${vacancies.ageGroupIds} @> array[${o.ageGroupId}]::integer[]`);
  if (o.expiresWithin) {
    const { now, days } = o.expiresWithin;
    where.push(gte(vacancies.expiresAt, now), lt(vacancies.expiresAt, new Date(now.getTime() + days * 24 * 3600_000)));
  }
  if (o.query) {
    // Managers look for words (stemmed, as the public search) or for a piece of a title.
    const pattern = `%${o.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(or(sql`${vacancies.searchVector} @@ ${textQuery(o.query)}`, ilike(vacancies.title, pattern)) as SQL);
  }
  const condition = and(...where);
  const order = o.sort.map((s) => {
    const column = SORTS[s.field] ?? SORTS.createdAt!;
    return s.direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  const [rows, [total]] = await Promise.all([
    db
      .select(vacancySelection)
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(condition)
      .orderBy(...order, desc(vacancies.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(vacancies).where(condition),
  ]);
  return { rows: rows as StoredVacancy[], total: Number(total?.n ?? 0) };
}

export async function findVacancy(db: Executor, scope: { centerId: number; id: number }, options: { lock?: boolean } = {}) {
  const query = db
    .select(vacancySelection)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(and(eq(vacancies.id, scope.id), eq(vacancies.volunteerCenterId, scope.centerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: vacancies }) : await query;
  return (row as StoredVacancy | undefined) ?? null;
}

export async function getVacancyOrThrow(db: Executor, scope: { centerId: number; id: number }) {
  const row = await findVacancy(db, scope);
  if (!row) throw notFound('vacancy');
  return row;
}

/** Public: published, not past its expiry, of an approved organization (docs/domain.md). */
export function isPublic(v: Pick<StoredVacancy, 'status' | 'expiresAt' | 'organizationStatus'>, now: Date) {
  return v.status === 'published' && (v.expiresAt === null || v.expiresAt > now) && v.organizationStatus === 'approved';
}

/** An organization of this center that may hold vacancies, or a 422 on organization_id. */
export async function assertOrganization(db: Executor, ctx: WriteContext, organizationId: number) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(eq(organizations.id, organizationId), eq(organizations.volunteerCenterId, ctx.centerId), ne(organizations.status, 'deleted')),
    );
  if (!org) throw invalid(ctx, '/data/attributes/organization_id', 'vacancyApi.errors.organizationUnknown');
}

const invalid = (ctx: WriteContext, pointer: string, key: string, params?: Record<string, string | number>) =>
  new ApiError(422, item(ctx, pointer, key, params));
const item = (ctx: WriteContext, pointer: string, key: string, params?: Record<string, string | number>): ApiErrorItem => ({
  code: 'invalidAttribute',
  detail: ctx.t(key, params),
  source: { pointer },
});

type Fields = typeof vacancies.$inferInsert;

/**
 * The rules across fields, on the row as it will be stored: publishing needs a future expiry (republishing
 * needs a new one), activities need their dates, ranges run forwards, referenced rows exist. All problems at once.
 */
async function checkConsistency(db: Executor, ctx: WriteContext, next: Fields, before: StoredVacancy | null) {
  const errors: ApiErrorItem[] = [];
  const p = (name: string) => `/data/attributes/${name}`;
  const publishing = next.status === 'published';
  const expiresAt = next.expiresAt ?? null;
  if (publishing && expiresAt && expiresAt <= ctx.now) errors.push(item(ctx, p('expires_at'), 'vacancyApi.errors.expiresInPast'));
  else if (publishing && !expiresAt && before && before.status !== 'draft' && before.status !== 'published')
    errors.push(item(ctx, p('expires_at'), 'vacancyApi.errors.republishNeedsExpiry'));

  if (next.vacancyType === 'activity') {
    const frequency = next.activityFrequency ?? null;
    if (!frequency) errors.push(item(ctx, p('activity_frequency'), 'vacancyApi.errors.frequencyRequired'));
    if ((frequency === 'once' || frequency === 'multi_day') && !next.startsOn)
      errors.push(item(ctx, p('starts_on'), 'vacancyApi.errors.startsOnRequired'));
    if (frequency === 'multi_day' && !next.endsOn) errors.push(item(ctx, p('ends_on'), 'vacancyApi.errors.endsOnRequired'));
    if (frequency === 'regularly' && !(next.weekdays ?? []).length)
      errors.push(item(ctx, p('weekdays'), 'vacancyApi.errors.weekdaysRequired'));
  }
  if (next.startsOn && next.endsOn && next.endsOn < next.startsOn)
    errors.push(item(ctx, p('ends_on'), 'vacancyApi.errors.endsBeforeStart'));
  if (next.startTime && next.endTime && next.endTime <= next.startTime)
    errors.push(item(ctx, p('end_time'), 'vacancyApi.errors.endsBeforeStart'));
  const hasLatitude = next.latitude !== null && next.latitude !== undefined;
  const hasLongitude = next.longitude !== null && next.longitude !== undefined;
  if (hasLatitude !== hasLongitude)
    errors.push(item(ctx, p(hasLatitude ? 'longitude' : 'latitude'), 'vacancyApi.errors.coordinatesTogether'));

  const ageGroupIds = next.ageGroupIds ?? [];
  if (ageGroupIds.length) {
    const found = await db.select({ id: ageGroups.id }).from(ageGroups).where(inArray(ageGroups.id, ageGroupIds));
    const known = new Set(found.map((r) => r.id));
    const missing = ageGroupIds.findIndex((id) => !known.has(id));
    if (missing >= 0) errors.push(item(ctx, p(`age_group_ids/${missing}`), 'vacancyApi.errors.ageGroupUnknown'));
  }
  if (next.contactPersonId) {
    // The contact person answers for the organization: one of its members, in this center.
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(
        and(
          eq(users.id, next.contactPersonId),
          eq(users.volunteerCenterId, ctx.centerId),
          eq(memberships.organizationId, next.organizationId!),
        ),
      );
    if (!member) errors.push(item(ctx, p('contact_person_id'), 'vacancyApi.errors.contactPersonNotMember'));
  }
  if (errors.length) throw new ApiError(422, errors);
}

/** The stored form of written attributes: sanitized HTML with its text, a located postal code. */
async function normalize(db: Executor, attrs: VacancyUpdate, before: StoredVacancy | null): Promise<Partial<Fields>> {
  const { description, ...rest } = attrs;
  const fields: Partial<Fields> = { ...rest };
  if (description !== undefined) {
    fields.description = sanitizeRichText(description ?? '');
    fields.descriptionText = htmlToText(fields.description);
  }
  const coordinatesGiven = attrs.latitude !== undefined || attrs.longitude !== undefined;
  if (attrs.postalCode && attrs.postalCode !== before?.postalCode && !coordinatesGiven) {
    const point = await locatePostalCode(db, attrs.postalCode);
    if (point) Object.assign(fields, point);
  }
  return fields;
}

function statusTimestamps(ctx: WriteContext, from: VacancyStatus | null, to: VacancyStatus): Partial<Fields> {
  if (from === to) return {};
  if (to === 'published') return { publishedAt: ctx.now, deletedAt: null };
  if (to === 'deleted') return { deletedAt: ctx.now };
  return {};
}

export async function createVacancy(db: Executor, ctx: WriteContext, attrs: VacancyCreate & { organizationId: number }) {
  const status = attrs.status ?? 'draft';
  // A new vacancy starts as a draft or is published at once; nothing else exists yet to move from.
  if (status !== 'draft') {
    const refused = transitionError(ctx.t, 'draft', status);
    if (refused) throw refused;
  }
  const fields = await normalize(db, attrs, null);
  const next: Fields = {
    ...fields,
    title: attrs.title,
    organizationId: attrs.organizationId,
    volunteerCenterId: ctx.centerId,
    status,
    vacancyType: attrs.vacancyType ?? 'volunteering',
    ...statusTimestamps(ctx, null, status),
  };
  await checkConsistency(db, ctx, next, null);
  const [row] = await db.insert(vacancies).values(next).returning({ id: vacancies.id });
  if (!row) throw new Error('insert returned nothing');
  return getVacancyOrThrow(db, { centerId: ctx.centerId, id: row.id });
}

/** Applies a change to a locked, loaded row; shared by PATCH and the bulk edit. */
export async function applyUpdate(db: Executor, ctx: WriteContext, before: StoredVacancy, attrs: VacancyUpdate) {
  if (attrs.status && attrs.status !== before.status) {
    const refused = transitionError(ctx.t, before.status, attrs.status);
    if (refused) throw refused;
  }
  const fields = await normalize(db, attrs, before);
  const status = attrs.status ?? before.status;
  // The stored row with the change applied: what the consistency rules judge (extra joined fields are ignored).
  const next: Fields = { ...before, ...fields, status, ...statusTimestamps(ctx, before.status, status) };
  await checkConsistency(db, ctx, next, before);
  await db
    .update(vacancies)
    .set({ ...fields, status, ...statusTimestamps(ctx, before.status, status), updatedAt: ctx.now })
    .where(and(eq(vacancies.id, before.id), eq(vacancies.volunteerCenterId, ctx.centerId)));
}

export async function updateVacancy(db: Executor, ctx: WriteContext, id: number, attrs: VacancyUpdate) {
  return db.transaction(async (tx) => {
    const before = await findVacancy(tx, { centerId: ctx.centerId, id }, { lock: true });
    if (!before) throw notFound('vacancy');
    await applyUpdate(tx, ctx, before, attrs);
    const after = await getVacancyOrThrow(tx, { centerId: ctx.centerId, id });
    return { before, after };
  });
}

export async function listAgeGroups(db: Executor) {
  return db.select().from(ageGroups).orderBy(asc(ageGroups.position), asc(ageGroups.id));
}

/** The contact person shown with a vacancy: by id alone, since writes accept only a member of its organization in the center. */
export async function findContactPerson(db: Executor, userId: number) {
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  return person;
}
