/** Organizations (docs/domain.md): their kinds, statuses and the status transitions. */
import { z } from 'zod';
import { isOneOf, recordIdSchema, type Wire } from './values';

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
