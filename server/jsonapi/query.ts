/**
 * Parses and validates JSON:API query parameters against what an endpoint allows:
 * include paths, filters, sort fields and pagination (page[size] up to 1000).
 */
import { z } from 'zod';
import { RECORD_ID_LIST_PATTERN, RECORD_ID_PATTERN } from '@/domain/values';
import { toCamel } from './case';
import { ApiError, type ApiErrorItem } from './errors';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;

export interface QuerySpec<F extends Record<string, z.ZodType>> {
  includes?: readonly string[];
  filters?: F;
  sorts?: readonly string[];
  defaultSort?: string;
  /** Other plain parameters allowed, e.g. "query". */
  params?: readonly string[];
  /** The page size of this list when not the API's own (default 25, at most 1000). */
  page?: { defaultSize: number; maxSize: number };
}

export interface ParsedQuery<F extends Record<string, z.ZodType>> {
  include: Set<string>;
  filter: { [K in keyof F]?: z.output<F[K]> };
  sort: { field: string; direction: 'asc' | 'desc' }[];
  page: { number: number; size: number; offset: number };
  params: Record<string, string>;
}

const FILTER_KEY = /^filter\[([a-z0-9_]+)\]$/;
const PAGE_KEY = /^page\[(size|number)\]$/;
const WHOLE = /^\d{1,9}$/;

export function parseQuery<F extends Record<string, z.ZodType>>(url: URL, spec: QuerySpec<F>): ParsedQuery<F> {
  const errors: ApiErrorItem[] = [];
  const include = new Set<string>();
  const filter: Record<string, unknown> = {};
  const params: Record<string, string> = {};
  let sortParam: string | undefined;
  const maxSize = spec.page?.maxSize ?? MAX_PAGE_SIZE;
  let size = spec.page?.defaultSize ?? DEFAULT_PAGE_SIZE;
  let number = 1;
  const allowedIncludes = spec.includes ?? [];

  for (const [name, value] of url.searchParams) {
    if (name === 'include') {
      for (const path of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        if (allowedIncludes.includes(path)) include.add(path);
        else
          errors.push({
            code: 'unknownInclude',
            source: { parameter: 'include' },
            params: { path, allowed: allowedIncludes.join(', ') || '-' },
          });
      }
      continue;
    }
    if (name === 'sort') {
      sortParam = value;
      continue;
    }
    const pageMatch = PAGE_KEY.exec(name);
    if (pageMatch) {
      const n = WHOLE.test(value) ? Number(value) : NaN;
      if (pageMatch[1] === 'size') {
        if (!(n >= 1 && n <= maxSize)) errors.push({ code: 'invalidPageSize', source: { parameter: name }, params: { max: maxSize } });
        else size = n;
      } else if (!(n >= 1)) errors.push({ code: 'invalidPageNumber', source: { parameter: name } });
      else number = n;
      continue;
    }
    // PostgreSQL text cannot hold NUL: a filter or search term with one would fail in the query instead of here.
    if (value.includes('\u0000') && (FILTER_KEY.test(name) || spec.params?.includes(name))) {
      errors.push({ code: 'invalidParameter', source: { parameter: name }, params: { name } });
      continue;
    }
    const filterMatch = FILTER_KEY.exec(name);
    if (filterMatch) {
      const filterName = filterMatch[1] ?? '';
      // Own keys only: "filter[__proto__]" must not find Object.prototype.
      const schema = spec.filters && Object.hasOwn(spec.filters, filterName) ? spec.filters[filterName] : undefined;
      if (!schema) {
        errors.push({ code: 'unknownFilter', source: { parameter: name }, params: { name: filterName } });
        continue;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) errors.push({ code: 'invalidFilter', source: { parameter: name }, params: { name: filterName } });
      else filter[filterName] = parsed.data;
      continue;
    }
    if (spec.params?.includes(name)) {
      params[name] = value;
      continue;
    }
    // Unknown plain parameters (cache busters, tracking) are ignored, as most JSON:API servers do.
  }

  const sort: ParsedQuery<F>['sort'] = [];
  const allowedSorts = spec.sorts ?? [];
  for (const item of (sortParam ?? spec.defaultSort ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const desc = item.startsWith('-');
    const field = desc ? item.slice(1) : item;
    if (!allowedSorts.includes(field)) {
      errors.push({ code: 'unknownSort', source: { parameter: 'sort' }, params: { field, allowed: allowedSorts.join(', ') || '-' } });
      continue;
    }
    sort.push({ field: toCamel(field), direction: desc ? 'desc' : 'asc' });
  }

  if (errors.length) throw new ApiError(400, errors);
  return { include, filter: filter as ParsedQuery<F>['filter'], sort, page: { number, size, offset: (number - 1) * size }, params };
}

/** Common filter value schemas. */
export const filterId = z.string().regex(RECORD_ID_PATTERN).transform(Number);
export const filterIds = z
  .string()
  .regex(RECORD_ID_LIST_PATTERN)
  .transform((s) => s.split(',').map(Number));
export const filterEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
export const filterText = z.string().max(200);

/** Path ids are positive whole numbers; anything else is a 400 naming the parameter. */
export function parseId(value: string | undefined, parameter = 'id'): number {
  if (!value || !RECORD_ID_PATTERN.test(value) || Number(value) < 1) throw new ApiError(400, { code: 'invalidId', source: { parameter } });
  return Number(value);
}
