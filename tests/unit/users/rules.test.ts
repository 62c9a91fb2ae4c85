/**
 * The users screens' rules (lib/shared/users/rules.ts and the domain rules they ask with string ids): the roles
 * offered and the status transitions offered, each checked by hand and against the backend (server/policies
 * userPolicy with its numeric viewer, the users service's transitions), so the screens never offer what the API
 * refuses, nor hide what it allows.
 */
import type { Viewer as ServerViewer } from '@/server/context';
import type { RoleName as ServerRoleName } from '@/domain/roles';
import { userPolicy } from '@/server/policies';
import { assertUserTransition } from '@/server/resources/users/service';
import { mayManageRole as canManageRole } from '@/domain/roles';
import {
  mayChangeUserStatus as canChangeStatus,
  mayDeleteUser as canDeleteUser,
  mayManageUsers as canInviteUsers,
  maySignInAs as canSignInAs,
  mayUpdateUser as canUpdateUser,
} from '@/domain/users';
import { ROLE_NAMES, type RoleName } from '@/lib/shared/session/types';
import {
  grantableRoles,
  organizationRequired,
  roleNeedsOrganization,
  type RulesTarget,
  type RulesViewer,
  statusOptions,
  statusTransitions,
  USER_STATUSES,
} from '@/lib/shared/users/rules';

const ORG = '10';
const OTHER = '20';

type RoleSpec = RoleName | [RoleName, string];
function viewer(id: string, roles: RoleSpec[]): RulesViewer {
  return { id, roles: roles.map((r) => (Array.isArray(r) ? { name: r[0], organizationId: r[1] } : { name: r, organizationId: null })) };
}
function serverViewer(v: RulesViewer): ServerViewer {
  const roles = v.roles.map((r) => ({
    name: r.name as ServerRoleName,
    organizationId: r.organizationId === null ? null : Number(r.organizationId),
  }));
  return {
    user: { id: Number(v.id), volunteerCenterId: 1 } as ServerViewer['user'],
    roles,
    organizationIds: [...new Set(roles.flatMap((r) => (r.organizationId === null ? [] : [r.organizationId])))],
    currentOrganizationId: null,
    auth: { client: 'c', accessToken: 't', expiresAt: new Date(0), impersonatorId: null },
  };
}
const serverTarget = (t: RulesTarget) => ({
  id: Number(t.id),
  roles: t.roles.map((r) => ({
    name: r.name as ServerRoleName,
    organizationId: r.organizationId === null ? null : Number(r.organizationId),
  })),
  organizationIds: t.organizationIds.map(Number),
});
const held = (...roles: RoleSpec[]) =>
  roles.map((r) => (Array.isArray(r) ? { name: r[0], organizationId: r[1] } : { name: r, organizationId: null }));

const admin = viewer('1', ['admin']);
const staff = viewer('2', ['center_superuser']);
const contentManager = viewer('3', ['content_manager']);
const pageManager = viewer('4', ['page_manager']);
const orgSuperuser = viewer('5', [['organization_superuser', ORG]]);
const mentor = viewer('6', [['mentor', ORG]]);
const student = viewer('7', [['student', ORG], 'volunteer']);
const volunteer = viewer('8', ['volunteer']);
const twoOrgs = viewer('9', [
  ['organization_superuser', ORG],
  ['organization_superuser', OTHER],
  ['mentor', OTHER],
]);
const VIEWERS = { admin, staff, contentManager, pageManager, orgSuperuser, mentor, student, volunteer, twoOrgs };

describe('statusTransitions / statusOptions (docs/domain.md)', () => {
  test('invited -> active; active <-> inactive; any -> archived; archived is final', () => {
    expect(statusTransitions('invited')).toEqual(['active', 'archived']);
    expect(statusTransitions('active')).toEqual(['inactive', 'archived']);
    expect(statusTransitions('inactive')).toEqual(['active', 'archived']);
    expect(statusTransitions('archived')).toEqual([]);
  });

  test('the edit form offers the current status first, then the allowed targets', () => {
    expect(statusOptions('active')).toEqual(['active', 'inactive', 'archived']);
    expect(statusOptions('invited')).toEqual(['invited', 'active', 'archived']);
    expect(statusOptions('archived')).toEqual(['archived']);
  });

  test('offered exactly where the backend allows the transition', () => {
    for (const from of USER_STATUSES) {
      for (const to of USER_STATUSES) {
        if (from === to) continue;
        const offered = statusTransitions(from).includes(to);
        if (offered) expect(() => assertUserTransition(from, to)).not.toThrow();
        else expect(() => assertUserTransition(from, to)).toThrow();
      }
    }
  });

  test('the returned list is a copy', () => {
    statusTransitions('active').push('invited');
    expect(statusTransitions('active')).toEqual(['inactive', 'archived']);
  });
});

describe('grantableRoles (userPolicy.manageRole)', () => {
  test('admins grant every role, admin included', () => {
    expect(grantableRoles(admin)).toEqual([...ROLE_NAMES]);
    expect(grantableRoles(admin, null)).toEqual([...ROLE_NAMES]);
  });

  test('center superusers grant every role but admin', () => {
    expect(grantableRoles(staff)).toEqual(ROLE_NAMES.filter((r) => r !== 'admin'));
    expect(grantableRoles(staff, ORG)).not.toContain('admin');
  });

  test('organization superusers grant organization roles and volunteer, only within their organizations', () => {
    const organizationRoles = ['organization_superuser', 'mentor', 'student', 'volunteer'];
    expect(grantableRoles(orgSuperuser)).toEqual(organizationRoles);
    expect(grantableRoles(orgSuperuser, ORG)).toEqual(organizationRoles);
    expect(grantableRoles(orgSuperuser, OTHER)).toEqual([]);
    expect(grantableRoles(orgSuperuser, null)).toEqual([]);
    expect(grantableRoles(twoOrgs, OTHER)).toEqual(organizationRoles);
  });

  test('everyone else grants nothing', () => {
    for (const v of [contentManager, pageManager, mentor, student, volunteer]) {
      expect(grantableRoles(v)).toEqual([]);
      expect(grantableRoles(v, ORG)).toEqual([]);
    }
  });

  test('canManageRole agrees with the backend for every viewer, role and organization', () => {
    for (const [name, v] of Object.entries(VIEWERS)) {
      for (const role of ROLE_NAMES) {
        for (const org of [null, ORG, OTHER]) {
          const expected = userPolicy.manageRole(serverViewer(v), role, org === null ? null : Number(org));
          expect({ name, role, org, allowed: canManageRole(v, role, org) }).toEqual({ name, role, org, allowed: expected });
        }
      }
    }
  });
});

describe('organizationRequired / roleNeedsOrganization', () => {
  test('organization roles always need an organization', () => {
    expect(ROLE_NAMES.filter(roleNeedsOrganization)).toEqual(['organization_superuser', 'mentor', 'student']);
    for (const role of ['organization_superuser', 'mentor', 'student'] as const) expect(organizationRequired(staff, role)).toBe(true);
  });

  test('staff may grant center-wide roles without one; organization superusers always pick one of theirs', () => {
    expect(organizationRequired(staff, 'content_manager')).toBe(false);
    expect(organizationRequired(admin, 'volunteer')).toBe(false);
    expect(organizationRequired(orgSuperuser, 'volunteer')).toBe(true);
    expect(organizationRequired(orgSuperuser, null)).toBe(true);
  });
});

describe('actions on a user (userPolicy)', () => {
  const targets: Record<string, RulesTarget> = {
    plain: { id: '100', roles: held('volunteer'), organizationIds: [] },
    memberOfOrg: { id: '101', roles: held('volunteer'), organizationIds: [ORG] },
    memberOfOther: { id: '102', roles: held('volunteer'), organizationIds: [OTHER] },
    centerSuperuserInOrg: { id: '103', roles: held('center_superuser'), organizationIds: [ORG] },
    contentManagerInOrg: { id: '105', roles: held('volunteer', 'content_manager'), organizationIds: [ORG] },
    superuserOfOtherInOrg: { id: '106', roles: held('volunteer', ['organization_superuser', OTHER]), organizationIds: [ORG, OTHER] },
    mentorInOrg: { id: '107', roles: held(['mentor', ORG]), organizationIds: [ORG] },
    anAdmin: { id: '104', roles: held('admin'), organizationIds: [] },
    self: { id: '5', roles: held(['organization_superuser', ORG]), organizationIds: [ORG] },
  };

  test('update, delete and sign-in-as agree with the backend', () => {
    for (const [vName, v] of Object.entries(VIEWERS)) {
      for (const [tName, target] of Object.entries(targets)) {
        const sv = serverViewer(v);
        const st = serverTarget(target);
        const case_ = { vName, tName };
        expect({ ...case_, update: canUpdateUser(v, target) }).toEqual({ ...case_, update: userPolicy.update(sv, st) });
        expect({ ...case_, destroy: canDeleteUser(v, target) }).toEqual({ ...case_, destroy: userPolicy.destroy(sv, st) });
        expect({ ...case_, status: canChangeStatus(v, target) }).toEqual({ ...case_, status: userPolicy.changeStatus(sv, st) });
        // The backend also refuses signing in as oneself (an admin target); the screen never offers it.
        expect({ ...case_, signInAs: canSignInAs(v, target) }).toEqual({
          ...case_,
          signInAs: userPolicy.signInAs(sv, st) && v.id !== target.id,
        });
      }
    }
  });

  test('nobody changes their own status', () => {
    expect(canChangeStatus(orgSuperuser, targets.self!)).toBe(false);
    expect(canUpdateUser(orgSuperuser, targets.self!)).toBe(true);
    expect(canChangeStatus(staff, targets.plain!)).toBe(true);
    expect(canChangeStatus(staff, targets.anAdmin!)).toBe(false);
  });

  test('only staff and organization superusers invite', () => {
    expect(
      Object.entries(VIEWERS)
        .filter(([, v]) => canInviteUsers(v))
        .map(([n]) => n),
    ).toEqual(['admin', 'staff', 'orgSuperuser', 'twoOrgs']);
  });

  test('only admins sign in as others, never as an admin', () => {
    expect(canSignInAs(admin, targets.plain!)).toBe(true);
    expect(canSignInAs(admin, targets.anAdmin!)).toBe(false);
    expect(canSignInAs(staff, targets.plain!)).toBe(false);
  });
});
