/**
 * Users (docs/domain.md): account statuses and their transitions, how an account came to be, their attributes, and
 * who may act on whom. The backend's userPolicy (server/policies) asks these rules on every request; the users
 * screens ask the same ones to offer only what will work.
 */
import { z } from 'zod';
import {
  type Holder,
  hasOrganizationRole,
  hasRole,
  isAdmin,
  isCenterStaff,
  isSelf,
  type Member,
  mayManageRole,
  organizationsWithRole,
  type Person,
  ROLE_NAMES,
  type RoleGrant,
  type RoleName,
} from './roles';
import { isOneOf, LOCALES, type Wire } from './values';
import { recordIdSchema } from './value-schemas';

export const USER_STATUSES = ['active', 'invited', 'inactive', 'archived'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const isUserStatus = (value: unknown): value is UserStatus => isOneOf(USER_STATUSES, value);

/** invited -> active; active <-> inactive; any -> archived, which is final. */
export const USER_TRANSITIONS: Readonly<Record<UserStatus, readonly UserStatus[]>> = {
  invited: ['active', 'archived'],
  active: ['inactive', 'archived'],
  inactive: ['active', 'archived'],
  archived: [],
};

/** Keeping the current status is always allowed. */
export const canUserTransition = (from: UserStatus, to: UserStatus): boolean => from === to || USER_TRANSITIONS[from].includes(to);

export const SIGNUP_METHODS = ['signedUp', 'createdByUser', 'imported', 'unknown'] as const;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const personName = z.string().trim().max(100).min(1);

/**
 * A user's attributes that can be written, and the rule of each. The API's contracts for inviting, editing,
 * one's own account and signing up (server/resources/users/schemas.ts), the serializer's type and the users
 * screens derive from it.
 */
export const userAttributesSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: z.email().max(254),
  phoneNumber: z.string().trim().max(40).nullable(),
  jobTitle: z.string().trim().max(100).nullable(),
  gender: z.enum(GENDERS).nullable(),
  locale: z.enum(LOCALES),
  /** ISO weekdays (1 = Monday … 7 = Sunday), stored once each and in order; empty = no digest. */
  digestDays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  status: z.enum(USER_STATUSES),
  mentorId: recordIdSchema.nullable(),
});

/**
 * What only the backend sets. `role` (the most powerful one) and `organizationId` (the first membership) are
 * served only when the roles and memberships were loaded.
 */
export const userReadOnlySchema = z.object({
  fullName: z.string(),
  signupMethod: z.enum(SIGNUP_METHODS),
  confirmedAt: z.date().nullable(),
  acceptedTermsAt: z.date().nullable(),
  lastSignInAt: z.date().nullable(),
  volunteerCenterId: recordIdSchema,
  role: z.enum(ROLE_NAMES).nullable().optional(),
  organizationId: recordIdSchema.nullable().optional(),
  createdAt: z.date(),
});

/** A user's attributes as the API serves them (the backend's serializer satisfies this type). */
export type UserAttributes = z.output<typeof userAttributesSchema> & z.output<typeof userReadOnlySchema>;

/** The same attributes as JSON carries them to the web. */
export type UserWire = Wire<UserAttributes>;

/*
 * Who may act on users (docs/domain.md#acting-on-another-user; docs/decisions.md, "Who may act on a user"). Generic
 * over the id type: the backend passes numbers, the web strings.
 */

/** A user acted on, as the rules need them: their id, their roles and the organizations they belong to. */
export interface UserTarget<Id = unknown> extends Person<Id>, Member<Id> {}

type Actor<Id> = Person<Id> | null | undefined;

/** Organizations whose users the holder sees: those where they are organization superuser or mentor. */
const readableOrganizations = <Id>(actor: Holder<Id>): Id[] => organizationsWithRole(actor, 'organization_superuser', 'mentor');

/** May open the users list at all (its rows are then limited by `userListScope`). */
export const mayListUsers = (actor: Holder): boolean => isCenterStaff(actor) || hasRole(actor, 'organization_superuser', 'mentor');

/** Which users a list shows: null = the whole center; otherwise only users of these organizations. */
export const userListScope = <Id>(actor: Holder<Id>): Id[] | null => (isCenterStaff(actor) ? null : readableOrganizations(actor));

/** May see the users of this organization (the organization's page lists them). */
export const mayListUsersOf = <Id>(actor: Holder<Id>, organizationId: Id): boolean =>
  isCenterStaff(actor) || hasOrganizationRole(actor, organizationId, 'organization_superuser', 'mentor');

/** One's own account; center staff every user of the center; superusers and mentors the members of their organizations. */
export function mayReadUser<Id>(actor: Actor<Id>, user: Pick<UserTarget<Id>, 'id' | 'organizationIds'>): boolean {
  if (!actor) return false;
  if (isSelf(actor, user) || isCenterStaff(actor)) return true;
  const readable = readableOrganizations(actor);
  return user.organizationIds.some((id) => readable.includes(id));
}

/** Creating (inviting) a user into `organizationId` (null: without organization, center staff only). */
export const mayCreateUser = <Id>(actor: Holder<Id>, organizationId: Id | null): boolean =>
  isCenterStaff(actor) || (organizationId !== null && hasOrganizationRole(actor, organizationId, 'organization_superuser'));

/**
 * Whether the holder manages users at all (`mayCreateUser` for some organization): center staff, and organization
 * superusers within their organizations. Mentors only read their students (through their applications).
 */
export const mayManageUsers = (actor: Holder): boolean =>
  isCenterStaff(actor) || organizationsWithRole(actor, 'organization_superuser').length > 0;

/**
 * Could the actor have granted this role the user holds? A role stored without organization (volunteer) counts as
 * granted within any organization the user belongs to: that is how an organization superuser invites a volunteer
 * into their organization.
 */
function couldHaveGranted<Id>(actor: Holder<Id>, role: RoleGrant<Id>, user: Member<Id>): boolean {
  const contexts = role.organizationId !== null ? [role.organizationId] : [null, ...user.organizationIds];
  return contexts.some((organizationId) => mayManageRole(actor, role.name, organizationId));
}

/**
 * The one rule for acting on another person's account: the actor reaches the user (center staff: the whole
 * center; an organization superuser: the members of their organizations) and could have granted every role the
 * user holds. Every action on someone else's account (edit, status, e-mail, mails, roles, deletion, sign-in-as)
 * asks this first.
 */
export function mayManageUser<Id>(actor: Holder<Id>, user: Member<Id>): boolean {
  if (!actor) return false;
  const managed = organizationsWithRole(actor, 'organization_superuser');
  const reaches = isCenterStaff(actor) || user.organizationIds.some((id) => managed.includes(id));
  return reaches && user.roles.every((role) => couldHaveGranted(actor, role, user));
}

/** Profile fields: one's own, or of a user one manages. E-mail and status have their own flows. */
export const mayUpdateUser = <Id>(actor: Actor<Id>, user: UserTarget<Id>): boolean => isSelf(actor, user) || mayManageUser(actor, user);

/** Nobody changes their own status (that would be self-activation or an unguarded self-archive). */
export const mayChangeUserStatus = <Id>(actor: Actor<Id>, user: UserTarget<Id>): boolean =>
  !isSelf(actor, user) && mayManageUser(actor, user);

/** A student's mentor reads their applications: the link is set by who manages the student, never by the student. */
export const mayAssignMentor = <Id>(actor: Actor<Id>, user: UserTarget<Id>): boolean => !isSelf(actor, user) && mayManageUser(actor, user);

/** One's own account goes through self-deletion (password, anonymisation); others' only by center staff. */
export const mayDeleteUser = <Id>(actor: Actor<Id>, user: UserTarget<Id>): boolean =>
  isSelf(actor, user) || (isCenterStaff(actor) && mayManageUser(actor, user));

/** Granting or removing a role of a user: the role must be grantable (`mayManageRole`), and the user one the actor manages. */
export const mayChangeUserRole = <Id>(actor: Holder<Id>, user: Member<Id>, role: RoleName, organizationId: Id | null): boolean =>
  mayManageUser(actor, user) && mayManageRole(actor, role, organizationId);

/** Adding a user to an organization (a membership): staff, or that organization's superuser. */
export const mayAddToOrganization = <Id>(actor: Holder<Id>, organizationId: Id): boolean =>
  isCenterStaff(actor) || hasOrganizationRole(actor, organizationId, 'organization_superuser');

/** Admins only, never as another admin nor as themselves. */
export const maySignInAs = <Id>(actor: Actor<Id>, user: UserTarget<Id>): boolean =>
  isAdmin(actor) && !isSelf(actor, user) && !isAdmin(user) && mayManageUser(actor, user);
