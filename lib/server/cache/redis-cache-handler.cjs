/**
 * Next.js's incremental cache (rendered pages, route handlers and unstable_cache data) in Redis, so that every
 * instance serves the same entries and a tag named on one instance (Deps.invalidate -> revalidateTag) holds on all
 * of them at once (issue 14 §2, docs/architecture.md "Several instances", docs/decisions.md "A Redis cache handler").
 * next.config.ts loads it only when REDIS_URL is set; without it Next keeps its embedded file-system cache.
 *
 * Plain CommonJS because Next imports this file itself at run time (next.config's `cacheHandler`), outside its bundles.
 *
 * Layout under REDIS_CACHE_PREFIX (default `next-cache:`):
 * - `<prefix><buildId>:<key>`: a hash { value, lastModified, version, tags } per entry. The build id keeps one deployment from
 *   serving another's pages (their HTML names that build's scripts). Entries expire after their `expire` (or a week).
 * - `<prefix>tags`: one hash, tag -> when it was last invalidated (ms). Shared by every build, so an edit made through
 *   an old instance during a rolling deploy also invalidates the new build's entries.
 * An entry is a miss when any of its tags (its own, the request's tags and Next's implicit path tags) was invalidated
 * at or after the entry was stored. Both times come from the Redis server's clock (TIME inside the scripts), so
 * instances with drifting clocks agree, and a read is one round trip.
 *
 * revalidateTag(tag, { expire: 0 }) and revalidateTag(tag) both make the next read a miss. A profile with a longer
 * expire ('max') would ask for stale-while-revalidate; this handler treats it as a miss as well (a fresh render
 * instead of one more visitor seeing the old page), which is what server/runtime.ts asks for anyway.
 *
 * When Redis is down, reads miss (pages render from the database), writes are dropped, and invalidations are kept
 * in memory and written when the connection is back; a warning is logged at most once a minute.
 */
'use strict';

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Next imports this file itself (see above). */
const fs = require('node:fs');
const path = require('node:path');
const Redis = require('ioredis');

/** Entries without an `expire` of their own leave Redis after a week (freshness itself comes from the tags). */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;
/** Longest wait for the first connection before a read counts as a miss. */
const FIRST_CONNECT_WAIT_MS = 1000;
const TAGS_HEADER = 'x-next-cache-tags';

// KEYS[1] entry, KEYS[2] tags hash; ARGV[1] the version of this process's copy ('' for none), then the tags of the
// request (unstable_cache and fetch tags, implicit path tags). Returns false (miss), {'', lastModified, version} (the
// process's copy is current: no body sent) or {value, lastModified, version}.
const READ = `
local e = redis.call('HMGET', KEYS[1], 'value', 'lastModified', 'tags', 'version')
if not e[1] then return false end
local modified = tonumber(e[2])
local tags = cjson.decode(e[3])
for i = 2, #ARGV do tags[#tags + 1] = ARGV[i] end
for _, tag in ipairs(tags) do
  local at = redis.call('HGET', KEYS[2], tag)
  if at and tonumber(at) >= modified then return false end
end
if ARGV[1] == e[4] then return {'', e[2], e[4]} end
return {e[1], e[2], e[4]}
`;

// KEYS[1] entry; ARGV[1] value, ARGV[2] tags (JSON array), ARGV[3] time to live in seconds.
const WRITE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local version = t[1] .. string.format('%06d', tonumber(t[2]))
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'value', ARGV[1], 'lastModified', now, 'tags', ARGV[2], 'version', version)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return {now, version}
`;

// KEYS[1] tags hash; ARGV: the tags. The same millisecond as a write counts as after it (READ uses >=).
const INVALIDATE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 1, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], now) end
return now
`;

/** Buffers (RSC payloads, route bodies) and Maps (segment data) survive JSON as tagged objects. */
function encode(value) {
  if (value instanceof Uint8Array) return { $b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v);
    return out;
  }
  return value;
}

function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
    if (Array.isArray(value.$m)) return new Map(value.$m.map(([k, v]) => [k, decode(v)]));
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decode(v);
    return out;
  }
  return value;
}

/** The tags an entry carries: a fetch/unstable_cache entry's own, a page's or route's from its tags header. */
function tagsOf(data, ctx) {
  const tags = new Set();
  for (const tag of (data && data.tags) || []) tags.add(tag);
  for (const tag of (ctx && ctx.tags) || []) tags.add(tag);
  const header = data && data.headers && data.headers[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

function ttlOf(ctx) {
  const expire = ctx && ctx.cacheControl && ctx.cacheControl.expire;
  return typeof expire === 'number' && Number.isFinite(expire) && expire > 0
    ? Math.min(Math.ceil(expire), DEFAULT_TTL_SECONDS * 52)
    : DEFAULT_TTL_SECONDS;
}

function readBuildId(serverDistDir) {
  try {
    if (serverDistDir) return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // `next dev` has no BUILD_ID; one namespace is enough there.
  }
  return 'development';
}

/**
 * This process's copies of the entries it last read or wrote, up to COPIES_BUDGET characters of stored JSON (oldest
 * out first). Redis stays the authority: every read still runs READ, which checks the tags and sends the body only
 * when the copy's version is not the stored one, so a hit on a big page costs a round trip, not a transfer and a
 * parse. Next treats cached values as read-only, as it does with its own in-memory cache.
 */
const COPIES_BUDGET = 64 * 1024 * 1024;
const copies = {
  entries: new Map(),
  size: 0,
  /** { version, entry } or undefined. */
  get(key) {
    return this.entries.get(key)?.copy;
  },
  set(key, copy, size) {
    this.delete(key);
    if (size > COPIES_BUDGET / 4) return;
    this.entries.set(key, { copy, size });
    this.size += size;
    for (const [oldest, { size: oldSize }] of this.entries) {
      if (this.size <= COPIES_BUDGET) break;
      this.entries.delete(oldest);
      this.size -= oldSize;
    }
  },
  delete(key) {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.size -= held.size;
  },
};

/**
 * One connection per process: Next creates a handler object per request. Created on first use, so importing this
 * file (the build, a test) opens nothing.
 */
const shared = { redis: null, ready: null, lastWarning: 0, pendingTags: new Set() };

function warn(message, error) {
  const now = Date.now();
  if (now - shared.lastWarning < 60_000) return;
  shared.lastWarning = now;
  console.warn(
    JSON.stringify({
      level: 'warn',
      msg: `[cache] ${message}: ${error && error.message ? error.message : error}`,
      time: new Date().toISOString(),
    }),
  );
}

function connection() {
  if (shared.redis) return shared.redis;
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: next.config.ts should not have loaded the Redis cache handler');
  // No offline queue: while the connection is down a read misses at once instead of waiting for a reconnect.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 2000,
    connectionName: 'next-cache',
  });
  redis.defineCommand('cacheRead', { numberOfKeys: 2, lua: READ });
  redis.defineCommand('cacheWrite', { numberOfKeys: 1, lua: WRITE });
  redis.defineCommand('cacheInvalidate', { numberOfKeys: 1, lua: INVALIDATE });
  // Unheard, ioredis's error events end up as unhandled errors.
  redis.on('error', (error) => warn('Redis unavailable, pages render without the shared cache', error));
  redis.on('ready', () => void flushPendingTags());
  shared.ready = new Promise((resolve) => redis.once('ready', resolve));
  shared.redis = redis;
  return redis;
}

/** Resolves when the connection can take commands; false when it is not back within the first-connect wait. */
async function usable() {
  const redis = connection();
  if (redis.status === 'ready') return true;
  if (redis.status !== 'connecting' && redis.status !== 'connect' && redis.status !== 'wait') return false;
  let timer;
  const waited = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), FIRST_CONNECT_WAIT_MS);
  });
  try {
    return await Promise.race([shared.ready.then(() => true), waited]);
  } finally {
    clearTimeout(timer);
  }
}

function prefix() {
  return process.env.REDIS_CACHE_PREFIX || 'next-cache:';
}

async function flushPendingTags() {
  if (shared.pendingTags.size === 0) return;
  const tags = [...shared.pendingTags];
  shared.pendingTags.clear();
  try {
    await shared.redis.cacheInvalidate(`${prefix()}tags`, ...tags);
  } catch (error) {
    for (const tag of tags) shared.pendingTags.add(tag);
    warn('could not write invalidated tags; kept for the next connection', error);
  }
}

class RedisCacheHandler {
  constructor(options = {}) {
    this.buildId = readBuildId(options.serverDistDir);
  }

  entryKey(key) {
    return `${prefix()}${this.buildId}:${key}`;
  }

  async get(key, ctx = {}) {
    try {
      if (!(await usable())) return null;
      const entryKey = this.entryKey(key);
      const copy = copies.get(entryKey);
      const requestTags = [...(ctx.tags || []), ...(ctx.softTags || [])];
      const found = await connection().cacheRead(entryKey, `${prefix()}tags`, copy ? copy.version : '', ...requestTags);
      if (!found) {
        copies.delete(entryKey);
        return null;
      }
      if (found[0] === '' && copy) return copy.entry;
      const stored = decode(JSON.parse(found[0]));
      const entry = { lastModified: Number(found[1]), value: stored.value, cacheControl: stored.cacheControl };
      copies.set(entryKey, { version: found[2], entry }, found[0].length);
      return entry;
    } catch (error) {
      warn('cache read failed, rendering without it', error);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    try {
      if (!(await usable())) return;
      const entryKey = this.entryKey(key);
      copies.delete(entryKey);
      if (data === null) {
        await connection().del(entryKey);
        return;
      }
      const body = JSON.stringify(encode({ value: data, cacheControl: ctx.cacheControl }));
      const [lastModified, version] = await connection().cacheWrite(entryKey, body, JSON.stringify(tagsOf(data, ctx)), ttlOf(ctx));
      copies.set(
        entryKey,
        { version, entry: { lastModified: Number(lastModified), value: data, cacheControl: ctx.cacheControl } },
        body.length,
      );
    } catch (error) {
      warn('cache write failed', error);
    }
  }

  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (list.length === 0) return;
    try {
      if (!(await usable())) throw new Error('not connected');
      await connection().cacheInvalidate(`${prefix()}tags`, ...list);
    } catch (error) {
      // Lost, another instance would serve the old page until the entry expires: kept and written on reconnect.
      for (const tag of list) shared.pendingTags.add(tag);
      warn('could not write invalidated tags; kept for the next connection', error);
    }
  }

  resetRequestCache() {}
}

/** Closes the shared connection (tests; a server simply exits). */
RedisCacheHandler.disconnect = async function disconnect() {
  const redis = shared.redis;
  shared.redis = null;
  shared.ready = null;
  if (redis) await redis.quit().catch(() => redis.disconnect());
};

module.exports = RedisCacheHandler;
