/**
 * Runs the backend on its own (to scale the API apart from the web): `npm run api`.
 * PORT defaults to 4000. Uses the same environment as the web process.
 */
import { serve } from '@hono/node-server';
import { serverEnv } from './env';
import { getBackend } from './runtime';
import { log } from './log';

const port = serverEnv().PORT;
getBackend().then(({ app }) => {
  // @hono/node-server passes { incoming, outgoing } as the bindings: the backend reads the client's socket address there.
  serve({ fetch: app.fetch, port }, (info) => log().info({ port: info.port }, 'backend listening'));
});
