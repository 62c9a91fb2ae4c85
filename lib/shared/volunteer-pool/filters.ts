/** Reads /vrijwilligerspool's URL into the pool's filters; anything unknown is dropped, never an error page. */
import { POOL_AVAILABILITY, POOL_INTERESTS, POOL_LANGUAGES, POOL_SEARCH_DISTANCES_KM } from '@/domain/volunteer-pool';
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy/tenants';
import type { PoolFilters } from './api';

type Params = Record<string, string | string[] | undefined>;

const one = (params: Params, key: string) => {
  const v = params[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

const oneOf = (values: readonly string[], v: string | undefined) => (v && values.includes(v) ? v : undefined);

export function parsePoolFilters(params: Params): PoolFilters {
  const postalCode = one(params, 'postal_code');
  const distance = Number(one(params, 'distance_km'));
  const page = Number(one(params, 'page'));
  return {
    q: one(params, 'q')?.slice(0, 200),
    interest: oneOf(POOL_INTERESTS, one(params, 'interest')),
    language: oneOf(POOL_LANGUAGES, one(params, 'language')),
    availability: oneOf(POOL_AVAILABILITY, one(params, 'availability')),
    postalCode: postalCode && POSTAL_CODE_SEARCH_PATTERN.test(postalCode) ? postalCode : undefined,
    distanceKm: (POOL_SEARCH_DISTANCES_KM as readonly number[]).includes(distance) ? distance : undefined,
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
  };
}

/** Whether the center's tenant has the pool (feature volunteerProfiles); elsewhere its pages are not found. */
export const centerHasPool = (tenantKey: string): boolean => !!TENANTS[tenantKey as TenantKey]?.features.volunteerProfiles;
