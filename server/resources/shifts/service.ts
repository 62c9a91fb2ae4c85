/**
 * Shifts and their sign-ups, always within one center (docs/domain.md#shifts): every query names the center in its
 * own WHERE, so another center's shift is not found.
 *
 * Capacity holds under concurrent sign-ups because every write that changes who holds a place (sign up, confirm a
 * guest, cancel, change the capacity, cancel the shift) first locks the shift's row (SELECT … FOR UPDATE) in its
 * transaction and counts the confirmed sign-ups only then: the second of two racing requests waits for the first to
 * commit and counts its sign-up. Mails are queued in the same transaction (the outbox), so they go out exactly when
 * the change commits.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { cancelUntil, spotsLeft, type ShiftSignupStatus } from '@/domain/shifts';
import type { Locale } from '@/domain/values';
import type { Executor } from '../../db/client';
import { organizations, shiftSignups, shifts, vacancies, workshops } from '../../db/schema';
import type { Translate } from '../../i18n';
import { ApiError, notFound } from '../../jsonapi/errors';
import { isUniqueViolation } from '../current-user/account-service';

export type ShiftRow = typeof shifts.$inferSelect;
export type SignupRow = typeof shiftSignups.$inferSelect;

/** How long a guest's confirmation link works. */
export const GUEST_CONFIRMATION_VALID_MS = 7 * 24 * 3600_000;

/** A shift with its parent and its counts. */
export interface ShiftView extends ShiftRow {
  title: string;
  /** The vacancy's organization (null for a workshop's shift). */
  organizationId: number | null;
  /** Anyone may see it and sign up (a published parent); managers see the others too. */
  parentPublic: boolean;
  confirmedCount: number;
  waitlistCount: number;
  mySignupId: number | null;
  mySignupStatus: ShiftSignupStatus | null;
}

/** A sign-up with what its owner and the mails need of the shift. */
export interface SignupView extends SignupRow {
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  cancelCutoffHours: number;
  shiftStatus: string;
  title: string;
  vacancyId: number | null;
  workshopId: number | null;
  organizationId: number | null;
  waitlistPosition: number | null;
}

const confirmedCount = sql<number>`(select count(*)::int from shift_signups c where c.shift_id = ${shifts.id} and c.status = 'confirmed')`;
const waitlistCount = sql<number>`(select count(*)::int from shift_signups w where w.shift_id = ${shifts.id} and w.status = 'waitlisted')`;

/** A published parent: an approved organization's published, unexpired vacancy, or a published (or cancelled) workshop. */
export function publicParent(now: Date): SQL {
  return sql`((${shifts.vacancyId} is not null and ${vacancies.status} = 'published' and ${vacancies.deletedAt} is null
      and ${organizations.status} = 'approved' and (${vacancies.expiresAt} is null or ${vacancies.expiresAt} > ${now.toISOString()}::timestamptz))
    or (${shifts.workshopId} is not null and ${workshops.status} in ('published', 'cancelled') and ${workshops.deletedAt} is null))`;
}

function shiftQuery(db: Executor, viewerId: number | null, now: Date) {
  const mine = viewerId
    ? sql`(select s.id from shift_signups s where s.shift_id = ${shifts.id} and s.user_id = ${viewerId} and s.status <> 'cancelled' order by s.id desc limit 1)`
    : sql`null`;
  const mineStatus = viewerId
    ? sql`(select s.status from shift_signups s where s.shift_id = ${shifts.id} and s.user_id = ${viewerId} and s.status <> 'cancelled' order by s.id desc limit 1)`
    : sql`null`;
  return db
    .select({
      shift: shifts,
      vacancyTitle: vacancies.title,
      organizationId: vacancies.organizationId,
      workshopTitle: workshops.title,
      parentPublic: sql<boolean>`${publicParent(now)}`,
      confirmedCount,
      waitlistCount,
      mySignupId: sql<number | null>`${mine}`,
      mySignupStatus: sql<string | null>`${mineStatus}`,
    })
    .from(shifts)
    .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .leftJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(workshops, eq(workshops.id, shifts.workshopId));
}

type ShiftQueryRow = Awaited<ReturnType<ReturnType<typeof shiftQuery>['execute']>>[number];

const toShiftView = (r: ShiftQueryRow): ShiftView => ({
  ...r.shift,
  title: r.vacancyTitle ?? r.workshopTitle ?? '',
  organizationId: r.organizationId ?? null,
  parentPublic: Boolean(r.parentPublic),
  confirmedCount: Number(r.confirmedCount ?? 0),
  waitlistCount: Number(r.waitlistCount ?? 0),
  mySignupId: r.mySignupId === null || r.mySignupId === undefined ? null : Number(r.mySignupId),
  mySignupStatus: (r.mySignupStatus as ShiftSignupStatus | null) ?? null,
});

/** Vacancy or workshop shifts are not mixed with a deleted parent: a deleted parent's shifts are not found. */
const liveParent = sql`(${shifts.workshopId} is null or ${workshops.deletedAt} is null) and (${shifts.vacancyId} is null or ${vacancies.deletedAt} is null)`;

export interface ShiftListOptions {
  centerId: number;
  viewerId: number | null;
  vacancyId?: number;
  workshopId?: number;
  /** Only shifts not yet ended. */
  upcoming?: boolean;
  /** Only shifts of a public parent (everyone's list), or also the managed parent's (checked by the caller). */
  publicOnly: boolean;
  /** Only the shifts of vacancies, or of workshops. */
  parentType?: 'vacancies' | 'workshops';
  /**
   * Only what takes place (the activity calendar, docs/domain.md#activity-calendar): open shifts of a parent that is
   * not cancelled, so a cancelled workshop's dates are left out even where a shift of it was not cancelled itself.
   */
  takingPlace?: boolean;
  now: Date;
  limit: number;
  offset: number;
}

export async function listShifts(db: Executor, o: ShiftListOptions) {
  const where = and(
    eq(shifts.volunteerCenterId, o.centerId),
    liveParent,
    o.vacancyId === undefined ? undefined : eq(shifts.vacancyId, o.vacancyId),
    o.workshopId === undefined ? undefined : eq(shifts.workshopId, o.workshopId),
    o.upcoming ? gt(shifts.endsAt, o.now) : undefined,
    o.publicOnly ? publicParent(o.now) : undefined,
    o.parentType === 'vacancies' ? isNotNull(shifts.vacancyId) : undefined,
    o.parentType === 'workshops' ? isNotNull(shifts.workshopId) : undefined,
    o.takingPlace ? and(eq(shifts.status, 'open'), sql`(${shifts.workshopId} is null or ${workshops.status} <> 'cancelled')`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    shiftQuery(db, o.viewerId, o.now).where(where).orderBy(asc(shifts.startsAt), asc(shifts.id)).limit(o.limit).offset(o.offset),
    db
      .select({ n: count() })
      .from(shifts)
      .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
      .leftJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .leftJoin(workshops, eq(workshops.id, shifts.workshopId))
      .where(where),
  ]);
  return { rows: rows.map(toShiftView), total: Number(total?.n ?? 0) };
}

export async function getShiftOrThrow(db: Executor, scope: { centerId: number; id: number; viewerId: number | null; now: Date }) {
  const [row] = await shiftQuery(db, scope.viewerId, scope.now)
    .where(and(eq(shifts.id, scope.id), eq(shifts.volunteerCenterId, scope.centerId), liveParent))
    .limit(1);
  if (!row) throw notFound('shift');
  return toShiftView(row);
}

/** The parent a new shift hangs under: an activity vacancy or a workshop of this center. */
export async function parentOrThrow(
  db: Executor,
  o: { centerId: number; vacancyId?: number | null; workshopId?: number | null },
  t: Translate,
): Promise<{ organizationId: number | null; workshop: boolean }> {
  if (o.vacancyId) {
    const [v] = await db
      .select({ organizationId: vacancies.organizationId, vacancyType: vacancies.vacancyType })
      .from(vacancies)
      .where(and(eq(vacancies.id, o.vacancyId), eq(vacancies.volunteerCenterId, o.centerId), isNull(vacancies.deletedAt)));
    if (!v) throw notFound('vacancy');
    if (v.vacancyType !== 'activity')
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('shiftApi.errors.notAnActivity'),
        source: { pointer: '/data/attributes/vacancy_id' },
      });
    return { organizationId: v.organizationId, workshop: false };
  }
  const [w] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.id, o.workshopId ?? 0), eq(workshops.volunteerCenterId, o.centerId), isNull(workshops.deletedAt)));
  if (!w) throw notFound('workshop');
  return { organizationId: null, workshop: true };
}

function assertTimes(attrs: { startsAt: Date; endsAt: Date }, t: Translate) {
  if (attrs.endsAt <= attrs.startsAt)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('shiftApi.errors.endsBeforeStart'),
      source: { pointer: '/data/attributes/ends_at' },
    });
  if (attrs.endsAt.getTime() - attrs.startsAt.getTime() > 24 * 3600_000)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('shiftApi.errors.tooLong'),
      source: { pointer: '/data/attributes/ends_at' },
    });
}

export interface ShiftInput {
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  description: string | null;
  capacity: number;
  cancelCutoffHours: number;
}

export async function createShift(
  db: Executor,
  o: { centerId: number; vacancyId: number | null; workshopId: number | null; now: Date },
  attrs: ShiftInput,
  t: Translate,
): Promise<number> {
  assertTimes(attrs, t);
  const [row] = await db
    .insert(shifts)
    .values({
      volunteerCenterId: o.centerId,
      vacancyId: o.vacancyId,
      workshopId: o.workshopId,
      ...attrs,
      place: attrs.place || null,
      description: attrs.description || null,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning({ id: shifts.id });
  if (!row) throw new Error('shift not stored');
  return row.id;
}

/** Locks the shift's row for the rest of the transaction: the one serialization point of its places. */
export async function lockShift(tx: Executor, centerId: number, id: number): Promise<ShiftRow> {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.volunteerCenterId, centerId)))
    .for('update');
  if (!row) throw notFound('shift');
  return row;
}

async function countConfirmed(tx: Executor, shiftId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shiftSignups)
    .where(and(eq(shiftSignups.shiftId, shiftId), eq(shiftSignups.status, 'confirmed')));
  return Number(row?.n ?? 0);
}

/**
 * Moves the first on the waitlist (waitlisted_at, id) up while there is room; the shift's row is locked by the
 * caller. Returns the promoted sign-ups' ids, for their mails.
 */
export async function promoteFromWaitlist(tx: Executor, shift: ShiftRow, now: Date): Promise<number[]> {
  if (shift.status !== 'open' || shift.startsAt <= now) return [];
  const room = shift.capacity - (await countConfirmed(tx, shift.id));
  if (room <= 0) return [];
  const next = await tx
    .select({ id: shiftSignups.id })
    .from(shiftSignups)
    .where(and(eq(shiftSignups.shiftId, shift.id), eq(shiftSignups.status, 'waitlisted')))
    .orderBy(asc(shiftSignups.waitlistedAt), asc(shiftSignups.id))
    .limit(room);
  if (!next.length) return [];
  const ids = next.map((n) => n.id);
  await tx
    .update(shiftSignups)
    .set({ status: 'confirmed', confirmedAt: now, promotedAt: now, updatedAt: now })
    .where(inArray(shiftSignups.id, ids));
  return ids;
}

export async function updateShift(
  tx: Executor,
  o: { centerId: number; id: number; now: Date },
  attrs: Partial<ShiftInput>,
  t: Translate,
): Promise<{ promoted: number[] }> {
  const shift = await lockShift(tx, o.centerId, o.id);
  const next = { ...shift, ...attrs };
  assertTimes(next, t);
  if (attrs.capacity !== undefined) {
    const confirmed = await countConfirmed(tx, shift.id);
    if (attrs.capacity < confirmed)
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('shiftApi.errors.capacityBelowConfirmed', { confirmed }),
        source: { pointer: '/data/attributes/capacity' },
      });
  }
  const [updated] = await tx
    .update(shifts)
    .set({
      ...attrs,
      ...(attrs.place !== undefined ? { place: attrs.place || null } : {}),
      ...(attrs.description !== undefined ? { description: attrs.description || null } : {}),
      updatedAt: o.now,
    })
    .where(eq(shifts.id, shift.id))
    .returning();
  // A larger capacity makes room: the waitlist moves up at once.
  return { promoted: updated ? await promoteFromWaitlist(tx, updated, o.now) : [] };
}

/** Cancels the shift and every live sign-up of it; returns the sign-ups that were live (to be mailed). */
export async function cancelShift(tx: Executor, o: { centerId: number; id: number; now: Date }): Promise<number[]> {
  const shift = await lockShift(tx, o.centerId, o.id);
  if (shift.status === 'cancelled') return [];
  await tx.update(shifts).set({ status: 'cancelled', cancelledAt: o.now, updatedAt: o.now }).where(eq(shifts.id, shift.id));
  const live = await tx
    .update(shiftSignups)
    .set({ status: 'cancelled', cancelledAt: o.now, updatedAt: o.now })
    .where(and(eq(shiftSignups.shiftId, shift.id), ne(shiftSignups.status, 'cancelled')))
    .returning({ id: shiftSignups.id });
  return live.map((r) => r.id);
}

function signupQuery(db: Executor) {
  return db
    .select({
      signup: shiftSignups,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      place: shifts.place,
      cancelCutoffHours: shifts.cancelCutoffHours,
      shiftStatus: shifts.status,
      vacancyId: shifts.vacancyId,
      workshopId: shifts.workshopId,
      vacancyTitle: vacancies.title,
      organizationId: vacancies.organizationId,
      workshopTitle: workshops.title,
      waitlistPosition: sql<number | null>`(case when ${shiftSignups.status} = 'waitlisted' then (select count(*)::int from shift_signups w
        where w.shift_id = ${shiftSignups.shiftId} and w.status = 'waitlisted'
        and (w.waitlisted_at, w.id) <= (${shiftSignups.waitlistedAt}, ${shiftSignups.id})) end)`,
    })
    .from(shiftSignups)
    .innerJoin(shifts, eq(shifts.id, shiftSignups.shiftId))
    .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .leftJoin(workshops, eq(workshops.id, shifts.workshopId));
}

type SignupQueryRow = Awaited<ReturnType<ReturnType<typeof signupQuery>['execute']>>[number];

const toSignupView = (r: SignupQueryRow): SignupView => ({
  ...r.signup,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  place: r.place,
  cancelCutoffHours: r.cancelCutoffHours,
  shiftStatus: r.shiftStatus,
  title: r.vacancyTitle ?? r.workshopTitle ?? '',
  vacancyId: r.vacancyId,
  workshopId: r.workshopId,
  organizationId: r.organizationId ?? null,
  waitlistPosition: r.waitlistPosition === null || r.waitlistPosition === undefined ? null : Number(r.waitlistPosition),
});

export async function signupsByIds(db: Executor, centerId: number, ids: number[]): Promise<SignupView[]> {
  if (!ids.length) return [];
  const rows = await signupQuery(db)
    .where(and(inArray(shiftSignups.id, ids), eq(shiftSignups.volunteerCenterId, centerId)))
    .orderBy(asc(shiftSignups.id));
  return rows.map(toSignupView);
}

export async function getSignupOrThrow(db: Executor, centerId: number, id: number): Promise<SignupView> {
  const [row] = await signupsByIds(db, centerId, [id]);
  if (!row) throw notFound('shift signup');
  return row;
}

/** Who comes: the live sign-ups of a shift (confirmed first, then the waitlist in order, then pending guests). */
export async function listShiftSignups(db: Executor, o: { centerId: number; shiftId: number; limit: number; offset: number }) {
  const where = and(
    eq(shiftSignups.volunteerCenterId, o.centerId),
    eq(shiftSignups.shiftId, o.shiftId),
    ne(shiftSignups.status, 'cancelled'),
  );
  const order = sql`case ${shiftSignups.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`;
  const [rows, [total]] = await Promise.all([
    signupQuery(db)
      .where(where)
      .orderBy(order, asc(shiftSignups.waitlistedAt), asc(shiftSignups.lastName), asc(shiftSignups.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(shiftSignups).where(where),
  ]);
  return { rows: rows.map(toSignupView), total: Number(total?.n ?? 0) };
}

/** The viewer's own sign-ups: upcoming first (soonest first), then past ones (latest first); cancelled ones left out. */
export async function listOwnSignups(db: Executor, o: { centerId: number; userId: number; now: Date; limit: number; offset: number }) {
  const where = and(
    eq(shiftSignups.volunteerCenterId, o.centerId),
    eq(shiftSignups.userId, o.userId),
    ne(shiftSignups.status, 'cancelled'),
  );
  const [rows, [total]] = await Promise.all([
    signupQuery(db)
      .where(where)
      .orderBy(
        sql`case when ${shifts.endsAt} > ${o.now.toISOString()}::timestamptz then 0 else 1 end`,
        sql`case when ${shifts.endsAt} > ${o.now.toISOString()}::timestamptz then ${shifts.startsAt} end asc`,
        desc(shifts.startsAt),
        asc(shiftSignups.id),
      )
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(shiftSignups).innerJoin(shifts, eq(shifts.id, shiftSignups.shiftId)).where(where),
  ]);
  return { rows: rows.map(toSignupView), total: Number(total?.n ?? 0) };
}

const closedError = (t: Translate) =>
  new ApiError(422, { code: 'invalidAttribute', detail: t('shiftApi.errors.closed'), source: { pointer: '/data' } });

const fullError = (t: Translate) =>
  new ApiError(422, { code: 'full', detail: t('shiftApi.errors.full'), source: { pointer: '/data/attributes/waitlist' } });

const alreadyError = (t: Translate, pointer: string) =>
  new ApiError(422, { code: 'invalidAttribute', detail: t('shiftApi.errors.alreadySignedUp'), source: { pointer } });

export interface NewSignup {
  centerId: number;
  shiftId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  locale: Locale;
  /** The volunteer accepts the waitlist when the shift is full. */
  waitlist: boolean;
  /** sha256 of the guest's mailed confirmation token; null for a signed-in volunteer. */
  confirmationTokenHash: string | null;
  now: Date;
}

/**
 * Signs up under the shift's lock: confirmed while there is room, else waitlisted when accepted, else 422 `full`.
 * A guest's sign-up is pending (it holds no place) until the mailed link confirms it; a full shift is refused to a
 * guest who does not accept the waitlist already now, so the answer does not change at confirmation.
 */
export async function createSignup(tx: Executor, o: NewSignup, t: Translate): Promise<SignupRow> {
  const shift = await lockShift(tx, o.centerId, o.shiftId);
  if (shift.status !== 'open' || shift.startsAt <= o.now) throw closedError(t);
  const pointer = o.userId === null ? '/data/attributes/email' : '/data';
  const [existing] = await tx
    .select()
    .from(shiftSignups)
    .where(
      and(
        eq(shiftSignups.shiftId, shift.id),
        ne(shiftSignups.status, 'cancelled'),
        or(sql`lower(${shiftSignups.email}) = lower(${o.email})`, o.userId === null ? undefined : eq(shiftSignups.userId, o.userId)),
      ),
    )
    .limit(1);
  if (existing && existing.status !== 'pending') throw alreadyError(t, pointer);
  // An unconfirmed guest sign-up of the same address gives way to the new one (a lost mail, a second try).
  if (existing)
    await tx
      .update(shiftSignups)
      .set({ status: 'cancelled', cancelledAt: o.now, updatedAt: o.now })
      .where(eq(shiftSignups.id, existing.id));
  const room = shift.capacity - (await countConfirmed(tx, shift.id)) > 0;
  if (!room && !o.waitlist) throw fullError(t);
  const status: ShiftSignupStatus = o.confirmationTokenHash ? 'pending' : room ? 'confirmed' : 'waitlisted';
  try {
    const [row] = await tx
      .insert(shiftSignups)
      .values({
        volunteerCenterId: o.centerId,
        shiftId: shift.id,
        userId: o.userId,
        firstName: o.firstName,
        lastName: o.lastName,
        email: o.email,
        phoneNumber: o.phoneNumber,
        locale: o.locale,
        status,
        confirmationTokenHash: o.confirmationTokenHash,
        confirmedAt: status === 'confirmed' ? o.now : null,
        waitlistedAt: status === 'waitlisted' ? o.now : null,
        createdAt: o.now,
        updatedAt: o.now,
      })
      .returning();
    if (!row) throw new Error('sign-up not stored');
    return row;
  } catch (error) {
    // shift_signups_one_live_idx: the same address signed up by another route (a guest, then signed in).
    if (isUniqueViolation(error)) throw alreadyError(t, pointer);
    throw error;
  }
}

/** Stores the cancel link's hash (derived from id and creation time, server/resources/shifts/secrets.ts). */
export async function setCancelTokenHash(tx: Executor, id: number, hash: string) {
  await tx.update(shiftSignups).set({ cancelTokenHash: hash }).where(eq(shiftSignups.id, id));
}

/** The guest's mailed link: the pending sign-up takes a place if there is one, else the waitlist. */
export async function confirmGuestSignup(
  tx: Executor,
  o: { centerId: number; tokenHash: string; now: Date },
  t: Translate,
): Promise<number> {
  const [found] = await tx
    .select({ id: shiftSignups.id, shiftId: shiftSignups.shiftId, createdAt: shiftSignups.createdAt })
    .from(shiftSignups)
    .where(
      and(
        eq(shiftSignups.volunteerCenterId, o.centerId),
        eq(shiftSignups.confirmationTokenHash, o.tokenHash),
        eq(shiftSignups.status, 'pending'),
      ),
    )
    .limit(1);
  if (!found || found.createdAt.getTime() + GUEST_CONFIRMATION_VALID_MS < o.now.getTime())
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('shiftApi.errors.tokenInvalid'),
      source: { pointer: '/data/attributes/token' },
    });
  const shift = await lockShift(tx, o.centerId, found.shiftId);
  if (shift.status !== 'open' || shift.startsAt <= o.now) throw closedError(t);
  const room = shift.capacity - (await countConfirmed(tx, shift.id)) > 0;
  await tx
    .update(shiftSignups)
    .set({
      status: room ? 'confirmed' : 'waitlisted',
      confirmationTokenHash: null,
      confirmedAt: room ? o.now : null,
      waitlistedAt: room ? null : o.now,
      updatedAt: o.now,
    })
    .where(eq(shiftSignups.id, found.id));
  return found.id;
}

/** The live sign-up of a cancel link's token in this center, or null. */
export async function signupByCancelHash(db: Executor, centerId: number, hash: string): Promise<SignupView | null> {
  const [row] = await signupQuery(db)
    .where(and(eq(shiftSignups.volunteerCenterId, centerId), eq(shiftSignups.cancelTokenHash, hash)))
    .limit(1);
  return row ? toSignupView(row) : null;
}

/**
 * Cancels a sign-up under its shift's lock. `bySelf`: the volunteer (or the cancel link), who may only before the
 * cut-off; the shift's managers may at any time. A confirmed place freed moves the waitlist up.
 */
export async function cancelSignup(
  tx: Executor,
  o: { centerId: number; id: number; bySelf: boolean; now: Date },
  t: Translate,
): Promise<{ promoted: number[] }> {
  const [signup] = await tx
    .select()
    .from(shiftSignups)
    .where(and(eq(shiftSignups.id, o.id), eq(shiftSignups.volunteerCenterId, o.centerId)));
  if (!signup) throw notFound('shift signup');
  const shift = await lockShift(tx, o.centerId, signup.shiftId);
  if (signup.status === 'cancelled')
    throw new ApiError(422, { code: 'invalidAttribute', detail: t('shiftApi.errors.alreadyCancelled'), source: { pointer: '/data' } });
  if (o.bySelf && o.now >= cancelUntil(shift))
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('shiftApi.errors.pastCutoff', { hours: shift.cancelCutoffHours }),
      source: { pointer: '/data' },
    });
  await tx
    .update(shiftSignups)
    .set({ status: 'cancelled', cancelledAt: o.now, confirmationTokenHash: null, updatedAt: o.now })
    .where(eq(shiftSignups.id, signup.id));
  return { promoted: signup.status === 'confirmed' ? await promoteFromWaitlist(tx, shift, o.now) : [] };
}

/** The attributes a shift shows (docs/api.md): counts and places left from the view. */
export const shiftFigures = (s: ShiftView) => ({
  confirmedCount: s.confirmedCount,
  waitlistCount: s.waitlistCount,
  spotsLeft: s.status === 'open' ? spotsLeft(s.capacity, s.confirmedCount) : 0,
});
