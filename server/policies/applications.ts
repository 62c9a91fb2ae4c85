/**
 * Applications (docs/domain.md#roles): center staff handle every application of their center; an organization
 * superuser those to their organizations' vacancies; a mentor reads those of their students; everyone else only
 * their own. Records of other centers never reach these checks: the scoped queries make them 404 first.
 */
import { hasRole, isCenterStaff as isStaff, organizationsWithRole } from '@/domain/roles';
import type { Viewer } from '../context';

type Actor = Viewer | null;

const isMentor = (actor: Actor) => hasRole(actor, 'mentor');

export interface ApplicationRecord {
  userId: number | null;
  /** The organization of the vacancy applied to. */
  organizationId: number;
  /** The applicant's mentor, when the applicant is a student. */
  applicantMentorId: number | null;
}

/** Which applications a list shows: the whole center, or the union of the parts below. */
export interface ApplicationListScope {
  all: boolean;
  userId: number;
  organizationIds: number[];
  /** Applications of the students of this mentor. */
  mentorId: number | null;
}

export const applicationPolicy = {
  /** Anyone may apply to a public vacancy, signed in or as a guest. */
  create: () => true,
  listScope: (actor: Viewer): ApplicationListScope => ({
    all: isStaff(actor),
    userId: actor.user.id,
    organizationIds: organizationsWithRole(actor, 'organization_superuser'),
    mentorId: isMentor(actor) ? actor.user.id : null,
  }),
  read: (actor: Actor, app: ApplicationRecord) =>
    !!actor &&
    (isStaff(actor) ||
      app.userId === actor.user.id ||
      organizationsWithRole(actor, 'organization_superuser').includes(app.organizationId) ||
      (isMentor(actor) && app.applicantMentorId === actor.user.id)),
  /** Accepting, rejecting and the internal note belong to the organization (and the center). */
  manage: (actor: Actor, app: Pick<ApplicationRecord, 'organizationId'>) =>
    isStaff(actor) || organizationsWithRole(actor, 'organization_superuser').includes(app.organizationId),
  withdraw: (actor: Actor, app: Pick<ApplicationRecord, 'userId'>) => !!actor && app.userId !== null && app.userId === actor.user.id,
};
