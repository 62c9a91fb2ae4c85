/**
 * Fault drill: PostgreSQL restarted while 32 writers write (docs/architecture.md, "Failure behaviour"). The backend
 * runs on a private cluster (tests/support/private-postgres.ts, never the machine's PostgreSQL); the cluster is
 * restarted with `pg_ctl restart -m fast` in the middle of the load. Every write answered 2xx must be in the
 * database afterwards, every other answer must be a 503 JSON:API error (never a 500), and the same app serves
 * writes again after the restart without being recreated.
 */
import { and, eq, like } from 'drizzle-orm';
import { NO_RATE_LIMIT } from '@/server/auth/rate-limit';
import * as schema from '@/server/db/schema';
import { call, createCenter, createUser, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`[drill] PostgreSQL restart drill skipped: ${unavailable}`);
const drill = unavailable ? describe.skip : describe;

const WRITERS = 32;

interface Outcome {
  name: string;
  status: number;
  code: string | undefined;
  afterRestart: boolean;
}

drill('PostgreSQL restarted under 32 concurrent writers', () => {
  let pg: PrivatePostgres | undefined;
  let backend: TestBackend | undefined;
  let staff: Headers;
  let centerId: number;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    backend = await startTestBackend({ databaseUrl: pg.url, rateLimiter: NO_RATE_LIMIT });
    const center = await createCenter(backend.db);
    centerId = center.id;
    const user = await createUser(backend.db, center.id, { role: 'center_superuser' });
    staff = await signIn(backend, center.id, user.email);
  }, 120_000);

  afterAll(async () => {
    await backend?.close();
    await pg?.stop();
  });

  const create = (name: string) =>
    call(backend!, 'POST', '/api/v1/organizations', {
      headers: staff,
      body: { data: { type: 'organization', attributes: { name, organization_type: 'NonProfit' } } },
    });

  test('every 2xx write survives, the rest are 503 JSON:API errors, and the same app recovers', async () => {
    const outcomes: Outcome[] = [];
    let restarted = false;
    const writer = async (w: number) => {
      // Each writer keeps writing until it has started three writes after the restart ended.
      for (let i = 0, after = 0; after < 3; i++) {
        const afterRestart = restarted;
        const name = `Drill ${w}-${i}`;
        const res = await create(name);
        outcomes.push({ name, status: res.status, code: res.json?.errors?.[0]?.code, afterRestart });
        if (afterRestart) after++;
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (outcomes.length < 2 * WRITERS) await new Promise((resolve) => setTimeout(resolve, 5));
    await pg!.restart();
    restarted = true;
    await Promise.all(writers);

    const statuses = new Set(outcomes.map((o) => o.status));
    for (const status of statuses) expect([201, 503]).toContain(status);
    for (const failed of outcomes.filter((o) => o.status === 503)) expect(failed.code).toBe('databaseUnavailable');

    const stored = await backend!.db
      .select({ name: schema.organizations.name })
      .from(schema.organizations)
      .where(and(eq(schema.organizations.volunteerCenterId, centerId), like(schema.organizations.name, 'Drill %')));
    const storedNames = new Set(stored.map((r) => r.name));
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.name);
    expect(acknowledged.filter((name) => !storedNames.has(name))).toEqual([]);
    expect(outcomes.filter((o) => !o.afterRestart && o.status === 201).length).toBeGreaterThan(0);
    console.info(
      `[drill] PostgreSQL restart: ${outcomes.length} writes, ${acknowledged.length} answered 201 (all stored), ` +
        `${outcomes.length - acknowledged.length} answered 503`,
    );

    // The pool has replaced its broken connections: a full round of writers succeeds on the same app.
    const round = await Promise.all(Array.from({ length: WRITERS }, (_, w) => create(`Drill recovered ${w}`)));
    expect(round.map((r) => r.status)).toEqual(Array(WRITERS).fill(201));
  }, 180_000);
});
