/**
 * Vacancies (docs/domain.md): their kinds, statuses and status transitions, and the one schema of their
 * attributes from which the API's validation, the serializer's type and the web's views and forms derive.
 */
import { isOneOf } from './values';

export const VACANCY_TYPES = ['volunteering', 'p2p', 'activity', 'language'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];
export const isVacancyType = (value: unknown): value is VacancyType => isOneOf(VACANCY_TYPES, value);

export const VACANCY_STATUSES = ['draft', 'published', 'filled', 'expired', 'archived', 'deleted'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export const isVacancyStatus = (value: unknown): value is VacancyStatus => isOneOf(VACANCY_STATUSES, value);

export const ACTIVITY_FREQUENCIES = ['once', 'multi_day', 'regularly'] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];
export const isActivityFrequency = (value: unknown): value is ActivityFrequency => isOneOf(ACTIVITY_FREQUENCIES, value);

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The status changes a person may make. `expired` is only ever set by the expiry job, never through the API;
 * republishing also needs a future expires_at, which the backend checks with the other attributes.
 */
export const VACANCY_TRANSITIONS: Readonly<Record<VacancyStatus, readonly VacancyStatus[]>> = {
  draft: ['published', 'deleted'],
  published: ['filled', 'archived', 'deleted'],
  filled: ['published', 'deleted'],
  expired: ['published', 'deleted'],
  archived: ['published', 'deleted'],
  deleted: [],
};

/** Keeping the current status is always allowed. */
export const canVacancyTransition = (from: VacancyStatus, to: VacancyStatus): boolean => from === to || VACANCY_TRANSITIONS[from].includes(to);

/** The statuses a vacancy in `from` may be moved to (for the screens' status menus). */
export const nextVacancyStatuses = (from: VacancyStatus): VacancyStatus[] => [...VACANCY_TRANSITIONS[from]];
