/**
 * Application transitions: the table is domain/applications.ts's (docs/domain.md). A refused change is a 422 on
 * /data/attributes/status, worded with the statuses' own names.
 */
import { type ApplicationState, canApplicationTransition } from '@/domain/applications';
import type { Translate } from '../../i18n';
import { ApiError } from '../../jsonapi/errors';

export function assertTransition(t: Translate, from: ApplicationState, to: ApplicationState): void {
  if (canApplicationTransition(from, to)) return;
  const params = { from: t(`applicationApi.statuses.${from}`), to: t(`applicationApi.statuses.${to}`) };
  throw new ApiError(422, {
    code: 'invalidTransition',
    params,
    detail: t('applicationApi.errors.invalidTransition', params),
    source: { pointer: '/data/attributes/status' },
  });
}
