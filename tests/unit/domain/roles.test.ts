/** The pure role checks shared by server/policies and the web (numeric ids on the backend, strings on the web). */
import {
  hasOrganizationRole,
  isCenterStaff,
  isPageEditor,
  isSiteManager,
  mayManageRole,
  organizationsWithRole,
  primaryRole,
  ROLE_NAMES,
} from '@/domain/roles';

const holder = <Id>(...roles: [(typeof ROLE_NAMES)[number], Id | null][]) => ({
  roles: roles.map(([name, organizationId]) => ({ name, organizationId })),
});

describe('role predicates', () => {
  it('center staff are admins and center superusers only', () => {
    expect(ROLE_NAMES.filter((name) => isCenterStaff(holder([name, null])))).toEqual(['admin', 'center_superuser']);
    expect(isCenterStaff(null)).toBe(false);
  });

  it('site managers and page editors', () => {
    expect(ROLE_NAMES.filter((name) => isSiteManager(holder([name, null])))).toEqual(['admin', 'center_superuser', 'content_manager']);
    expect(ROLE_NAMES.filter((name) => isPageEditor(holder([name, null])))).toEqual([
      'admin',
      'center_superuser',
      'content_manager',
      'page_manager',
    ]);
  });

  it('organizations with a role, each once, for either id type', () => {
    expect(
      organizationsWithRole(holder(['organization_superuser', 3], ['organization_superuser', 3], ['mentor', 4]), 'organization_superuser'),
    ).toEqual([3]);
    expect(organizationsWithRole(holder(['mentor', '4'], ['volunteer', null]), 'mentor', 'volunteer')).toEqual(['4']);
    expect(hasOrganizationRole(holder(['mentor', '4']), '4', 'mentor')).toBe(true);
  });

  it('who may grant a role', () => {
    const superuser = holder(['organization_superuser', 7]);
    expect(mayManageRole(superuser, 'mentor', 7)).toBe(true);
    expect(mayManageRole(superuser, 'mentor', 8)).toBe(false);
    expect(mayManageRole(superuser, 'mentor', null)).toBe(false);
    expect(mayManageRole(superuser, 'content_manager', 7)).toBe(false);
    expect(mayManageRole(holder(['center_superuser', null]), 'admin', null)).toBe(false);
    expect(mayManageRole(holder(['admin', null]), 'admin', null)).toBe(true);
  });

  it('the primary role is the most powerful', () => {
    expect(primaryRole([{ name: 'volunteer' }, { name: 'mentor' }])).toBe('mentor');
    expect(primaryRole([])).toBeNull();
  });
});
