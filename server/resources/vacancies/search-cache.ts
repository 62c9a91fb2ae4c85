/**
 * The result cache of the public vacancy bank (docs/benchmarks.md#vacancy-search-at-100-000-issue-14-3): a page of
 * search results per center and set of options, kept in this process and reused while
 *
 * - the center's bank version (vacancy_search_versions, moved on by database triggers at the commit of every write
 *   that can change the bank, whoever makes it: this instance, another one, the expiry job) is the one it was read
 *   at, and
 * - the clock has not passed the earliest expiry among the matches (until then no match can drop out by time alone;
 *   publishing needs a write), nor gone back before the moment it was read.
 *
 * Nothing in an entry depends on the viewer: the bank is the same for everyone. One cache per database handle (a
 * WeakMap), so test databases in one process and a transaction's own reads never share entries. Bounded in entries
 * and in rows; least recently used go first.
 */
import type { StoredVacancy } from './service';

interface CachedSearch {
  rows: readonly StoredVacancy[];
  total: number;
}

interface Entry extends CachedSearch {
  version: string;
  /** The `now` of the read: an earlier clock could see vacancies that had expired by then. */
  readAt: number;
  /** The earliest expiry among all matches (not only this page), or Infinity. */
  validUntil: number;
}

const MAX_ENTRIES = 500;
const MAX_ROWS = 10_000;
/** Larger pages (the API allows 1000) are served but not kept: the bank's own pages are 12 or 20. */
export const MAX_CACHED_PAGE = 100;

interface LoadedSearch extends CachedSearch {
  /** The earliest expiry among all matches, null when none expires. */
  validUntil: Date | null;
}

class SearchCache {
  private entries = new Map<string, Entry>();
  private rowCount = 0;
  /** Reads under way, by version and key: after a write, concurrent requests for one page wait for one read. */
  private flights = new Map<string, { readAt: number; promise: Promise<LoadedSearch> }>();

  /** The cached page, or the one a concurrent read of the same version brings, or `load`'s (then kept). */
  async read(key: string, version: string, now: Date, load: () => Promise<LoadedSearch>): Promise<CachedSearch> {
    const hit = this.get(key, version, now);
    if (hit) return hit;
    const flightKey = `${version}\n${key}`;
    const flying = this.flights.get(flightKey);
    if (flying && flying.readAt <= now.getTime()) {
      await flying.promise.catch(() => null);
      // What it kept, if it applies to this clock too (a failed read keeps nothing: then read here).
      const kept = this.get(key, version, now);
      if (kept) return kept;
    }
    const promise = load();
    this.flights.set(flightKey, { readAt: now.getTime(), promise });
    try {
      const found = await promise;
      this.set(key, version, now, found.validUntil, found);
      return found;
    } finally {
      if (this.flights.get(flightKey)?.promise === promise) this.flights.delete(flightKey);
    }
  }

  get(key: string, version: string, now: Date): CachedSearch | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const t = now.getTime();
    if (entry.version !== version || t < entry.readAt || t >= entry.validUntil) {
      this.remove(key, entry);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: string, now: Date, validUntil: Date | null, value: CachedSearch) {
    if (value.rows.length > MAX_CACHED_PAGE) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    // Frozen with their lists (tags, age groups, weekdays): every hit hands out the same objects.
    const rows = Object.freeze(value.rows.map(freezeRow));
    this.entries.set(key, { rows, total: value.total, version, readAt: now.getTime(), validUntil: validUntil?.getTime() ?? Infinity });
    this.rowCount += rows.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.rowCount <= MAX_ROWS) break;
      this.remove(oldest, entry);
    }
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.rowCount -= entry.rows.length;
  }
}

function freezeRow(row: StoredVacancy): StoredVacancy {
  const copy = { ...row } as Record<string, unknown>;
  for (const value of Object.values(copy)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(copy) as unknown as StoredVacancy;
}

const caches = new WeakMap<object, SearchCache>();

/** The cache of one database handle (or transaction). */
export function searchCacheOf(db: object): SearchCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SearchCache()));
  return cache;
}
