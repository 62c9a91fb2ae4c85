/** Responses: JSON:API documents and error documents in the request's language. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { JSONAPI_MEDIA_TYPE, type TopLevel } from './document';
import { databaseUnavailableReason } from '../db/unavailable';
import { ApiError, type ApiErrorItem } from './errors';
import { log, reportError } from '../log';

export function json(c: Context<AppEnv>, body: TopLevel | Record<string, unknown>, status: ContentfulStatusCode = 200) {
  return c.body(JSON.stringify(body), status, { 'Content-Type': JSONAPI_MEDIA_TYPE });
}

export function noContent(c: Context<AppEnv>) {
  return c.body(null, 204);
}

function errorObject(c: Context<AppEnv>, status: number, item: ApiErrorItem) {
  const t = c.get('t');
  const params = item.params ?? {};
  return {
    status: String(status),
    code: item.code,
    title: t(`api.errors.${item.code}.title`, params),
    detail: item.detail ?? t(`api.errors.${item.code}.detail`, params),
    ...(item.source ? { source: item.source } : {}),
    ...(item.meta ? { meta: item.meta } : {}),
  };
}

export function errorResponse(c: Context<AppEnv>, error: unknown) {
  if (error instanceof ApiError) {
    for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return json(c, { errors: error.items.map((i) => errorObject(c, error.status, i)) }, error.status as ContentfulStatusCode);
  }
  if (isBodyLimitError(error)) return errorResponse(c, new ApiError(413, { code: 'payloadTooLarge', params: { limit: '1 MB' } }));
  const path = new URL(c.req.url).pathname;
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) {
    log().warn({ method: c.req.method, path, reason: unavailable }, 'database unavailable');
    return errorResponse(c, new ApiError(503, { code: 'databaseUnavailable' }, { 'Retry-After': '5' }));
  }
  reportError(error, 'unhandled error', { method: c.req.method, path });
  return json(c, { errors: [errorObject(c, 500, { code: 'internal' })] }, 500);
}

export function notFoundResponse(c: Context<AppEnv>) {
  if (!c.get('t')) return c.text('Not found', 404);
  return json(c, { errors: [errorObject(c, 404, { code: 'routeNotFound', params: { path: new URL(c.req.url).pathname } })] }, 404);
}

function isBodyLimitError(error: unknown) {
  return error instanceof Error && error.name === 'BodyLimitError';
}

/**
 * Sets a header on the response, also after the handler has made it. Hono's c.header() on a finished response
 * rebuilds it around its body as a stream, which @hono/node-server then has to read back instead of writing the
 * string at once (about 9 % of a list request's CPU, docs/benchmarks.md "Lean request path"); the response's own
 * headers are changed in place instead. A response with read-only headers (a fetched or redirect response) falls back
 * to c.header().
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  if (!c.finalized) {
    c.header(name, value);
    return;
  }
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
