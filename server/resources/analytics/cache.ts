/**
 * The reports are aggregates over up to two years of a center's rows: worth computing once and then serving for a
 * while (docs/decisions.md, "Analytics"). Each process keeps a report for REPORT_TTL_MS per database, kind, center,
 * organizations and period, and concurrent requests for the same report share one computation, so a burst of
 * viewers costs one set of queries. Figures may be that much behind; the counters they read change by the day.
 */
import type { Executor } from '../../db/client';

export const REPORT_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();

export function cachedReport<T>(db: Executor, key: string, now: number, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < REPORT_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  cache.set(key, { at: now, value });
  // A failed computation is not kept: the next request tries again.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  if (cache.size > MAX_ENTRIES) {
    // Maps keep insertion order: the oldest entries go first.
    for (const k of [...cache.keys()].slice(0, cache.size - MAX_ENTRIES)) cache.delete(k);
  }
  return value;
}
