/** Organization status transitions (docs/domain.md). Anything not listed is a 422 on /data/attributes/status. */
import type { OrganizationStatus } from '../../db/schema/enums';
import { invalidTransition } from '../../jsonapi/errors';

const ALLOWED: Record<OrganizationStatus, OrganizationStatus[]> = {
  pending: ['approved', 'denied', 'deleted'],
  denied: ['approved', 'deleted'],
  approved: ['archived', 'deleted'],
  archived: ['approved', 'deleted'],
  // Restoring a deleted organization is an admin's decision (checked by the policy).
  deleted: ['approved', 'archived', 'pending'],
};

export function canTransition(from: OrganizationStatus, to: OrganizationStatus): boolean {
  return from === to || ALLOWED[from].includes(to);
}

export function assertTransition(from: OrganizationStatus, to: OrganizationStatus): void {
  if (!canTransition(from, to)) throw invalidTransition(from, to);
}
