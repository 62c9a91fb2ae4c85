/** The contract of user writes, derived from the user's attribute schema (domain/users.ts). */
import { z } from 'zod';
import { ROLE_NAMES } from '@/domain/roles';
import { USER_STATUSES, userAttributesSchema } from '@/domain/users';
import { recordIdSchema } from '@/domain/value-schemas';
import { filterId, filterText } from '../../jsonapi/query';

export const PASSWORD_MIN = 8;
export const password = z.string().min(PASSWORD_MIN).max(128);

const fields = userAttributesSchema.shape;

const profileFields = {
  firstName: fields.firstName,
  lastName: fields.lastName,
  phoneNumber: fields.phoneNumber.optional(),
  jobTitle: fields.jobTitle.optional(),
  gender: fields.gender.optional(),
  locale: fields.locale.optional(),
  digestDays: fields.digestDays.optional(),
};

/** Staff create (invite) a user; the invitation mail lets them choose a password. */
export const userCreate = z
  .object({
    ...profileFields,
    email: fields.email,
    role: z.enum(ROLE_NAMES).optional(),
    organizationId: recordIdSchema.nullable().optional(),
  })
  .strict();

export const userUpdate = z
  .object({
    ...profileFields,
    email: fields.email,
    status: fields.status,
    organizationId: recordIdSchema.nullable(),
    mentorId: fields.mentorId,
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

export const roleChange = z.object({ role: z.enum(ROLE_NAMES), organizationId: recordIdSchema.nullable().optional() }).strict();

/** Volunteer sign-up (POST /auth). */
export const registration = z
  .object({
    email: fields.email,
    password,
    passwordConfirmation: z.string(),
    firstName: fields.firstName,
    lastName: fields.lastName,
    phoneNumber: fields.phoneNumber.optional(),
    locale: fields.locale.optional(),
    acceptTerms: z.literal(true, { error: 'api.validation.acceptTerms' }),
    confirmSuccessUrl: z.string().optional(),
  })
  .strict();

/*
 * The query specs of /api/v1/users, shared by its router, userDocument and the OpenAPI description
 * (server/openapi), which must not import a router.
 */

export const INCLUDES = ['roles', 'organizations'] as const;
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(values)).min(1));

export const listSpec = {
  includes: INCLUDES,
  filters: {
    organization_id_eq: filterId,
    with_role: list(ROLE_NAMES),
    status_eq: list(USER_STATUSES),
    name_cont: filterText,
  },
  sorts: ['last_name', 'first_name', 'email', 'created_at', 'status'],
  defaultSort: 'last_name',
  params: ['query'],
} as const;
