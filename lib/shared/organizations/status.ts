/**
 * Organization statuses as the screens offer them. The transitions mirror the backend's
 * (server/resources/organizations/transitions.ts, DOMAIN.md); the backend stays the judge.
 */
export const ORGANIZATION_STATUSES = ['approved', 'pending', 'denied', 'archived', 'deleted'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const ORGANIZATION_TYPES = ['NonProfit', 'VolunteerCenter', 'School'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Types an organization may choose when signing up itself. */
export const SIGNUP_ORGANIZATION_TYPES = ['NonProfit', 'School'] as const satisfies readonly OrganizationType[];

export function isOrganizationStatus(value: unknown): value is OrganizationStatus {
  return typeof value === 'string' && (ORGANIZATION_STATUSES as readonly string[]).includes(value);
}

const TRANSITIONS: Record<OrganizationStatus, OrganizationStatus[]> = {
  pending: ['approved', 'denied'],
  denied: ['approved'],
  approved: ['archived'],
  archived: ['approved'],
  // Restoring a deleted organization is an admin's decision.
  deleted: ['approved', 'archived', 'pending'],
};

/**
 * The statuses a status control offers for an organization: the current one first, then the allowed changes.
 * Deleting has its own button (with a confirmation), so it is never offered here; only admins restore.
 */
export function statusOptions(current: OrganizationStatus, { isAdmin }: { isAdmin: boolean }): OrganizationStatus[] {
  if (current === 'deleted' && !isAdmin) return [current];
  return [current, ...TRANSITIONS[current]];
}

/** Whether a change needs a reason (the denial is mailed with it). */
export const needsReason = (status: OrganizationStatus) => status === 'denied';

/** The badge colour per status (SPEC §4: approved is shown as "Active"). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'muted';
export function statusTone(status: OrganizationStatus): StatusTone {
  switch (status) {
    case 'approved':
      return 'success';
    case 'pending':
      return 'warning';
    case 'denied':
    case 'deleted':
      return 'danger';
    default:
      return 'muted';
  }
}
