/**
 * Vacancy status transitions: the table is domain/vacancies.ts's (docs/domain.md); here a refused change becomes
 * a 422 on /data/attributes/status. Republishing also needs a future expires_at, which the service checks
 * together with the other attributes.
 */
import { canVacancyTransition, type VacancyStatus } from '@/domain/vacancies';
import type { Translate } from '../../i18n';
import { ApiError, type ErrorSource } from '../../jsonapi/errors';

/** The refusal of a transition, in the request's language with the statuses' own names; null when allowed. */
export function transitionError(
  t: Translate,
  from: VacancyStatus,
  to: VacancyStatus,
  source: ErrorSource = { pointer: '/data/attributes/status' },
): ApiError | null {
  if (canVacancyTransition(from, to)) return null;
  const params = { from: t(`vacancyApi.statuses.${from}`), to: t(`vacancyApi.statuses.${to}`) };
  return new ApiError(422, { code: 'invalidTransition', params, detail: t('vacancyApi.errors.invalidTransition', params), source });
}
