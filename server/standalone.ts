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
import { onShutdownSignal } from './shutdown';

async function main() {
  const port = serverEnv().PORT;
  const backend = await getBackend();
  const server = serve({ fetch: backend.app.fetch, port }, (info) => console.info(`backend listening on http://localhost:${info.port}`)) as Server;

  let draining = false;
  const pending = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    pending.add(response);
    response.on('close', () => pending.delete(response));
  });

  onShutdownSignal(async (signal) => {
    console.info(`[shutdown] ${signal}: finishing requests in flight`);
    draining = true;
    for (const response of pending) if (!response.headersSent) response.setHeader('Connection', 'close');
    // Not http's close(): that also drops idle keep-alive connections at once, racing a request the client has
    // just sent on one. Here a connection ends after its next response (Connection: close) or when it has been idle
    // for keepAliveTimeout, and the listener's close callback runs when the last one has ended.
    await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    await backend.shutdown();
    console.info('[shutdown] done');
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
