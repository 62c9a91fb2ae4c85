/**
 * Names cache tags after every successful write of a router (docs/architecture.md "Cached public pages"): for
 * resources whose every change shows on cached public pages, so no handler can forget it. Reads and refused
 * requests name nothing, and neither does a write for which `tags` returns none.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function invalidateAfterWrite(tags: (c: Context<AppEnv>) => string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (READS.has(c.req.method) || c.res.status >= 400) return;
    const named = tags(c);
    if (named.length) c.get('deps').invalidate?.(named);
  };
}
