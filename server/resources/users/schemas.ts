/** The contract of user writes (docs/domain.md#entities User); shared with the web's forms. */
import { z } from 'zod';
import { genders, locales, roleNames, userStatuses } from '../../db/schema/enums';
import { recordId } from '../../jsonapi/query';

export const PASSWORD_MIN = 8;
export const password = z.string().min(PASSWORD_MIN).max(128);

const name = z.string().trim().max(100);
/** ISO weekdays (1 = Monday … 7 = Sunday), stored once each and in order; empty = no digest. */
const digestDays = z
  .array(z.number().int().min(1).max(7))
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

const profileFields = {
  firstName: name.min(1),
  lastName: name.min(1),
  phoneNumber: z.string().trim().max(40).nullable().optional(),
  jobTitle: z.string().trim().max(100).nullable().optional(),
  gender: z.enum(genders).nullable().optional(),
  locale: z.enum(locales).optional(),
  digestDays: digestDays.optional(),
};

/** Staff create (invite) a user; the invitation mail lets them choose a password. */
export const userCreate = z
  .object({
    ...profileFields,
    email: z.email().max(254),
    role: z.enum(roleNames).optional(),
    organizationId: recordId.nullable().optional(),
  })
  .strict();

export const userUpdate = z
  .object({
    ...profileFields,
    email: z.email().max(254),
    status: z.enum(userStatuses),
    organizationId: recordId.nullable(),
    mentorId: recordId.nullable(),
    /** Needed when the e-mail of one's own account changes (the same rule as POST /current_user/email). */
    currentPassword: z.string().min(1).max(200),
  })
  .partial()
  .strict();

/** What a user may change of their own account (PATCH /current_user). */
export const currentUserUpdate = z
  .object({
    ...profileFields,
    password: password,
    passwordConfirmation: z.string(),
    currentPassword: z.string(),
  })
  .partial()
  .strict();

export const roleChange = z
  .object({ role: z.enum(roleNames), organizationId: recordId.nullable().optional() })
  .strict();

/** Volunteer sign-up (POST /auth). */
export const registration = z
  .object({
    email: z.email().max(254),
    password,
    passwordConfirmation: z.string(),
    firstName: name.min(1),
    lastName: name.min(1),
    phoneNumber: z.string().trim().max(40).nullable().optional(),
    locale: z.enum(locales).optional(),
    acceptTerms: z.literal(true, { error: 'api.validation.acceptTerms' }),
    confirmSuccessUrl: z.string().optional(),
  })
  .strict();
