/**
 * Vacancies (docs/domain.md#roles): center staff (admin, center_superuser) manage every vacancy of their center;
 * an organization superuser manages the vacancies of their own organizations. Everyone else only reads the public
 * vacancy bank. Records of other centers never reach these checks: the scoped queries make them 404 first.
 */
import { isCenterStaff as isStaff, organizationsWithRole } from '@/domain/roles';
import type { Viewer } from '../context';

type Actor = Viewer | null;

/** Organizations whose vacancies the actor manages as their organization superuser. */
export const managedVacancyOrganizations = (actor: Actor): number[] => organizationsWithRole(actor, 'organization_superuser');

export const vacancyPolicy = {
  /** May open the management list (its rows are then limited by `listScope`). */
  list: (actor: Actor) => isStaff(actor) || managedVacancyOrganizations(actor).length > 0,
  /** null = the whole center; otherwise only vacancies of these organizations. */
  listScope: (actor: Actor): number[] | null => (isStaff(actor) ? null : managedVacancyOrganizations(actor)),
  /** Management access to one vacancy (drafts, filled, archived, deleted ones, internal fields). */
  manage: (actor: Actor, vacancy: { organizationId: number }) =>
    isStaff(actor) || managedVacancyOrganizations(actor).includes(vacancy.organizationId),
  /** Creating (or moving a vacancy to) an organization: staff for any, superusers for their own. */
  createFor: (actor: Actor, organizationId: number) => isStaff(actor) || managedVacancyOrganizations(actor).includes(organizationId),
};
