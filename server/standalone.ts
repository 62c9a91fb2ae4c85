/**
 * Runs the backend on its own (to scale the API apart from the web): `npm run api`.
 * PORT defaults to 4000. Uses the same environment as the web process. On SIGTERM/SIGINT it stops taking
 * connections, lets the requests in flight finish, closes the backend (jobs, mail worker, database) and exits 0.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { serverEnv } from './env';
import { getBackend } from './runtime';
import { onShutdownSignal } from './shutdown';

async function main() {
  const port = serverEnv().PORT;
  const backend = await getBackend();
  const server = serve({ fetch: backend.app.fetch, port }, (info) => console.info(`backend listening on http://localhost:${info.port}`)) as Server;
  onShutdownSignal(async (signal) => {
    console.info(`[shutdown] ${signal}: finishing requests in flight`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections without a request in flight would hold close() open; busy ones close after their response.
    server.closeIdleConnections();
    const idleTimer = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(idleTimer);
    await backend.shutdown();
    console.info('[shutdown] done');
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
