/**
 * Organization statuses as the screens offer them, from the backend's own transition table (domain/organizations.ts);
 * the backend stays the judge.
 */
import { ORGANIZATION_TRANSITIONS, type OrganizationStatus } from '@/domain/organizations';

export {
  isOrganizationStatus,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  type OrganizationStatus,
  type OrganizationType,
  SIGNUP_ORGANIZATION_TYPES,
} from '@/domain/organizations';

/**
 * The statuses a status control offers for an organization: the current one first, then the allowed changes.
 * Deleting has its own button (with a confirmation), so it is never offered here; only admins restore.
 */
export function statusOptions(current: OrganizationStatus, { isAdmin }: { isAdmin: boolean }): OrganizationStatus[] {
  if (current === 'deleted' && !isAdmin) return [current];
  return [current, ...ORGANIZATION_TRANSITIONS[current].filter((status) => status !== 'deleted')];
}

/** Whether a change needs a reason (the denial is mailed with it). */
export const needsReason = (status: OrganizationStatus) => status === 'denied';

/** The badge colour per status (docs/domain.md#states-and-transitions: approved is shown as "Active"). */
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
