/**
 * The public vacancies of a set of bank filters (lib/shared/vacancies/filters.ts, the bank's own URL parsing), as the
 * open feeds and the widget read them: the bank's search (only public vacancies of the request's center) with a
 * postal code turned into its point. A postal code the register does not know is a 400 on that parameter, like the
 * bank's API.
 */
import type { Context } from 'hono';
import type { BankFilters } from '@/lib/shared/vacancies/filters';
import type { AppEnv } from '../../context';
import { ApiError } from '../../jsonapi/errors';
import { locatePostalCode } from '../../geo/locate';
import { searchVacancies, type SearchSort } from '../vacancies/search';

const SORTS: Record<NonNullable<BankFilters['sort']>, SearchSort> = {
  relevance: 'relevance',
  '-published_at': 'published_at',
  distance: 'distance',
  starts_on: 'starts_on',
};

export async function publicVacanciesOf(
  c: Context<AppEnv>,
  filters: Omit<BankFilters, 'page'>,
  options: { limit: number; parameter: (name: string) => { parameter: string } | { pointer: string } },
) {
  const { db } = c.get('deps');
  let point;
  if (filters.postalCode) {
    point = (await locatePostalCode(db, filters.postalCode)) ?? undefined;
    if (!point)
      throw new ApiError(400, { code: 'invalidFilter', source: options.parameter('postal_code'), params: { name: 'postal_code' } });
  }
  const sort = filters.sort ? SORTS[filters.sort] : filters.q ? 'relevance' : 'published_at';
  const { rows } = await searchVacancies(db, {
    centerId: c.get('scope').center.id,
    now: c.get('deps').now(),
    query: filters.q,
    vacancyTypes: filters.vacancyTypes,
    tag: filters.tag,
    ageGroupId: filters.ageGroupId,
    organizationIds: filters.organizationId ? [filters.organizationId] : undefined,
    point,
    distanceKm: point ? filters.distanceKm : undefined,
    startsFrom: filters.startsFrom,
    startsUntil: filters.startsUntil,
    sort,
    limit: options.limit,
    offset: 0,
  });
  return rows;
}
