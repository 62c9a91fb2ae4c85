import { primaryRole, type RoleName } from '@/domain/roles';
import type { UserAttributes } from '@/domain/users';
import type { UserRow } from '../../context';
import { ref, resource } from '../../jsonapi/document';

export interface RoleRow {
  id: number;
  userId: number;
  name: RoleName;
  organizationId: number | null;
}

export function userResource(user: UserRow, related: { roles?: RoleRow[]; organizationIds?: number[] } = {}) {
  return resource({
    type: 'users',
    id: user.id,
    attributes: {
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phoneNumber: user.phoneNumber,
      jobTitle: user.jobTitle,
      gender: user.gender,
      locale: user.locale,
      status: user.status,
      signupMethod: user.signupMethod,
      digestDays: user.digestDays,
      confirmedAt: user.confirmedAt,
      acceptedTermsAt: user.acceptedTermsAt,
      lastSignInAt: user.lastSignInAt,
      volunteerCenterId: user.volunteerCenterId,
      mentorId: user.mentorId,
      role: related.roles ? primaryRole(related.roles) : undefined,
      organizationId: related.organizationIds ? (related.organizationIds[0] ?? null) : undefined,
      createdAt: user.createdAt,
    } satisfies UserAttributes,
    relationships: {
      roles: related.roles?.map((r) => ({ type: 'roles', id: String(r.id) })),
      organizations: related.organizationIds?.map((id) => ({ type: 'organizations', id: String(id) })),
    },
  });
}

export function roleResource(role: RoleRow) {
  return resource({
    type: 'roles',
    id: role.id,
    attributes: { name: role.name, organizationId: role.organizationId },
    relationships: { user: ref('users', role.userId), organization: ref('organizations', role.organizationId) },
  });
}
