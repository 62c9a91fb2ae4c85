/**
 * Cache invalidation after content writes, shared by the routers of pages, menus and stock images (whose images
 * blocks show), so none of them imports another's router.
 */
import type { Context } from 'hono';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { AppEnv } from '../../context';

/**
 * After a committed write: the public site's cached renderings of this center are stale. Page writes also stale
 * the menus, whose links follow a page's slug and published state.
 */
export function invalidateContent(c: Context<AppEnv>, kinds: ('content' | 'menus')[] = ['content', 'menus']) {
  const centerId = c.get('scope').center.id;
  c.get('deps').invalidate?.(kinds.map((kind) => cacheTags[kind](centerId)));
}
