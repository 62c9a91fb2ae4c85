/**
 * Next.js puts `x-middleware-rewrite` (the internal path proxy.ts rewrote to, `/<center>/<locale>/...`) on the
 * response of every rewritten request, and neither next.config headers() nor the proxy can remove it: the router
 * sets it after both. No browser code reads it (the App Router uses x-nextjs-rewritten-path on its RSC requests,
 * which stays). So the Node server's setHeader drops it; installed once at start by instrumentation.ts.
 */
import { ServerResponse } from 'node:http';

export const INTERNAL_RESPONSE_HEADERS: ReadonlySet<string> = new Set(['x-middleware-rewrite']);

const installed = Symbol.for('vrijwilligersplatform.stripInternalHeaders');

export function stripInternalResponseHeaders(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [installed]?: true };
  if (proto[installed]) return;
  const setHeader = proto.setHeader;
  proto.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase())) return this;
    return setHeader.call(this, name, value);
  };
  proto[installed] = true;
}
