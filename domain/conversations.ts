/**
 * Conversations (docs/domain.md#conversations): who may read, write, start one and keep internal notes. Generic over
 * the id type (backend numbers, web strings), like domain/applications.ts.
 *
 * - Center staff: every conversation of their center, notes included.
 * - An organization superuser: the conversations of their organizations, notes included.
 * - The volunteer (or student): their own conversations, never notes.
 * - A mentor: the conversations of their own students; they may write in them (for their school), never notes.
 */
import { z } from 'zod';
import { hasOrganizationRole, hasRole, isCenterStaff, organizationsWithRole, type Holder, type Person } from './roles';

/** A conversation as the rules need it. */
export interface ConversationAccess<Id = unknown> {
  /** null: the center's own conversation. */
  organizationId: Id | null;
  volunteerId: Id;
  /** The volunteer's mentor (students), else null. */
  volunteerMentorId: Id | null;
}

/** Which conversations a list shows: the whole center, or the union of the parts below. */
export interface ConversationListScope<Id = unknown> {
  all: boolean;
  userId: Id;
  organizationIds: Id[];
  /** Conversations of this mentor's students. */
  mentorId: Id | null;
}

const handledOrganizations = <Id>(actor: Holder<Id>): Id[] => organizationsWithRole(actor, 'organization_superuser');

/** Staff of the conversation's side: the organization's superusers, or the center's staff (always). */
const isStaffOf = <Id>(actor: Holder<Id>, c: Pick<ConversationAccess<Id>, 'organizationId'>): boolean =>
  isCenterStaff(actor) || (c.organizationId !== null && hasOrganizationRole(actor, c.organizationId, 'organization_superuser'));

export const conversationListScope = <Id>(actor: Person<Id>): ConversationListScope<Id> => ({
  all: isCenterStaff(actor),
  userId: actor.id,
  organizationIds: handledOrganizations(actor),
  mentorId: hasRole(actor, 'mentor') ? actor.id : null,
});

export const mayReadConversation = <Id>(actor: Person<Id> | null | undefined, c: ConversationAccess<Id>): boolean =>
  !!actor &&
  (isStaffOf(actor, c) ||
    c.volunteerId === actor.id ||
    (hasRole(actor, 'mentor') && c.volunteerMentorId !== null && c.volunteerMentorId === actor.id));

/** Internal notes: the staff of the conversation's side only; a volunteer or mentor never learns they exist. */
export const mayUseNotes = <Id>(actor: Holder<Id>, c: Pick<ConversationAccess<Id>, 'organizationId'>): boolean => isStaffOf(actor, c);

/** Starting a conversation for an organization (null = the center): that organization's superusers or center staff. */
export const mayStartConversation = <Id>(actor: Holder<Id>, organizationId: Id | null): boolean => isStaffOf(actor, { organizationId });

/** Whether the holder may open conversations at all (every signed-in user: volunteers have their own). */
export const mayUseConversations = (actor: Holder): boolean => !!actor;

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
export const NOTE_MAX = 10_000;
/** The preview of the last message in the inbox, in characters. */
export const PREVIEW_LENGTH = 140;
/** A message unread this long is mailed to its participant (once per message). */
export const UNREAD_MAIL_DELAY_MS = 5 * 60_000;

const text = (max: number) => z.string().trim().min(1).max(max);

export const conversationSubjectSchema = text(SUBJECT_MAX);
export const messageBodySchema = text(BODY_MAX);
export const noteSchema = text(NOTE_MAX);
