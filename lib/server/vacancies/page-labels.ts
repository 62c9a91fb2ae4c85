/** The translated type labels of a request's tenant (server side). */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PublicRequest } from '@/lib/server/content/public-page';
import { VACANCY_TYPES, type VacancyType } from '@/domain/vacancies';
import { oneToOneLabel, publicFeatureEnabled, typeLabels } from '@/lib/shared/vacancies/labels';

export async function requestTypeLabels(request: PublicRequest): Promise<Record<VacancyType, string>> {
  const [tTypes, tHelp] = await Promise.all([
    getTranslations({ locale: request.locale, namespace: 'vacancyBank.types' }),
    getTranslations({ locale: request.locale, namespace: 'oneToOneHelp.title' }),
  ]);
  return typeLabels((type) => tTypes(type), tHelp(oneToOneLabel(request.center.tenantKey)));
}

/** The types a visitor can filter on: those of the features the tenant has. */
export function choosableTypes(request: PublicRequest): VacancyType[] {
  return VACANCY_TYPES.filter(
    (type) =>
      (type !== 'activity' || publicFeatureEnabled(request.center.tenantKey, 'activities')) &&
      (type !== 'p2p' || publicFeatureEnabled(request.center.tenantKey, 'oneToOneHelp')),
  );
}
