/**
 * GET /api/v1/openapi.json and GET /api/v1/docs: the API description and its reference page. Registered in
 * server/app.ts before the center scope, since the description is the same for every center and for everyone.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { buildOpenApiDocument } from './build';
import { REFERENCE_CSP, renderReference } from './reference';

export const openapiRoutes = new Hono<AppEnv>();

/** Changes only with a deployment; an hour keeps clients and proxies from asking on every call. */
const CACHE = 'public, max-age=3600';

let page: string | undefined;

openapiRoutes.get('/openapi.json', (c) =>
  c.body(JSON.stringify(buildOpenApiDocument()), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE }),
);

openapiRoutes.get('/docs', (c) => {
  page ??= renderReference(buildOpenApiDocument());
  return c.body(page, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': CACHE,
    'Content-Security-Policy': REFERENCE_CSP,
  });
});
