/**
 * How requests travel. Deliberately free of any import of server/: the web decides elsewhere which backend
 * handler to hand to inProcessTransport, so this module stays loadable in the browser.
 */
import type { Transport } from './client';

export type FetchHandler = (request: Request) => Promise<Response> | Response;
export type FetchImpl = (input: Request, init?: RequestInit) => Promise<Response>;

/** Calls the backend's fetch handler (e.g. a Hono app's `app.fetch`) directly: no socket, no serialisation hop. */
export function inProcessTransport(handler: FetchHandler): Transport {
  // async so a handler that throws synchronously still yields a rejected promise, like a failed fetch.
  return async (request) => handler(request);
}

/**
 * Plain fetch to a remote backend. `no-store` because API answers are per user and per center: Next.js's
 * data cache must never hand one visitor's response to another.
 */
// The default looks `fetch` up at call time: Next.js patches the global after modules load, and a detached
// reference to the browser's fetch throws "Illegal invocation".
export function httpTransport(fetchImpl: FetchImpl = (input, init) => fetch(input, init)): Transport {
  return (request) => fetchImpl(request, { cache: 'no-store' });
}
