/**
 * First middleware of the backend: the request id (X-Request-Id, honoured only when it looks like an id, else a new
 * one; echoed on the response), the request context every log line inside reads it from (server/log.ts), and one
 * log line per request when API_LOG is on. The line has the path without its query string: queries may carry
 * tokens (confirmation and reset links).
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/shared/monitoring/request-id';
import type { AppEnv } from '../context';
import { withRequestContext } from '../log';

export function requestLog(options: { logger: () => Logger; enabled: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    await withRequestContext({ requestId }, async () => {
      await next();
      c.header(REQUEST_ID_HEADER, requestId);
      if (options.enabled) {
        options.logger().info(
          {
            method: c.req.method,
            path: new URL(c.req.url).pathname,
            status: c.res.status,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
      }
    });
  };
}
