/** The role table of docs/domain.md#roles as the policy module decides it, role by role. */
import type { Viewer, ViewerRole } from '@/server/context';
import type { OrganizationStatus } from '@/domain/organizations';
import type { RoleName } from '@/domain/roles';
import {
  centerPolicy,
  hasOrganizationRole,
  hasRole,
  isAdmin,
  isCenterStaff,
  isMemberOf,
  organizationPolicy,
  userPolicy,
  type UserRecord,
} from '@/server/policies';

const ORG = 10;
const OTHER_ORG = 20;

/** A viewer with these roles; organization roles are in ORG unless given. */
function actor(id: number, roles: (RoleName | [RoleName, number])[], organizationIds: number[] = []): Viewer {
  const roleRows: ViewerRole[] = roles.map((r) =>
    Array.isArray(r) ? { name: r[0], organizationId: r[1] } : { name: r, organizationId: null },
  );
  return {
    user: { id, volunteerCenterId: 1 } as Viewer['user'],
    roles: roleRows,
    organizationIds,
    currentOrganizationId: null,
    auth: { client: 'c', accessToken: 't', expiresAt: new Date(0), impersonatorId: null },
  };
}

const admin = actor(1, ['admin']);
const staff = actor(2, ['center_superuser']);
const contentManager = actor(3, ['content_manager']);
const pageManager = actor(4, ['page_manager']);
const orgSuperuser = actor(5, [['organization_superuser', ORG]], [ORG]);
const mentor = actor(6, [['mentor', ORG]], [ORG]);
const student = actor(7, [['student', ORG], 'volunteer'], [ORG]);
const volunteer = actor(8, ['volunteer']);
const member = actor(9, ['volunteer'], [ORG]);

const org = (status: OrganizationStatus, id = ORG) => ({ id, status });
/** Organization roles are held in the user's first organization; the others without one, as they are stored. */
const target = (id: number, roleNames: RoleName[] = ['volunteer'], organizationIds: number[] = []): UserRecord => ({
  id,
  organizationIds,
  roles: roleNames.map((name) => ({
    name,
    organizationId: ['organization_superuser', 'mentor', 'student'].includes(name) ? (organizationIds[0] ?? null) : null,
  })),
});

describe('role helpers', () => {
  test('nobody signed in has no role', () => {
    expect(hasRole(null, 'volunteer')).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isCenterStaff(null)).toBe(false);
    expect(hasOrganizationRole(null, ORG, 'organization_superuser')).toBe(false);
    expect(isMemberOf(null, ORG)).toBe(false);
  });

  test('admins and center superusers are center staff; nobody else is', () => {
    expect([admin, staff].map(isCenterStaff)).toEqual([true, true]);
    expect([contentManager, pageManager, orgSuperuser, mentor, student, volunteer].map(isCenterStaff)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([admin, staff].map(isAdmin)).toEqual([true, false]);
  });

  test('organization roles count only in their organization', () => {
    expect(hasOrganizationRole(orgSuperuser, ORG, 'organization_superuser')).toBe(true);
    expect(hasOrganizationRole(orgSuperuser, OTHER_ORG, 'organization_superuser')).toBe(false);
    expect(hasOrganizationRole(mentor, ORG, 'organization_superuser')).toBe(false);
    expect(isMemberOf(member, ORG)).toBe(true);
    expect(isMemberOf(member, OTHER_ORG)).toBe(false);
  });
});

describe('organizationPolicy', () => {
  test('read: approved for everyone; others for staff and members; deleted not for members', () => {
    expect(organizationPolicy.read(null, org('approved'))).toBe(true);
    expect(organizationPolicy.read(volunteer, org('approved'))).toBe(true);
    for (const status of ['pending', 'denied', 'archived'] as const) {
      expect(organizationPolicy.read(null, org(status))).toBe(false);
      expect(organizationPolicy.read(volunteer, org(status))).toBe(false);
      expect(organizationPolicy.read(contentManager, org(status))).toBe(false);
      expect(organizationPolicy.read(staff, org(status))).toBe(true);
      expect(organizationPolicy.read(member, org(status))).toBe(true);
      expect(organizationPolicy.read(member, org(status, OTHER_ORG))).toBe(false);
    }
    expect(organizationPolicy.read(member, org('deleted'))).toBe(false);
    expect(organizationPolicy.read(orgSuperuser, org('deleted'))).toBe(false);
  });

  test('lists: staff see every status (null), everyone else approved only', () => {
    expect(organizationPolicy.visibleStatuses(admin)).toBeNull();
    expect(organizationPolicy.visibleStatuses(staff)).toBeNull();
    for (const a of [null, contentManager, pageManager, orgSuperuser, mentor, student, volunteer])
      expect(organizationPolicy.visibleStatuses(a)).toEqual(['approved']);
  });

  test('create, change status, delete and move: center staff only; restore: admins only', () => {
    const everyone = [null, admin, staff, contentManager, pageManager, orgSuperuser, mentor, student, volunteer];
    const staffOnly = [false, true, true, false, false, false, false, false, false];
    expect(everyone.map((a) => organizationPolicy.create(a))).toEqual(staffOnly);
    expect(everyone.map((a) => organizationPolicy.changeStatus(a))).toEqual(staffOnly);
    expect(everyone.map((a) => organizationPolicy.destroy(a))).toEqual(staffOnly);
    expect(everyone.map((a) => organizationPolicy.move(a))).toEqual(staffOnly);
    expect(everyone.map((a) => organizationPolicy.restore(a))).toEqual([false, true, false, false, false, false, false, false, false]);
  });

  test('update: staff, and the organization superuser of that organization unless it is deleted', () => {
    expect(organizationPolicy.update(staff, org('pending'))).toBe(true);
    expect(organizationPolicy.update(admin, org('deleted'))).toBe(true);
    expect(organizationPolicy.update(orgSuperuser, org('approved'))).toBe(true);
    expect(organizationPolicy.update(orgSuperuser, org('pending'))).toBe(true);
    expect(organizationPolicy.update(orgSuperuser, org('deleted'))).toBe(false);
    expect(organizationPolicy.update(orgSuperuser, org('approved', OTHER_ORG))).toBe(false);
    for (const a of [null, mentor, student, member, volunteer, contentManager, pageManager])
      expect(organizationPolicy.update(a, org('approved'))).toBe(false);
  });
});

describe('userPolicy', () => {
  test('list: staff, organization superusers and mentors; the rows of the latter limited to their organizations', () => {
    expect(
      [null, admin, staff, contentManager, pageManager, orgSuperuser, mentor, student, volunteer].map((a) => userPolicy.list(a)),
    ).toEqual([false, true, true, false, false, true, true, false, false]);
    expect(userPolicy.listScope(admin)).toBeNull();
    expect(userPolicy.listScope(staff)).toBeNull();
    expect(userPolicy.listScope(orgSuperuser)).toEqual([ORG]);
    expect(userPolicy.listScope(mentor)).toEqual([ORG]);
    expect(userPolicy.listScope(volunteer)).toEqual([]);
    expect(
      userPolicy.listScope(
        actor(30, [
          ['organization_superuser', ORG],
          ['mentor', OTHER_ORG],
        ]),
      ),
    ).toEqual([ORG, OTHER_ORG]);
  });

  test('read: oneself, staff, and managers of a shared organization', () => {
    const inOrg = target(100, ['volunteer'], [ORG]);
    const elsewhere = target(101, ['volunteer'], [OTHER_ORG]);
    expect(userPolicy.read(null, inOrg)).toBe(false);
    expect(userPolicy.read(volunteer, target(volunteer.user.id))).toBe(true);
    expect(userPolicy.read(volunteer, inOrg)).toBe(false);
    expect(userPolicy.read(member, inOrg)).toBe(false);
    expect(userPolicy.read(staff, elsewhere)).toBe(true);
    expect(userPolicy.read(orgSuperuser, inOrg)).toBe(true);
    expect(userPolicy.read(orgSuperuser, elsewhere)).toBe(false);
    expect(userPolicy.read(mentor, inOrg)).toBe(true);
    expect(userPolicy.read(contentManager, inOrg)).toBe(false);
  });

  test('create: staff anywhere; an organization superuser only into their organization', () => {
    expect(userPolicy.create(staff, null)).toBe(true);
    expect(userPolicy.create(admin, OTHER_ORG)).toBe(true);
    expect(userPolicy.create(orgSuperuser, ORG)).toBe(true);
    expect(userPolicy.create(orgSuperuser, OTHER_ORG)).toBe(false);
    expect(userPolicy.create(orgSuperuser, null)).toBe(false);
    for (const a of [null, mentor, volunteer, contentManager]) expect(userPolicy.create(a, ORG)).toBe(false);
  });

  test('update: oneself; staff (admins only by admins); organization superusers for their members but not staff', () => {
    const inOrg = target(100, ['volunteer'], [ORG]);
    expect(userPolicy.update(null, inOrg)).toBe(false);
    expect(userPolicy.update(volunteer, target(volunteer.user.id))).toBe(true);
    expect(userPolicy.update(volunteer, inOrg)).toBe(false);
    expect(userPolicy.update(staff, inOrg)).toBe(true);
    expect(userPolicy.update(staff, target(102, ['admin']))).toBe(false);
    expect(userPolicy.update(admin, target(102, ['admin']))).toBe(true);
    expect(userPolicy.update(orgSuperuser, inOrg)).toBe(true);
    expect(userPolicy.update(orgSuperuser, target(103, ['center_superuser'], [ORG]))).toBe(false);
    expect(userPolicy.update(orgSuperuser, target(104, ['admin'], [ORG]))).toBe(false);
    expect(userPolicy.update(orgSuperuser, target(105, ['volunteer'], [OTHER_ORG]))).toBe(false);
    expect(userPolicy.update(mentor, inOrg)).toBe(false);
    // A mentor may not manage, so may not resend mails either.
    expect(userPolicy.resendConfirmation(mentor, inOrg)).toBe(false);
    expect(userPolicy.resendConfirmation(staff, inOrg)).toBe(true);
  });

  test("destroy: oneself (deleting one's account); staff; admins only by admins", () => {
    const inOrg = target(100, ['volunteer'], [ORG]);
    expect(userPolicy.destroy(volunteer, target(volunteer.user.id))).toBe(true);
    expect(userPolicy.destroy(staff, inOrg)).toBe(true);
    expect(userPolicy.destroy(staff, target(102, ['admin']))).toBe(false);
    expect(userPolicy.destroy(admin, target(102, ['admin']))).toBe(true);
    for (const a of [null, orgSuperuser, mentor, volunteer, contentManager]) expect(userPolicy.destroy(a, inOrg)).toBe(false);
  });

  test('manageRole: only admins grant admin; staff grant the rest; organization superusers organization roles in their organization', () => {
    expect(userPolicy.manageRole(admin, 'admin', null)).toBe(true);
    expect(userPolicy.manageRole(staff, 'admin', null)).toBe(false);
    for (const role of [
      'center_superuser',
      'content_manager',
      'page_manager',
      'organization_superuser',
      'mentor',
      'student',
      'volunteer',
    ] as const)
      expect(userPolicy.manageRole(staff, role, ORG)).toBe(true);
    for (const role of ['organization_superuser', 'mentor', 'student', 'volunteer'] as const) {
      expect(userPolicy.manageRole(orgSuperuser, role, ORG)).toBe(true);
      expect(userPolicy.manageRole(orgSuperuser, role, OTHER_ORG)).toBe(false);
      expect(userPolicy.manageRole(orgSuperuser, role, null)).toBe(false);
    }
    for (const role of ['admin', 'center_superuser', 'content_manager', 'page_manager'] as const)
      expect(userPolicy.manageRole(orgSuperuser, role, ORG)).toBe(false);
    for (const a of [null, mentor, student, volunteer, contentManager, pageManager])
      expect(userPolicy.manageRole(a, 'volunteer', ORG)).toBe(false);
  });

  test('assignOrganization: staff, or the superuser of that organization; not oneself', () => {
    expect(userPolicy.assignOrganization(staff, OTHER_ORG)).toBe(true);
    expect(userPolicy.assignOrganization(orgSuperuser, ORG)).toBe(true);
    expect(userPolicy.assignOrganization(orgSuperuser, OTHER_ORG)).toBe(false);
    for (const a of [null, volunteer, member, mentor, contentManager]) expect(userPolicy.assignOrganization(a, ORG)).toBe(false);
  });

  test('manage: nobody acts on a user who holds a role they could not grant themselves', () => {
    const inOrg = (roles: RoleName[]) => target(110, roles, [ORG]);
    // An organization superuser manages the plain members, mentors and students of their organization…
    for (const roles of [['volunteer'], ['mentor'], ['student', 'volunteer'], ['organization_superuser']] as RoleName[][])
      expect({ roles, manage: userPolicy.manage(orgSuperuser, inOrg(roles)) }).toEqual({ roles, manage: true });
    // …but not a member who also holds a center role, nor one who manages another organization.
    for (const roles of [['volunteer', 'content_manager'], ['page_manager'], ['center_superuser'], ['admin']] as RoleName[][])
      expect({ roles, manage: userPolicy.manage(orgSuperuser, inOrg(roles)) }).toEqual({ roles, manage: false });
    const elsewhereSuperuser: UserRecord = {
      id: 111,
      organizationIds: [ORG, OTHER_ORG],
      roles: [
        { name: 'volunteer', organizationId: null },
        { name: 'organization_superuser', organizationId: OTHER_ORG },
      ],
    };
    expect(userPolicy.manage(orgSuperuser, elsewhereSuperuser)).toBe(false);
    expect(userPolicy.manage(orgSuperuser, target(112, ['volunteer'], [OTHER_ORG]))).toBe(false);
    // Staff manage everyone in the center but admins; admins everyone.
    expect(userPolicy.manage(staff, inOrg(['content_manager', 'center_superuser']))).toBe(true);
    expect(userPolicy.manage(staff, inOrg(['admin']))).toBe(false);
    expect(userPolicy.manage(admin, inOrg(['admin']))).toBe(true);
    for (const a of [null, mentor, student, volunteer, member, contentManager, pageManager])
      expect(userPolicy.manage(a, inOrg(['volunteer']))).toBe(false);
    // Every action on someone else's account follows it.
    const guarded = inOrg(['volunteer', 'content_manager']);
    expect(
      [userPolicy.update, userPolicy.changeStatus, userPolicy.destroy, userPolicy.resendConfirmation].map((f) => f(orgSuperuser, guarded)),
    ).toEqual([false, false, false, false]);
    expect(userPolicy.changeRole(orgSuperuser, guarded, 'mentor', ORG)).toBe(false);
    expect(userPolicy.changeRole(orgSuperuser, inOrg(['volunteer']), 'mentor', ORG)).toBe(true);
    expect(userPolicy.changeStatus(orgSuperuser, target(orgSuperuser.user.id, ['organization_superuser'], [ORG]))).toBe(false);
  });

  test('signInAs: admins only, never as another admin', () => {
    expect(userPolicy.signInAs(admin, target(100))).toBe(true);
    expect(userPolicy.signInAs(admin, target(100, ['center_superuser']))).toBe(true);
    expect(userPolicy.signInAs(admin, target(101, ['admin']))).toBe(false);
    for (const a of [null, staff, orgSuperuser, volunteer]) expect(userPolicy.signInAs(a, target(100))).toBe(false);
  });
});

describe('centerPolicy', () => {
  test('centers are public to read; staff update their center; admins manage centers', () => {
    expect(centerPolicy.read()).toBe(true);
    expect([null, admin, staff, contentManager, volunteer].map((a) => centerPolicy.update(a))).toEqual([false, true, true, false, false]);
    expect([null, admin, staff, contentManager, volunteer].map((a) => centerPolicy.manage(a))).toEqual([false, true, false, false, false]);
  });
});
