/**
 * Vacancy status transitions (docs/domain.md). `expired` is only ever set by the expiry job, never through the API;
 * anything not listed is a 422 on /data/attributes/status. Republishing also needs a future expires_at,
 * which the service checks together with the other attributes.
 */
import type { VacancyStatus } from '../../db/schema/enums';
import type { Translate } from '../../i18n';
import { ApiError, type ErrorSource } from '../../jsonapi/errors';

const ALLOWED: Record<VacancyStatus, VacancyStatus[]> = {
  draft: ['published', 'deleted'],
  published: ['filled', 'archived', 'deleted'],
  filled: ['published', 'deleted'],
  expired: ['published', 'deleted'],
  archived: ['published', 'deleted'],
  deleted: [],
};

export function canTransition(from: VacancyStatus, to: VacancyStatus): boolean {
  return from === to || ALLOWED[from].includes(to);
}

/** The statuses a vacancy in `from` may be moved to by a person (for the screens' status menus). */
export const nextStatuses = (from: VacancyStatus): VacancyStatus[] => [...ALLOWED[from]];

/** The refusal of a transition, in the request's language with the statuses' own names; null when allowed. */
export function transitionError(
  t: Translate,
  from: VacancyStatus,
  to: VacancyStatus,
  source: ErrorSource = { pointer: '/data/attributes/status' },
): ApiError | null {
  if (canTransition(from, to)) return null;
  const params = { from: t(`vacancyApi.statuses.${from}`), to: t(`vacancyApi.statuses.${to}`) };
  return new ApiError(422, { code: 'invalidTransition', params, detail: t('vacancyApi.errors.invalidTransition', params), source });
}
