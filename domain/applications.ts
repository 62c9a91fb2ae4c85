/**
 * Applications to vacancies (docs/domain.md). A stored application has no status while it is new, and a
 * withdrawal time once the volunteer withdrew it; the state combines both. Also who handles which applications
 * (the backend's applicationPolicy and the web's application screens ask the same rules).
 */
import { z } from 'zod';
import { type Holder, hasRole, isCenterStaff, organizationsWithRole, type Person } from './roles';
import { isOneOf, type Locale, type Wire } from './values';

export const APPLICATION_STATUSES = ['accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The states the screens show and filter by, in the order of an application's life. */
export const APPLICATION_STATES = ['new', 'accepted', 'rejected', 'withdrawn'] as const satisfies readonly (
  ApplicationStatus | 'new' | 'withdrawn'
)[];
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const isApplicationState = (value: unknown): value is ApplicationState => isOneOf(APPLICATION_STATES, value);

export function applicationState(app: { status: ApplicationStatus | null; withdrawnAt: Date | string | null }): ApplicationState {
  if (app.withdrawnAt) return 'withdrawn';
  return app.status ?? 'new';
}

/** new -> accepted | rejected | withdrawn; accepted <-> rejected as a correction; withdrawn is closed for good. */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationState, readonly ApplicationState[]>> = {
  new: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['rejected'],
  rejected: ['accepted'],
  withdrawn: [],
};

/**
 * What the organization (and the center) write on an application: the decision and the internal note. The API's
 * update contract (server/resources/applications/schemas.ts) and the application screen derive from it.
 */
export const applicationDecisionSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  internalNote: z.string().trim().max(5000).nullable(),
});

/**
 * An application's attributes as the API serves them (the backend's serializer satisfies this type). The
 * applicant writes their name, address and message when applying (server/resources/applications/schemas.ts), the
 * organization the decision and the note (`applicationDecisionSchema`); the rest only the backend sets.
 */
export interface ApplicationAttributes {
  /** First and last name together. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  /** As stored: null while the application is new. */
  status: ApplicationStatus | null;
  state: ApplicationState;
  /** Whether this viewer may withdraw it now (the applicant, while it is still new). */
  withdrawable: boolean;
  vacancyId: number;
  vacancyTitle: string;
  organizationId: number;
  organizationName: string;
  locale: Locale;
  /** Applied without an account. */
  guest: boolean;
  confirmedAt: Date | null;
  decidedAt: Date | null;
  withdrawnAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The organization's own: absent (not null) for anyone who does not manage the application. */
  internalNote?: string | null;
}

/** The same attributes as JSON carries them to the web. */
export type ApplicationWire = Wire<ApplicationAttributes>;

/** Repeating the current state is a no-op, except withdrawing twice: that would hide a stale screen's mistake. */
export const canApplicationTransition = (from: ApplicationState, to: ApplicationState): boolean =>
  (from === to && from !== 'withdrawn') || APPLICATION_TRANSITIONS[from].includes(to);

/*
 * Who handles applications (docs/domain.md#roles): center staff every application of their center; an
 * organization superuser those to their organizations' vacancies; a mentor reads those of their students; everyone
 * else only their own. Generic over the id type (backend numbers, web strings).
 */

/** An application as the rules need it. */
export interface ApplicationAccess<Id = unknown> {
  /** The applicant's account; null for a guest. */
  userId: Id | null;
  /** The organization of the vacancy applied to. */
  organizationId: Id;
  /** The applicant's mentor, when the applicant is a student. */
  applicantMentorId: Id | null;
}

/** Which applications a list shows: the whole center, or the union of the parts below. */
export interface ApplicationListScope<Id = unknown> {
  all: boolean;
  userId: Id;
  organizationIds: Id[];
  /** Applications of the students of this mentor. */
  mentorId: Id | null;
}

/** Organizations whose applications the holder handles as their organization superuser. */
const handledOrganizations = <Id>(actor: Holder<Id>): Id[] => organizationsWithRole(actor, 'organization_superuser');

const isMentor = (actor: Holder): boolean => hasRole(actor, 'mentor');

export const applicationListScope = <Id>(actor: Person<Id>): ApplicationListScope<Id> => ({
  all: isCenterStaff(actor),
  userId: actor.id,
  organizationIds: handledOrganizations(actor),
  mentorId: isMentor(actor) ? actor.id : null,
});

export const mayReadApplication = <Id>(actor: Person<Id> | null | undefined, app: ApplicationAccess<Id>): boolean =>
  !!actor &&
  (isCenterStaff(actor) ||
    app.userId === actor.id ||
    handledOrganizations(actor).includes(app.organizationId) ||
    (isMentor(actor) && app.applicantMentorId === actor.id));

/** Accepting, rejecting and the internal note belong to the organization (and the center). */
export const mayManageApplication = <Id>(actor: Holder<Id>, app: Pick<ApplicationAccess<Id>, 'organizationId'>): boolean =>
  isCenterStaff(actor) || handledOrganizations(actor).includes(app.organizationId);

/** Only the applicant withdraws their application. */
export const mayWithdrawApplication = <Id>(actor: Person<Id> | null | undefined, app: Pick<ApplicationAccess<Id>, 'userId'>): boolean =>
  !!actor && app.userId !== null && app.userId === actor.id;

/** Whether the holder decides on applications at all (`mayManageApplication` for some organization). */
export const mayManageApplications = (actor: Holder): boolean => isCenterStaff(actor) || handledOrganizations(actor).length > 0;

/**
 * Whether the holder sees applications beyond their own (`applicationListScope` reaches further): those they
 * decide on, and a mentor's students'. The applications section of the navigation is theirs.
 */
export const mayReviewApplications = (actor: Holder): boolean => mayManageApplications(actor) || isMentor(actor);
