/**
 * The backend's edges (docs/architecture.md "Operations"): security headers on every API answer, the /healthz and
 * /readyz probes, the request id, and request log lines that carry no secret.
 */
import { createApp } from '@/server/app';
import { redisReadiness } from '@/server/health';
import { createLogger, setErrorReporter } from '@/server/log';
import { call, createCenter, createUser, PASSWORD, startTestBackend, type TestBackend } from '../support/api';

let backend: TestBackend;
let production: TestBackend;
let centerId: number;
let email: string;
let lines: Record<string, unknown>[];
let rawLog: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const center = await createCenter(backend.db);
  centerId = center.id;
  email = (await createUser(backend.db, centerId, { role: 'volunteer' })).email;
  const logger = createLogger({
    level: 'info',
    destination: {
      write: (line: string) => {
        rawLog += line;
        lines.push(JSON.parse(line));
      },
    },
  });
  production = { ...backend, app: createApp({ ...backend.deps, production: true, logger }) };
}, 60_000);
beforeEach(() => {
  lines = [];
  rawLog = '';
});
afterAll(() => backend.close());

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function headersOf(res: { headers: Headers }, names: string[]) {
  return Object.fromEntries(names.map((n) => [n, res.headers.get(n)]));
}

describe('security headers', () => {
  it('are on every kind of answer, HSTS in production', async () => {
    const answers = await Promise.all([
      call(production, 'GET', `/api/v1/volunteer_centers/${centerId}`, { headers: { 'volunteer-center-id': String(centerId) } }),
      call(production, 'GET', '/api/v1/no_such_route', { headers: { 'volunteer-center-id': String(centerId) } }),
      call(production, 'GET', '/api/v1/current_user', { headers: { 'volunteer-center-id': String(centerId) } }),
      call(production, 'POST', '/auth/sign_in', {
        headers: { 'volunteer-center-id': String(centerId) },
        rawBody: '{not json',
        contentType: 'application/json',
      }),
      call(production, 'GET', '/healthz'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401, 400, 200]);
    for (const answer of answers) {
      expect(headersOf(answer, [...Object.keys(API_HEADERS), 'strict-transport-security'])).toEqual({
        ...API_HEADERS,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    }
  });

  it('leave HSTS out outside production', async () => {
    const res = await call(backend, 'GET', '/healthz');
    expect(headersOf(res, Object.keys(API_HEADERS))).toEqual(API_HEADERS);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz answers without a center or a session, never cached', async () => {
    const res = await call(backend, 'GET', '/healthz');
    expect({ status: res.status, body: res.json, cache: res.headers.get('cache-control') }).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
  });

  it('/readyz checks the database', async () => {
    const res = await call(backend, 'GET', '/readyz');
    expect({ status: res.status, body: res.json }).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok' } } });
  });

  it('/readyz checks Redis when configured, and names it with 503 when it is down', async () => {
    const up = await redisReadiness(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    const down = await redisReadiness('redis://127.0.0.1:1');
    try {
      const reachable = await up.check().then(
        () => true,
        () => false,
      );
      if (reachable) {
        const ok = await call({ ...backend, app: createApp({ ...backend.deps, readiness: [up] }) }, 'GET', '/readyz');
        expect({ status: ok.status, body: ok.json }).toEqual({
          status: 200,
          body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } },
        });
      } else {
        console.warn('Redis at 127.0.0.1:6379 is not reachable: only the "down" case of /readyz is checked.');
      }
      const res = await call({ ...backend, app: createApp({ ...backend.deps, readiness: [down] }) }, 'GET', '/readyz');
      expect({ status: res.status, body: res.json }).toEqual({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'ok', redis: 'down' }, down: ['redis'] },
      });
    } finally {
      await up.close();
      await down.close();
    }
  });

  it('/readyz reports a database that does not answer', async () => {
    const broken = {
      ...backend.deps,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as typeof backend.deps.db,
    };
    const res = await call({ ...backend, app: createApp(broken) }, 'GET', '/readyz');
    expect({ status: res.status, body: res.json }).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'down' }, down: ['database'] },
    });
    // The reason stays out of the answer.
    expect(JSON.stringify(res.json)).not.toContain('refused');
  });
});

describe('request id and request log', () => {
  it('keeps a well-formed X-Request-Id and puts it on the response and the log line', async () => {
    const res = await call(production, 'GET', '/healthz', { headers: { 'x-request-id': 'lb-7f3a9c2e-0001' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c2e-0001');
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'lb-7f3a9c2e-0001', method: 'GET', path: '/healthz', status: 200, msg: 'request' }),
    ]);
    expect(typeof lines[0]?.durationMs).toBe('number');
  });

  it('replaces an X-Request-Id that does not look like an id', async () => {
    for (const sent of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(200)]) {
      const res = await call(production, 'GET', '/healthz', { headers: { 'x-request-id': sent } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.at(-1)?.requestId).toBe(id);
    }
  });

  it('logs the path without its query string', async () => {
    await call(production, 'GET', `/api/v1/vacancies?filter[q]=x&reset_password_token=tok-should-not-appear`, {
      headers: { 'volunteer-center-id': String(centerId) },
    });
    expect(lines.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/vacancies' });
    expect(rawLog).not.toContain('tok-should-not-appear');
  });

  it('never writes a password, a token or a session header into the log', async () => {
    const signIn = await call(production, 'POST', '/auth/sign_in', {
      headers: { 'volunteer-center-id': String(centerId) },
      body: { email, password: PASSWORD },
      contentType: 'application/json',
    });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get('access-token') ?? '';
    const client = signIn.headers.get('client') ?? '';
    await call(production, 'GET', '/api/v1/current_user', {
      headers: {
        'volunteer-center-id': String(centerId),
        'access-token': token,
        client,
        uid: email,
        cookie: 'vp_session=sealed-session-value',
      },
    });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const secret of [PASSWORD, token, client, 'sealed-session-value']) expect(rawLog).not.toContain(secret);
  });
});

describe('error reporting', () => {
  afterEach(() => setErrorReporter(undefined));

  it('hands an unexpected error to the reporter (Sentry in production) with the request id the answer carries', async () => {
    const reported: { error: unknown; requestId?: string }[] = [];
    setErrorReporter((error, context) => reported.push({ error, ...context }));
    const broken = createApp({
      ...backend.deps,
      production: true,
      logger: createLogger({ level: 'fatal', destination: { write: () => {} } }),
      now: () => {
        throw new Error('the clock failed');
      },
    });
    const res = await call({ ...backend, app: broken }, 'GET', '/api/v1/vacancies/search', {
      headers: { 'volunteer-center-id': String(centerId), 'x-request-id': 'lb-7f3a9c2e-0500' },
    });
    expect(res.status).toBe(500);
    expect(res.json.errors[0]).toMatchObject({ status: '500', code: 'internal' });
    // Nothing of the error reaches the visitor; the report has it, tagged with the same request id.
    expect(JSON.stringify(res.json)).not.toContain('clock');
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c2e-0500');
    expect(reported).toEqual([{ error: expect.objectContaining({ message: 'the clock failed' }), requestId: 'lb-7f3a9c2e-0500' }]);
  });
});
