/**
 * `npm run bench`: one run, one table (issue 14 §6; docs/benchmarks.md, "One table"). Needs a production build
 * (`npm run build`) and PostgreSQL on 127.0.0.1.
 *
 * 1. The API (bench/run.ts, the same code as `npm run bench:api`, on its large center: 10 000 organizations, 50 000
 *    users, 100 000 vacancies): the vacancy search API, the organizations list, current_user and the bare yardstick
 *    (bench/bare-server.ts).
 * 2. The public pages (bench/page-load.ts): `next start` on the demo seed with 100 000 vacancies in the demo center;
 *    a static file from public/ and each public page.
 * 3. One table: req/s, p50, p99 and the ratio, of a page to the static file of the same server, of an API call to
 *    the yardstick. Printed and appended to bench/results.md (BENCH_RESULTS, '-' = not) with the machine, the date and
 *    the load average before and after.
 *
 * Environment: as bench/api.ts (BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_VACANCIES, BENCH_ORGANIZATIONS,
 * BENCH_USERS, BENCH_DATABASE_URL, BENCH_SERVER, BENCH_PORT, BENCH_QUIET_WAIT), plus BENCH_PAGES_DATABASE_URL
 * (default postgres://root@127.0.0.1:5432/bench_pages) and BENCH_PAGES_PORT. Run it under the react-server condition
 * (`tsx --conditions=react-server bench/bench.ts`, as the npm script does).
 */
import { appendFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPages } from './page-load';
import { main as runApi, type Row } from './run';

const ROOT = path.resolve(__dirname, '..');
const env = process.env;
const positive = (name: string, fallback: number) => {
  const n = Number(env[name] || fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};

/** The API scenarios of the table, by their bench/run.ts keys, in the table's order. */
const API_ROWS: { key: string; label: string }[] = [
  { key: 'vacancy_search', label: 'search API, text query + two filters' },
  { key: 'organizations', label: 'organizations list (include=address,profile, 25)' },
  { key: 'current_user', label: 'current_user (include=roles)' },
  { key: 'bare', label: 'yardstick (node:http + pg, same list query)' },
];

function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown cpu'}, ${cpus.length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, node ${process.version}`;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npm run build` first');
  const startedAt = new Date();
  const loadBefore = loadAverage();
  console.log(`bench — ${machine()}; ${startedAt.toISOString()}; load average ${loadBefore}`);
  const duration = positive('BENCH_DURATION', 10);
  const warmup = positive('BENCH_WARMUP', 2);
  const connections = Math.round(positive('BENCH_CONNECTIONS', 32));

  console.log('\n== 1. API (bench/run.ts)\n');
  const api = await runApi(ROOT, { only: API_ROWS.map((r) => r.key), results: '-' });

  console.log('\n== 2. public pages (bench/page-load.ts)\n');
  const pages = await runPages({
    root: ROOT,
    databaseUrl: env.BENCH_PAGES_DATABASE_URL || 'postgres://root@127.0.0.1:5432/bench_pages',
    adminDatabase: env.BENCH_ADMIN_DATABASE || 'test',
    vacancies: Math.round(positive('BENCH_VACANCIES', 100_000)),
    connections,
    duration,
    warmup,
    port: env.BENCH_PAGES_PORT ? Math.round(positive('BENCH_PAGES_PORT', 1)) : null,
    log: (line) => console.log(line),
  });
  const loadAfter = loadAverage();

  const lines = [
    '| what | req/s | p50 ms | p99 ms | ratio | of | non-2xx / errors | CPU % server / PostgreSQL / other |',
    '|---|---:|---:|---:|---:|---|---:|---|',
  ];
  const staticRow = pages.rows.find((r) => r.key === 'static');
  const cell = (r: { rps: number; p50: number; p99: number }) => `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99}`;
  const cpuCell = (server: number, postgres: number | null, other: number) =>
    `${server.toFixed(0)} / ${postgres === null ? '-' : postgres.toFixed(0)} / ${other.toFixed(0)}`;
  for (const r of pages.rows)
    lines.push(
      r.completed
        ? `| ${r.label} | ${cell(r)} | ${staticRow ? (r.rps / staticRow.rps).toFixed(3) : '-'} | static file | ${r.non2xx} / ${r.errors} | ${cpuCell(r.serverCpu, r.postgresCpu, r.otherCpu)} |`
        : `| ${r.label} | 0 | > ${duration * 1000} | - | 0 | none completed within ${duration} s | ${r.non2xx} / ${r.errors} | ${cpuCell(r.serverCpu, r.postgresCpu, r.otherCpu)} |`,
    );
  const bare = api.rows.find((r) => r.scenario.key === 'bare');
  for (const { key, label } of API_ROWS) {
    const r: Row | undefined = api.rows.find((x) => x.scenario.key === key);
    if (!r) {
      lines.push(`| ${label} | - | - | - | - | not measured | - | - |`);
      continue;
    }
    lines.push(
      `| ${label} | ${cell(r)} | ${bare ? (r.rps / bare.rps).toFixed(2) : '-'} | yardstick | ${r.non2xx} / ${r.errors} | ${cpuCell(r.cpu.server, r.cpu.postgres, r.cpu.other)} |`,
    );
  }
  const missingPages = pages.rows.length < 11 ? ' (pages that failed their check are left out: see the output above)' : '';
  const notes = [
    `- ${machine()}; load average (1, 5, 15 min) ${loadBefore} at the start, ${loadAfter} at the end`,
    `- pages: \`next start\` (production build) on PostgreSQL, demo seed + ${pages.vacancies} vacancies (${pages.published} published) in the demo center, \`Host: demo.localhost\`, Dutch, gzip, signed out${missingPages}`,
    `- API: ${api.serverKind}, PostgreSQL ${api.pgVersion}, the bench center of bench/seed.ts (10 000 organizations, 50 000 users by default) with ${env.BENCH_VACANCIES || '100000'} vacancies; signed in as center staff for the organizations list and current_user`,
    `- autocannon over loopback, ${connections} connections, ${warmup} s warm-up + ${duration} s per row; ratio: req/s ÷ req/s of the static file (pages) or of the yardstick (API) in this run; CPU in % of one core (server tree / PostgreSQL / every other process but the load generator); a page row first waits for the server and PostgreSQL to finish the previous row's requests`,
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n\n${notes.join('\n')}`);
  const target = env.BENCH_RESULTS || 'bench/results.md';
  if (target !== '-') {
    appendFileSync(
      path.resolve(ROOT, target),
      `\n## ${startedAt.toISOString()} — npm run bench (one run)\n\n${notes.join('\n')}\n\n${table}\n`,
    );
    console.log(`\nappended to ${target}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
