'use client';

/**
 * One EventSource per tab on the conversation event stream (through the /bff forwarding, which adds the session:
 * EventSource cannot send headers), shared by everything that listens (the header badge, the inbox, an open thread).
 * It opens with the first listener and closes with the last. docs/frontend.md#conversations.
 */
import 'client-only';
import { useEffect, useRef } from 'react';
import {
  CONVERSATION_EVENTS_PATH,
  type ConversationEvent,
  parseConversationEvent,
  reconnectDelayMs,
} from '@/lib/shared/conversations/events';

type Listener = (event: ConversationEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource(CONVERSATION_EVENTS_PATH);
  source = stream;
  stream.addEventListener('open', () => {
    failures = 0;
  });
  stream.addEventListener('message', (message: MessageEvent<string>) => {
    const event = parseConversationEvent(message.data);
    if (event) for (const listener of listeners) listener(event);
  });
  stream.addEventListener('error', () => {
    // CONNECTING: the browser retries by itself. CLOSED (an error status): it gave up; try again later ourselves.
    if (stream.readyState !== EventSource.CLOSED) return;
    if (source === stream) source = null;
    if (listeners.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (listeners.size > 0) open();
    }, reconnectDelayMs(failures++));
  });
}

function close() {
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
}

/** Calls `onEvent` for every new message the viewer may see, while mounted and `enabled`. */
export function useConversationEvents(onEvent: Listener, enabled = true): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener: Listener = (event) => latest.current(event);
    listeners.add(listener);
    open();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) close();
    };
  }, [enabled]);
}
