/**
 * The center of a request, kept for a few seconds per process (docs/benchmarks.md, "Lean request path"): every API
 * request resolves its center, and the row (name, slug, tenant, settings) changes a few times a year. A write through
 * the API forgets the cache of its own process at once (`forgetCenters`); other instances see it within the time to
 * live. Tests run without the cache (Deps.centerCacheMs absent) so a row changed in the database is seen at once.
 */
import type { CenterRow } from '../context';

const MAX_ENTRIES = 1_000;

export interface CenterCache {
  get(key: string, now: number): CenterRow | undefined;
  set(key: string, center: CenterRow, now: number): void;
  clear(): void;
}

export function createCenterCache(ttlMs: number): CenterCache {
  const entries = new Map<string, { center: CenterRow; expiresAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.center;
    },
    set(key, center, now) {
      // A flood of unknown slugs must not grow the map without bound: the oldest entry goes first.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { center, expiresAt: now + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
