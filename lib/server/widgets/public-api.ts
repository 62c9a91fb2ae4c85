/**
 * The widget page's reads: a saved widget with its vacancies (GET /api/v1/public/vacancy_widgets/{id}), or the
 * preview's unsaved settings through the bank's search. Signed out and kept in Next's data cache under the center's
 * widget and vacancy tags (lib/shared/cache-tags), which the backend names after every widget or vacancy write and
 * the expiry job; vacancies also pass their end date by the clock, hence the short lifetime.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { ApiRequestError, type Resource } from '@/lib/shared/api';
import { cacheTags } from '@/lib/shared/cache-tags';
import { type CenterKey, publicClient } from '@/lib/server/content/public-api';
import { RECORD_ID_PATTERN, type Locale } from '@/domain/values';
import { bankApiQuery } from '@/lib/shared/vacancies/filters';
import { type PublicVacancy, toPublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { toWidgetView, widgetBankFilters, type WidgetSettings, type WidgetView } from '@/lib/shared/widgets/view';

const REVALIDATE_SECONDS = 300;
const tags = (center: CenterKey) => [cacheTags.vacancyWidgets(Number(center.id)), cacheTags.vacancies(Number(center.id))];

export interface WidgetContent {
  widget: WidgetView;
  vacancies: PublicVacancy[];
}

/** A widget of this center with its public vacancies, or null (unknown or another center's). */
export function getWidgetContent(center: CenterKey, locale: Locale, id: string): Promise<WidgetContent | null> {
  if (!RECORD_ID_PATTERN.test(id)) return Promise.resolve(null);
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      try {
        const doc = await api.get<Resource>(`/api/v1/public/vacancy_widgets/${id}`);
        if (!doc.data) return null;
        return { widget: toWidgetView(doc.data), vacancies: doc.included.filter((r) => r.type === 'vacancies').map(toPublicVacancy) };
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    ['vacancy-widget', center.id, center.appContext, locale, id],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

/** The preview's vacancies: the bank's search with the unsaved settings (a refused postal code shows none). */
export async function previewVacancies(center: CenterKey, locale: Locale, settings: WidgetSettings): Promise<PublicVacancy[]> {
  const api = await publicClient(center, locale);
  try {
    const doc = await api.get<Resource[]>('/api/v1/vacancies/search', bankApiQuery(widgetBankFilters(settings), settings.itemCount));
    return (Array.isArray(doc.data) ? doc.data : []).map(toPublicVacancy);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return [];
    throw error;
  }
}
