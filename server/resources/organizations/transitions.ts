/** Organization status transitions: the table is domain/organizations.ts's; a refused change is a 422 on /data/attributes/status. */
import { canOrganizationTransition, type OrganizationStatus } from '@/domain/organizations';
import { invalidTransition } from '../../jsonapi/errors';

export function assertTransition(from: OrganizationStatus, to: OrganizationStatus): void {
  if (!canOrganizationTransition(from, to)) throw invalidTransition(from, to);
}
