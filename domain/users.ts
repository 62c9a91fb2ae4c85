/** Users (docs/domain.md): account statuses and their transitions, how an account came to be, genders. */
import { isOneOf } from './values';

export const USER_STATUSES = ['active', 'invited', 'inactive', 'archived'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const isUserStatus = (value: unknown): value is UserStatus => isOneOf(USER_STATUSES, value);

/** invited -> active; active <-> inactive; any -> archived, which is final. */
export const USER_TRANSITIONS: Readonly<Record<UserStatus, readonly UserStatus[]>> = {
  invited: ['active', 'archived'],
  active: ['inactive', 'archived'],
  inactive: ['active', 'archived'],
  archived: [],
};

/** Keeping the current status is always allowed. */
export const canUserTransition = (from: UserStatus, to: UserStatus): boolean => from === to || USER_TRANSITIONS[from].includes(to);

export const SIGNUP_METHODS = ['signedUp', 'createdByUser', 'imported', 'unknown'] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
