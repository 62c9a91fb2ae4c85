/**
 * Application transitions (docs/domain.md): new (no status) -> accepted | rejected; accepted <-> rejected as a
 * correction; the applicant may withdraw a new one. A withdrawn application is closed for good.
 * Anything else is a 422 on /data/attributes/status, worded with the statuses' own names.
 */
import type { ApplicationStatus } from '../../db/schema/enums';
import type { Translate } from '../../i18n';
import { ApiError } from '../../jsonapi/errors';

export type ApplicationState = ApplicationStatus | 'new' | 'withdrawn';

export function stateOf(app: { status: ApplicationStatus | null; withdrawnAt: Date | null }): ApplicationState {
  if (app.withdrawnAt) return 'withdrawn';
  return app.status ?? 'new';
}

const ALLOWED: Record<ApplicationState, ApplicationState[]> = {
  new: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['rejected'],
  rejected: ['accepted'],
  withdrawn: [],
};

/** Repeating the current status is a no-op, except withdrawing twice: that would hide a stale screen's mistake. */
export const canTransition = (from: ApplicationState, to: ApplicationState) =>
  (from === to && from !== 'withdrawn') || ALLOWED[from].includes(to);

export function assertTransition(t: Translate, from: ApplicationState, to: ApplicationState): void {
  if (canTransition(from, to)) return;
  const params = { from: t(`applicationApi.statuses.${from}`), to: t(`applicationApi.statuses.${to}`) };
  throw new ApiError(422, {
    code: 'invalidTransition',
    params,
    detail: t('applicationApi.errors.invalidTransition', params),
    source: { pointer: '/data/attributes/status' },
  });
}
