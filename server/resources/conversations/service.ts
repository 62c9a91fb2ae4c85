/**
 * Conversations between an organization (or the center) and a volunteer (docs/domain.md#conversations). Every query
 * carries the center in its WHERE, so another center's conversation is not found (404). Writing a message notifies
 * the `conversation_events` channel in the same executor: the event leaves with the commit, never for a rollback.
 *
 * Participants (conversation_participants) hold the unread state, the archive and the mailed state per person: the
 * volunteer, the organization's superusers (the center's superusers for a center conversation) and whoever writes.
 * Staff who only look in (center staff on an organization's conversation, a mentor) are observers until they write.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PREVIEW_LENGTH, type ConversationListScope } from '@/domain/conversations';
import type { Executor } from '../../db/client';
import {
  applications,
  conversationMessages,
  conversationNotes,
  conversationParticipants,
  conversations,
  organizations,
  roles,
  users,
  vacancies,
  volunteerCenterProfiles,
  volunteerCenters,
} from '../../db/schema';
import type { Translate } from '../../i18n';
import { ApiError, notFound } from '../../jsonapi/errors';
import { notifyMessageStatement } from '../../realtime/conversation-events';

export interface StartConversationInput {
  volunteerCenterId: number;
  /** null: the center's own staff talk with the volunteer. */
  organizationId: number | null;
  volunteerId: number;
  subject: string;
  body: string;
  senderId: number;
  vacancyId?: number | null;
  applicationId?: number | null;
}

/**
 * Starts a conversation with its first message: inserts the conversation, the message and the participants (the
 * volunteer, the sender and the staff of the organization or center) and notifies the event stream, all in the given
 * executor (pass a transaction to make it one unit with the caller's own writes). The caller has checked who may.
 */
export async function startConversation(
  executor: Executor,
  input: {
    volunteerCenterId: number;
    organizationId: number | null;
    volunteerId: number;
    subject: string;
    body: string;
    senderId: number;
    vacancyId?: number | null;
    applicationId?: number | null;
  },
): Promise<{ id: number; messageId: number }> {
  const id = await createConversation(executor, input);
  const messageId = await insertMessage(executor, id, input.senderId, input.body);
  return { id, messageId };
}

/** The conversation and its participants, without a message yet (an application's "send a message" opens it empty). */
export async function createConversation(executor: Executor, input: Omit<StartConversationInput, 'body'>): Promise<number> {
  const now = new Date();
  const [row] = await executor
    .insert(conversations)
    .values({
      volunteerCenterId: input.volunteerCenterId,
      organizationId: input.organizationId,
      volunteerId: input.volunteerId,
      subject: input.subject,
      vacancyId: input.vacancyId ?? null,
      applicationId: input.applicationId ?? null,
      createdById: input.senderId,
      lastMessageAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not stored');
  // The staff of the conversation's side: the organization's superusers, or the center's for a center conversation.
  const staff = await executor
    .selectDistinct({ userId: roles.userId })
    .from(roles)
    .where(
      input.organizationId === null
        ? and(eq(roles.volunteerCenterId, input.volunteerCenterId), eq(roles.name, 'center_superuser'))
        : and(eq(roles.organizationId, input.organizationId), eq(roles.name, 'organization_superuser')),
    );
  const people = new Set([input.volunteerId, input.senderId, ...staff.map((s) => s.userId)]);
  await executor
    .insert(conversationParticipants)
    .values(
      [...people].map((userId) => ({
        conversationId: row.id,
        userId,
        lastReadAt: userId === input.senderId ? now : null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  return row.id;
}

/**
 * Adds a message: the conversation moves to the top of every inbox and out of every archive, the sender becomes a
 * participant who has read it, and the event stream is notified in the same executor.
 */
export async function insertMessage(executor: Executor, conversationId: number, senderId: number, body: string): Promise<number> {
  const now = new Date();
  const [message] = await executor
    .insert(conversationMessages)
    .values({ conversationId, senderId, body, createdAt: now })
    .returning({ id: conversationMessages.id });
  if (!message) throw new Error('message not stored');
  await executor.update(conversations).set({ lastMessageAt: now, updatedAt: now }).where(eq(conversations.id, conversationId));
  // A reply brings an archived conversation back to everyone's inbox, as a reply does in a mailbox.
  await executor
    .update(conversationParticipants)
    .set({ archivedAt: null })
    .where(and(eq(conversationParticipants.conversationId, conversationId), sql`${conversationParticipants.archivedAt} is not null`));
  await executor
    .insert(conversationParticipants)
    .values({ conversationId, userId: senderId, lastReadAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { lastReadAt: now },
    });
  await executor.execute(notifyMessageStatement(message.id));
  return message.id;
}

/** A conversation as the handlers and serializers need it: its row, names and the access facts. */
export interface ConversationRecord {
  id: number;
  volunteerCenterId: number;
  organizationId: number | null;
  organizationName: string;
  volunteerId: number;
  volunteerName: string;
  volunteerMentorId: number | null;
  subject: string;
  vacancyId: number | null;
  vacancyTitle: string | null;
  applicationId: number | null;
  lastMessageAt: Date;
  lastMessagePreview: string | null;
  unreadCount: number;
  archived: boolean;
  createdAt: Date;
}

const volunteer = sql`v`;
const fullName = (alias: SQL) => sql<string>`trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** The columns of a ConversationRecord for `viewerId` (their unread count and archive). */
function recordColumns(viewerId: number) {
  return {
    id: conversations.id,
    volunteerCenterId: conversations.volunteerCenterId,
    organizationId: conversations.organizationId,
    organizationName: sql<string>`coalesce(${organizations.name}, ${volunteerCenterProfiles.name}, ${volunteerCenters.slug})`,
    volunteerId: conversations.volunteerId,
    volunteerName: fullName(volunteer),
    volunteerMentorId: sql<number | null>`${volunteer}.mentor_id`,
    subject: conversations.subject,
    vacancyId: conversations.vacancyId,
    vacancyTitle: vacancies.title,
    applicationId: conversations.applicationId,
    lastMessageAt: conversations.lastMessageAt,
    lastMessagePreview: sql<string | null>`(select left(m.body, ${PREVIEW_LENGTH}) from conversation_messages m
      where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
    // Observers (no participant row) have nothing unread: the unread state is the participants'.
    unreadCount: sql<number>`(case when ${conversationParticipants.userId} is null then 0 else (select count(*)::int
      from conversation_messages m where m.conversation_id = ${conversations.id}
      and m.sender_id is distinct from ${viewerId}
      and m.created_at > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz)) end)`,
    archived: sql<boolean>`(${conversationParticipants.archivedAt} is not null)`,
    createdAt: conversations.createdAt,
  };
}

function selectRecords(db: Executor, viewerId: number) {
  return db
    .select(recordColumns(viewerId))
    .from(conversations)
    .innerJoin(sql`users v`, sql`v.id = ${conversations.volunteerId}`)
    .innerJoin(volunteerCenters, eq(volunteerCenters.id, conversations.volunteerCenterId))
    .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, conversations.volunteerCenterId))
    .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
    .leftJoin(vacancies, eq(vacancies.id, conversations.vacancyId))
    .leftJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, viewerId)),
    );
}

const normalize = (row: ConversationRecord): ConversationRecord => ({ ...row, unreadCount: Number(row.unreadCount) });

/** The conversations a list scope reaches (the union of its parts), as a condition. */
function scopeCondition(scope: ConversationListScope<number>): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [eq(conversations.volunteerId, scope.userId)];
  if (scope.organizationIds.length) parts.push(inArray(conversations.organizationId, scope.organizationIds));
  if (scope.mentorId !== null) parts.push(sql`${volunteer}.mentor_id = ${scope.mentorId}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** 422 on an attribute, with the conversations' own translated reason (messages conversationApi.errors). */
export const refused = (t: Translate, reason: string, pointer: string) =>
  new ApiError(422, { code: 'invalidAttribute', detail: t(`conversationApi.errors.${reason}`), source: { pointer } });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listConversations(
  db: Executor,
  centerId: number,
  scope: ConversationListScope<number>,
  o: { q?: string; archived: boolean; limit: number; offset: number },
): Promise<{ rows: ConversationRecord[]; total: number }> {
  const conditions: SQL[] = [eq(conversations.volunteerCenterId, centerId), scopeCondition(scope)];
  conditions.push(
    o.archived ? sql`${conversationParticipants.archivedAt} is not null` : sql`${conversationParticipants.archivedAt} is null`,
  );
  if (o.q) {
    const like = `%${escapeLike(o.q)}%`;
    conditions.push(
      sql`(${conversations.subject} ilike ${like} or ${fullName(volunteer)} ilike ${like} or ${organizations.name} ilike ${like})`,
    );
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    selectRecords(db, scope.userId)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(o.limit)
      .offset(o.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(sql`users v`, sql`v.id = ${conversations.volunteerId}`)
      .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
      .leftJoin(
        conversationParticipants,
        and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, scope.userId)),
      )
      .where(where),
  ]);
  return { rows: rows.map(normalize), total: Number(counted[0]?.n ?? 0) };
}

/** The viewer's unread messages over the conversations they take part in and may still see (not archived ones too). */
export async function unreadCount(db: Executor, centerId: number, scope: ConversationListScope<number>): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum((select count(*) from conversation_messages m where m.conversation_id = ${conversations.id}
        and m.sender_id is distinct from ${scope.userId}
        and m.created_at > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz))), 0)::int`,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(sql`users v`, sql`v.id = ${conversations.volunteerId}`)
    .where(and(eq(conversationParticipants.userId, scope.userId), eq(conversations.volunteerCenterId, centerId), scopeCondition(scope)));
  return Number(row?.n ?? 0);
}

export async function getConversationOrThrow(db: Executor, centerId: number, id: number, viewerId: number): Promise<ConversationRecord> {
  const [row] = await selectRecords(db, viewerId).where(and(eq(conversations.id, id), eq(conversations.volunteerCenterId, centerId)));
  if (!row) throw notFound('conversation');
  return normalize(row);
}

export interface MessageRow {
  id: number;
  conversationId: number;
  body: string;
  senderId: number | null;
  senderName: string | null;
  createdAt: Date;
}

const sender = sql`s`;

/** One page of messages in order, the newest `size` before `before` (a message id) or the newest of all. */
export async function listMessages(
  db: Executor,
  conversationId: number,
  o: { before?: number; size: number },
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  const conditions: SQL[] = [eq(conversationMessages.conversationId, conversationId)];
  if (o.before !== undefined)
    conditions.push(sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (select b.created_at, b.id
      from conversation_messages b where b.id = ${o.before} and b.conversation_id = ${conversationId})`);
  const rows = await db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      body: conversationMessages.body,
      senderId: conversationMessages.senderId,
      senderName: sql<
        string | null
      >`case when ${sender}.id is null then null else trim(${sender}.first_name || ' ' || ${sender}.last_name) end`,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(sql`users s`, sql`s.id = ${conversationMessages.senderId}`)
    .where(and(...conditions))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(o.size + 1);
  return { rows: rows.slice(0, o.size).reverse(), hasOlder: rows.length > o.size };
}

export async function getMessage(db: Executor, conversationId: number, messageId: number): Promise<MessageRow> {
  const [row] = await db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      body: conversationMessages.body,
      senderId: conversationMessages.senderId,
      senderName: sql<
        string | null
      >`case when ${sender}.id is null then null else trim(${sender}.first_name || ' ' || ${sender}.last_name) end`,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(sql`users s`, sql`s.id = ${conversationMessages.senderId}`)
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, messageId)));
  if (!row) throw notFound('message');
  return row;
}

/** Read up to now: only a participant's row changes (an observer has no unread state). */
export async function markRead(db: Executor, conversationId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({ lastReadAt: now })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
}

/** Archiving is per person; an observer who archives becomes a participant (with everything so far read and mailed). */
export async function setArchived(db: Executor, conversationId: number, userId: number, archived: boolean, now: Date): Promise<void> {
  const archivedAt = archived ? now : null;
  await db
    .insert(conversationParticipants)
    .values({
      conversationId,
      userId,
      archivedAt,
      lastReadAt: now,
      lastMailedMessageId: sql`(select max(id) from conversation_messages where conversation_id = ${conversationId})`,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { archivedAt },
    });
}

export interface NoteRow {
  id: number;
  conversationId: number;
  note: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
}

export async function listNotes(db: Executor, conversationId: number, o: { limit: number; offset: number }) {
  const where = eq(conversationNotes.conversationId, conversationId);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: conversationNotes.id,
        conversationId: conversationNotes.conversationId,
        note: conversationNotes.note,
        authorId: conversationNotes.authorId,
        authorName: sql<
          string | null
        >`case when ${users.id} is null then null else trim(${users.firstName} || ' ' || ${users.lastName}) end`,
        createdAt: conversationNotes.createdAt,
      })
      .from(conversationNotes)
      .leftJoin(users, eq(users.id, conversationNotes.authorId))
      .where(where)
      .orderBy(asc(conversationNotes.createdAt), asc(conversationNotes.id))
      .limit(o.limit)
      .offset(o.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationNotes)
      .where(where),
  ]);
  return { rows: rows as NoteRow[], total: Number(counted[0]?.n ?? 0) };
}

export async function createNote(db: Executor, conversationId: number, author: { id: number; name: string }, note: string, now: Date) {
  const [row] = await db.insert(conversationNotes).values({ conversationId, authorId: author.id, note, createdAt: now }).returning();
  if (!row) throw new Error('note not stored');
  return {
    id: row.id,
    conversationId,
    note: row.note,
    authorId: author.id,
    authorName: author.name,
    createdAt: row.createdAt,
  } satisfies NoteRow;
}

/** A user of this center who can be the volunteer of a conversation, or 422 on the given pointer. */
export async function volunteerInCenter(db: Executor, t: Translate, centerId: number, userId: number, pointer: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.volunteerCenterId, centerId)));
  if (!row || row.status === 'archived') throw refused(t, 'volunteerUnknown', pointer);
  return row;
}

export async function organizationInCenter(db: Executor, t: Translate, centerId: number, organizationId: number, pointer: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.volunteerCenterId, centerId)));
  if (!row) throw refused(t, 'organizationUnknown', pointer);
  return row;
}

export async function vacancyInCenter(db: Executor, t: Translate, centerId: number, vacancyId: number, pointer: string) {
  const [row] = await db
    .select({ id: vacancies.id, organizationId: vacancies.organizationId, title: vacancies.title })
    .from(vacancies)
    .where(and(eq(vacancies.id, vacancyId), eq(vacancies.volunteerCenterId, centerId)));
  if (!row) throw refused(t, 'vacancyUnknown', pointer);
  return row;
}

/** An application of this center with its vacancy's organization and title, or null. */
export async function findApplication(db: Executor, centerId: number, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      userId: applications.userId,
      vacancyId: applications.vacancyId,
      organizationId: vacancies.organizationId,
      vacancyTitle: vacancies.title,
      applicantMentorId: users.mentorId,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.id, applicationId), eq(applications.volunteerCenterId, centerId)));
  return row ?? null;
}

/** The conversation already opened for an application (the oldest, when several were), or null. */
export async function conversationOfApplication(db: Executor, centerId: number, applicationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.applicationId, applicationId), eq(conversations.volunteerCenterId, centerId)))
    .orderBy(asc(conversations.id))
    .limit(1);
  return row?.id ?? null;
}

/** Locks the application's row for the rest of the transaction (one conversation per application). */
export const lockApplicationStatement = (applicationId: number): SQL =>
  sql`select id from applications where id = ${applicationId} for update`;
