/**
 * The conversation event stream (GET /api/v1/conversations/events, docs/api.md#conversations): `message` events with
 * `{"conversation_id":1,"message_id":2}` for each new message the viewer may see. Pure, so it is unit-tested.
 */
export const CONVERSATION_EVENTS_PATH = '/bff/api/v1/conversations/events';

export interface ConversationEvent {
  conversationId: string;
  messageId: string;
}

const positiveId = (v: unknown): string | null =>
  (typeof v === 'number' && Number.isInteger(v) && v > 0) || (typeof v === 'string' && /^[1-9]\d*$/.test(v)) ? String(v) : null;

/** The event's ids, or null for anything else (a malformed or foreign line is ignored, never thrown). */
export function parseConversationEvent(data: string): ConversationEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const r = parsed as Record<string, unknown>;
  const conversationId = positiveId(r.conversation_id);
  const messageId = positiveId(r.message_id);
  return conversationId && messageId ? { conversationId, messageId } : null;
}

/**
 * How long to wait before reconnecting after the stream failed `attempt` times in a row: EventSource retries by
 * itself on a dropped connection, but gives up for good on an error status (a 401 after the session ended, a 503),
 * so the hook opens a new one after this, doubling from 2 s up to a minute.
 */
export const reconnectDelayMs = (attempt: number): number => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt));
