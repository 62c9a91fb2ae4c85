/** The contract of organization writes; the same schemas validate the admin forms. */
import { z } from 'zod';
import { organizationStatuses, organizationTypes } from '../../db/schema/enums';
import { recordId } from '../../jsonapi/query';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

export const addressAttributes = z
  .object({
    street: optionalText(200),
    houseNumber: optionalText(20),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{4}\s?[A-Za-z]{2}$|^$/, 'api.validation.invalid')
      .nullable()
      .optional(),
    city: optionalText(100),
    country: z.string().trim().length(2).optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  })
  .strict();

export const profileAttributes = z
  .object({
    nonProfitTypeId: recordId.nullable().optional(),
    showOnSocialMap: z.boolean().optional(),
    activityTypeIds: z.array(recordId).max(50).optional(),
  })
  .strict();

const organizationAttributes = z
  .object({
    organizationType: z.enum(organizationTypes),
    name: text(200).min(2),
    website: z.url().max(300).nullable().optional().or(z.literal('')),
    email: z.email().max(254).nullable().optional().or(z.literal('')),
    phoneNumber: optionalText(40),
    description: optionalText(10_000),
    status: z.enum(organizationStatuses).optional(),
    denialReason: optionalText(2000),
    address: addressAttributes.optional(),
    profile: profileAttributes.optional(),
  })
  .strict();

export const organizationCreate = organizationAttributes;
export const organizationUpdate = organizationAttributes.partial().strict();
export const statusUpdate = z
  .object({ status: z.enum(organizationStatuses), denialReason: optionalText(2000) })
  .strict();

export type OrganizationCreate = z.output<typeof organizationCreate>;
export type OrganizationUpdate = z.output<typeof organizationUpdate>;

/** POST /organizations/{id}/move: the target center (of the same tenant). */
export const moveAttributes = z.object({ volunteerCenterId: recordId }).strict();

/** The first user of a signed-up organization; becomes its organization superuser. */
export const signupUserAttributes = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    password: z.string().min(8).max(128),
    passwordConfirmation: z.string().max(128),
    phoneNumber: optionalText(40),
    acceptTerms: z.literal(true, { error: 'api.validation.acceptTerms' }),
  })
  .strict();

/**
 * POST /organizations/signup (public): a non-profit or a school asks to join the center. Starts pending.
 * The organization's e-mail address is required: the center's decision is mailed to it.
 */
export const organizationSignup = z
  .object({
    organizationType: z.enum(['NonProfit', 'School']),
    name: text(200).min(2),
    email: z.email().max(254),
    phoneNumber: optionalText(40),
    website: z.url().max(300).nullable().optional().or(z.literal('')),
    description: optionalText(10_000),
    address: addressAttributes.extend({ city: text(100).min(1) }).strict(),
    profile: profileAttributes.optional(),
    user: signupUserAttributes,
  })
  .strict();

export type OrganizationSignup = z.output<typeof organizationSignup>;
