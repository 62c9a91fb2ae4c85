/** Organizations (docs/domain.md): their kinds, statuses and the status transitions. */
import { isOneOf } from './values';

export const ORGANIZATION_TYPES = ['NonProfit', 'VolunteerCenter', 'School'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Types an organization may choose when signing up itself (a VolunteerCenter organization is the center's own). */
export const SIGNUP_ORGANIZATION_TYPES = ['NonProfit', 'School'] as const satisfies readonly OrganizationType[];

export const ORGANIZATION_STATUSES = ['approved', 'pending', 'denied', 'archived', 'deleted'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const isOrganizationStatus = (value: unknown): value is OrganizationStatus => isOneOf(ORGANIZATION_STATUSES, value);
export const isOrganizationType = (value: unknown): value is OrganizationType => isOneOf(ORGANIZATION_TYPES, value);

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
