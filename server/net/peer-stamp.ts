/**
 * The socket address of requests that reach the backend through Next.js route handlers.
 *
 * A route handler never sees the socket: Next 16 hands it a Request built from the headers only, and its
 * server sets `x-forwarded-for` to the socket address only when the client sent none
 * (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in next/dist/server/base-server.js), so a client
 * that sends its own header chooses the value. Node announces every incoming request on the
 * `http.server.request.start` diagnostics channel, with its socket, before any listener runs; the subscriber
 * below writes the peer address into a request header there, overwriting whatever a client sent under that
 * name. The value carries a random per-process nonce, so a request that slipped in before the subscription
 * (or came from elsewhere) cannot pass a forged stamp. See docs/decisions.md, "The client address".
 */
import { subscribe } from 'node:diagnostics_channel';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export const PEER_HEADER = 'x-vp-peer';

const state = globalThis as unknown as { __peerStamp?: { nonce: string } };

/** Idempotent across module copies (instrumentation and route bundles share one globalThis). */
export function installPeerStamp(): void {
  if (state.__peerStamp) return;
  const nonce = randomBytes(18).toString('base64url');
  state.__peerStamp = { nonce };
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = `${nonce} ${socket.remoteAddress ?? ''}`;
  });
}

/** The stamped peer address, or null when the header is missing or was not written by this process. */
export function stampedPeer(headers: Headers): string | null {
  const stamp = state.__peerStamp;
  const value = headers.get(PEER_HEADER);
  if (!stamp || !value) return null;
  const space = value.indexOf(' ');
  if (space < 0) return null;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(stamp.nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value.slice(space + 1) || null;
}
