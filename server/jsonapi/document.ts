/**
 * JSON:API documents: resource objects with snake_case attributes, compound documents with a
 * de-duplicated `included`, collection meta with the total count and pagination links.
 */
import { snakeKeys } from './case';

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

/** Builds a resource object; attribute values that are Dates become ISO strings. */
export function resource(input: ResourceInput): ResourceObject {
  const attributes = snakeKeys(
    Object.fromEntries(Object.entries(input.attributes).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
  ) as Record<string, unknown>;
  const out: ResourceObject = { type: input.type, id: String(input.id), attributes };
  if (input.relationships) {
    out.relationships = Object.fromEntries(
      Object.entries(input.relationships)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(), { data: v ?? null }]),
    );
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
  const link = (n: number) => {
    const u = new URL(url);
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
