/**
 * Several instances behind one load balancer (issue 14 §2, README "Running several instances"): two `next start`
 * processes of the production build on one PostgreSQL database and one Redis, with the Redis cache handler
 * (lib/server/cache/redis-cache-handler.cjs) switched on by REDIS_URL. Checks that
 * 1. a content edit made through instance A shows on instance B's next request of the public page,
 * 2. a sign-in rate limit reached on A holds on B,
 * 3. a session made by signing in on A works on B,
 * 4. the expiry job runs on one of them only (advisory lock; the database records which instance expired what).
 * Skips with the reason when PostgreSQL or Redis is not reachable. Ports 3301 and 3302.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';
import { fillSignIn, LOGIN_PATH } from './support/session';
import { cacheKeys, prepareStores, query, startInstance, stopInstance, unreachable, type Instance } from './support/instances';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let a: Instance | undefined;
let b: Instance | undefined;
let expiring: number[] = [];

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const reason = await unreachable();
  test.skip(reason !== null, reason ?? '');
  await prepareStores();
  // Check 4's set-up, before either instance starts (each runs the expiry job at start): two published vacancies
  // whose expiry has passed, and a trigger that notes which instance (its application_name) expired each.
  await query(`create table e2e_expired_by (vacancy_id integer not null, instance text not null)`);
  await query(`create function e2e_note_expiry() returns trigger language plpgsql as $$
    begin insert into e2e_expired_by values (new.id, current_setting('application_name')); return new; end $$`);
  await query(`create trigger e2e_note_expiry after update on vacancies for each row
    when (old.status = 'published' and new.status = 'expired') execute function e2e_note_expiry()`);
  const rows = await query<{ id: number }>(
    `update vacancies set expires_at = now() - interval '1 day'
      where id in (select id from vacancies where status = 'published' order by id limit 2) returning id`,
  );
  expiring = rows.map((r) => r.id);
  expect(expiring).toHaveLength(2);
  [a, b] = await Promise.all([startInstance('a', 3301), startInstance('b', 3302)]);
});

test.afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)]);
});

async function signInApi(request: import('@playwright/test').APIRequestContext, on: Instance, email: string, password: string) {
  return request.post(`${on.origin}/auth/sign_in`, { headers: { host: on.host }, data: { email, password } });
}

test('a content edit through instance A shows on instance B at its next request', async ({ request }) => {
  /** The page's heading (its title), not the whole document: a failure then says what B showed. */
  const heading = async (on: Instance) => {
    const response = await request.get(`${on.origin}/over-ons`, { headers: { host: on.host } });
    expect(response.status()).toBe(200);
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
  };
  // Both instances have rendered the page, so each has (or shares) the cached page data.
  const before = await heading(b!);
  await heading(a!);
  expect((await cacheKeys()).length).toBeGreaterThan(0);

  const signIn = await signInApi(request, a!, 'admin@demo.test', DEMO_PASSWORD);
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const auth = { host: a!.host, 'access-token': h['access-token'] ?? '', client: h.client ?? '', uid: h.uid ?? '' };
  const list = await request.get(`${a!.origin}/api/v1/pages?filter[q]=over&page[size]=100`, { headers: auth });
  expect(list.status()).toBe(200);
  const pages = (await list.json()) as { data: { id: string; attributes: { slug: string; locale: string; title: string } }[] };
  const target = pages.data.find((p) => p.attributes.slug === 'over-ons' && p.attributes.locale === 'nl');
  expect(target, 'the demo center has the page over-ons').toBeTruthy();
  expect(before).toBe(target!.attributes.title);

  const title = `Over ons, bewerkt op A ${Date.now()}`;
  const patch = await request.patch(`${a!.origin}/api/v1/pages/${target!.id}`, {
    headers: { ...auth, 'content-type': 'application/vnd.api+json' },
    data: { data: { type: 'pages', id: target!.id, attributes: { title } } },
  });
  expect(patch.status()).toBe(200);

  // Without a shared cache B would still show the old title here (its own data cache holds the page for an hour).
  expect(await heading(b!)).toBe(title);
});

test('a sign-in limit reached on instance A holds on instance B', async ({ request }) => {
  // Ten wrong passwords per account and address in 15 minutes (server/auth/rate-limit.ts RATE_LIMITS).
  for (let i = 0; i < 10; i++) expect((await signInApi(request, a!, 'volunteer@demo.test', 'not-the-password')).status()).toBe(401);
  const onB = await signInApi(request, b!, 'volunteer@demo.test', 'not-the-password');
  expect(onB.status()).toBe(429);
  expect(Number(onB.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a session made on instance A works on instance B', async ({ page }) => {
  await page.goto(`${a!.url}${LOGIN_PATH}`);
  await fillSignIn(page, 'content_manager@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${a!.url}/dashboard`);
  // The same cookie (cookies do not depend on the port) sent to the other instance.
  await page.goto(`${b!.url}/dashboard`);
  await expect(page).toHaveURL(`${b!.url}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // And B's /bff opens the same session for the page's own API calls.
  const user = await page.evaluate(async () => {
    const response = await fetch('/bff/api/v1/current_user');
    return { status: response.status, body: await response.text() };
  });
  expect(user.status).toBe(200);
  expect(user.body).toContain('content_manager@demo.test');
});

test('the expiry job ran on one instance only', async () => {
  // Both instances run the job at start; the advisory lock lets one of them do it.
  await expect
    .poll(async () => (await query<{ n: string }>(`select count(*) as n from e2e_expired_by`))[0]?.n, { timeout: 15_000 })
    .toBe('2');
  const rows = await query<{ vacancy_id: number; instance: string }>(`select vacancy_id, instance from e2e_expired_by order by vacancy_id`);
  expect(rows.map((r) => r.vacancy_id)).toEqual(expiring);
  expect(new Set(rows.map((r) => r.instance)).size).toBe(1);
  expect(['instance-a', 'instance-b']).toContain(rows[0]!.instance);
  // Both instances are connected to this database (so both had the chance to run it).
  const connected = await query<{ name: string }>(
    `select distinct application_name as name from pg_stat_activity where datname = current_database() and application_name like 'instance-%'`,
  );
  expect(connected.map((r) => r.name).sort()).toEqual(['instance-a', 'instance-b']);
});
