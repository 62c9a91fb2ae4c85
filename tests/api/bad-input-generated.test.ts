/**
 * At least 10 000 bad requests built from the OpenAPI document (tests/support/openapi-cases.ts), sent over HTTP to
 * the real app on @hono/node-server, signed in as the center's admin so handlers get past authorization and
 * validate. Every answer is below 500; every 4xx is a translated JSON:API error document; no rejected request
 * changes the database. Requests that legitimately succeed (2xx) are counted, not checked for "unchanged".
 * BAD_INPUT_SEED replays another sample.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { NO_RATE_LIMIT } from '@/server/auth/rate-limit';
import * as schema from '@/server/db/schema';
import { buildOpenApiDocument } from '@/server/openapi/build';
import { localStorage } from '@/server/storage';
import { createApplication, createVacancy } from '../support/factories/applications';
import { createPage } from '../support/factories/content';
import { generateCases, mulberry32, type RequestCase } from '../support/openapi-cases';
import { createCenter, createOrganization, createUser, PASSWORD, startTestBackend, type TestBackend } from '../support/api';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_125);
const MIN_REQUESTS = 10_000;

/**
 * How many cases each operation sends at most (a seeded sample of its own): the smallest share that still makes
 * MIN_REQUESTS in all. Every operation keeps a share of every kind of case, and the file's time stays put as the API
 * grows (a fixed 190 had grown to 24 500 requests and six minutes on PostgreSQL, more on PGlite).
 */
function perOperationCap(sizes: number[]): number {
  const largest = Math.max(...sizes);
  for (let cap = 1; cap < largest; cap++) if (sizes.reduce((sum, n) => sum + Math.min(n, cap), 0) >= MIN_REQUESTS) return cap;
  return largest;
}

jest.setTimeout(30 * 60_000);

let backend: TestBackend;
let server: ServerType;
let base: string;
let uploads: string;
let auth: Record<string, string>;
let centerId: number;
let adminEmail: string;
const validIds = new Map<string, number>();
const otherIds = new Map<string, number>();

/** The collection prefix of a templated path: "/api/v1/users/{id}/add_role" -> "/api/v1/users". */
const prefixOf = (template: string) => template.slice(0, template.indexOf('/{id}'));

beforeAll(async () => {
  backend = await startTestBackend({ rateLimiter: NO_RATE_LIMIT, flags: { enableOrganizationsMoving: true } });
  // No stray files in the worktree, whatever a request manages to upload.
  uploads = mkdtempSync(path.join(tmpdir(), 'bad-input-'));
  backend.deps.storage = localStorage(uploads);
  const { db } = backend;
  const center = await createCenter(db, { tenantKey: 'demo' });
  const other = await createCenter(db, { tenantKey: 'demo' });
  centerId = center.id;
  const org = await createOrganization(db, center.id);
  const otherOrg = await createOrganization(db, other.id);
  const admin = await createUser(db, center.id, { role: 'admin' });
  adminEmail = admin.email;
  const target = await createUser(db, center.id, { organizationId: org.id });
  const otherUser = await createUser(db, other.id);
  const vacancy = await createVacancy(backend, { centerId: center.id, organizationId: org.id });
  const otherVacancy = await createVacancy(backend, { centerId: other.id, organizationId: otherOrg.id });
  const application = await createApplication(backend, { centerId: center.id, vacancyId: vacancy.id });
  const otherApplication = await createApplication(backend, { centerId: other.id, vacancyId: otherVacancy.id });
  const page = await createPage(db, center.id);
  const otherPage = await createPage(db, other.id);
  const [image] = await db
    .insert(schema.stockImages)
    .values({ volunteerCenterId: center.id, name: 'Probe', imageUrl: 'https://example.org/probe.jpg' })
    .returning();
  const [otherImage] = await db
    .insert(schema.stockImages)
    .values({ volunteerCenterId: other.id, name: 'Other', imageUrl: 'https://example.org/other.jpg' })
    .returning();
  // The center's lists of the non-profit profile, one entry in use (a delete is 409), and the organization on the map.
  const lookup = async (table: typeof schema.nonProfitTypes | typeof schema.activityTypes, centerId: number) =>
    (await db.insert(table).values({ volunteerCenterId: centerId, key: 'probe', nameNl: 'Probe', nameEn: 'Probe' }).returning())[0]!;
  const [npt, otherNpt, activity, otherActivity] = [
    await lookup(schema.nonProfitTypes, center.id),
    await lookup(schema.nonProfitTypes, other.id),
    await lookup(schema.activityTypes, center.id),
    await lookup(schema.activityTypes, other.id),
  ];
  await db
    .insert(schema.organizationProfiles)
    .values({ organizationId: org.id, nonProfitTypeId: npt.id, activityTypeIds: [activity.id], showOnSocialMap: true });
  await db.insert(schema.organizationProfiles).values({ organizationId: otherOrg.id, showOnSocialMap: true });

  // A token_holder form with a question (its invitations and submissions are reached through it), and another center's.
  const formOf = async (id: number, key: string) =>
    (
      await db
        .insert(schema.forms)
        .values({ volunteerCenterId: id, title: 'Probe', accessPermission: 'token_holder', publicKey: key })
        .returning()
    )[0]!;
  const form = await formOf(center.id, 'probe-key-01');
  const otherForm = await formOf(other.id, 'probe-key-02');
  await db.insert(schema.formQuestions).values({ formId: form.id, position: 0, questionType: 'text', text: 'Naam' });

  server = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // Generating the cases takes a while; an idle kept-alive socket must not be closed under the first request.
  (server as import('node:http').Server).keepAliveTimeout = 10 * 60_000;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  auth = await signIn();

  // Menus come into being on first read; an item to edit is made through the API.
  const menus = await (await fetch(`${base}/api/v1/menus`, { headers: auth })).json();
  const menuId = Number(menus.data[0].id);
  const item = await fetch(`${base}/api/v1/menus/${menuId}/menu_items`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'menu_items', attributes: { name: 'Probe', link_type: 'url', url: 'https://example.org/' } } }),
  });
  expect(item.status).toBe(201);
  const itemId = Number((await item.json()).data.id);

  for (const [prefix, id, otherId] of [
    ['/api/v1/volunteer_centers', center.id, other.id],
    ['/api/v1/organizations', org.id, otherOrg.id],
    ['/api/v1/users', target.id, otherUser.id],
    ['/api/v1/vacancies', vacancy.id, otherVacancy.id],
    ['/api/v1/applications', application.id, otherApplication.id],
    ['/api/v1/pages', page.id, otherPage.id],
    ['/api/v1/menus', menuId, undefined],
    ['/api/v1/menu_items', itemId, undefined],
    ['/api/v1/stock_images', image!.id, otherImage!.id],
    ['/api/v1/non_profit_types', npt.id, otherNpt.id],
    ['/api/v1/activity_types', activity.id, otherActivity.id],
    ['/api/v1/social_map/organizations', org.id, otherOrg.id],
    ['/api/v1/forms', form.id, otherForm.id],
  ] as const) {
    validIds.set(prefix, id);
    if (otherId !== undefined) otherIds.set(prefix, otherId);
  }
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await backend?.close();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
}, 120_000);

async function signIn(): Promise<Record<string, string>> {
  const res = await fetch(`${base}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'volunteer-center-id': String(centerId) },
    body: JSON.stringify({ email: adminEmail, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
  return {
    'volunteer-center-id': String(centerId),
    'access-token': res.headers.get('access-token') ?? '',
    client: res.headers.get('client') ?? '',
    uid: res.headers.get('uid') ?? '',
  };
}

/**
 * Whether the database changed, strictly but cheaply. Every committed write needs a transaction id, so when the
 * next unassigned id (the snapshot's xmax) is the same after a request as before it, nothing was written: that
 * check costs one tiny query. Only when it moved (a write, a rolled-back write, or on a shared PostgreSQL server
 * another database's traffic) is the full fingerprint taken: per table its row count and the md5 of all its rows
 * in a stable order, compared with the one before. Per request, not per batch, so a failure names its request.
 */
async function xmax(): Promise<string> {
  const result = await backend.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return String((result as unknown as { rows: { x: string }[] }).rows[0]!.x);
}

let fingerprintSql: string | undefined;
async function fingerprint(): Promise<string> {
  if (!fingerprintSql) {
    const tables = await backend.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    fingerprintSql = `select concat_ws('|', ${names
      .map((n) => `(select '${n}:' || count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from "${n}" t)`)
      .join(', ')}) as f`;
  }
  const result = await backend.db.execute(sql.raw(fingerprintSql));
  return String((result as unknown as { rows: { f: string }[] }).rows[0]!.f);
}

/** Calls that can end or replace the admin's own session when they succeed. */
const SESSION_CHANGING =
  /^(PUT \/auth\/password|DELETE \/auth\/sign_out|POST \/api\/v1\/confirm_email|PATCH \/api\/v1\/current_user|DELETE \/api\/v1\/current_user)$/;

interface Failure {
  operation: string;
  label: string;
  url: string;
  status: number;
  problem: string;
  body: string;
}

function errorDocumentProblem(status: number, contentType: string, text: string): string | null {
  if (!contentType.includes('application/vnd.api+json')) return `content type ${contentType}`;
  let doc: { errors?: { status?: unknown; code?: unknown; title?: unknown; detail?: unknown }[] };
  try {
    doc = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!Array.isArray(doc.errors) || !doc.errors.length) return 'no errors array';
  for (const e of doc.errors) {
    if (e.status !== String(status)) return `error status ${String(e.status)}`;
    if (typeof e.code !== 'string' || !e.code) return 'error without code';
    for (const text of [e.title, e.detail])
      if (typeof text !== 'string' || !text || /^(api|contentApi|vacancyApi|settings|uploads)\./.test(text))
        return `untranslated or missing text ${String(text)}`;
  }
  return null;
}

test('generated bad input: no 500, JSON:API errors, nothing written by a rejected request', async () => {
  const doc = buildOpenApiDocument();
  const random = mulberry32(SEED);
  const all = generateCases(doc, {
    validId: (template) => validIds.get(prefixOf(template)),
    otherCenterId: (template) => otherIds.get(prefixOf(template)),
  });
  const plan: RequestCase[] = [];
  const cap = perOperationCap(all.map(({ cases }) => cases.length));
  for (const { cases } of all) {
    // A seeded shuffle, then the first `cap`: every operation keeps a share of every kind of case.
    const shuffled = cases
      .map((c) => ({ c, k: random() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.c);
    plan.push(...shuffled.slice(0, cap));
  }
  expect(plan.length).toBeGreaterThanOrEqual(MIN_REQUESTS);

  const histogram = new Map<number, number>();
  const failures: Failure[] = [];
  let succeeded = 0;
  let fullChecks = 0;
  // The check itself works: a direct write moves xmax and changes the fingerprint.
  const [beforeX, beforePrint] = [await xmax(), await fingerprint()];
  await backend.db
    .insert(schema.stockImages)
    .values({ volunteerCenterId: centerId, name: 'Canary', imageUrl: 'https://example.org/canary.jpg' });
  expect(await xmax()).not.toBe(beforeX);
  expect(await fingerprint()).not.toBe(beforePrint);

  let lastX = await xmax();
  let lastPrint = await fingerprint();

  for (const [index, c] of plan.entries()) {
    const headers: Record<string, string> = { ...auth, accept: 'application/vnd.api+json', 'accept-language': index % 2 ? 'en' : 'nl' };
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + c.url, { method: c.method, headers, body: c.body });
      text = await res.text();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      failures.push({
        operation: c.operation,
        label: c.label,
        url: c.url.slice(0, 200),
        status: 0,
        problem: `no answer: ${cause} (#${index})`,
        body: '',
      });
      histogram.set(0, (histogram.get(0) ?? 0) + 1);
      continue;
    }
    histogram.set(res.status, (histogram.get(res.status) ?? 0) + 1);
    const fail = (problem: string) =>
      failures.push({
        operation: c.operation,
        label: c.label,
        url: c.url.slice(0, 200),
        status: res.status,
        problem,
        body: text.slice(0, 300),
      });

    if (res.status >= 500) fail('server error');
    const x = await xmax();
    if (res.status < 400) {
      succeeded += 1;
      if (SESSION_CHANGING.test(c.operation)) auth = await signIn();
      // A success may write; the next rejected request is compared with the state after it.
      const after = await xmax();
      if (after !== lastX) {
        lastX = after;
        lastPrint = await fingerprint();
      }
      continue;
    }
    const problem = errorDocumentProblem(res.status, res.headers.get('content-type') ?? '', text);
    if (problem) fail(problem);
    if (x !== lastX) {
      fullChecks += 1;
      const print = await fingerprint();
      if (print !== lastPrint) fail('database changed');
      lastPrint = print;
      lastX = x;
    }
  }

  const statuses = Object.fromEntries([...histogram.entries()].sort(([a], [b]) => a - b));
  console.log(
    `[bad-input] seed ${SEED}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${plan.length} requests over ${all.length} operations ` +
      `(at most ${cap} each); ` +
      `${succeeded} succeeded (2xx, not checked for unchanged), ${plan.length - succeeded} rejected; ` +
      `full fingerprints ${fullChecks}; statuses ${JSON.stringify(statuses)}; failures ${failures.length}`,
  );
  // One example per operation and kind of failure, so the report names every distinct problem.
  const distinct = new Map<string, Failure>();
  for (const f of failures) if (!distinct.has(`${f.operation} ${f.problem}`)) distinct.set(`${f.operation} ${f.problem}`, f);
  expect([...distinct.values()]).toEqual([]);
});
