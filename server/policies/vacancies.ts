/**
 * Vacancies (docs/domain.md#roles): center staff (admin, center_superuser) manage every vacancy of their center;
 * an organization superuser manages the vacancies of their own organizations. Everyone else only reads the public
 * vacancy bank. Records of other centers never reach these checks: the scoped queries make them 404 first.
 */
import type { Viewer } from '../context';

type Actor = Viewer | null;

const isStaff = (actor: Actor) => !!actor && actor.roles.some((r) => r.name === 'admin' || r.name === 'center_superuser');

/** Organizations whose vacancies the actor manages as their organization superuser. */
export const managedVacancyOrganizations = (actor: Actor): number[] =>
  actor
    ? [...new Set(actor.roles.filter((r) => r.name === 'organization_superuser' && r.organizationId !== null).map((r) => r.organizationId as number))]
    : [];

export const vacancyPolicy = {
  /** May open the management list (its rows are then limited by `listScope`). */
  list: (actor: Actor) => isStaff(actor) || managedVacancyOrganizations(actor).length > 0,
  /** null = the whole center; otherwise only vacancies of these organizations. */
  listScope: (actor: Actor): number[] | null => (isStaff(actor) ? null : managedVacancyOrganizations(actor)),
  /** Management access to one vacancy (drafts, filled, archived, deleted ones, internal fields). */
  manage: (actor: Actor, vacancy: { organizationId: number }) =>
    isStaff(actor) || managedVacancyOrganizations(actor).includes(vacancy.organizationId),
  /** Creating (or moving a vacancy to) an organization: staff for any, superusers for their own. */
  createFor: (actor: Actor, organizationId: number) =>
    isStaff(actor) || managedVacancyOrganizations(actor).includes(organizationId),
};
