/**
 * One LISTEN per process on the `conversation_events` channel, fanned out to every open event stream of that process
 * (docs/domain.md#conversations, "Live updates"; docs/decisions.md). With PostgreSQL, a dedicated node-postgres
 * client (outside the pool, so a long LISTEN never takes a pooled connection); with PGlite, its own `listen`.
 * Every instance listens itself, so a message written through one instance reaches the streams of all of them.
 *
 * The listening connection is opened by the first subscriber and closed when the last one leaves, so a process
 * without open streams holds no extra connection. A dropped connection is reopened after a second while anyone is
 * subscribed; subscribers are told (`onGap`) so a client can reload what it may have missed.
 */
import type { Database } from '../db/client';
import { log } from '../log';
import { CONVERSATION_CHANNEL, parseConversationEvent, type ConversationEvent } from './conversation-events';

export interface Subscriber {
  onEvent(event: ConversationEvent): void;
  /** The listening connection was lost and is back: events in between may be missing. */
  onGap?(): void;
  /** The hub closes (shutdown): the stream ends. */
  onClose?(): void;
}

interface Source {
  close(): Promise<void>;
}

type Client = { listen?: unknown; options?: { connectionString?: string } & Record<string, unknown> };

const RECONNECT_MS = 1_000;

export class ConversationHub {
  private readonly subscribers = new Set<Subscriber>();
  private source: Promise<Source> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly db: Database) {}

  /** Adds a subscriber; resolves once the channel is listened to (an event committed after this reaches it). */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    if (this.closed) throw new Error('conversation hub closed');
    this.subscribers.add(subscriber);
    try {
      await this.ensureSource();
    } catch (error) {
      this.subscribers.delete(subscriber);
      throw error;
    }
    return () => this.unsubscribe(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Closes the listening connection and forgets every subscriber (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    const open = [...this.subscribers];
    this.subscribers.clear();
    for (const s of open) s.onClose?.();
    await this.stopSource();
  }

  private unsubscribe(subscriber: Subscriber) {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0) void this.stopSource();
  }

  private deliver(payload: string | undefined) {
    const event = payload ? parseConversationEvent(payload) : null;
    if (!event) return;
    for (const s of this.subscribers) {
      try {
        s.onEvent(event);
      } catch (error) {
        log().warn({ err: error }, 'conversation event subscriber failed');
      }
    }
  }

  private ensureSource(): Promise<Source> {
    this.source ??= this.open().catch((error: unknown) => {
      this.source = null;
      throw error;
    });
    return this.source;
  }

  private async stopSource() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const source = this.source;
    this.source = null;
    if (source) await (await source.catch(() => null))?.close().catch(() => undefined);
  }

  private lost() {
    this.source = null;
    if (this.closed || this.subscribers.size === 0 || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed || this.subscribers.size === 0) return;
      this.ensureSource().then(
        () => {
          for (const s of this.subscribers) s.onGap?.();
        },
        (error: unknown) => {
          log().warn({ err: error }, 'conversation events: listening again failed');
          this.lost();
        },
      );
    }, RECONNECT_MS);
    this.reconnectTimer.unref?.();
  }

  private async open(): Promise<Source> {
    const client = (this.db as unknown as { $client: Client }).$client;
    if (typeof client.listen === 'function') {
      // PGlite: one in-process connection; listen() resolves once LISTEN ran.
      const pglite = client as { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> };
      const unlisten = await pglite.listen(CONVERSATION_CHANNEL, (payload) => this.deliver(payload));
      return { close: () => unlisten() };
    }
    const { Client: PgClient } = await import('pg');
    const pg = new PgClient({ ...(client.options ?? {}) });
    let ended = false;
    const onLost = (error?: unknown) => {
      if (ended) return;
      ended = true;
      if (error) log().warn({ err: error }, 'conversation events: listening connection lost');
      pg.end().catch(() => undefined);
      this.lost();
    };
    pg.on('notification', (message) => {
      if (message.channel === CONVERSATION_CHANNEL) this.deliver(message.payload);
    });
    pg.on('error', onLost);
    pg.on('end', () => onLost());
    await pg.connect();
    await pg.query(`LISTEN ${CONVERSATION_CHANNEL}`);
    return {
      close: async () => {
        ended = true;
        await pg.end();
      },
    };
  }
}

const hubs = new WeakMap<Database, ConversationHub>();

/** The process's hub for this database (one per database handle). */
export function conversationHub(db: Database): ConversationHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new ConversationHub(db);
    hubs.set(db, hub);
  }
  return hub;
}

/** Closes the hub of this database if one was made (server/runtime.ts shutdown). */
export async function closeConversationHub(db: Database): Promise<void> {
  const hub = hubs.get(db);
  hubs.delete(db);
  await hub?.close();
}
