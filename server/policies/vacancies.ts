/**
 * Vacancies (docs/domain.md#roles): center staff (admin, center_superuser) manage every vacancy of their center;
 * an organization superuser manages the vacancies of their own organizations. Everyone else only reads the public
 * vacancy bank. The rules are domain/vacancies.ts's, shared with the web's vacancy screens. Records of other
 * centers never reach these checks: the scoped queries make them 404 first.
 */
import { mayListVacancies, mayManageVacanciesOf, mayManageVacancy, vacancyListScope } from '@/domain/vacancies';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const vacancyPolicy = {
  /** May open the management list (its rows are then limited by `listScope`). */
  list: (actor: Actor) => mayListVacancies(actor),
  /** null = the whole center; otherwise only vacancies of these organizations. */
  listScope: (actor: Actor): number[] | null => vacancyListScope(actor),
  /** Management access to one vacancy (drafts, filled, archived, deleted ones, internal fields). */
  manage: (actor: Actor, vacancy: { organizationId: number }) => mayManageVacancy(actor, vacancy),
  /** Creating (or moving a vacancy to) an organization: staff for any, superusers for their own. */
  createFor: (actor: Actor, organizationId: number) => mayManageVacanciesOf(actor, organizationId),
};
