/**
 * Saved-search alerts at scale (docs/benchmarks.md, "Saved-search alerts"): BENCH_SEARCHES saved searches (10 000,
 * each of its own user) against BENCH_NEW new vacancies (100) published since their last check, in a bank of
 * BENCH_OLD older vacancies (5 000). The searches mix words, types, tags, age groups and distances like real ones.
 * Times one run of the job (match, deliveries, mails queued in the outbox, last_checked_at), then a second run with
 * nothing new (the idempotent case every minute brings), and prints the plan of the matching statement.
 *
 *   npx tsx --conditions=react-server bench/saved-search-alerts.ts
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/bench_saved_searches, re-created from
 * the `test` database on every run). Deterministic data (seeded PRNG).
 */
import os from 'node:os';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { sendSavedSearchAlerts } from '../server/jobs/saved-search-alerts';
import { textQuery } from '../server/db/text-search';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const NEW = Number(process.env.BENCH_NEW ?? 100);
const OLD = Number(process.env.BENCH_OLD ?? 5_000);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench_saved_searches';

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(16);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length) % list.length] as T;

const WORDS = [
  'tuin',
  'koken',
  'voedselbank',
  'taalmaatje',
  'chauffeur',
  'voorlezen',
  'sport',
  'muziek',
  'ouderen',
  'kinderen',
  'klussen',
  'computer',
];
const TAGS = ['buiten', 'zorg', 'sport', 'cultuur', 'onderwijs', 'natuur'];
const TYPES = ['volunteering', 'p2p', 'activity', 'language'] as const;
/** Around Utrecht, Amersfoort and Zwolle. */
const CITIES = [
  { latitude: 52.0907, longitude: 5.1214 },
  { latitude: 52.1561, longitude: 5.3878 },
  { latitude: 52.5168, longitude: 6.083 },
];

async function recreate() {
  const target = new globalThis.URL(URL_);
  const name = target.pathname.slice(1);
  const admin = new Client({ connectionString: Object.assign(new globalThis.URL(URL_), { pathname: '/test' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main() {
  await recreate();
  const handle = await openDatabase({ databaseUrl: URL_ });
  await migrateDatabase(handle);
  const db = handle.db;
  const now = new Date();
  const hourAgo = new Date(now.getTime() - 3600_000);

  const one = async <T>(query: ReturnType<typeof sql>) => {
    const result = await db.execute(query);
    return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows)[0] as T;
  };
  const center = await one<{ id: number }>(
    sql`insert into volunteer_centers (slug, tenant_key, name) values ('bench', 'demo', 'Bench') returning id`,
  );
  await db.execute(
    sql`insert into volunteer_center_profiles (volunteer_center_id, name, primary_color) values (${center.id}, 'Bench', '#1d4ed8')`,
  );
  const org = await one<{ id: number }>(
    sql`insert into organizations (volunteer_center_id, name, status, organization_type) values (${center.id}, 'Stichting Bench', 'approved', 'NonProfit') returning id`,
  );

  const seedStart = process.hrtime.bigint();
  // Vacancies: OLD published before the searches' last check, NEW after it.
  const vacancyRows = (count: number, publishedAt: Date) =>
    Array.from({ length: count }, (_, i) => {
      const city = pick(CITIES);
      return {
        title: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
        text: `${pick(WORDS)} en ${pick(WORDS)} bij de ${pick(WORDS)}`,
        type: pick(TYPES),
        tag: pick(TAGS),
        lat: city.latitude + (random() - 0.5) * 0.3,
        lng: city.longitude + (random() - 0.5) * 0.3,
        publishedAt: new Date(publishedAt.getTime() + i * 1000),
      };
    });
  for (const [rows, publishedBase] of [
    [vacancyRows(OLD, new Date(now.getTime() - 30 * 24 * 3600_000)), 'old'],
    [vacancyRows(NEW, new Date(now.getTime() - 30 * 60_000)), 'new'],
  ] as const) {
    void publishedBase;
    for (let i = 0; i < rows.length; i += 2000) {
      const batch = rows.slice(i, i + 2000);
      await db.execute(sql`insert into vacancies (volunteer_center_id, organization_id, title, description, description_text, vacancy_type, status,
          tags, latitude, longitude, published_at, expires_at)
        select ${center.id}, ${org.id}, t.title, t.text, t.text, t.type::vacancy_type, 'published', array[t.tag], t.lat, t.lng, t.published, ${new Date(now.getTime() + 30 * 24 * 3600_000)}::timestamptz
        from unnest(${`{${batch.map((r) => JSON.stringify(r.title)).join(',')}}`}::text[], ${`{${batch.map((r) => JSON.stringify(r.text)).join(',')}}`}::text[],
          ${`{${batch.map((r) => r.type).join(',')}}`}::text[], ${`{${batch.map((r) => r.tag).join(',')}}`}::text[],
          ${`{${batch.map((r) => r.lat).join(',')}}`}::float8[], ${`{${batch.map((r) => r.lng).join(',')}}`}::float8[],
          ${`{${batch.map((r) => r.publishedAt.toISOString()).join(',')}}`}::timestamptz[])
          as t(title, text, type, tag, lat, lng, published)`);
    }
  }

  // Users and their saved searches, one each; criteria mixed.
  for (let i = 0; i < SEARCHES; i += 2000) {
    const n = Math.min(2000, SEARCHES - i);
    await db.execute(sql`insert into users (volunteer_center_id, email, first_name, last_name, status, locale, digest_days)
      select ${center.id}, 'bench-' || g || '@example.org', 'Bench', 'User', 'active', 'nl', '{1,4}'::integer[] from generate_series(${i + 1}::int, ${i + n}::int) g`);
  }
  const users = await db.execute(sql`select id from users where volunteer_center_id = ${center.id} order by id`);
  const userIds = (Array.isArray(users) ? users : (users as unknown as { rows: { id: number }[] }).rows).map(
    (u) => (u as { id: number }).id,
  );
  const searches = userIds.map((userId, i) => {
    const query: Record<string, unknown> = {};
    if (random() < 0.6) query.q = pick(WORDS);
    if (random() < 0.3) query.vacancyTypes = [pick(TYPES)];
    if (random() < 0.2) query.tag = pick(TAGS);
    let point: { latitude: number; longitude: number } | null = null;
    if (random() < 0.4) {
      point = pick(CITIES);
      query.postalCode = '3511AB';
      query.distanceKm = pick([5, 10, 25]);
    }
    return { userId, query, point, token: `bench${String(i).padStart(38, '0')}` };
  });
  for (let i = 0; i < searches.length; i += 1000) {
    const batch = searches.slice(i, i + 1000);
    await db.execute(sql`insert into saved_searches (volunteer_center_id, user_id, name, frequency, query, text_query, latitude, longitude, unsubscribe_token, last_checked_at, created_at)
      values ${sql.join(
        batch.map(
          (s) =>
            sql`(${center.id}, ${s.userId}, ${'Zoekopdracht'}, 'instant', ${JSON.stringify(s.query)}::jsonb, ${
              typeof s.query.q === 'string' ? textQuery(s.query.q) : sql`null`
            }, ${s.point?.latitude ?? null}, ${s.point?.longitude ?? null}, ${s.token}, ${hourAgo}, ${hourAgo})`,
        ),
        sql`, `,
      )}`);
  }
  await db.execute(sql`analyze`);
  const seeded = ms(seedStart);

  const realMailer = createMailer({ db, delivers: false });
  let sendMs = 0;
  const mailer: typeof realMailer = {
    send: async (mail, executor) => {
      const start = process.hrtime.bigint();
      await realMailer.send(mail, executor);
      sendMs += ms(start);
    },
    sendMany: async (mails, executor) => {
      const start = process.hrtime.bigint();
      await realMailer.sendMany?.(mails, executor);
      sendMs += ms(start);
    },
  };
  const deps = { db, mailer, centerUrl: () => 'https://bench.example.org' };
  const first = process.hrtime.bigint();
  const result = await sendSavedSearchAlerts(deps, now);
  const firstMs = ms(first);
  const firstSendMs = sendMs;
  const second = process.hrtime.bigint();
  const again = await sendSavedSearchAlerts(deps, new Date(now.getTime() + 60_000));
  const secondMs = ms(second);

  // The runs moved last_checked_at on; the plan is of the first run's window (an hour back).
  const plan = await db.execute(sql`explain (analyze, costs off, timing off, summary on)
    select s.id, v.id from saved_searches s join vacancies v on v.volunteer_center_id = s.volunteer_center_id
    join organizations o on o.id = v.organization_id
    where s.volunteer_center_id = ${center.id} and v.status = 'published' and o.status = 'approved'
      and v.published_at > ${hourAgo}::timestamptz
      and (s.text_query is null or v.search_vector @@ s.text_query)`);
  const planLines = (Array.isArray(plan) ? plan : (plan as unknown as { rows: Record<string, string>[] }).rows).map(
    (r) => Object.values(r as Record<string, string>)[0],
  );

  const cpus = os.cpus();
  console.log(`# Saved-search alerts, ${new Date().toISOString()}`);
  console.log(`machine: ${cpus[0]?.model ?? 'cpu'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
  const version = await one<{ server_version: string }>(sql`show server_version`);
  console.log(`PostgreSQL ${version.server_version}`);
  console.log(
    `data: ${SEARCHES} saved searches (instant), ${NEW} new vacancies, ${OLD} older ones; seeded in ${(seeded / 1000).toFixed(1)} s`,
  );
  console.log(
    `first run: ${firstMs.toFixed(0)} ms — checked ${result.checked}, announced ${result.announced} (search, vacancy) pairs, queued ${result.mails} mails (of which ${firstSendMs.toFixed(0)} ms rendering and queueing them)`,
  );
  console.log(`second run (nothing new): ${secondMs.toFixed(0)} ms — announced ${again.announced}, queued ${again.mails} mails`);
  console.log('plan of the pair join (words only):');
  for (const line of planLines.slice(-12)) console.log(`  ${line}`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
