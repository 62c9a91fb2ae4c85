/**
 * The contract of organization writes, derived from the organization's attribute schema (domain/organizations.ts):
 * type and name are required, website and e-mail may also be sent empty; address and profile are nested.
 */
import { z } from 'zod';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  organizationAddressSchema,
  organizationAttributesSchema,
  organizationProfileSchema,
  SIGNUP_ORGANIZATION_TYPES,
} from '@/domain/organizations';
import { recordIdSchema } from '@/domain/value-schemas';
import { filterIds, filterText } from '../../jsonapi/query';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

/** The address and the non-profit profile (domain/organizations.ts): every field may be left out. */
export const addressAttributes = organizationAddressSchema.partial().strict();
export const profileAttributes = organizationProfileSchema.partial().strict();

const fields = organizationAttributesSchema.shape;

const organizationAttributes = organizationAttributesSchema
  .partial({ phoneNumber: true, description: true, status: true, denialReason: true })
  .extend({
    website: fields.website.optional().or(z.literal('')),
    email: fields.email.optional().or(z.literal('')),
    address: addressAttributes.optional(),
    profile: profileAttributes.optional(),
  })
  .strict();

export const organizationCreate = organizationAttributes;
export const organizationUpdate = organizationAttributes.partial().strict();
export const statusUpdate = z.object({ status: z.enum(ORGANIZATION_STATUSES), denialReason: fields.denialReason.optional() }).strict();

export type OrganizationCreate = z.output<typeof organizationCreate>;
export type OrganizationUpdate = z.output<typeof organizationUpdate>;

/** POST /organizations/{id}/move: the target center (of the same tenant). */
export const moveAttributes = z.object({ volunteerCenterId: recordIdSchema }).strict();

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
    organizationType: z.enum(SIGNUP_ORGANIZATION_TYPES),
    name: fields.name,
    email: fields.email.unwrap(),
    phoneNumber: fields.phoneNumber.optional(),
    website: fields.website.optional().or(z.literal('')),
    description: fields.description.optional(),
    address: addressAttributes.extend({ city: text(100).min(1) }).strict(),
    profile: profileAttributes.optional(),
    user: signupUserAttributes,
  })
  .strict();

export type OrganizationSignup = z.output<typeof organizationSignup>;

/*
 * The query specs of /api/v1/organizations, shared by its router, showOrganization and the OpenAPI description
 * (server/openapi), which must not import a router.
 */

export const INCLUDES = ['profile', 'address'] as const;
/** The list also includes each organization's vacancies (those the viewer may see; docs/api.md). */
export const LIST_INCLUDES = [...INCLUDES, 'vacancies'] as const;

const statusList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(ORGANIZATION_STATUSES)).min(1));
const typeList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(ORGANIZATION_TYPES)).min(1));

export const listSpec = {
  includes: LIST_INCLUDES,
  filters: { status_eq: statusList, status_in: statusList, organization_type_eq: typeList, id_in: filterIds, name_cont: filterText },
  sorts: ['name', 'created_at', 'status'],
  defaultSort: 'name',
  params: ['query'],
} as const;
