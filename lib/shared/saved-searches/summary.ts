/** A saved search's criteria in one readable line ("koken · Vrijwilligerswerk · binnen 10 km van 3511 AB"). */
import type { SavedSearchQuery } from '@/domain/saved-searches';
import type { VacancyType } from '@/domain/vacancies';

type T = (key: string, values?: Record<string, string | number>) => string;

export function summarizeQuery(query: SavedSearchQuery, t: T, typeLabels: Record<VacancyType, string>): string {
  const parts: string[] = [];
  if (query.q) parts.push(t('words', { words: query.q }));
  if (query.vacancyTypes?.length) parts.push(query.vacancyTypes.map((type) => typeLabels[type]).join(', '));
  if (query.tag) parts.push(t('tag', { tag: query.tag }));
  if (query.ageGroupId) parts.push(t('ageGroup'));
  if (query.organizationId) parts.push(t('organization'));
  if (query.postalCode)
    parts.push(
      query.distanceKm
        ? t('distance', { km: query.distanceKm, postalCode: query.postalCode })
        : t('near', { postalCode: query.postalCode }),
    );
  if (query.startsFrom && query.startsUntil) parts.push(t('between', { from: query.startsFrom, until: query.startsUntil }));
  else if (query.startsFrom) parts.push(t('from', { from: query.startsFrom }));
  else if (query.startsUntil) parts.push(t('until', { until: query.startsUntil }));
  return parts.length ? parts.join(' · ') : t('everything');
}
