/**
 * Runs the backend on its own (to scale the API apart from the web): `npm run api`.
 * PORT defaults to 4000. Uses the same environment as the web process. On SIGTERM/SIGINT it drains (stops
 * listening, finishes every request it has, closes each connection after its next response), closes the backend
 * (jobs, mail worker, database) and exits 0 (docs/architecture.md, "Shutdown").
 */
import { serve } from '@hono/node-server';
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { serverEnv } from './env';
import { getBackend } from './runtime';
import { log } from './log';
import { onShutdownSignal } from './shutdown';

/** How long the listener stays open after SIGTERM, for connections already on their way. */
const ACCEPT_GRACE_MS = 1000;

async function main() {
  const port = serverEnv().PORT;
  const backend = await getBackend();
  // @hono/node-server passes { incoming, outgoing } as the bindings: the backend reads the client's socket address there.
  const server = serve({ fetch: backend.app.fetch, port }, (info) => log().info({ port: info.port }, 'backend listening')) as Server;

  let draining = false;
  const pending = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    pending.add(response);
    response.on('close', () => pending.delete(response));
  });

  onShutdownSignal(async (signal) => {
    log().info({ signal }, 'shutdown: finishing requests in flight');
    draining = true;
    for (const response of pending) if (!response.headersSent) response.setHeader('Connection', 'close');
    // Keep accepting for a moment: connections a client opened just before the signal may still wait in the
    // listen backlog, and closing the listener now would reset them unanswered (ECONNRESET). They are answered,
    // with Connection: close, like every other request in flight.
    await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
    // Not http's close(): that also drops idle keep-alive connections at once, racing a request the client has
    // just sent on one. Here a connection ends after its next response (Connection: close) or when it has been idle
    // for keepAliveTimeout, and the listener's close callback runs when the last one has ended.
    await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    await backend.shutdown();
    log().info('shutdown done');
  });
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'backend failed to start');
  process.exit(1);
});
