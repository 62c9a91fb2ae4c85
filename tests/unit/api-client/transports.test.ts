import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from '@/lib/shared/api/client';
import { httpTransport, inProcessTransport } from '@/lib/shared/api/transports';

describe('inProcessTransport', () => {
  it('hands the Request to the handler and returns its Response', async () => {
    const seen: Request[] = [];
    const transport = inProcessTransport((request) => {
      seen.push(request);
      return new Response(JSON.stringify({ data: { type: 'users', id: '1', attributes: { first_name: 'Ada' } } }), { status: 200 });
    });
    const client = new ApiClient({
      transport,
      baseUrl: 'http://internal',
      context: { tenantKey: 't', appContext: 'meedoen', locale: 'nl' },
    });
    const doc = await client.get('/api/v1/current_user');
    expect(doc.data).toEqual({ id: '1', type: 'users', firstName: 'Ada' });
    expect(seen[0]?.headers.get('x-tenant')).toBe('t');
  });

  it('turns a synchronous throw into a rejection', async () => {
    const transport = inProcessTransport(() => {
      throw new Error('boom');
    });
    await expect(transport(new Request('http://internal/x'))).rejects.toThrow('boom');
  });
});

describe('httpTransport', () => {
  it('calls fetch with no-store', async () => {
    const calls: [Request, RequestInit | undefined][] = [];
    const transport = httpTransport(async (input, init) => {
      calls.push([input, init]);
      return new Response('{}');
    });
    const request = new Request('http://remote.test/api/v1/users');
    await transport(request);
    expect(calls[0]?.[0]).toBe(request);
    expect(calls[0]?.[1]).toEqual({ cache: 'no-store' });
  });
});

describe('lib/shared/api boundaries', () => {
  // domain/ is isomorphic by its own test (tests/unit/domain/imports.test.ts).
  it.each(['case', 'jsonapi', 'errors', 'query', 'client', 'transports', 'index'])(
    '%s.ts imports neither server/ nor Node built-ins',
    (name) => {
      const source = readFileSync(join(__dirname, '../../../lib/shared/api', `${name}.ts`), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const specifier of imports) expect(specifier).toMatch(/^(\.\/|@\/domain\/)[a-z-]+$/);
    },
  );
});

describe('inProcessTransport with a Hono app', () => {
  it('delivers query, headers and body as the backend reads them', async () => {
    const { Hono } = await import('hono');
    const app = new Hono();
    app.post('/api/v1/users', async (c) => {
      const body = await c.req.text();
      return c.json(
        {
          data: {
            type: 'echo',
            id: '1',
            attributes: {
              filter_value: c.req.query('filter[organization_id_eq]') ?? null,
              include: c.req.query('include') ?? null,
              tenant: c.req.header('x-tenant') ?? null,
              content_type: c.req.header('content-type') ?? null,
              body,
            },
          },
        },
        201,
        { 'access-token': 'tok', client: 'cli', uid: 'u@example.org' },
      );
    });
    let refreshed = '';
    const client = new ApiClient({
      transport: inProcessTransport((request) => app.fetch(request)),
      baseUrl: 'http://internal',
      context: { tenantKey: 'meedoen', appContext: 'meedoen', locale: 'nl' },
      onAuthHeaders: (h) => {
        refreshed = h.accessToken;
      },
    });
    const doc = await client.post(
      '/api/v1/users',
      { data: { type: 'users', attributes: { firstName: 'Ada' } } },
      {
        include: ['roles', 'organizations'],
        filter: { organizationIdEq: 3 },
      },
    );
    expect(doc.data).toEqual({
      id: '1',
      type: 'echo',
      filterValue: '3',
      include: 'roles,organizations',
      tenant: 'meedoen',
      contentType: 'application/vnd.api+json',
      body: '{"data":{"type":"users","attributes":{"first_name":"Ada"}}}',
    });
    expect(refreshed).toBe('tok');
  });
});
