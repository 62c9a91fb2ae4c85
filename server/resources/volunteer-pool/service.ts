/**
 * The volunteer pool and profile replies (docs/domain.md#volunteer-pool). Every query names the center in its own
 * WHERE, so another center's profile or reply is not found (404). The pool's queries ask `in_pool` themselves: a
 * volunteer who leaves the pool is gone from the next search, with nothing cached in between. No query of the pool
 * selects a volunteer's e-mail address or phone number.
 */
import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { boundingBox, type Point } from '@/lib/shared/geo/postcodes';
import { poolDisplayName, type VolunteerProfileAttributes } from '@/domain/volunteer-pool';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { notifications, organizations, profileReplies, users, volunteerProfiles } from '../../db/schema';
import { distanceKm } from '../../geo/distance';
import { locatePostalCode } from '../../geo/locate';
import type { Translate } from '../../i18n';
import { ApiError, notFound } from '../../jsonapi/errors';
import { insertMessage, startConversation } from '../conversations/service';

export type VolunteerProfileRow = typeof volunteerProfiles.$inferSelect;
export type ProfileReplyRow = typeof profileReplies.$inferSelect;

/** A pool profile as an organization sees it: the profile, the volunteer's pool name, the distance from the search. */
export interface PoolProfile {
  profile: VolunteerProfileRow;
  displayName: string;
  distanceKm: number | null;
}

export interface PoolFilters {
  centerId: number;
  q?: string;
  interests?: string[];
  availability?: string[];
  languages?: string[];
  point?: Point;
  /** Needs a point. */
  distanceKm?: number;
}

// ── one's own profile ──────────────────────────────────────────────────────────────────────────────────────────

export async function findOwnProfile(db: Executor, centerId: number, userId: number): Promise<VolunteerProfileRow | null> {
  const [row] = await db
    .select()
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.volunteerCenterId, centerId), eq(volunteerProfiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the profile on the first save, changes it after. The point is worked out from the postal code (as the
 * vacancy bank does); an unknown postal code is refused and changes nothing.
 */
export async function saveOwnProfile(
  db: Executor,
  owner: { centerId: number; userId: number },
  attrs: Partial<VolunteerProfileAttributes>,
  now: Date,
  t: Translate,
): Promise<VolunteerProfileRow> {
  let point: { latitude: number | null; longitude: number | null } | undefined;
  if (attrs.postalCode !== undefined) {
    if (attrs.postalCode === null) point = { latitude: null, longitude: null };
    else {
      const located = await locatePostalCode(db, attrs.postalCode);
      if (!located)
        throw new ApiError(422, {
          code: 'invalidAttribute',
          detail: t('volunteerPoolApi.errors.postalCodeUnknown'),
          source: { pointer: '/data/attributes/postal_code' },
        });
      point = located;
    }
  }
  const values = {
    ...(attrs.inPool !== undefined ? { inPool: attrs.inPool } : {}),
    ...(attrs.bio !== undefined ? { bio: attrs.bio } : {}),
    ...(attrs.interests !== undefined ? { interests: attrs.interests } : {}),
    ...(attrs.skills !== undefined ? { skills: attrs.skills } : {}),
    ...(attrs.availability !== undefined ? { availability: attrs.availability } : {}),
    ...(attrs.languages !== undefined ? { languages: attrs.languages } : {}),
    ...(attrs.postalCode !== undefined ? { postalCode: attrs.postalCode } : {}),
    ...(attrs.city !== undefined ? { city: attrs.city || null } : {}),
    ...(attrs.maxDistanceKm !== undefined ? { maxDistanceKm: attrs.maxDistanceKm } : {}),
    ...(point ? { latitude: point.latitude, longitude: point.longitude } : {}),
    updatedAt: now,
  };
  const [row] = await db
    .insert(volunteerProfiles)
    .values({ volunteerCenterId: owner.centerId, userId: owner.userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values, where: eq(volunteerProfiles.volunteerCenterId, owner.centerId) })
    .returning();
  if (!row) throw notFound('volunteer profile');
  return row;
}

// ── the pool as organizations search it ────────────────────────────────────────────────────────────────────────

/** The words of a search as prefixes ("tuin" finds "tuinieren"); only letters and digits reach to_tsquery. */
export function poolWords(q: string | undefined): string | null {
  const words =
    (q ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 10) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const overlaps = (column: AnyPgColumn, values: string[]) => sql`${column} && ${`{${values.join(',')}}`}::text[]`;

/** What puts a profile in a search: the center, in the pool, an active account; then the organization's filters. */
function poolConditions(f: PoolFilters) {
  const where: SQL[] = [
    eq(volunteerProfiles.volunteerCenterId, f.centerId),
    eq(volunteerProfiles.inPool, true),
    eq(users.status, 'active'),
  ];
  const words = poolWords(f.q);
  if (words) where.push(sql`${volunteerProfiles.searchVector} @@ to_tsquery('simple', ${words})`);
  if (f.interests?.length) where.push(overlaps(volunteerProfiles.interests, f.interests));
  if (f.availability?.length) where.push(overlaps(volunteerProfiles.availability, f.availability));
  if (f.languages?.length) where.push(overlaps(volunteerProfiles.languages, f.languages));
  const distance = f.point ? distanceKm(f.point, volunteerProfiles.latitude, volunteerProfiles.longitude) : null;
  if (f.point && distance && f.distanceKm !== undefined) {
    const box = boundingBox(f.point, f.distanceKm);
    where.push(
      gte(volunteerProfiles.latitude, box.minLatitude),
      lte(volunteerProfiles.latitude, box.maxLatitude),
      gte(volunteerProfiles.longitude, box.minLongitude),
      lte(volunteerProfiles.longitude, box.maxLongitude),
      sql`${distance} <= ${f.distanceKm}::float8`,
      // The volunteer said how far they would travel: a place farther than that is not offered to them.
      sql`(${volunteerProfiles.maxDistanceKm} is null or ${distance} <= ${volunteerProfiles.maxDistanceKm})`,
    );
  }
  return { where: and(...where) as SQL, distance };
}

const poolColumns = {
  profile: volunteerProfiles,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** One page of the pool: nearest first around a point, else the most recently updated first. */
export async function searchPool(db: Executor, f: PoolFilters & { limit: number; offset: number }) {
  const { where, distance } = poolConditions(f);
  const order: SQL[] = [];
  if (distance) order.push(sql`${distance} asc nulls last`);
  order.push(desc(volunteerProfiles.updatedAt), desc(volunteerProfiles.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...poolColumns, distanceKm: distance ?? sql<null>`null` })
      .from(volunteerProfiles)
      .innerJoin(users, eq(users.id, volunteerProfiles.userId))
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(volunteerProfiles).innerJoin(users, eq(users.id, volunteerProfiles.userId)).where(where),
  ]);
  return {
    rows: rows.map((r): PoolProfile => ({
      profile: r.profile,
      displayName: poolDisplayName(r.firstName, r.lastName),
      distanceKm: r.distanceKm === null || r.distanceKm === undefined ? null : Number(r.distanceKm),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** A profile of the pool, or 404 when it is another center's, out of the pool or its account not active. */
export async function getPoolProfileOrThrow(db: Executor, centerId: number, id: number): Promise<PoolProfile> {
  const [row] = await db
    .select(poolColumns)
    .from(volunteerProfiles)
    .innerJoin(users, eq(users.id, volunteerProfiles.userId))
    .where(and(eq(volunteerProfiles.id, id), poolConditions({ centerId }).where))
    .limit(1);
  if (!row) throw notFound('volunteer profile');
  return { profile: row.profile, displayName: poolDisplayName(row.firstName, row.lastName), distanceKm: null };
}

// ── replies ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface ReplyView {
  reply: ProfileReplyRow;
  organizationName: string;
  senderName: string | null;
  /** The volunteer's pool name (what the organization knows of them). */
  volunteerName: string;
  volunteerUserId: number;
}

const senders = sql`sender`;

function replyQuery(db: Executor) {
  return db
    .select({
      reply: profileReplies,
      organizationName: organizations.name,
      senderFirstName: sql<string | null>`${senders}.first_name`,
      volunteerFirstName: users.firstName,
      volunteerLastName: users.lastName,
      volunteerUserId: volunteerProfiles.userId,
    })
    .from(profileReplies)
    .innerJoin(volunteerProfiles, eq(volunteerProfiles.id, profileReplies.volunteerProfileId))
    .innerJoin(users, eq(users.id, volunteerProfiles.userId))
    .innerJoin(organizations, eq(organizations.id, profileReplies.organizationId))
    .leftJoin(sql`users as sender`, sql`${senders}.id = ${profileReplies.senderId}`);
}

type ReplyQueryRow = Awaited<ReturnType<ReturnType<typeof replyQuery>['where']>>[number];

const toReplyView = (r: ReplyQueryRow): ReplyView => ({
  reply: r.reply,
  organizationName: r.organizationName,
  senderName: r.senderFirstName,
  volunteerName: poolDisplayName(r.volunteerFirstName, r.volunteerLastName),
  volunteerUserId: r.volunteerUserId,
});

/**
 * The replies of a list: `received` those to the viewer's own profile; `sent` those of the given organizations
 * (null: every organization of the center, for center staff). Newest first.
 */
export async function listReplies(
  db: Executor,
  o: { centerId: number; direction: 'received' | 'sent'; userId: number; organizationIds: number[] | null; limit: number; offset: number },
) {
  const where: SQL[] = [eq(profileReplies.volunteerCenterId, o.centerId)];
  if (o.direction === 'received') where.push(eq(volunteerProfiles.userId, o.userId));
  else if (o.organizationIds !== null)
    where.push(o.organizationIds.length ? inArray(profileReplies.organizationId, o.organizationIds) : sql`false`);
  const condition = and(...where) as SQL;
  const [rows, [total]] = await Promise.all([
    replyQuery(db).where(condition).orderBy(desc(profileReplies.createdAt), desc(profileReplies.id)).limit(o.limit).offset(o.offset),
    db
      .select({ n: count() })
      .from(profileReplies)
      .innerJoin(volunteerProfiles, eq(volunteerProfiles.id, profileReplies.volunteerProfileId))
      .where(condition),
  ]);
  return { rows: rows.map(toReplyView), total: Number(total?.n ?? 0) };
}

export async function getReplyOrThrow(db: Executor, centerId: number, id: number): Promise<ReplyView> {
  const [row] = await replyQuery(db)
    .where(and(eq(profileReplies.id, id), eq(profileReplies.volunteerCenterId, centerId)))
    .limit(1);
  if (!row) throw notFound('profile reply');
  return toReplyView(row);
}

/** The organization a reply goes out as, if it may reply at all: approved and not deleted, in this center. */
export async function replyingOrganization(db: Executor, centerId: number, organizationId: number) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.id, organizationId),
        eq(organizations.volunteerCenterId, centerId),
        eq(organizations.status, 'approved'),
        isNull(organizations.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Stores an organization's reply and the volunteer's in-app notification in one transaction. One open reply per
 * organization and profile: while the volunteer has not answered the last one, another is refused (no flooding).
 */
export async function createReply(
  db: Executor,
  o: {
    centerId: number;
    profile: VolunteerProfileRow;
    organizationId: number;
    senderId: number;
    body: string;
    organizationName: string;
    now: Date;
  },
  t: Translate,
): Promise<ProfileReplyRow> {
  return db.transaction(async (tx) => {
    // The profile row is locked so two replies of one organization cannot both pass the check below.
    await tx.select({ id: volunteerProfiles.id }).from(volunteerProfiles).where(eq(volunteerProfiles.id, o.profile.id)).for('update');
    const [open] = await tx
      .select({ id: profileReplies.id })
      .from(profileReplies)
      .where(
        and(
          eq(profileReplies.volunteerProfileId, o.profile.id),
          eq(profileReplies.organizationId, o.organizationId),
          isNull(profileReplies.conversationId),
        ),
      )
      .limit(1);
    if (open)
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('volunteerPoolApi.errors.replyPending'),
        source: { pointer: '/data/attributes/body' },
      });
    const [reply] = await tx
      .insert(profileReplies)
      .values({
        volunteerCenterId: o.centerId,
        volunteerProfileId: o.profile.id,
        organizationId: o.organizationId,
        senderId: o.senderId,
        body: o.body,
        createdAt: o.now,
      })
      .returning();
    if (!reply) throw new Error('reply not stored');
    await tx.insert(notifications).values({
      volunteerCenterId: o.centerId,
      userId: o.profile.userId,
      kind: 'profile_reply',
      subjectType: 'profile_replies',
      subjectId: reply.id,
      data: { organizationName: o.organizationName },
      createdAt: o.now,
    });
    return reply;
  });
}

/** The recipient has seen the reply (the first time counts). */
export async function markReplyRead(db: Executor, reply: ProfileReplyRow, now: Date): Promise<void> {
  if (reply.readAt) return;
  await db
    .update(profileReplies)
    .set({ readAt: now })
    .where(and(eq(profileReplies.id, reply.id), isNull(profileReplies.readAt)));
}

/**
 * The volunteer answers a reply: a conversation with the reply's organization starts with the organization's reply
 * as its first message (by its sender) and the volunteer's answer after it, and the reply remembers the
 * conversation. One transaction with the reply row locked: a double submit starts one conversation, the second is
 * refused.
 */
export async function answerReply(
  db: Executor,
  o: { centerId: number; view: ReplyView; volunteerId: number; body: string; subject: string; now: Date },
  t: Translate,
): Promise<ProfileReplyRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(profileReplies)
      .where(and(eq(profileReplies.id, o.view.reply.id), eq(profileReplies.volunteerCenterId, o.centerId)))
      .for('update');
    if (!locked) throw notFound('profile reply');
    if (locked.conversationId !== null)
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('volunteerPoolApi.errors.alreadyAnswered'),
        source: { pointer: '/data/attributes/body' },
      });
    const base = { volunteerCenterId: o.centerId, organizationId: locked.organizationId, volunteerId: o.volunteerId, subject: o.subject };
    let conversationId: number;
    if (locked.senderId !== null) {
      ({ id: conversationId } = await startConversation(tx, { ...base, body: locked.body, senderId: locked.senderId }));
      await insertMessage(tx, conversationId, o.volunteerId, o.body);
    } else {
      // The sender's account is gone: the answer opens the conversation on its own.
      ({ id: conversationId } = await startConversation(tx, { ...base, body: o.body, senderId: o.volunteerId }));
    }
    const [updated] = await tx
      .update(profileReplies)
      .set({ conversationId, readAt: locked.readAt ?? o.now })
      .where(eq(profileReplies.id, locked.id))
      .returning();
    if (!updated) throw notFound('profile reply');
    return updated;
  });
}

/** The volunteer's address for the reply mail (the mail is theirs; the organization never sees it). */
export async function recipientOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
