/**
 * JSON:API documents: resource objects with snake_case attributes, compound documents with a
 * de-duplicated `included`, collection meta with the total count and pagination links.
 */
import { snakeKeys, toSnake } from './case';

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

export interface Identifier {
  type: string;
  id: string;
}

export interface ResourceObject extends Identifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: Identifier | Identifier[] | null }>;
  links?: { self: string };
}

export interface ResourceInput {
  type: string;
  id: number | string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, Identifier | Identifier[] | null | undefined>;
}

export const ref = (type: string, id: number | string | null | undefined): Identifier | null =>
  id === null || id === undefined ? null : { type, id: String(id) };

/**
 * Wire names of code keys, computed once per key: resource() runs for every row of every list page, and converting the
 * same dozen attribute names character by character on each of them was a measurable share of a list request's CPU
 * (docs/benchmarks.md, "Lean request path"). Keys are the serializers' own attribute and relationship names, a small
 * fixed set; the cap only guards against a caller that passes data-derived keys.
 */
const KEY_CACHE_LIMIT = 4096;
const attributeKeys = new Map<string, string>();
const relationshipKeys = new Map<string, string>();

function cached(cache: Map<string, string>, key: string, convert: (key: string) => string): string {
  let wire = cache.get(key);
  if (wire === undefined) {
    wire = convert(key);
    if (cache.size < KEY_CACHE_LIMIT) cache.set(key, wire);
  }
  return wire;
}

const relationshipName = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Builds a resource object; attribute values that are Dates become ISO strings. Same output as converting the whole
 * attributes record with snakeKeys: top-level keys through the key cache, nested plain objects and arrays (jsonb
 * values) still deep-converted, everything else copied as is.
 */
export function resource(input: ResourceInput): ResourceObject {
  const attributes: Record<string, unknown> = {};
  const source = input.attributes;
  for (const k in source) {
    // Own enumerable keys only, like Object.entries; `__proto__` is skipped like snakeKeys skips it.
    if (!Object.prototype.hasOwnProperty.call(source, k) || k === '__proto__') continue;
    const v = source[k];
    attributes[cached(attributeKeys, k, toSnake)] =
      v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' ? snakeKeys(v) : v;
  }
  const out: ResourceObject = { type: input.type, id: String(input.id), attributes };
  if (input.relationships) {
    const relationships: Record<string, { data: Identifier | Identifier[] | null }> = {};
    for (const k in input.relationships) {
      if (!Object.prototype.hasOwnProperty.call(input.relationships, k)) continue;
      const v = input.relationships[k];
      if (v === undefined) continue;
      relationships[cached(relationshipKeys, k, relationshipName)] = { data: v ?? null };
    }
    out.relationships = relationships;
  }
  return out;
}

export interface PageInfo {
  number: number;
  size: number;
  total: number;
}

export interface TopLevel {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

export function document(
  data: ResourceObject | ResourceObject[] | null,
  options: { included?: ResourceObject[]; meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): TopLevel {
  const primary = new Set((Array.isArray(data) ? data : data ? [data] : []).map(key));
  const seen = new Set<string>();
  const included: ResourceObject[] = [];
  for (const r of options.included ?? []) {
    const k = key(r);
    if (primary.has(k) || seen.has(k)) continue;
    seen.add(k);
    included.push(r);
  }
  const doc: TopLevel = { data };
  if (options.included) doc.included = included;
  if (options.meta) doc.meta = snakeKeys(options.meta) as Record<string, unknown>;
  if (options.links) doc.links = options.links;
  return doc;
}

/** Collection document: meta.total_count and first/prev/next/last links keeping the other parameters. */
export function collection(data: ResourceObject[], page: PageInfo, url: URL, included?: ResourceObject[]): TopLevel {
  const lastPage = Math.max(1, Math.ceil(page.total / page.size));
  // One copy of the URL for the four links: set() replaces a parameter in place, so each link has the same order of
  // parameters as on a fresh copy.
  const u = new URL(url);
  const link = (n: number) => {
    u.searchParams.set('page[number]', String(n));
    u.searchParams.set('page[size]', String(page.size));
    return `${u.pathname}${u.search}`;
  };
  return document(data, {
    included,
    meta: { totalCount: page.total, page: { number: page.number, size: page.size, totalPages: lastPage } },
    links: {
      self: link(page.number),
      first: link(1),
      prev: page.number > 1 ? link(page.number - 1) : null,
      next: page.number < lastPage ? link(page.number + 1) : null,
      last: link(lastPage),
    },
  });
}

const key = (r: Identifier) => `${r.type}:${r.id}`;
