/**
 * The organization forms (add, edit, public sign-up): zod schemas for the form values (strings as the inputs
 * hold them) and the mapping to the API's attributes. The organization's own fields take their rules from its
 * attribute schema (domain/organizations.ts), the backend's; the backend validates again.
 */
import { z } from 'zod';
import { organizationAttributesSchema } from '@/domain/organizations';
import { POSTAL_CODE_PATTERN } from '@/domain/values';
import type { OrganizationSignupWrite, OrganizationWrite } from './api';
import { SIGNUP_ORGANIZATION_TYPES, type OrganizationStatus } from './status';
import type { OrganizationView } from './view';

export const PASSWORD_MIN = 8;

/** Optional text: the input holds '' when empty (`.optional()` also keeps the required mark off). */
const optional = (max: number) => z.string().trim().max(max).optional();

const addressFields = {
  street: optional(200),
  houseNumber: optional(20),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN).or(z.literal('')),
  city: optional(100),
};

// Every profile field may stay empty (no required marks).
const profileSchema = z.object({
  nonProfitTypeId: z.string().optional(),
  showOnSocialMap: z.boolean().optional(),
  activityTypeIds: z.array(z.string()).max(50).optional(),
});

const fields = organizationAttributesSchema.shape;

const organizationFields = {
  // min(1) first: an empty name says "required", a one-letter name "at least 2 characters".
  name: z.string().trim().min(1).pipe(fields.name),
  email: fields.email.unwrap().or(z.literal('')),
  phoneNumber: fields.phoneNumber.unwrap().optional(),
  website: fields.website.unwrap().or(z.literal('')),
  description: fields.description.unwrap().optional(),
  address: z.object(addressFields),
  profile: profileSchema,
};

/** Add and edit (center staff; the organization's own superuser edits too, without the status). */
export const organizationFormSchema = z.object({
  ...organizationFields,
  organizationType: fields.organizationType,
  status: fields.status,
  denialReason: fields.denialReason.unwrap().optional(),
});

export type OrganizationFormInput = z.input<typeof organizationFormSchema>;
export type OrganizationFormValues = z.output<typeof organizationFormSchema>;

export interface SignupMessages {
  passwordsDiffer: string;
  acceptTerms: string;
}

/** The public sign-up: the organization (its e-mail address and city required) and its first user. */
export function organizationSignupFormSchema(messages: SignupMessages) {
  return z.object({
    ...organizationFields,
    organizationType: z.enum(SIGNUP_ORGANIZATION_TYPES),
    email: fields.email.unwrap(),
    address: z.object({ ...addressFields, city: z.string().trim().min(1).max(100) }),
    user: z
      .object({
        firstName: z.string().trim().min(1).max(100),
        lastName: z.string().trim().min(1).max(100),
        email: z.email().max(254),
        phoneNumber: optional(40),
        password: z.string().min(1).min(PASSWORD_MIN).max(128),
        passwordConfirmation: z.string().min(1),
        acceptTerms: z.boolean().refine((v) => v, messages.acceptTerms),
      })
      .refine((u) => u.password === u.passwordConfirmation, { path: ['passwordConfirmation'], message: messages.passwordsDiffer }),
  });
}

export type SignupFormSchema = ReturnType<typeof organizationSignupFormSchema>;
export type SignupFormInput = z.input<SignupFormSchema>;
export type SignupFormValues = z.output<SignupFormSchema>;

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

const EMPTY_PROFILE = { nonProfitTypeId: '', showOnSocialMap: false, activityTypeIds: [] as string[] };
const EMPTY_ADDRESS = { street: '', houseNumber: '', postalCode: '', city: '' };

export function emptyOrganizationForm(): OrganizationFormInput {
  return {
    name: '',
    organizationType: 'NonProfit',
    email: '',
    phoneNumber: '',
    website: '',
    description: '',
    address: { ...EMPTY_ADDRESS },
    profile: { ...EMPTY_PROFILE, activityTypeIds: [] },
    status: 'approved',
    denialReason: '',
  };
}

export function emptySignupForm(): SignupFormInput {
  return {
    name: '',
    organizationType: 'NonProfit',
    email: '',
    phoneNumber: '',
    website: '',
    description: '',
    address: { ...EMPTY_ADDRESS },
    profile: { ...EMPTY_PROFILE, activityTypeIds: [] },
    user: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', passwordConfirmation: '', acceptTerms: false },
  };
}

/** The edit form's starting values from an organization (address and profile included). */
export function organizationFormValues(org: OrganizationView): OrganizationFormInput {
  return {
    name: org.name,
    organizationType: org.organizationType,
    email: org.email ?? '',
    phoneNumber: org.phoneNumber ?? '',
    website: org.website ?? '',
    description: org.description ?? '',
    address: {
      street: org.address?.street ?? '',
      houseNumber: org.address?.houseNumber ?? '',
      postalCode: org.address?.postalCode ?? '',
      city: org.address?.city ?? '',
    },
    profile: {
      nonProfitTypeId: org.profile?.nonProfitTypeId ? String(org.profile.nonProfitTypeId) : '',
      showOnSocialMap: org.profile?.showOnSocialMap ?? false,
      activityTypeIds: (org.profile?.activityTypeIds ?? []).map(String),
    },
    status: org.status,
    denialReason: org.denialReason ?? '',
  };
}

type CommonValues = Pick<
  OrganizationFormValues,
  'name' | 'organizationType' | 'email' | 'phoneNumber' | 'website' | 'description' | 'address' | 'profile'
>;

function commonAttributes(values: CommonValues): OrganizationWrite {
  return {
    name: values.name.trim(),
    organizationType: values.organizationType,
    email: orNull(values.email),
    phoneNumber: orNull(values.phoneNumber),
    website: orNull(values.website),
    description: orNull(values.description),
    address: {
      street: orNull(values.address.street),
      houseNumber: orNull(values.address.houseNumber),
      postalCode: orNull(values.address.postalCode),
      city: orNull(values.address.city),
    },
    // The non-profit profile belongs to non-profits only.
    ...(values.organizationType === 'NonProfit'
      ? {
          profile: {
            nonProfitTypeId: values.profile.nonProfitTypeId ? Number(values.profile.nonProfitTypeId) : null,
            showOnSocialMap: values.profile.showOnSocialMap ?? false,
            activityTypeIds: (values.profile.activityTypeIds ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0),
          },
        }
      : {}),
  };
}

/**
 * The attributes of POST/PUT /organizations. The status (and the denial reason) go along only when the viewer
 * may change it and it changed; creating takes the chosen status.
 */
export function toOrganizationAttributes(
  values: OrganizationFormValues,
  options: { initialStatus: OrganizationStatus | null; canChangeStatus: boolean },
): OrganizationWrite {
  const attributes: OrganizationWrite = commonAttributes(values);
  if (options.canChangeStatus && values.status !== options.initialStatus) {
    attributes.status = values.status;
    if (values.status === 'denied') attributes.denialReason = orNull(values.denialReason);
  }
  return attributes;
}

export function toSignupAttributes(values: SignupFormValues): OrganizationSignupWrite {
  return {
    ...commonAttributes(values),
    email: values.email.trim(),
    user: {
      firstName: values.user.firstName.trim(),
      lastName: values.user.lastName.trim(),
      email: values.user.email.trim(),
      phoneNumber: orNull(values.user.phoneNumber),
      password: values.user.password,
      passwordConfirmation: values.user.passwordConfirmation,
      acceptTerms: values.user.acceptTerms,
    },
  };
}
