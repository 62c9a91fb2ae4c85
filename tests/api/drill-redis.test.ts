/**
 * Fault drill: Redis stopped and started under the sign-in limits. Runs its own redis-server on a free port
 * (never the machine's Redis): sign-in works on Redis, keeps working on the in-memory fallback with a logged
 * warning while Redis is down (and still limits), and goes back to Redis once it returns.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import Redis from 'ioredis';
import { createApp } from '@/server/app';
import { RATE_LIMITS, REDIS_LIMITER_OPTIONS, RedisRateLimiter } from '@/server/auth/rate-limit';
import { call, centerHeaders, createCenter, createUser, PASSWORD, startTestBackend, type TestBackend } from '../support/api';
import { expectError } from './helpers';

jest.setTimeout(60_000);

const available = spawnSync('redis-server', ['--version'], { timeout: 5000 }).status === 0;
const drill = available ? describe : describe.skip;
if (!available) console.warn('drill-redis skipped: no redis-server binary on PATH (install redis-server to run this drill)');

async function until(condition: () => boolean | Promise<boolean>, what: string, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

drill('drill: Redis stopped and started under sign-in (own redis-server on a free port)', () => {
  let port: number;
  let redisProcess: ChildProcess | null = null;
  let admin: Redis;
  let limiterClient: Redis;
  let backend: TestBackend;
  let app: TestBackend;
  let center: Awaited<ReturnType<typeof createCenter>>;
  const warnings: string[] = [];

  async function startRedis() {
    redisProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(async () => {
      const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        probe.disconnect();
      }
    }, 'redis-server to answer');
  }

  async function stopRedis() {
    const child = redisProcess;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await admin.call('SHUTDOWN', 'NOSAVE').catch(() => undefined);
    await exited;
    redisProcess = null;
  }

  beforeAll(async () => {
    port = await freePort();
    expect(port).not.toBe(6379);
    await startRedis();
    admin = new Redis({ port, host: '127.0.0.1' });
    admin.on('error', () => undefined);
    limiterClient = new Redis({ port, host: '127.0.0.1', ...REDIS_LIMITER_OPTIONS });
    await until(() => limiterClient.status === 'ready', 'the limiter to connect');
    backend = await startTestBackend();
    center = await createCenter(backend.db);
    const rateLimiter = new RedisRateLimiter(limiterClient, { prefix: 'drill', warn: (message) => warnings.push(message) });
    app = { ...backend, app: createApp({ ...backend.deps, rateLimiter }) };
  }, 60_000);

  afterAll(async () => {
    limiterClient?.disconnect();
    if (redisProcess && redisProcess.exitCode === null) await stopRedis();
    admin?.disconnect();
    await backend?.close();
  }, 60_000);

  const signIn = (email: string, password = PASSWORD, clientAddress = '192.0.2.50') =>
    call(app, 'POST', '/auth/sign_in', {
      headers: centerHeaders(center.id),
      body: { email, password },
      contentType: 'application/json',
      clientAddress,
    });

  test('sign-in counts in Redis, keeps working on the fallback while Redis is down, and returns to Redis', async () => {
    const user = await createUser(backend.db, center.id);

    // 1. Redis up: a failure is counted there, the right password signs in.
    expectError(await signIn(user.email, 'wrong'), 401, 'invalidCredentials');
    expect(await admin.keys('drill:*')).not.toHaveLength(0);
    expect((await signIn(user.email)).status).toBe(200);
    expect(warnings).toHaveLength(0);

    // 2. Redis stopped: sign-in still works (no 500), a warning is logged, and the limits still hold in memory.
    await stopRedis();
    await until(() => limiterClient.status !== 'ready', 'the limiter to notice');
    expect((await signIn(user.email)).status).toBe(200);
    expect(warnings.some((w) => w.includes('Redis unavailable'))).toBe(true);
    const { limit } = RATE_LIMITS.signInFailuresPerEmailAndIp;
    for (let i = 0; i < limit; i++) expectError(await signIn(user.email, 'wrong', '192.0.2.51'), 401, 'invalidCredentials');
    expectError(await signIn(user.email, PASSWORD, '192.0.2.51'), 429, 'tooManyRequests');

    // 3. Redis back (empty: --save ""): the client reconnects and counting moves back to Redis.
    await startRedis();
    await until(() => limiterClient.status === 'ready', 'the limiter to reconnect');
    expect((await signIn(user.email)).status).toBe(200);
    expectError(await signIn(user.email, 'wrong', '192.0.2.52'), 401, 'invalidCredentials');
    expect((await admin.keys('drill:*')).some((key) => key.includes('192.0.2.52'))).toBe(true);
  });
});
