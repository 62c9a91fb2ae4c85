/**
 * GET /api/v1/users(/{id})?include=roles,organizations (a deserialized JSON:API graph) -> a plain, serialisable
 * view model for the users screens. Checked with zod at this boundary; unknown role names are dropped.
 */
import { z } from 'zod';
import type { UserWire } from '@/domain/users';
import type { Locale } from '@/domain/values';
import { isRoleName, type RoleName } from '@/lib/shared/session/types';
import { isUserStatus, type RulesTarget, type UserStatus } from './rules';

export interface UserRoleView {
  id: string;
  name: RoleName;
  organizationId: string | null;
  organizationName: string | null;
}

export interface UserOrganizationView {
  id: string;
  name: string;
}

/**
 * The served attributes (domain/users.ts) the users screens show; gender and sign-up method are shown as
 * received, the creation time may be unknown.
 */
export interface UserView extends Pick<
  UserWire,
  'firstName' | 'lastName' | 'fullName' | 'email' | 'phoneNumber' | 'jobTitle' | 'locale' | 'status' | 'confirmedAt' | 'lastSignInAt'
> {
  id: string;
  gender: string | null;
  signupMethod: string | null;
  createdAt: string | null;
  roles: UserRoleView[];
  organizations: UserOrganizationView[];
}

const id = z.union([z.string(), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const optional = z
  .string()
  .nullish()
  .transform((v) => v || null);

const schema = z.object({
  id,
  firstName: text,
  lastName: text,
  fullName: text,
  email: z.string(),
  phoneNumber: optional,
  jobTitle: optional,
  gender: optional,
  locale: z
    .string()
    .nullish()
    .transform((v): Locale => (v === 'en' ? 'en' : 'nl')),
  status: z.string().transform((v): UserStatus => (isUserStatus(v) ? v : 'active')),
  signupMethod: optional,
  confirmedAt: optional,
  lastSignInAt: optional,
  createdAt: optional,
  roles: z.array(z.object({ id, name: z.string(), organizationId: id.nullish() })).nullish(),
  organizations: z.array(z.object({ id, name: text })).nullish(),
});

export function toUserView(resource: unknown): UserView {
  const user = schema.parse(resource);
  const organizations = (user.organizations ?? []).map((o) => ({ id: o.id, name: o.name }));
  const names = new Map(organizations.map((o) => [o.id, o.name]));
  const roles = (user.roles ?? []).flatMap((r): UserRoleView[] => {
    if (!isRoleName(r.name)) return [];
    const organizationId = r.organizationId ?? null;
    return [{ id: r.id, name: r.name, organizationId, organizationName: organizationId ? (names.get(organizationId) ?? null) : null }];
  });
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.email,
    email: user.email,
    phoneNumber: user.phoneNumber,
    jobTitle: user.jobTitle,
    gender: user.gender,
    locale: user.locale,
    status: user.status,
    signupMethod: user.signupMethod,
    confirmedAt: user.confirmedAt,
    lastSignInAt: user.lastSignInAt,
    createdAt: user.createdAt,
    roles,
    organizations,
  };
}

/** The user as the permission rules (lib/shared/users/rules.ts) see it. */
export function rulesTarget(user: Pick<UserView, 'id' | 'roles' | 'organizations'>): RulesTarget {
  return {
    id: user.id,
    roles: user.roles.map((r) => ({ name: r.name, organizationId: r.organizationId })),
    organizationIds: user.organizations.map((o) => o.id),
  };
}
