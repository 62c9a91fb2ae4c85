/**
 * The public vacancy bank's filters as they live in the URL (a plain GET form writes them, links share them) and
 * as the search API wants them. Pure: the page, the pager and the tests use the same mapping. Values the API
 * would refuse are dropped here, so a tampered or stale URL shows a wider search instead of an error.
 */
import { isVacancyType, type VacancyType } from '@/domain/vacancies';
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import type { QueryParams } from '@/lib/shared/api/query';

/** Kept for components/vacancies/bank, which import them from here: the names are domain/vacancies.ts's. */
export { VACANCY_TYPES } from '@/domain/vacancies';
export type PublicVacancyType = VacancyType;

export const BANK_SORTS = ['relevance', '-published_at', 'distance', 'starts_on'] as const;
export type BankSort = (typeof BANK_SORTS)[number];

export const DISTANCES_KM = [2, 5, 10, 25, 50] as const;
export const BANK_PAGE_SIZE = 12;
/** Deep pages of a crawlable list are not worth computing; the API limits page size, not number. */
export const MAX_PAGE = 500;

export interface BankFilters {
  q?: string;
  vacancyTypes: VacancyType[];
  tag?: string;
  ageGroupId?: number;
  organizationId?: number;
  postalCode?: string;
  distanceKm?: number;
  startsFrom?: string;
  startsUntil?: string;
  sort?: BankSort;
  page: number;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const first = (value: string | string[] | undefined): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  const trimmed = v?.trim();
  return trimmed ? trimmed : undefined;
};

const all = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const positiveInt = (value: string | undefined): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
};

function isoDate(value: string | undefined): string | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

export function parseBankFilters(params: SearchParamsRecord, fixed: { vacancyTypes?: VacancyType[] } = {}): BankFilters {
  const q = first(params.q)?.slice(0, 200);
  const types = [...new Set(all(params.vacancy_type).filter(isVacancyType))];
  const tag = first(params.tag);
  const postal = first(params.postal_code);
  const postalCode = postal && POSTAL_CODE_SEARCH_PATTERN.test(postal) ? postal.toUpperCase() : undefined;
  const distance = Number(first(params.distance_km));
  const distanceKm = postalCode && Number.isFinite(distance) && distance > 0 && distance <= 500 ? distance : undefined;
  const sortValue = first(params.sort);
  let sort = sortValue && (BANK_SORTS as readonly string[]).includes(sortValue) ? (sortValue as BankSort) : undefined;
  // Sorting by distance needs a starting point; by relevance, words.
  if (sort === 'distance' && !postalCode) sort = undefined;
  if (sort === 'relevance' && !q) sort = undefined;
  const page = Math.min(positiveInt(first(params.page)) ?? 1, MAX_PAGE);
  return {
    ...(q ? { q } : {}),
    vacancyTypes: fixed.vacancyTypes ?? types,
    ...(tag && tag.length <= 40 ? { tag } : {}),
    ...(positiveInt(first(params.age_group_id)) ? { ageGroupId: positiveInt(first(params.age_group_id)) } : {}),
    ...(positiveInt(first(params.organization_id)) ? { organizationId: positiveInt(first(params.organization_id)) } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(distanceKm ? { distanceKm } : {}),
    ...(isoDate(first(params.starts_from)) ? { startsFrom: isoDate(first(params.starts_from)) } : {}),
    ...(isoDate(first(params.starts_until)) ? { startsUntil: isoDate(first(params.starts_until)) } : {}),
    ...(sort ? { sort } : {}),
    page,
  };
}

/** The search API's query for these filters. */
export function bankApiQuery(filters: BankFilters, pageSize = BANK_PAGE_SIZE): QueryParams {
  const filter: Record<string, string | string[]> = {};
  if (filters.q) filter.q = filters.q;
  if (filters.vacancyTypes.length) filter.vacancy_type = filters.vacancyTypes;
  if (filters.tag) filter.tag = filters.tag;
  if (filters.ageGroupId) filter.age_group_id = String(filters.ageGroupId);
  if (filters.organizationId) filter.organization_id = String(filters.organizationId);
  if (filters.postalCode) filter.postal_code = filters.postalCode;
  if (filters.distanceKm) filter.distance_km = String(filters.distanceKm);
  if (filters.startsFrom) filter.starts_from = filters.startsFrom;
  if (filters.startsUntil) filter.starts_until = filters.startsUntil;
  return { filter, page: { number: filters.page, size: pageSize }, ...(filters.sort ? { sort: filters.sort } : {}) };
}

/**
 * The URL query of these filters in a fixed order, so one search has one address (crawlers and caches see
 * one URL per result set). Page 1 is left out.
 */
export function bankSearchParams(filters: BankFilters, options: { includeTypes?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (options.includeTypes !== false) for (const type of filters.vacancyTypes) params.append('vacancy_type', type);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.ageGroupId) params.set('age_group_id', String(filters.ageGroupId));
  if (filters.organizationId) params.set('organization_id', String(filters.organizationId));
  if (filters.postalCode) params.set('postal_code', filters.postalCode);
  if (filters.distanceKm) params.set('distance_km', String(filters.distanceKm));
  if (filters.startsFrom) params.set('starts_from', filters.startsFrom);
  if (filters.startsUntil) params.set('starts_until', filters.startsUntil);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function bankHref(basePath: string, filters: BankFilters, options: { includeTypes?: boolean } = {}): string {
  const query = bankSearchParams(filters, options).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Whether anything narrows the search (the empty state then offers to clear the filters). */
export function hasActiveFilters(filters: BankFilters, options: { includeTypes?: boolean } = {}): boolean {
  return Object.entries(filters).some(([key, value]) => {
    if (key === 'page' || key === 'sort') return false;
    if (key === 'vacancyTypes') return options.includeTypes !== false && (value as string[]).length > 0;
    return value !== undefined;
  });
}

export const pageCount = (total: number, size = BANK_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
