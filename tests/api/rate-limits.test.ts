/**
 * Rate limits on the real client address (docs/decisions.md, "The client address" and "Sign-in limits"):
 * forged X-Forwarded-For headers over a real socket, trusted proxies, failures-only counting, known devices,
 * the password-mail limits, and request bodies cut off at the size limit while they stream in.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '@/server/app';
import { MemoryRateLimiter, RATE_LIMITS } from '@/server/auth/rate-limit';
import type { Deps } from '@/server/context';
import { parseTrustedProxies } from '@/server/net/client-address';
import { call, centerHeaders, createCenter, createUser, outbox, PASSWORD, startTestBackend, type TestBackend } from '../support/api';
import { en, expectError, nl } from './helpers';

// A few hundred sign-ins on a loaded 2-core machine.
jest.setTimeout(60_000);

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const json = 'application/json';
const WINDOW = RATE_LIMITS.signInFailuresPerIp.windowMs;

/** An app instance on the shared database with its own fresh limiter, so other tests' calls do not count. */
function instance(overrides: Partial<Deps> = {}): TestBackend {
  return { ...backend, app: createApp({ ...backend.deps, rateLimiter: new MemoryRateLimiter(), ...overrides }) };
}

function expectTooMany(res: { status: number; headers: Headers; json: unknown }, windowMs = WINDOW) {
  const error = expectError(res as Parameters<typeof expectError>[0], 429, 'tooManyRequests');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(error.detail).toContain(String(retryAfter));
  return error;
}

/** Sign-in as the web's in-process transport sends it: the visitor's address beside the request. */
const signInFrom = (b: TestBackend, clientAddress: string, email: string, password = PASSWORD, device?: string | null) =>
  call(b, 'POST', '/auth/sign_in', {
    headers: centerHeaders(center.id, { ...en, ...(device ? { device } : {}) }),
    body: { email, password },
    contentType: json,
    clientAddress,
  });

describe('over a real socket (the standalone server)', () => {
  let server: ServerType;
  let base: string;

  async function listen(b: TestBackend) {
    server = serve({ fetch: b.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const signIn = async (email: string, password: string, forwardedFor?: string) => {
    const res = await fetch(`${base}/auth/sign_in`, {
      method: 'POST',
      headers: {
        'content-type': json,
        'volunteer-center-id': String(center.id),
        'accept-language': 'en',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, headers: res.headers, json: await res.json() };
  };

  test('a forged X-Forwarded-For does not reset the limit', async () => {
    await listen(instance());
    const user = await createUser(backend.db, center.id);
    const { limit } = RATE_LIMITS.signInFailuresPerEmailAndIp;
    for (let i = 0; i < limit; i++) expectError(await signIn(user.email, 'wrong', `198.51.100.${i}`), 401, 'invalidCredentials');
    // Neither a fresh header, nor none, nor a list: the socket (127.0.0.1) has used its attempts.
    expectTooMany(await signIn(user.email, PASSWORD, '198.51.100.200'));
    expectTooMany(await signIn(user.email, PASSWORD));
    expectTooMany(await signIn(user.email, PASSWORD, '198.51.100.201, 127.0.0.1'));
  });

  test('a trusted proxy names the client; the header of an untrusted peer is ignored', async () => {
    const user = await createUser(backend.db, center.id);
    const { limit } = RATE_LIMITS.signInFailuresPerEmailAndIp;

    // 127.0.0.1 is the trusted proxy here: the right-most entry it appended is the client.
    await listen(instance({ trustedProxies: parseTrustedProxies('127.0.0.1') }));
    for (let i = 0; i < limit; i++) expectError(await signIn(user.email, 'wrong', `forged-${i}, 203.0.113.5`), 401, 'invalidCredentials');
    expectTooMany(await signIn(user.email, PASSWORD, '203.0.113.5'));
    // Another client behind the same proxy is not affected.
    expect((await signIn(user.email, PASSWORD, '203.0.113.6')).status).toBe(200);
    await new Promise<void>((resolve) => server.close(() => resolve()));

    // Only 10.0.0.0/8 is trusted: the socket 127.0.0.1 is the client, whatever it claims.
    await listen(instance({ trustedProxies: parseTrustedProxies('10.0.0.0/8') }));
    for (let i = 0; i < limit; i++) expectError(await signIn(user.email, 'wrong', `203.0.113.${10 + i}`), 401, 'invalidCredentials');
    expectTooMany(await signIn(user.email, PASSWORD, '203.0.113.99'));
  });
});

describe('sign-in counts failures only', () => {
  test('successful sign-ins never count, from one address, beyond every limit', async () => {
    const b = instance();
    const user = await createUser(backend.db, center.id);
    const times = RATE_LIMITS.signInFailuresPerIp.limit + 5;
    for (let i = 0; i < times; i++) expect((await signInFrom(b, '192.0.2.10', user.email)).status).toBe(200);
  });

  test('a success resets the failures of that account from that address', async () => {
    const b = instance();
    const user = await createUser(backend.db, center.id);
    const almost = RATE_LIMITS.signInFailuresPerEmailAndIp.limit - 1;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < almost; i++) expectError(await signInFrom(b, '192.0.2.11', user.email, 'wrong'), 401, 'invalidCredentials');
      expect((await signInFrom(b, '192.0.2.11', user.email)).status).toBe(200);
    }
  });

  test('per address: too many failures give 429 with Retry-After and a translated message; another address is unaffected', async () => {
    const b = instance();
    const { limit } = RATE_LIMITS.signInFailuresPerIp;
    for (let i = 0; i < limit; i++)
      expectError(await signInFrom(b, '192.0.2.20', `probe-${i}@example.org`, 'x'), 401, 'invalidCredentials');
    const user = await createUser(backend.db, center.id);
    const english = expectTooMany(await signInFrom(b, '192.0.2.20', user.email));
    expect(english.detail).toMatch(/^Too many attempts/);
    const dutch = await call(b, 'POST', '/auth/sign_in', {
      headers: centerHeaders(center.id, nl),
      body: { email: user.email, password: PASSWORD },
      contentType: json,
      clientAddress: '192.0.2.20',
    });
    const error = expectTooMany(dutch);
    expect(error.detail).not.toBe(english.detail);
    expect((await signInFrom(b, '192.0.2.21', user.email)).status).toBe(200);
  });

  test('IPv6 addresses of one /64 share their count', async () => {
    const b = instance();
    const user = await createUser(backend.db, center.id);
    const { limit } = RATE_LIMITS.signInFailuresPerEmailAndIp;
    for (let i = 1; i <= limit; i++)
      expectError(await signInFrom(b, `2001:db8:5:6::${i.toString(16)}`, user.email, 'wrong'), 401, 'invalidCredentials');
    expectTooMany(await signInFrom(b, '2001:db8:5:6:ffff::1', user.email));
    expect((await signInFrom(b, '2001:db8:5:7::1', user.email)).status).toBe(200);
  });

  test('per account from unknown devices: failures from many addresses refuse new devices, case-insensitively', async () => {
    const b = instance();
    const user = await createUser(backend.db, center.id);
    const { limit } = RATE_LIMITS.signInFailuresPerAccount;
    for (let i = 0; i < limit; i++) expectError(await signInFrom(b, `198.18.0.${i}`, user.email, 'wrong'), 401, 'invalidCredentials');
    expectTooMany(await signInFrom(b, '198.18.1.1', user.email));
    expectTooMany(await signInFrom(b, '198.18.1.2', user.email.toUpperCase()));
    // Another account from the same addresses is unaffected.
    const other = await createUser(backend.db, center.id);
    expect((await signInFrom(b, '198.18.0.1', other.email)).status).toBe(200);
  });
});

describe('known devices', () => {
  async function ownerDevice(b: TestBackend, clientAddress: string) {
    const user = await createUser(backend.db, center.id);
    const res = await signInFrom(b, clientAddress, user.email);
    expect(res.status).toBe(200);
    const device = res.headers.get('device');
    expect(device).toMatch(/^d1\.\d+\./);
    return { user, device: device! };
  }

  test('ten wrong passwords from another address do not lock out the owner on a known device', async () => {
    const b = instance();
    const { user, device } = await ownerDevice(b, '192.0.2.30');
    for (let i = 0; i < 10; i++) expectError(await signInFrom(b, '203.0.113.66', user.email, 'wrong'), 401, 'invalidCredentials');
    const res = await signInFrom(b, '192.0.2.30', user.email, PASSWORD, device);
    expect(res.status).toBe(200);
    // The device keeps its id across sign-ins.
    expect(res.headers.get('device')).toBe(device);
  });

  test("an account locked for unknown devices, and the owner's address flooded: the known device still signs in", async () => {
    const b = instance();
    const { user, device } = await ownerDevice(b, '192.0.2.31');
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccount.limit; i++) await signInFrom(b, `198.18.2.${i}`, user.email, 'wrong');
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerIp.limit; i++) await signInFrom(b, '192.0.2.31', `other-${i}@example.org`, 'wrong');
    // Without the device token the owner is refused like anybody else ...
    expectTooMany(await signInFrom(b, '192.0.2.31', user.email));
    // ... with it, from the same address or another, the right password works.
    expect((await signInFrom(b, '192.0.2.31', user.email, PASSWORD, device)).status).toBe(200);
    expect((await signInFrom(b, '198.51.100.77', user.email, PASSWORD, device)).status).toBe(200);
  });

  test('a known device has its own, higher failure limit', async () => {
    const b = instance();
    const { user, device } = await ownerDevice(b, '192.0.2.32');
    const { limit } = RATE_LIMITS.signInFailuresPerDevice;
    expect(limit).toBeGreaterThan(RATE_LIMITS.signInFailuresPerEmailAndIp.limit);
    for (let i = 0; i < limit; i++) expectError(await signInFrom(b, '192.0.2.32', user.email, 'wrong', device), 401, 'invalidCredentials');
    expectTooMany(await signInFrom(b, '192.0.2.32', user.email, PASSWORD, device));
  });

  test("another account's device token, or a forged one, counts as an unknown device", async () => {
    const b = instance();
    const { device } = await ownerDevice(b, '192.0.2.33');
    const target = await createUser(backend.db, center.id);
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccount.limit; i++) await signInFrom(b, `198.18.3.${i}`, target.email, 'wrong');
    expectTooMany(await signInFrom(b, '192.0.2.33', target.email, PASSWORD, device));
    const [version, , deviceId, mac] = device.split('.');
    expectTooMany(await signInFrom(b, '192.0.2.33', target.email, PASSWORD, [version, target.id, deviceId, mac].join('.')));
  });
});

describe('password calls (each one sends mail)', () => {
  const resetFrom = (b: TestBackend, clientAddress: string, email: string) =>
    call(b, 'POST', '/auth/password', { headers: centerHeaders(center.id, en), body: { email }, contentType: json, clientAddress });

  test(`reset mails per address: ${RATE_LIMITS.passwordPerEmail.limit}, then 429 and no more mail`, async () => {
    const b = instance();
    const user = await createUser(backend.db, center.id);
    for (let i = 0; i < RATE_LIMITS.passwordPerEmail.limit; i++) expect((await resetFrom(b, `172.16.0.${i}`, user.email)).status).toBe(200);
    expectTooMany(await resetFrom(b, '172.16.1.1', user.email), RATE_LIMITS.passwordPerEmail.windowMs);
    expect(await outbox(backend.db, user.email)).toHaveLength(RATE_LIMITS.passwordPerEmail.limit);
  });

  test(`per client: ${RATE_LIMITS.passwordPerIp.limit} calls, then 429 for reset requests, token resets and registration`, async () => {
    const b = instance();
    const ip = '198.51.100.3';
    for (let i = 0; i < RATE_LIMITS.passwordPerIp.limit; i++) expect((await resetFrom(b, ip, `nobody-${i}@example.org`)).status).toBe(200);
    expectTooMany(await resetFrom(b, ip, 'fresh@example.org'), RATE_LIMITS.passwordPerIp.windowMs);
    const reset = { password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1', reset_password_token: 'abc' };
    expectTooMany(
      await call(b, 'PUT', '/auth/password', { headers: centerHeaders(center.id, en), body: reset, contentType: json, clientAddress: ip }),
      RATE_LIMITS.passwordPerIp.windowMs,
    );
    const registration = {
      email: 'limited@example.org',
      password: 'Lang-genoeg-1',
      password_confirmation: 'Lang-genoeg-1',
      first_name: 'L',
      last_name: 'M',
      accept_terms: true,
    };
    const register = (clientAddress: string) =>
      call(b, 'POST', '/auth', { headers: centerHeaders(center.id, en), body: registration, contentType: json, clientAddress });
    expectTooMany(await register(ip), RATE_LIMITS.passwordPerIp.windowMs);
    expect(await outbox(backend.db, 'limited@example.org')).toHaveLength(0);
    expect((await register('198.51.100.4')).status).toBe(201);
  });
});

describe('request bodies over the limit', () => {
  /** A body that never ends, counting what the server pulled from it. */
  function endlessBody() {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const counter = { pulled: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        counter.cancelled = true;
      },
    });
    return { stream, counter };
  }

  const send = (path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string>) =>
    backend.app.fetch(
      new Request(`http://backend.test${path}`, {
        method: 'POST',
        headers: { ...centerHeaders(center.id, en), ...headers },
        body,
        duplex: 'half',
      } as RequestInit),
      { clientAddress: '127.0.0.1' },
    );

  async function expectTooLarge(res: Response, pointer: string) {
    const json = await res.json();
    expect(res.status).toBe(413);
    const error = expectError({ status: res.status, headers: res.headers, json }, 413, 'payloadTooLarge', { pointer });
    expect(error.detail).toMatch(/\d/);
  }

  test('a declared Content-Length over the limit is refused before a byte is read', async () => {
    const { stream, counter } = endlessBody();
    const res = await send('/auth/sign_in', stream, { 'content-type': json, 'content-length': String(5 * 1024 * 1024) });
    await expectTooLarge(res, '');
    // At most the stream's own read-ahead, never the body.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  test('a body without a length is cut off at the limit, not read whole', async () => {
    const { stream, counter } = endlessBody();
    const res = await send('/auth/sign_in', stream, { 'content-type': json });
    await expectTooLarge(res, '');
    expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
    expect(counter.cancelled).toBe(true);
  });

  test('an upload without a length is cut off at the upload limit with the upload message', async () => {
    const user = await createUser(backend.db, center.id, { role: 'admin' });
    const signedIn = await signInFrom(backend, '127.0.0.1', user.email);
    const auth = {
      'access-token': signedIn.headers.get('access-token')!,
      client: signedIn.headers.get('client')!,
      uid: signedIn.headers.get('uid')!,
    };
    const { stream, counter } = endlessBody();
    const res = await send('/api/v1/uploads', stream, { ...auth, 'content-type': 'multipart/form-data; boundary=x' });
    await expectTooLarge(res, '/data/attributes/file');
    expect(counter.pulled).toBeLessThan(20 * 1024 * 1024);
    expect(counter.cancelled).toBe(true);
  });

  test('a body within the limit is read as before', async () => {
    const user = await createUser(backend.db, center.id);
    const res = await send('/auth/sign_in', JSON.stringify({ email: user.email, password: PASSWORD }), { 'content-type': json });
    expect(res.status).toBe(200);
  });
});
