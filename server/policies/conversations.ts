/**
 * Conversations (docs/domain.md#conversations): the rules are domain/conversations.ts's, asked with the viewer.
 * Records of other centers never reach these checks: the scoped queries make them 404 first. A conversation the
 * viewer may not read is answered 404 as well (its existence is not theirs to know), and so are its notes for
 * anyone who is not staff of its side.
 */
import {
  conversationListScope,
  mayReadConversation,
  mayStartConversation,
  mayUseConversations,
  mayUseNotes,
  type ConversationAccess,
  type ConversationListScope,
} from '@/domain/conversations';
import type { Viewer } from '../context';
import { asPerson } from './person';

type Actor = Viewer | null;

export type ConversationRecordAccess = ConversationAccess<number>;

export const conversationPolicy = {
  list: (actor: Actor) => mayUseConversations(actor),
  listScope: (actor: Viewer): ConversationListScope<number> => conversationListScope({ id: actor.user.id, roles: actor.roles }),
  read: (actor: Actor, c: ConversationRecordAccess) => mayReadConversation(asPerson(actor), c),
  // Everyone who reads a conversation may write in it (a mentor for their school).
  post: (actor: Actor, c: ConversationRecordAccess) => mayReadConversation(asPerson(actor), c),
  start: (actor: Actor, organizationId: number | null) => mayStartConversation(actor, organizationId),
  notes: (actor: Actor, c: Pick<ConversationRecordAccess, 'organizationId'>) => mayUseNotes(actor, c),
};
