/** Organization status transitions: the table is domain/organizations.ts's; a refused change is a 422 on /data/attributes/status. */
import { canOrganizationTransition, type OrganizationStatus } from '@/domain/organizations';
import { invalidTransition } from '../../jsonapi/errors';

export const canTransition = canOrganizationTransition;

export function assertTransition(from: OrganizationStatus, to: OrganizationStatus): void {
  if (!canTransition(from, to)) throw invalidTransition(from, to);
}
