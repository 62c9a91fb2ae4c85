/**
 * JSON:API query strings: `include=a,b&filter[organization_id_eq]=3&page[size]=25&page[number]=2&sort=-created_at`.
 *
 * Brackets and the commas that separate list items are left unencoded, always: the result stays readable in
 * logs, and both sides of this project split on literal commas (a comma inside a value would be ambiguous
 * anyway). Every other character of names and values is percent-encoded.
 * Names (filter keys, sort fields, include paths, sparse fields, other parameters) go out in snake_case, so
 * callers may write them in either case.
 */
import { toSnake } from './case';

export type FilterValue = string | number | boolean | ReadonlyArray<string | number>;

export interface QueryParams {
  include?: readonly string[] | string;
  filter?: Record<string, FilterValue | null | undefined>;
  page?: { size?: number; number?: number };
  sort?: readonly string[] | string;
  fields?: Record<string, readonly string[]>;
  [other: string]:
    | string
    | number
    | boolean
    | null
    | undefined
    | readonly string[]
    | Record<string, FilterValue | null | undefined>
    | { size?: number; number?: number }
    | Record<string, readonly string[]>;
}

/** Returns the query string without the leading `?` (empty when nothing is set). */
export function buildQuery(params: QueryParams = {}): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${value}`);

  const include = list(params.include).map(snakePath);
  if (include.length) add('include', include.map(encodeURIComponent).join(','));

  for (const [type, names] of Object.entries(params.fields ?? {})) {
    add(`fields[${encodeURIComponent(toSnake(type))}]`, names.map((n) => encodeURIComponent(toSnake(n))).join(','));
  }

  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null) continue;
    // An empty list is sent as an empty value rather than dropped: dropping it would widen the filter to "all".
    const text = isList(value) ? value.map((v) => encodeURIComponent(String(v))).join(',') : encodeURIComponent(String(value));
    add(`filter[${encodeURIComponent(toSnake(name))}]`, text);
  }

  const page = params.page;
  if (page?.size !== undefined) add('page[size]', String(page.size));
  if (page?.number !== undefined) add('page[number]', String(page.number));

  const sort = list(params.sort).map(snakeSortField);
  if (sort.length) add('sort', sort.map(encodeURIComponent).join(','));

  for (const [name, value] of Object.entries(params)) {
    if (RESERVED.has(name) || value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      add(encodeURIComponent(toSnake(name)), encodeURIComponent(String(value)));
    } else if (isList(value)) {
      add(encodeURIComponent(toSnake(name)), value.map((v) => encodeURIComponent(String(v))).join(','));
    }
  }
  return parts.join('&');
}

const RESERVED = new Set(['include', 'filter', 'page', 'sort', 'fields']);

function list(value: readonly string[] | string | undefined): string[] {
  if (value === undefined) return [];
  const items = typeof value === 'string' ? value.split(',') : [...value];
  return items.map((s) => s.trim()).filter(Boolean);
}

function isList(value: unknown): value is ReadonlyArray<string | number> {
  return Array.isArray(value);
}

const snakePath = (path: string) => path.split('.').map(toSnake).join('.');
const snakeSortField = (field: string) => (field.startsWith('-') ? `-${snakePath(field.slice(1))}` : snakePath(field));

/** Appends a query to a path that may already carry one. */
export function withQuery(path: string, params?: QueryParams): string {
  const query = params ? buildQuery(params) : '';
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
