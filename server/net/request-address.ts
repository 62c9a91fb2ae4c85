/**
 * Where a request's client address comes from, by the way the request reached the backend:
 *
 * - in process (server components, server actions, the /bff route): the web resolved the visitor's address
 *   from its own request and passes it as the `clientAddress` binding of `app.fetch(request, bindings)`,
 *   which nothing outside the process can set;
 * - standalone (@hono/node-server): the socket, `c.env.incoming.socket.remoteAddress`;
 * - Next.js route handlers: the socket address stamped by server/net/peer-stamp.ts.
 *
 * Then X-Forwarded-For counts only as far as the trust policy allows (server/net/client-address.ts).
 */
import { normalizeAddress, resolveClientAddress, UNKNOWN_ADDRESS, type TrustPolicy } from './client-address';
import { stampedPeer } from './peer-stamp';
import { log } from '../log';

/** What `app.fetch` may be given as its second argument. */
export interface AddressBindings {
  /** Set only by in-process callers, already resolved. */
  clientAddress?: string;
  /** @hono/node-server's request object. */
  incoming?: { socket?: { remoteAddress?: string | undefined } | null };
}

let warned = false;

export function requestClientAddress(headers: Headers, bindings: unknown, policy: TrustPolicy): string {
  const env = (bindings ?? {}) as AddressBindings;
  if (typeof env.clientAddress === 'string') return normalizeAddress(env.clientAddress) ?? UNKNOWN_ADDRESS;
  const peer = env.incoming?.socket?.remoteAddress ?? stampedPeer(headers);
  if (!peer) {
    if (!warned) {
      warned = true;
      log().warn('a request without a known socket address: per-IP limits share one bucket for such requests');
    }
    return UNKNOWN_ADDRESS;
  }
  return resolveClientAddress(peer, headers.get('x-forwarded-for'), policy);
}
