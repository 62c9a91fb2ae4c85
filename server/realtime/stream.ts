/**
 * GET /api/v1/conversations/events: a text/event-stream for the signed-in viewer (docs/api.md, "Conversations").
 * Each new message of a conversation the viewer may read arrives as
 *
 *   event: message
 *   data: {"conversation_id":1,"message_id":2}
 *
 * and a comment line `: ping` every 25 s keeps proxies from closing an idle stream. The decision "may read" is
 * domain/conversations.ts's, made from the event's payload (center, organization, volunteer, mentor) without a query.
 * After a lost listening connection an `event: resync` tells the client to reload. A stream ends after
 * MAX_STREAM_MS (EventSource reconnects by itself, with its sign-in checked again), or when the client leaves.
 */
import { mayReadConversation } from '@/domain/conversations';
import type { Database } from '../db/client';
import type { Viewer } from '../context';
import type { ConversationEvent } from './conversation-events';
import { conversationHub } from './hub';

export const PING_MS = 25_000;
export const MAX_STREAM_MS = 15 * 60_000;
/** Reconnect delay a browser uses after the stream ended (the `retry` field). */
const RETRY_MS = 3_000;
/** A client this far behind (chunks queued, not read) is cut off instead of buffered without end. */
const MAX_QUEUED_CHUNKS = 1_000;

/** Whether this event belongs on the viewer's stream. */
export function eventVisibleTo(viewer: Viewer, centerId: number, event: ConversationEvent): boolean {
  return (
    event.volunteer_center_id === centerId &&
    mayReadConversation(
      { id: viewer.user.id, roles: viewer.roles },
      { organizationId: event.organization_id, volunteerId: event.volunteer_id, volunteerMentorId: event.mentor_id },
    )
  );
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: compression (Next's included) would hold the events back to fill a buffer.
  'cache-control': 'private, no-store, no-transform',
  'x-accel-buffering': 'no',
};

export async function conversationEventStream(
  db: Database,
  viewer: Viewer,
  centerId: number,
  signal: AbortSignal | undefined,
  options: { pingMs?: number; maxMs?: number } = {},
): Promise<Response> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | null = null;
  let done = false;

  const finish = () => {
    if (done) return;
    done = true;
    cleanup();
    try {
      controllerRef?.close();
    } catch {
      // already closed or cancelled by the client
    }
  };
  const write = (text: string) => {
    if (done || !controllerRef) return;
    if ((controllerRef.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) return finish();
    controllerRef.enqueue(encoder.encode(text));
  };

  if (options.maxMs === 0)
    return new Response(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`), { status: 200, headers: STREAM_HEADERS });
  const hub = conversationHub(db);
  const unsubscribe = await hub.subscribe({
    onEvent: (event) => {
      if (!eventVisibleTo(viewer, centerId, event)) return;
      write(`event: message\ndata: ${JSON.stringify({ conversation_id: event.conversation_id, message_id: event.message_id })}\n\n`);
    },
    onGap: () => write('event: resync\ndata: {}\n\n'),
    onClose: () => finish(),
  });
  const ping = setInterval(() => write(': ping\n\n'), options.pingMs ?? PING_MS);
  const end = setTimeout(finish, options.maxMs ?? MAX_STREAM_MS);
  ping.unref?.();
  end.unref?.();
  const onAbort = () => finish();
  signal?.addEventListener('abort', onAbort);
  cleanup = () => {
    clearInterval(ping);
    clearTimeout(end);
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controllerRef = controller;
        // The first bytes go out at once, so every proxy in between passes the headers and the stream on.
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
        if (signal?.aborted) finish();
      },
      cancel() {
        done = true;
        cleanup();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
