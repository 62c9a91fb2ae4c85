/** Links into the public vacancy bank with its filters as query parameters (the bank reads the same names). */
import { SYSTEM_PAGES } from './links';

export function vacancySearchHref(filters: { q?: string | null; vacancyType?: string | null; tag?: string | null }): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.vacancyType) params.set('vacancy_type', filters.vacancyType);
  if (filters.tag?.trim()) params.set('tag', filters.tag.trim());
  const query = params.toString();
  return query ? `${SYSTEM_PAGES.vacancy_bank}?${query}` : SYSTEM_PAGES.vacancy_bank;
}
