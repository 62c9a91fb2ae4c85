/**
 * The conversation event as it travels through PostgreSQL NOTIFY (docs/domain.md#conversations, "Live updates"). The
 * payload carries what deciding "may this viewer see it" needs, so an open stream never queries the database per
 * event: the center, the organization (null = the center), the volunteer and the volunteer's mentor at sending time.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The one channel every instance listens on. */
export const CONVERSATION_CHANNEL = 'conversation_events';

export interface ConversationEvent {
  conversation_id: number;
  message_id: number;
  volunteer_center_id: number;
  organization_id: number | null;
  volunteer_id: number;
  mentor_id: number | null;
  sender_id: number | null;
}

/**
 * A statement that notifies the channel of a new message, read from the stored rows, to run in the executor that
 * inserted the message: PostgreSQL delivers it when that transaction commits, never for a rolled-back one.
 */
export function notifyMessageStatement(messageId: number): SQL {
  return sql`select pg_notify(${CONVERSATION_CHANNEL}, json_build_object(
      'conversation_id', c.id, 'message_id', m.id, 'volunteer_center_id', c.volunteer_center_id,
      'organization_id', c.organization_id, 'volunteer_id', c.volunteer_id, 'mentor_id', u.mentor_id,
      'sender_id', m.sender_id)::text)
    from conversation_messages m
    join conversations c on c.id = m.conversation_id
    join users u on u.id = c.volunteer_id
    where m.id = ${messageId}`;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isIdOrNull = (v: unknown): v is number | null => v === null || isId(v);

/** A notification's payload, or null when it is not one of ours (another sender on the channel). */
export function parseConversationEvent(payload: string): ConversationEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  if (!isId(e.conversation_id) || !isId(e.message_id) || !isId(e.volunteer_center_id) || !isId(e.volunteer_id)) return null;
  if (!isIdOrNull(e.organization_id) || !isIdOrNull(e.mentor_id) || !isIdOrNull(e.sender_id)) return null;
  return {
    conversation_id: e.conversation_id,
    message_id: e.message_id,
    volunteer_center_id: e.volunteer_center_id,
    organization_id: e.organization_id,
    volunteer_id: e.volunteer_id,
    mentor_id: e.mentor_id,
    sender_id: e.sender_id,
  };
}
