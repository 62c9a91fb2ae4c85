/**
 * Organizations (docs/domain.md): their kinds, statuses and the status transitions, their attributes, and who may
 * see and change them (the backend's organizationPolicy and the web's organization screens ask the same rules).
 */
import { z } from 'zod';
import { type Holder, hasOrganizationRole, isAdmin, isCenterStaff, isMemberOf, type Member } from './roles';
import { isOneOf, POSTAL_CODE_PATTERN, type Wire } from './values';
import { recordIdSchema } from './value-schemas';

export const ORGANIZATION_TYPES = ['NonProfit', 'VolunteerCenter', 'School'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Types an organization may choose when signing up itself (a VolunteerCenter organization is the center's own). */
export const SIGNUP_ORGANIZATION_TYPES = ['NonProfit', 'School'] as const satisfies readonly OrganizationType[];

export const ORGANIZATION_STATUSES = ['approved', 'pending', 'denied', 'archived', 'deleted'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const isOrganizationStatus = (value: unknown): value is OrganizationStatus => isOneOf(ORGANIZATION_STATUSES, value);

/** The status changes the API accepts; anything else is a 422. Restoring a deleted one is an admin's decision (a policy). */
export const ORGANIZATION_TRANSITIONS: Readonly<Record<OrganizationStatus, readonly OrganizationStatus[]>> = {
  pending: ['approved', 'denied', 'deleted'],
  denied: ['approved', 'deleted'],
  approved: ['archived', 'deleted'],
  archived: ['approved', 'deleted'],
  deleted: ['approved', 'archived', 'pending'],
};

/** Keeping the current status is always allowed. */
export const canOrganizationTransition = (from: OrganizationStatus, to: OrganizationStatus): boolean =>
  from === to || ORGANIZATION_TRANSITIONS[from].includes(to);

const text = (max: number) => z.string().trim().max(max);

/**
 * An organization's own attributes and the rule of each (its address and profile are resources of their own).
 * The API's write contract (server/resources/organizations/schemas.ts), the serializer's type, the screens' view
 * and the forms derive from it. Messages are i18n keys (messages/*.json).
 */
export const organizationAttributesSchema = z.object({
  organizationType: z.enum(ORGANIZATION_TYPES),
  name: text(200).min(2),
  website: z.url().max(300).nullable(),
  email: z.email().max(254).nullable(),
  phoneNumber: text(40).nullable(),
  description: text(10_000).nullable(),
  status: z.enum(ORGANIZATION_STATUSES),
  denialReason: text(2000).nullable(),
});

/**
 * An organization's address and the rule of each field: a resource of its own, written nested in the
 * organization's writes (server/resources/organizations/schemas.ts) and by the organization forms.
 */
export const organizationAddressSchema = z.object({
  street: text(200).nullable(),
  houseNumber: text(20).nullable(),
  postalCode: z
    .string()
    .trim()
    .regex(new RegExp(`${POSTAL_CODE_PATTERN.source}|^$`), 'api.validation.invalid')
    .nullable(),
  city: text(100).nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().length(2),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});

/** A non-profit's profile (its non-profit type, whether it shows on the social map, its activity types), written nested like the address. */
export const organizationProfileSchema = z.object({
  nonProfitTypeId: recordIdSchema.nullable(),
  showOnSocialMap: z.boolean(),
  activityTypeIds: z.array(recordIdSchema).max(50),
});

/** What only the backend sets: the formatted address and its city, the center, the times. */
export const organizationReadOnlySchema = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  volunteerCenterId: recordIdSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** An organization's attributes as the API serves them (the backend's serializer satisfies this type). */
export type OrganizationAttributes = z.output<typeof organizationAttributesSchema> & z.output<typeof organizationReadOnlySchema>;

/** The same attributes as JSON carries them to the web. */
export type OrganizationWire = Wire<OrganizationAttributes>;

/* Who may see and change organizations (docs/domain.md#roles). Generic over the id type (backend numbers, web strings). */

/** An organization as the rules need it. */
export interface OrganizationAccess<Id = unknown> {
  id: Id;
  status: OrganizationStatus;
}

/** Everyone sees approved organizations (the social map); staff see all; members see their own unless deleted. */
export const mayReadOrganization = <Id>(actor: Member<Id> | null | undefined, org: OrganizationAccess<Id>): boolean =>
  org.status === 'approved' || isCenterStaff(actor) || (org.status !== 'deleted' && isMemberOf(actor, org.id));

/** Which statuses a list shows the holder (null = all but deleted). */
export const visibleOrganizationStatuses = (actor: Holder): OrganizationStatus[] | null => (isCenterStaff(actor) ? null : ['approved']);

/** The organization's own fields: center staff, or a superuser of this organization (not once it is deleted). */
export const mayUpdateOrganization = <Id>(actor: Holder<Id>, org: OrganizationAccess<Id>): boolean =>
  isCenterStaff(actor) || (org.status !== 'deleted' && hasOrganizationRole(actor, org.id, 'organization_superuser'));

/**
 * What the center decides about its organizations, never an organization itself: adding one, approving, denying,
 * archiving, deleting and moving them, and their type (a VolunteerCenter organization is the center's own), status
 * and denial reason. The organizations section of the navigation is theirs.
 */
export const mayAdministerOrganizations = (actor: Holder): boolean => isCenterStaff(actor);

/** Deleted organizations are hidden; only an admin may restore one. */
export const mayRestoreOrganization = (actor: Holder): boolean => isAdmin(actor);
