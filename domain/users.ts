/** Users (docs/domain.md): account statuses and their transitions, how an account came to be, their attributes. */
import { z } from 'zod';
import { ROLE_NAMES } from './roles';
import { isOneOf, LOCALES, recordIdSchema, type Wire } from './values';

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

const personName = z.string().trim().max(100).min(1);

/**
 * A user's attributes that can be written, and the rule of each. The API's contracts for inviting, editing,
 * one's own account and signing up (server/resources/users/schemas.ts), the serializer's type and the users
 * screens derive from it.
 */
export const userAttributesSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: z.email().max(254),
  phoneNumber: z.string().trim().max(40).nullable(),
  jobTitle: z.string().trim().max(100).nullable(),
  gender: z.enum(GENDERS).nullable(),
  locale: z.enum(LOCALES),
  /** ISO weekdays (1 = Monday … 7 = Sunday), stored once each and in order; empty = no digest. */
  digestDays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  status: z.enum(USER_STATUSES),
  mentorId: recordIdSchema.nullable(),
});

/**
 * What only the backend sets. `role` (the most powerful one) and `organizationId` (the first membership) are
 * served only when the roles and memberships were loaded.
 */
export const userReadOnlySchema = z.object({
  fullName: z.string(),
  signupMethod: z.enum(SIGNUP_METHODS),
  confirmedAt: z.date().nullable(),
  acceptedTermsAt: z.date().nullable(),
  lastSignInAt: z.date().nullable(),
  volunteerCenterId: recordIdSchema,
  role: z.enum(ROLE_NAMES).nullable().optional(),
  organizationId: recordIdSchema.nullable().optional(),
  createdAt: z.date(),
});

/** A user's attributes as the API serves them (the backend's serializer satisfies this type). */
export type UserAttributes = z.output<typeof userAttributesSchema> & z.output<typeof userReadOnlySchema>;

/** The same attributes as JSON carries them to the web. */
export type UserWire = Wire<UserAttributes>;
