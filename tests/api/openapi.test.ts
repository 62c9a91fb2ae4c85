/**
 * The OpenAPI description stays complete and well-formed: every route of the app has an operation and every
 * operation a route; the document has OpenAPI 3.1's required fields and every $ref resolves. It is served at
 * /api/v1/openapi.json (no center, no sign-in, cacheable) with a reference page at /api/v1/docs.
 */
import { createHash } from 'node:crypto';
import { buildOpenApiDocument } from '@/server/openapi/build';
import { call, startTestBackend, type TestBackend } from '../support/api';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is arbitrary JSON

let backend: TestBackend;
const doc = buildOpenApiDocument() as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// A fresh database on a loaded 2-core machine takes a while.
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(async () => {
  await backend?.close();
}, 60_000);

const appRoutes = () =>
  new Set(
    backend.app.routes
      // Middleware (app.use) registers as ALL; only handlers of a method are routes.
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
  );

const documentedOperations = () =>
  new Set(
    Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => METHODS.includes(k))
        .map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );

test('every route of the app is described, and every described operation is a route', () => {
  const routes = appRoutes();
  const described = documentedOperations();
  expect({
    undocumented: [...routes].filter((r) => !described.has(r)),
    withoutRoute: [...described].filter((d) => !routes.has(d)),
  }).toEqual({
    undocumented: [],
    withoutRoute: [],
  });
  expect(described.size).toBeGreaterThanOrEqual(90);
});

function resolvePointer(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), doc);
}

function collectRefs(node: unknown, at: string, out: { ref: string; at: string }[]) {
  if (Array.isArray(node)) node.forEach((n, i) => collectRefs(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref') out.push({ ref: String(v), at });
      else collectRefs(v, `${at}/${k}`, out);
    }
}

test('the document is structurally OpenAPI 3.1 and every $ref resolves', () => {
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  expect(typeof doc.info.title).toBe('string');
  expect(typeof doc.info.version).toBe('string');
  const refs: { ref: string; at: string }[] = [];
  collectRefs(doc, '#', refs);
  expect(refs.length).toBeGreaterThan(100);
  expect(refs.filter((r) => resolvePointer(r.ref) === undefined)).toEqual([]);

  const operationIds: string[] = [];
  const problems: string[] = [];
  const tags = new Set((doc.tags as { name: string }[]).map((t) => t.name));
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    if (!path.startsWith('/')) problems.push(`${path}: not absolute`);
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item as Json)) {
      if (!METHODS.includes(method)) problems.push(`${path}: unknown key ${method}`);
      operationIds.push(op.operationId);
      if (!op.responses || !Object.keys(op.responses).length) problems.push(`${method} ${path}: no responses`);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (!/^[1-5]\d\d$/.test(status)) problems.push(`${method} ${path}: response key ${status}`);
        const resolved = (response.$ref ? resolvePointer(response.$ref) : response) as Json;
        if (typeof resolved?.description !== 'string') problems.push(`${method} ${path} ${status}: no description`);
      }
      for (const tag of op.tags ?? []) if (!tags.has(tag)) problems.push(`${method} ${path}: undeclared tag ${tag}`);
      const parameters = (op.parameters ?? []).map((p: Json) => (p.$ref ? resolvePointer(p.$ref) : p) as Json);
      const seen = new Set<string>();
      for (const p of parameters) {
        if (!p.name || !['query', 'header', 'path', 'cookie'].includes(p.in))
          problems.push(`${method} ${path}: bad parameter ${JSON.stringify(p)}`);
        if (seen.has(`${p.in}:${p.name}`)) problems.push(`${method} ${path}: parameter ${p.name} twice`);
        seen.add(`${p.in}:${p.name}`);
        if (p.in === 'path' && p.required !== true) problems.push(`${method} ${path}: path parameter ${p.name} not required`);
        if (!p.schema) problems.push(`${method} ${path}: parameter ${p.name} without schema`);
      }
      const pathParams = parameters
        .filter((p: Json) => p.in === 'path')
        .map((p: Json) => p.name)
        .sort();
      if (JSON.stringify(pathParams) !== JSON.stringify([...templated].sort()))
        problems.push(`${method} ${path}: path parameters ${pathParams} vs ${templated}`);
      if (op.requestBody && !Object.keys(op.requestBody.content ?? {}).length)
        problems.push(`${method} ${path}: request body without content`);
      for (const requirement of op.security ?? [])
        for (const scheme of Object.keys(requirement))
          if (!doc.components.securitySchemes[scheme]) problems.push(`${method} ${path}: unknown security scheme ${scheme}`);
    }
  }
  expect(problems).toEqual([]);
  expect(new Set(operationIds).size).toBe(operationIds.length);
});

test("request bodies carry the handlers' own rules in wire (snake_case) names", () => {
  const schemas = doc.components.schemas as Json;
  const invite = schemas.UserCreate.properties.data.properties.attributes;
  expect(invite.additionalProperties).toBe(false);
  expect(invite.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email']));
  expect(invite.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
  expect(schemas.UserCreate.properties.data.properties.type.enum).toEqual(['users', 'user']);
  expect(schemas.Registration.properties.accept_terms).toMatchObject({ const: true });
  const users = doc.paths['/api/v1/users'].get.parameters.map((p: Json) => (p.$ref ? resolvePointer(p.$ref) : p));
  const withRole = users.find((p: Json) => p.name === 'filter[with_role]');
  expect(withRole.schema.items.enum).toContain('admin');
  expect(users.find((p: Json) => p.name === 'include').schema.items.enum).toEqual(['roles', 'organizations']);
});

test('served without a center or a session, cacheable, with a reference page under its own CSP', async () => {
  const res = await call(backend, 'GET', '/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(res.json).toEqual(doc);

  const page = await backend.app.fetch(new Request('http://backend.test/api/v1/docs'));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  const html = await page.text();
  expect(html).not.toContain('<script');
  expect(html).toContain('<html lang="en">');
  // The one style block is the one the policy allows.
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  expect(html).toContain('/api/v1/users/{id}');
  // Every operation is on the page.
  for (const key of documentedOperations()) {
    const [, path] = key.split(' ');
    expect(html).toContain(`<code>${path!.replace(/&/g, '&amp;')}</code>`);
  }
});
