/**
 * `npm run bench:api`: load test of the backend against a large center, with a bare yardstick.
 *
 * 1. (Re)creates its own PostgreSQL database (BENCH_DATABASE_URL, default
 *    postgres://root@127.0.0.1:5432/bench_api; dropped and created from the `test` database of the
 *    same server), applies the committed migrations with openDatabase + migrateDatabase
 *    (server/db/client.ts) and seeds 1 center (tenant demo, slug bench), 10 000 organizations,
 *    50 000 users with memberships and roles (bench/seed.ts). The known password is hashed once
 *    with the product's argon2 hasher and reused for every account.
 * 2. Prints EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the product runs for the lists (captured with
 *    a Drizzle logger around the real service functions).
 * 3. Starts the production server on a free loopback port: `next start` when a build exists
 *    (.next/BUILD_ID), else the standalone backend (server/standalone.ts); NODE_ENV=production,
 *    AUTO_SEED=false and RATE_LIMIT_DISABLED=true (the sign-in run would otherwise hit the limiter).
 * 4. Drives it with autocannon (in this process) over loopback, warm-up first, and samples the
 *    server's process tree RSS from /proc; then does the same for bench/bare-server.ts.
 * 5. Prints a table and appends it, with date and machine, to bench/results.md. No assertions:
 *    the figures are for reading (docs/benchmarks.md).
 *
 * 'server-only': server modules import it, and its default export throws outside React Server
 * Components. Its package.json maps the `react-server` export condition to an empty module, so this
 * script re-executes itself once with `node --conditions=react-server` (keeping tsx's loader flags)
 * before importing any server module; the standalone backend is started the same way
 * (`node --conditions=react-server --import tsx server/standalone.ts`). tsx honours the tsconfig
 * `@/` paths. By hand: `npx tsx --conditions react-server bench/api.ts`.
 *
 * Environment (all optional):
 *   BENCH_DATABASE_URL      database to (re)create, default postgres://root@127.0.0.1:5432/bench_api
 *   BENCH_ADMIN_DATABASE    database to connect to for DROP/CREATE, default test
 *   BENCH_DURATION          seconds per measured run, default 10
 *   BENCH_WARMUP            seconds of warm-up before each run, default 2
 *   BENCH_CONNECTIONS       connections for the read runs and the yardstick, default 32
 *   BENCH_SIGNIN_CONNECTIONS connections for the sign-in run, default 8
 *   BENCH_ORGANIZATIONS / BENCH_USERS   dataset size, default 10000 / 50000
 *   BENCH_SERVER            auto (default) | next | standalone
 *   BENCH_RESULTS           file to append to, default bench/results.md ('-' = do not write)
 *   BENCH_PORT              port of the product server, default a free one
 *   BENCH_QUIET_WAIT        before each run, wait up to N s for other processes to go quiet, default 90 (0 = off)
 *   BENCH_MAP_ORGANIZATIONS organizations on the social map (of the approved non-profits with an address), default 5000
 *   BENCH_ONLY              comma list of scenarios to run (organizations, users, current_user, dashboard, vacancy_search,
 *                           vacancy_search_writes, vacancy_search_50, vacancy_search_page, social-map-markers, social-map-list-query,
 *                           social-map-page, social-map-web-markers, analytics_activity, analytics_public_site,
 *                           sign_in, bare)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function hasReactServerCondition(): boolean {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return flags.some(
    (flag, i) =>
      flag === '--conditions=react-server' ||
      flag === '-C=react-server' ||
      ((flag === '--conditions' || flag === '-C') && flags[i + 1] === 'react-server'),
  );
}

if (!hasReactServerCondition()) {
  // Re-run this file under the react-server condition (see the header). Signals are passed on; the
  // child stops the servers it started and cleans up, this process only waits for it.
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', ...process.execArgv, process.argv[1] as string, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: ROOT,
    },
  );
  const relay = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', relay('SIGINT'));
  process.on('SIGTERM', relay('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  void import('./run')
    .then(({ main }) => main(ROOT))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
