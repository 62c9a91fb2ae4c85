/**
 * Bad input on every endpoint: malformed JSON, wrong content types, bodies over 1 MB, bad envelopes,
 * unknown or ill-typed attributes, out-of-range numbers, unknown includes, page sizes over 1000 and
 * non-numeric ids. Each is a 4xx JSON:API error (never a 500) and nothing is written.
 */
import { sql } from 'drizzle-orm';
import { MAX_BODY_BYTES } from '@/server/jsonapi/body';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, type CallResult } from './helpers';

// Many calls per test: give a loaded 2-core machine room.
jest.setTimeout(30_000);

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let admin: Headers;
let org: Awaited<ReturnType<typeof createOrganization>>;
let target: Awaited<ReturnType<typeof createUser>>;
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  org = await createOrganization(backend.db, center.id, { name: 'Onveranderd', status: 'pending' });
  target = await createUser(backend.db, center.id, { email: 'target@bad.test', organizationId: org.id });
  const s = await createUser(backend.db, center.id, { role: 'center_superuser' });
  const a = await createUser(backend.db, center.id, { role: 'admin' });
  staff = { ...(await signIn(backend, center.id, s.email)), ...en };
  admin = { ...(await signIn(backend, center.id, a.email)), ...en };
}, 60_000);
afterAll(() => backend.close(), 60_000);

let baseline: Awaited<ReturnType<typeof snapshot>>;
beforeEach(async () => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  baseline = await snapshot();
});
afterEach(async () => {
  // An unhandled error (a would-be 500) is logged by the error handler.
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls).toEqual([]);
  // Nothing was written: every table's row count and the records the endpoints would change.
  expect(await snapshot()).toEqual(baseline);
});

const TABLES = [
  'users',
  'organizations',
  'addresses',
  'organization_profiles',
  'roles',
  'memberships',
  'auth_tokens',
  'user_tokens',
  'email_outbox',
  'audit_log',
];

/** Row counts of every table plus a digest of the records the endpoints would change, in one query. */
async function snapshot() {
  const counts = TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const result = await backend.db.execute(
    sql.raw(
      `select ${counts}, (select md5(o::text) from organizations o where id = ${org.id}) as org_row, (select md5(u::text) from users u where id = ${target.id}) as user_row`,
    ),
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  headers: () => Headers;
  /** A JSON:API document (resource endpoints) or a flat body (/auth and /confirm). */
  kind: 'resource' | 'plain';
  type?: string;
  /** Attributes that are valid apart from the mutation a case applies. */
  valid: () => Record<string, unknown>;
  /** An attribute name and a value of the wrong type. */
  illTyped: [string, unknown];
}

const anon = () => centerHeaders(center.id, en);
const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /organizations',
    method: 'POST',
    path: () => '/api/v1/organizations',
    headers: () => staff,
    kind: 'resource',
    type: 'organizations',
    valid: () => ({ name: 'Nieuw', organization_type: 'NonProfit' }),
    illTyped: ['name', ['Nieuw']],
  },
  {
    name: 'PUT /organizations/{id}',
    method: 'PUT',
    path: () => `/api/v1/organizations/${org.id}`,
    headers: () => staff,
    kind: 'resource',
    type: 'organizations',
    valid: () => ({ name: 'Nieuw' }),
    illTyped: ['website', 12],
  },
  {
    name: 'PUT /organizations/{id}/approve',
    method: 'PUT',
    path: () => `/api/v1/organizations/${org.id}/approve`,
    headers: () => staff,
    kind: 'resource',
    type: 'organizations',
    valid: () => ({ status: 'approved' }),
    illTyped: ['status', true],
  },
  {
    name: 'POST /users',
    method: 'POST',
    path: () => '/api/v1/users',
    headers: () => staff,
    kind: 'resource',
    type: 'users',
    valid: () => ({ email: 'nieuw@bad.test', first_name: 'N', last_name: 'W' }),
    illTyped: ['email', { address: 'x' }],
  },
  {
    name: 'PATCH /users/{id}',
    method: 'PATCH',
    path: () => `/api/v1/users/${target.id}`,
    headers: () => staff,
    kind: 'resource',
    type: 'users',
    valid: () => ({ first_name: 'Anders' }),
    illTyped: ['digest_days', 'ma'],
  },
  {
    name: 'PUT /users/{id}/add_role',
    method: 'PUT',
    path: () => `/api/v1/users/${target.id}/add_role`,
    headers: () => staff,
    kind: 'resource',
    type: 'roles',
    valid: () => ({ role: 'center_superuser' }),
    illTyped: ['role', 7],
  },
  {
    name: 'DELETE /users/{id}/remove_role',
    method: 'DELETE',
    path: () => `/api/v1/users/${target.id}/remove_role`,
    headers: () => staff,
    kind: 'resource',
    type: 'roles',
    valid: () => ({ role: 'volunteer' }),
    illTyped: ['organization_id', 'een'],
  },
  {
    name: 'PATCH /current_user',
    method: 'PATCH',
    path: () => '/api/v1/current_user',
    headers: () => staff,
    kind: 'resource',
    type: 'users',
    valid: () => ({ first_name: 'Ik' }),
    illTyped: ['locale', 1],
  },
  {
    name: 'POST /sign_in_as_user',
    method: 'POST',
    path: () => '/api/v1/sign_in_as_user',
    headers: () => admin,
    kind: 'plain',
    valid: () => ({ user_id: target.id }),
    illTyped: ['user_id', true],
  },
  {
    name: 'POST /confirm',
    method: 'POST',
    path: () => '/api/v1/confirm',
    headers: anon,
    kind: 'plain',
    valid: () => ({ confirmation_token: 'x' }),
    illTyped: ['confirmation_token', 5],
  },
  {
    name: 'POST /auth/sign_in',
    method: 'POST',
    path: () => '/auth/sign_in',
    headers: anon,
    kind: 'plain',
    valid: () => ({ email: 'target@bad.test', password: 'Welkom123!' }),
    illTyped: ['password', 123],
  },
  {
    name: 'POST /auth',
    method: 'POST',
    path: () => '/auth',
    headers: anon,
    kind: 'plain',
    valid: () => ({
      email: 'reg@bad.test',
      password: 'Lang-genoeg-1',
      password_confirmation: 'Lang-genoeg-1',
      first_name: 'R',
      last_name: 'G',
      accept_terms: true,
    }),
    illTyped: ['first_name', null],
  },
  {
    name: 'POST /auth/password',
    method: 'POST',
    path: () => '/auth/password',
    headers: anon,
    kind: 'plain',
    valid: () => ({ email: 'target@bad.test' }),
    illTyped: ['email', ['target@bad.test']],
  },
  {
    name: 'PUT /auth/password',
    method: 'PUT',
    path: () => '/auth/password',
    headers: () => staff,
    kind: 'plain',
    valid: () => ({ password: 'Lang-genoeg-1', password_confirmation: 'Lang-genoeg-1' }),
    illTyped: ['password', 12345678],
  },
  {
    name: 'POST /auth/confirmation',
    method: 'POST',
    path: () => '/auth/confirmation',
    headers: anon,
    kind: 'plain',
    valid: () => ({ email: 'target@bad.test' }),
    illTyped: ['email', false],
  },
];

const wrap = (e: Endpoint, attributes: Record<string, unknown>) =>
  e.kind === 'resource'
    ? { data: { type: e.type, ...(e.path().match(/\/(\d+)$/) ? { id: e.path().match(/\/(\d+)$/)![1] } : {}), attributes } }
    : attributes;

const send = (e: Endpoint, options: { rawBody?: string; body?: unknown; contentType?: string }) =>
  call(backend, e.method, e.path(), {
    headers: e.headers(),
    ...options,
    contentType: options.contentType ?? (e.kind === 'resource' ? 'application/vnd.api+json' : 'application/json'),
  });

/** A 4xx answer passing `check`; that nothing was written is asserted after every test (afterEach). */
async function refused(run: () => Promise<CallResult>, check: (res: CallResult) => void) {
  const res = await run();
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  check(res);
}

describe.each(ENDPOINTS)('$name', (e) => {
  test('malformed JSON is 400', async () => {
    await refused(
      () => send(e, { rawBody: '{"data": {"type": "x", ' }),
      (res) => expect(expectError(res, 400, 'malformedJson', { pointer: '' }).detail).toBe('The request body is not valid JSON.'),
    );
  });

  test('a wrong or missing content type is 415', async () => {
    const body = JSON.stringify(wrap(e, e.valid()));
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      await refused(
        () => send(e, { rawBody: body, contentType }),
        (res) => expectError(res, 415, 'unsupportedMediaType', { header: 'Content-Type' }),
      );
    }
    await refused(
      () => call(backend, e.method, e.path(), { headers: e.headers() }),
      (res) => expectError(res, 415, 'unsupportedMediaType', { header: 'Content-Type' }),
    );
  });

  test('a body over 1 MB is 413', async () => {
    const attributes = { ...e.valid(), padding: 'x'.repeat(MAX_BODY_BYTES) };
    await refused(
      () => send(e, { body: wrap(e, attributes) }),
      (res) => expect(expectError(res, 413, 'payloadTooLarge', { pointer: '' }).detail).toContain('1 MB'),
    );
  });

  test('a body that is not an object (or not a JSON:API document) is 400', async () => {
    for (const raw of ['null', '[]', '"text"', '42', e.kind === 'resource' ? JSON.stringify(e.valid()) : '[{"email":"a"}]']) {
      await refused(
        () => send(e, { rawBody: raw }),
        (res) => expectError(res, 400, 'invalidDocument', { pointer: e.kind === 'resource' ? '/data' : '' }),
      );
    }
    if (e.kind === 'resource') {
      for (const data of [[], null, { type: e.type, attributes: [] }, { attributes: e.valid() }, { type: e.type, attributes: 'x' }]) {
        await refused(
          () => send(e, { body: { data } }),
          (res) => expectError(res, 400, 'invalidDocument', { pointer: '/data' }),
        );
      }
    }
  });

  test('an unknown attribute is 422 with its pointer', async () => {
    const base = e.kind === 'resource' ? '/data/attributes' : '';
    for (const name of ['is_admin', '__proto__', 'constructor']) {
      const raw = JSON.stringify(wrap(e, e.valid())).replace(
        e.kind === 'resource' ? '"attributes":{' : /^\{/,
        e.kind === 'resource' ? `"attributes":{"${name}":{"status":"approved"},` : `{"${name}":{"status":"approved"},`,
      );
      await refused(
        () => send(e, { rawBody: raw }),
        (res) => expectError(res, 422, 'unknownAttribute', { pointer: `${base}/${name}` }),
      );
    }
  });

  test('an ill-typed attribute is 422 with its pointer', async () => {
    const [name, value] = e.illTyped;
    const base = e.kind === 'resource' ? '/data/attributes' : '';
    await refused(
      () => send(e, { body: wrap(e, { ...e.valid(), [name]: value }) }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: `${base}/${name}` }),
    );
  });

  test('a NUL character in a text attribute is refused', async () => {
    const textKey = Object.entries(e.valid()).find(([, v]) => typeof v === 'string')?.[0];
    if (!textKey) return;
    const attributes = { ...e.valid(), [textKey]: `a\u0000b` };
    const base = e.kind === 'resource' ? '/data/attributes' : '';
    await refused(
      () => send(e, { body: wrap(e, attributes) }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: `${base}/${textKey}` }),
    );
  });
});

describe('typed bodies beyond the basics', () => {
  test('(the snapshot does notice a write)', async () => {
    expect(baseline).toMatchObject({ users: 3, organizations: 1, org_row: expect.any(String), user_row: expect.any(String) });
    await call(backend, 'PATCH', `/api/v1/users/${target.id}`, {
      headers: staff,
      body: { data: { type: 'users', attributes: { job_title: 'Gewijzigd' } } },
    });
    expect(await snapshot()).not.toEqual(baseline);
    baseline = await snapshot();
  });

  test('a JSON:API type that does not match the endpoint is 409 on /data/type', async () => {
    await refused(
      () =>
        call(backend, 'POST', '/api/v1/organizations', {
          headers: staff,
          body: { data: { type: 'users', attributes: { name: 'X Y', organization_type: 'NonProfit' } } },
        }),
      (res) => expectError(res, 409, 'typeMismatch', { pointer: '/data/type' }),
    );
  });

  test('ids beyond the integer range are 422, not a database error', async () => {
    const huge = 1e12;
    await refused(
      () =>
        call(backend, 'POST', '/api/v1/users', {
          headers: staff,
          body: { data: { type: 'users', attributes: { email: 'big@bad.test', first_name: 'B', last_name: 'G', organization_id: huge } } },
        }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/organization_id' }),
    );
    await refused(
      () =>
        call(backend, 'PUT', `/api/v1/users/${target.id}/add_role`, {
          headers: staff,
          body: { data: { type: 'roles', attributes: { role: 'mentor', organization_id: huge } } },
        }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/organization_id' }),
    );
    await refused(
      () =>
        call(backend, 'PATCH', `/api/v1/users/${target.id}`, {
          headers: staff,
          body: { data: { type: 'users', attributes: { mentor_id: huge } } },
        }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/mentor_id' }),
    );
    await refused(
      () => call(backend, 'POST', '/api/v1/sign_in_as_user', { headers: admin, body: { user_id: huge }, contentType: 'application/json' }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: '/user_id' }),
    );
    await refused(
      () =>
        call(backend, 'PUT', `/api/v1/organizations/${org.id}`, {
          headers: staff,
          body: { data: { type: 'organizations', attributes: { profile: { non_profit_type_id: huge } } } },
        }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/profile/non_profit_type_id' }),
    );
  });

  test('a non-profit type that does not exist is 422, not a foreign-key error', async () => {
    await refused(
      () =>
        call(backend, 'POST', '/api/v1/organizations', {
          headers: staff,
          body: {
            data: {
              type: 'organizations',
              attributes: { name: 'FK test', organization_type: 'NonProfit', profile: { non_profit_type_id: 424242 } },
            },
          },
        }),
      (res) => expectError(res, 422, 'notFound', { pointer: '/data/attributes/profile/non_profit_type_id' }),
    );
    await refused(
      () =>
        call(backend, 'PUT', `/api/v1/organizations/${org.id}`, {
          headers: staff,
          body: { data: { type: 'organizations', attributes: { profile: { non_profit_type_id: 424242 } } } },
        }),
      (res) => expectError(res, 422, 'notFound', { pointer: '/data/attributes/profile/non_profit_type_id' }),
    );
  });

  test('an attribute nested a little too deep is a 422 on it; hostile nesting is a 400 (no stack overflow)', async () => {
    await refused(
      () =>
        call(backend, 'POST', '/api/v1/organizations', {
          headers: staff,
          body: { data: { type: 'organizations', attributes: { name: [[['x']]], organization_type: 'NonProfit' } } },
        }),
      (res) => expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/name' }),
    );
    for (const depth of [100, 300_000]) {
      const name = '['.repeat(depth) + ']'.repeat(depth);
      await refused(
        () =>
          call(backend, 'POST', '/api/v1/organizations', {
            headers: staff,
            rawBody: `{"data":{"type":"organizations","attributes":{"name":${name},"organization_type":"NonProfit"}}}`,
          }),
        (res) => expectError(res, 400, 'invalidDocument', { pointer: '' }),
      );
    }
  });
});

describe('query parameters and ids', () => {
  const GETS_WITH_INCLUDE = [
    '/api/v1/organizations',
    '/api/v1/organizations/{org}',
    '/api/v1/users',
    '/api/v1/users/{user}',
    '/api/v1/current_user',
    '/api/v1/current_organization',
    '/api/v1/current_organizations',
    '/api/v1/volunteer_centers',
    '/api/v1/volunteer_centers/current',
  ];

  test.each(GETS_WITH_INCLUDE)('%s: an unknown include path is 400 on include', async (template) => {
    const path = template.replace('{org}', String(org.id)).replace('{user}', String(target.id));
    const res = await call(backend, 'GET', `${path}?include=secrets.owner`, { headers: staff });
    expect(expectError(res, 400, 'unknownInclude', { parameter: 'include' }).detail).toContain('secrets.owner');
  });

  test.each(['/api/v1/organizations', '/api/v1/users', '/api/v1/current_organizations', '/api/v1/volunteer_centers'])(
    '%s: page[size] over 1000, zero or not a number is 400 on the parameter; 1000 is fine',
    async (path) => {
      for (const size of ['1001', '0', 'ten', '-1', '1e3', '99999999999']) {
        const res = await call(backend, 'GET', `${path}?page[size]=${size}`, { headers: staff });
        expect(expectError(res, 400, 'invalidPageSize', { parameter: 'page[size]' }).detail).toContain('1000');
      }
      expectError(await call(backend, 'GET', `${path}?page[number]=first`, { headers: staff }), 400, 'invalidPageNumber', {
        parameter: 'page[number]',
      });
      const ok = await call(backend, 'GET', `${path}?page[size]=1000`, { headers: staff });
      expect(ok.status).toBe(200);
      expect(ok.json.meta.page.size).toBe(1000);
    },
  );

  test('several bad parameters are reported together', async () => {
    const res = await call(backend, 'GET', '/api/v1/organizations?include=nope&page[size]=5000&sort=nope&filter[nope]=1', {
      headers: staff,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { code: string; source: { parameter: string } }) => `${e.code}:${e.source.parameter}`).sort()).toEqual([
      'invalidPageSize:page[size]',
      'unknownFilter:filter[nope]',
      'unknownInclude:include',
      'unknownSort:sort',
    ]);
  });

  const ID_ROUTES: [string, string, 'resource' | 'none'][] = [
    ['GET', '/api/v1/organizations/{id}', 'none'],
    ['PUT', '/api/v1/organizations/{id}', 'resource'],
    ['PATCH', '/api/v1/organizations/{id}', 'resource'],
    ['PUT', '/api/v1/organizations/{id}/approve', 'resource'],
    ['DELETE', '/api/v1/organizations/{id}', 'none'],
    ['GET', '/api/v1/users/{id}', 'none'],
    ['PATCH', '/api/v1/users/{id}', 'resource'],
    ['PUT', '/api/v1/users/{id}', 'resource'],
    ['DELETE', '/api/v1/users/{id}', 'none'],
    ['PUT', '/api/v1/users/{id}/add_role', 'resource'],
    ['DELETE', '/api/v1/users/{id}/remove_role', 'resource'],
    ['POST', '/api/v1/users/{id}/resend_confirmation_instructions', 'none'],
    ['GET', '/api/v1/volunteer_centers/{id}', 'none'],
  ];

  test.each(ID_ROUTES)('%s %s with a non-numeric id is 400 on the id parameter; nothing written', async (method, template, body) => {
    for (const id of ['abc', '1abc', '0', '-5', '1.0', '%20', '9999999999', "1'%20or%20'1'='1"]) {
      await refused(
        () =>
          call(backend, method, template.replace('{id}', id), {
            headers: admin,
            body:
              body === 'resource'
                ? {
                    data: {
                      type: template.includes('role') ? 'roles' : template.includes('users') ? 'users' : 'organizations',
                      attributes: { status: 'approved', role: 'volunteer' },
                    },
                  }
                : undefined,
          }),
        (res) => expectError(res, 400, 'invalidId', { parameter: 'id' }),
      );
    }
  });

  test('bad inputs are answered in the language of the request', async () => {
    const english = expectError(
      await call(backend, 'GET', '/api/v1/organizations?page[size]=2000', { headers: { ...staff, 'accept-language': 'en' } }),
      400,
      'invalidPageSize',
    );
    const dutch = expectError(
      await call(backend, 'GET', '/api/v1/organizations?page[size]=2000', { headers: { ...staff, 'accept-language': 'nl' } }),
      400,
      'invalidPageSize',
    );
    expect(english.detail).not.toBe(dutch.detail);
    expect(dutch.detail).toContain('1000');
  });

  test('signed out, a protected endpoint still refuses bad input only after authentication (401 first)', async () => {
    expectError(
      await call(backend, 'POST', '/api/v1/organizations', { headers: anon(), rawBody: '{', contentType: 'application/vnd.api+json' }),
      401,
      'unauthorized',
    );
    expectError(await call(backend, 'GET', '/api/v1/users?page[size]=5000', { headers: anon() }), 401, 'unauthorized');
  });
});
