import { ApiClient, type ApiClientOptions, type ApiContext, type AuthHeaders, type HttpMethod } from '@/lib/shared/api/client';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { JsonApiFormatError, serialize } from '@/lib/shared/api/jsonapi';

type Reply = Response | (() => Response) | Error | DOMException;

/** The transport boundary: records each Request and answers from a script. */
function fakeTransport(...replies: Reply[]) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const transport = async (request: Request): Promise<Response> => {
    requests.push(request);
    bodies.push(await request.clone().text());
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply === undefined) throw new Error('no reply scripted');
    if (reply instanceof Response) return reply.clone();
    if (typeof reply === 'function') return reply();
    throw reply;
  };
  return { transport, requests, bodies };
}

const jsonApi =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/vnd.api+json', ...headers } });

const baseContext: ApiContext = { tenantKey: 'meedoen', appContext: 'meedoen', locale: 'nl' };

function makeClient(transport: ApiClientOptions['transport'], extra: Partial<ApiClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = new ApiClient({
    transport,
    baseUrl: 'http://backend.test/',
    context: baseContext,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  return { client, sleeps };
}

const userDoc = { data: { type: 'users', id: '1', attributes: { first_name: 'Ada' } } };

describe('ApiClient: requests', () => {
  it('sends the docs/domain.md#calls headers and no Content-Type without a body', async () => {
    const fake = fakeTransport(jsonApi(userDoc));
    const { client } = makeClient(fake.transport, {
      context: {
        ...baseContext,
        appContext: 'gelderland',
        locale: 'en',
        volunteerCenterId: 4,
        currentOrganizationId: '9',
        auth: { accessToken: 'tok', client: 'cli', uid: 'ada@example.org' },
      },
    });
    await client.get('/api/v1/current_user', { include: ['roles'] });
    const request = fake.requests[0];
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('http://backend.test/api/v1/current_user?include=roles');
    const h = request?.headers;
    expect(h?.get('accept')).toBe('application/vnd.api+json');
    expect(h?.get('content-type')).toBeNull();
    expect(h?.get('accept-language')).toBe('en');
    expect(h?.get('x-tenant')).toBe('meedoen');
    expect(h?.get('app-context')).toBe('gelderland');
    expect(h?.get('volunteer-center-id')).toBe('4');
    expect(h?.get('current-organization-id')).toBe('9');
    expect(h?.get('access-token')).toBe('tok');
    expect(h?.get('client')).toBe('cli');
    expect(h?.get('uid')).toBe('ada@example.org');
    expect(h?.get('token-type')).toBe('Bearer');
  });

  it('leaves out center, organization and auth headers when not set', async () => {
    const fake = fakeTransport(jsonApi(userDoc));
    const { client } = makeClient(fake.transport, { context: { ...baseContext, volunteerCenterId: null, auth: null } });
    await client.get('api/v1/volunteer_centers');
    const h = fake.requests[0]?.headers;
    expect(fake.requests[0]?.url).toBe('http://backend.test/api/v1/volunteer_centers');
    for (const name of ['volunteer-center-id', 'current-organization-id', 'access-token', 'client', 'uid', 'token-type'])
      expect(h?.get(name)).toBeNull();
    expect(h?.get('x-tenant')).toBe('meedoen');
  });

  it('sends plain camelCase bodies snake_cased as JSON:API, and serialize() output unchanged', async () => {
    const fake = fakeTransport(jsonApi(userDoc, 201));
    const { client } = makeClient(fake.transport);
    await client.post('/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Ada', acceptTerms: true } } });
    await client.put('/api/v1/organizations/3', serialize('organizations', { status: 'approved' }, { id: 3 }));
    expect(fake.requests[0]?.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(JSON.parse(fake.bodies[0] ?? '')).toEqual({ data: { type: 'users', attributes: { first_name: 'Ada', accept_terms: true } } });
    expect(fake.requests[1]?.method).toBe('PUT');
    expect(JSON.parse(fake.bodies[1] ?? '')).toEqual({ data: { type: 'organizations', id: '3', attributes: { status: 'approved' } } });
  });

  it('uses PATCH and DELETE and lets caller headers override', async () => {
    const fake = fakeTransport(() => new Response(null, { status: 204 }));
    const { client } = makeClient(fake.transport, { context: { ...baseContext, auth: { accessToken: 'a', client: 'c', uid: 'u' } } });
    await client.patch('/api/v1/current_user', { user: { firstName: 'A' } });
    await client.delete('/api/v1/users/2/remove_role', { role: 'admin' });
    await client.request('PUT', '/auth/password', {
      body: { password: 'x', passwordConfirmation: 'x' },
      headers: { 'access-token': 'from-link', uid: 'link@example.org', client: 'link-client' },
    });
    expect(fake.requests.map((r) => r.method)).toEqual(['PATCH', 'DELETE', 'PUT']);
    expect(JSON.parse(fake.bodies[1] ?? '')).toEqual({ role: 'admin' });
    expect(JSON.parse(fake.bodies[2] ?? '')).toEqual({ password: 'x', password_confirmation: 'x' });
    expect(fake.requests[2]?.headers.get('access-token')).toBe('from-link');
    expect(fake.requests[2]?.headers.get('uid')).toBe('link@example.org');
  });

  it('passes FormData through without forcing the JSON:API content type', async () => {
    const fake = fakeTransport(jsonApi(userDoc));
    const { client } = makeClient(fake.transport);
    const form = new FormData();
    form.set('image', new Blob(['x']), 'a.png');
    await client.post('/api/v1/uploads', form);
    expect(fake.requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('returns the deserialized document', async () => {
    const fake = fakeTransport(
      jsonApi({
        data: [
          { type: 'users', id: '1', attributes: { first_name: 'Ada' }, relationships: { roles: { data: [{ type: 'roles', id: '2' }] } } },
        ],
        included: [{ type: 'roles', id: '2', attributes: { name: 'admin' } }],
        meta: { total_count: 1 },
      }),
    );
    const { client } = makeClient(fake.transport);
    interface User {
      id: string;
      type: string;
      firstName: string;
      roles: { name: string }[];
    }
    const doc = await client.get<User[], { totalCount: number }>('/api/v1/users', { include: 'roles', page: { size: 1000 } });
    expect(doc.data[0]?.firstName).toBe('Ada');
    expect(doc.data[0]?.roles[0]?.name).toBe('admin');
    expect(doc.meta.totalCount).toBe(1);
    expect(fake.requests[0]?.url).toBe('http://backend.test/api/v1/users?include=roles&page[size]=1000');
  });

  it('exposes status and headers through request(), and raw bodies untouched', async () => {
    const fake = fakeTransport(
      jsonApi({ data: { id: 1, email: 'a@b.c', first_name: 'A' } }, 200, { 'X-Request-Id': 'r1' }),
      jsonApi({ data: null }),
      jsonApi({ data: { id: 1, email: 'a@b.c' } }),
    );
    const { client } = makeClient(fake.transport);
    const raw = await client.request('POST', '/auth/sign_in', { body: { email: 'a@b.c', password: 'p' }, raw: true });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-request-id')).toBe('r1');
    expect(raw.document).toEqual({ data: { id: 1, email: 'a@b.c', first_name: 'A' } });
    const parsed = await client.request('GET', '/api/v1/users/1');
    expect(parsed.document.data).toBeNull();
    await expect(client.get('/auth/validate_token')).rejects.toThrow(JsonApiFormatError);
  });

  it('returns an empty document for 204 and for empty bodies', async () => {
    const fake = fakeTransport(
      () => new Response(null, { status: 204 }),
      () => new Response('', { status: 200 }),
    );
    const { client } = makeClient(fake.transport);
    await expect(client.delete('/api/v1/organizations/3')).resolves.toEqual({ data: null, included: [], meta: {}, links: {} });
    await expect(client.post('/api/v1/users/1/resend_confirmation_instructions')).resolves.toEqual({
      data: null,
      included: [],
      meta: {},
      links: {},
    });
    const noContent = await client.request('DELETE', '/auth/sign_out', { raw: true });
    expect(noContent.document).toBeNull();
  });

  it('follows absolute URLs only on the backend origin', async () => {
    const fake = fakeTransport(jsonApi({ data: [] }));
    const { client } = makeClient(fake.transport);
    await client.get('http://backend.test/api/v1/users?page[number]=2');
    expect(fake.requests[0]?.url).toBe('http://backend.test/api/v1/users?page[number]=2');
    await expect(client.get('https://evil.test/api/v1/users')).rejects.toThrow(/Refusing/);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('ApiClient: auth refresh', () => {
  const fresh = { 'access-token': 'new-token', client: 'cli-2', uid: 'ada@example.org', expiry: '1900000000', 'token-type': 'Bearer' };

  it('takes new auth headers from a response, uses them next and calls onAuthHeaders', async () => {
    const seen: AuthHeaders[] = [];
    const fake = fakeTransport(jsonApi(userDoc, 200, fresh), jsonApi(userDoc));
    const { client } = makeClient(fake.transport, {
      context: { ...baseContext, auth: { accessToken: 'old', client: 'cli', uid: 'ada@example.org' } },
      onAuthHeaders: async (h) => {
        seen.push(h);
      },
    });
    await client.get('/api/v1/current_user');
    expect(seen).toEqual([
      { accessToken: 'new-token', client: 'cli-2', uid: 'ada@example.org', expiry: '1900000000', tokenType: 'Bearer' },
    ]);
    expect(client.context.auth?.accessToken).toBe('new-token');
    await client.get('/api/v1/current_user');
    expect(fake.requests[1]?.headers.get('access-token')).toBe('new-token');
    expect(fake.requests[1]?.headers.get('client')).toBe('cli-2');
    expect(fake.requests[1]?.headers.get('expiry')).toBe('1900000000');
  });

  it('signs in from a response when there was no auth, and skips unchanged or partial headers', async () => {
    const seen: AuthHeaders[] = [];
    const fake = fakeTransport(
      jsonApi(userDoc, 200, fresh),
      jsonApi(userDoc, 200, fresh),
      jsonApi(userDoc, 200, { 'access-token': 'partial' }),
      jsonApi(userDoc, 200, { 'access-token': '', client: 'x', uid: 'y' }),
    );
    const { client } = makeClient(fake.transport, { onAuthHeaders: (h) => void seen.push(h) });
    await client.request('POST', '/auth/sign_in', { body: { email: 'a', password: 'b' }, raw: true });
    await client.get('/api/v1/current_user');
    await client.get('/api/v1/current_user');
    await client.get('/api/v1/current_user');
    expect(seen).toHaveLength(1);
    expect(client.context.auth?.accessToken).toBe('new-token');
  });

  it('refreshes auth even when the response is an error', async () => {
    const seen: AuthHeaders[] = [];
    const fake = fakeTransport(jsonApi({ errors: [{ detail: 'nope' }] }, 422, fresh));
    const { client } = makeClient(fake.transport, { onAuthHeaders: (h) => void seen.push(h) });
    await expect(client.post('/api/v1/users', {})).rejects.toBeInstanceOf(ApiRequestError);
    expect(seen).toHaveLength(1);
  });
});

describe('ApiClient: retry', () => {
  const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(retryStatuses)('retries a GET exactly once on %i', async (status) => {
    const fake = fakeTransport(jsonApi({ errors: [{ detail: 'busy' }] }, status), jsonApi(userDoc));
    const { client, sleeps } = makeClient(fake.transport);
    const doc = await client.get('/api/v1/current_user');
    expect(doc.data).toMatchObject({ id: '1', firstName: 'Ada' });
    expect(fake.requests).toHaveLength(2);
    expect(sleeps).toEqual([200]);
  });

  it.each(retryStatuses)('gives up after one retry on %i and throws', async (status) => {
    const fake = fakeTransport(jsonApi({ errors: [{ detail: 'busy' }] }, status));
    const { client } = makeClient(fake.transport);
    const error: unknown = await client.get('/api/v1/current_user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error instanceof ApiRequestError && error.status).toBe(status);
    expect(fake.requests).toHaveLength(2);
  });

  it.each(['HEAD', 'OPTIONS'] satisfies HttpMethod[])('retries %s too', async (method) => {
    const fake = fakeTransport(
      () => new Response(null, { status: 503 }),
      () => new Response(null, { status: 200 }),
    );
    const { client } = makeClient(fake.transport);
    await client.request(method, '/api/v1/users', { raw: true });
    expect(fake.requests).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] satisfies HttpMethod[])('never retries %s', async (method) => {
    for (const status of retryStatuses) {
      const fake = fakeTransport(jsonApi({ errors: [] }, status), jsonApi(userDoc));
      const { client } = makeClient(fake.transport);
      await expect(client.request(method, '/api/v1/users', { body: { a: 1 } })).rejects.toMatchObject({ status });
      expect(fake.requests).toHaveLength(1);
    }
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    const fake = fakeTransport(jsonApi({ errors: [{ detail: 'no' }] }, status), jsonApi(userDoc));
    const { client } = makeClient(fake.transport);
    await expect(client.get('/api/v1/users/99')).rejects.toMatchObject({ status });
    expect(fake.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds and as a date, capped at 2 s', async () => {
    const cases: [string, (ms: number) => boolean][] = [
      ['1', (ms) => ms === 1000],
      ['0.5', (ms) => ms === 500],
      ['120', (ms) => ms === 2000],
      [new Date(Date.now() + 60_000).toUTCString(), (ms) => ms === 2000],
      [new Date(Date.now() - 60_000).toUTCString(), (ms) => ms === 0],
      ['soon', (ms) => ms === 200],
    ];
    for (const [value, check] of cases) {
      const fake = fakeTransport(jsonApi({}, 429, { 'Retry-After': value }), jsonApi(userDoc));
      const { client, sleeps } = makeClient(fake.transport);
      await client.get('/api/v1/users');
      expect(sleeps).toHaveLength(1);
      expect(check(sleeps[0] ?? -1)).toBe(true);
    }
  });

  it('waits with a real timer by default', async () => {
    const fake = fakeTransport(jsonApi({}, 503), jsonApi(userDoc));
    const client = new ApiClient({ transport: fake.transport, baseUrl: 'http://backend.test', context: baseContext });
    const started = Date.now();
    await client.get('/api/v1/users');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('retries a GET once when the transport fails, but not a POST or an abort', async () => {
    const down = new TypeError('fetch failed');
    const get = fakeTransport(down, jsonApi(userDoc));
    await expect(makeClient(get.transport).client.get('/api/v1/users')).resolves.toMatchObject({ data: { id: '1' } });
    expect(get.requests).toHaveLength(2);

    const post = fakeTransport(down, jsonApi(userDoc));
    await expect(makeClient(post.transport).client.post('/api/v1/users', {})).rejects.toBe(down);
    expect(post.requests).toHaveLength(1);

    const abort = new DOMException('aborted', 'AbortError');
    const aborted = fakeTransport(abort, jsonApi(userDoc));
    await expect(makeClient(aborted.transport).client.get('/api/v1/users')).rejects.toBe(abort);
    expect(aborted.requests).toHaveLength(1);
  });

  it('does not start a request with an aborted signal', async () => {
    const fake = fakeTransport(jsonApi(userDoc));
    const controller = new AbortController();
    controller.abort();
    await expect(makeClient(fake.transport).client.get('/api/v1/users', undefined, { signal: controller.signal })).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('ApiClient: errors', () => {
  it.each([400, 401, 403, 404, 418, 422, 451, 499, 500, 501, 505, 599])('throws ApiRequestError with the errors for %i', async (status) => {
    const body = {
      errors: [
        {
          status: String(status),
          code: 'someCode',
          title: 'T',
          detail: `detail ${status}`,
          source: { pointer: '/data/attributes/first_name' },
        },
      ],
    };
    const fake = fakeTransport(jsonApi(body, status));
    const { client } = makeClient(fake.transport);
    const error: unknown = await client.post('/api/v1/users', {}).catch((e: unknown) => e);
    if (!(error instanceof ApiRequestError)) throw new Error('expected ApiRequestError');
    expect(error.status).toBe(status);
    expect(error.errors).toEqual([
      {
        status: String(status),
        code: 'someCode',
        title: 'T',
        detail: `detail ${status}`,
        source: { pointer: '/data/attributes/first_name' },
      },
    ]);
    expect(error.body).toEqual(body);
    expect(error.fieldErrors()).toEqual({ firstName: `detail ${status}` });
    expect(error.method).toBe('POST');
    expect(error.url).toBe('http://backend.test/api/v1/users');
  });

  it('throws with the status when the error body is not JSON or is empty', async () => {
    const fake = fakeTransport(
      () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      () => new Response(null, { status: 401 }),
    );
    const { client } = makeClient(fake.transport);
    const html: unknown = await client.delete('/api/v1/users/1').catch((e: unknown) => e);
    expect(html).toBeInstanceOf(ApiRequestError);
    expect(html).toMatchObject({ status: 502, errors: [], body: '<html>Bad Gateway</html>' });
    const empty: unknown = await client.delete('/api/v1/users/1').catch((e: unknown) => e);
    expect(empty).toMatchObject({ status: 401, errors: [], body: null });
  });

  it('does not throw for statuses below 400', async () => {
    const fake = fakeTransport(jsonApi(userDoc, 201), jsonApi(userDoc, 202));
    const { client } = makeClient(fake.transport);
    await expect(client.request('POST', '/api/v1/users', { body: {} })).resolves.toMatchObject({ status: 201 });
    await expect(client.request('POST', '/api/v1/users', { body: {} })).resolves.toMatchObject({ status: 202 });
  });
});

describe('ApiClient: withContext', () => {
  it('returns a new client with merged context and leaves the original alone', async () => {
    const fake = fakeTransport(jsonApi(userDoc));
    const { client } = makeClient(fake.transport, { context: { ...baseContext, volunteerCenterId: 1 } });
    const scoped = client.withContext({ currentOrganizationId: 12, locale: 'en' });
    await scoped.get('/api/v1/current_organization');
    await client.get('/api/v1/current_organization');
    expect(fake.requests[0]?.headers.get('current-organization-id')).toBe('12');
    expect(fake.requests[0]?.headers.get('volunteer-center-id')).toBe('1');
    expect(fake.requests[0]?.headers.get('accept-language')).toBe('en');
    expect(fake.requests[1]?.headers.get('current-organization-id')).toBeNull();
    expect(fake.requests[1]?.headers.get('accept-language')).toBe('nl');
    expect(scoped.context).toMatchObject({ currentOrganizationId: 12, volunteerCenterId: 1, tenantKey: 'meedoen' });
  });
});
