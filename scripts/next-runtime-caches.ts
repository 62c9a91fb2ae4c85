/**
 * Where `next start` keeps what it caches at run time on the file system (without REDIS_URL): the data cache and the
 * rendered public pages (docs/architecture.md, cached public pages). They outlive the server and belong to the
 * database it ran on, so a server started on a fresh database (the end-to-end suite, the benchmarks) removes them
 * first; otherwise it serves pages and data of the previous run, canonical links with its port included.
 * Paths of Next.js 16's own layout, relative to the project root.
 */
export const NEXT_RUNTIME_CACHE_DIRS = ['.next/cache/fetch-cache', '.next/server/route-cache'] as const;
