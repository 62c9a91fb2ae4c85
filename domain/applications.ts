/**
 * Applications to vacancies (docs/domain.md). A stored application has no status while it is new, and a
 * withdrawal time once the volunteer withdrew it; the state combines both.
 */
import { isOneOf } from './values';

export const APPLICATION_STATUSES = ['accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The states the screens show and filter by, in the order of an application's life. */
export const APPLICATION_STATES = ['new', 'accepted', 'rejected', 'withdrawn'] as const satisfies readonly (
  ApplicationStatus | 'new' | 'withdrawn'
)[];
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const isApplicationState = (value: unknown): value is ApplicationState => isOneOf(APPLICATION_STATES, value);

export function applicationState(app: { status: ApplicationStatus | null; withdrawnAt: Date | string | null }): ApplicationState {
  if (app.withdrawnAt) return 'withdrawn';
  return app.status ?? 'new';
}

/** new -> accepted | rejected | withdrawn; accepted <-> rejected as a correction; withdrawn is closed for good. */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationState, readonly ApplicationState[]>> = {
  new: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['rejected'],
  rejected: ['accepted'],
  withdrawn: [],
};

/** Repeating the current state is a no-op, except withdrawing twice: that would hide a stale screen's mistake. */
export const canApplicationTransition = (from: ApplicationState, to: ApplicationState): boolean =>
  (from === to && from !== 'withdrawn') || APPLICATION_TRANSITIONS[from].includes(to);
