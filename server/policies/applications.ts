/**
 * Applications (docs/domain.md#roles): center staff handle every application of their center; an organization
 * superuser those to their organizations' vacancies; a mentor reads those of their students; everyone else only
 * their own. The rules are domain/applications.ts's, shared with the web. Records of other centers never reach
 * these checks: the scoped queries make them 404 first.
 */
import {
  type ApplicationAccess,
  type ApplicationListScope as Scope,
  applicationListScope,
  mayManageApplication,
  mayReadApplication,
  mayWithdrawApplication,
} from '@/domain/applications';
import type { Viewer } from '../context';
import { asPerson } from './person';

type Actor = Viewer | null;

export type ApplicationRecord = ApplicationAccess<number>;

/** Which applications a list shows: the whole center, or the union of its parts. */
export type ApplicationListScope = Scope<number>;

export const applicationPolicy = {
  /** Anyone may apply to a public vacancy, signed in or as a guest. */
  create: () => true,
  listScope: (actor: Viewer): ApplicationListScope => applicationListScope({ id: actor.user.id, roles: actor.roles }),
  read: (actor: Actor, app: ApplicationRecord) => mayReadApplication(asPerson(actor), app),
  /** Accepting, rejecting and the internal note belong to the organization (and the center). */
  manage: (actor: Actor, app: Pick<ApplicationRecord, 'organizationId'>) => mayManageApplication(actor, app),
  withdraw: (actor: Actor, app: Pick<ApplicationRecord, 'userId'>) => mayWithdrawApplication(asPerson(actor), app),
};
