/** Who manages which vacancies (docs/domain.md#roles). */
import type { Viewer, ViewerRole } from '@/server/context';
import { vacancyPolicy } from '@/server/policies';

const actor = (...roles: ViewerRole[]) => ({ roles }) as unknown as Viewer;

describe('vacancy policy', () => {
  const staff = actor({ name: 'center_superuser', organizationId: null });
  const admin = actor({ name: 'admin', organizationId: null });
  const superOf7 = actor({ name: 'organization_superuser', organizationId: 7 }, { name: 'volunteer', organizationId: null });
  const others = [
    null,
    actor({ name: 'volunteer', organizationId: null }),
    actor({ name: 'content_manager', organizationId: null }),
    actor({ name: 'page_manager', organizationId: null }),
    actor({ name: 'mentor', organizationId: 7 }),
    actor({ name: 'student', organizationId: 7 }),
  ];

  test('center staff and admins manage every vacancy of the center', () => {
    for (const a of [staff, admin]) {
      expect(vacancyPolicy.list(a)).toBe(true);
      expect(vacancyPolicy.listScope(a)).toBeNull();
      expect(vacancyPolicy.manage(a, { organizationId: 99 })).toBe(true);
      expect(vacancyPolicy.createFor(a, 99)).toBe(true);
    }
  });

  test('an organization superuser manages only their organizations', () => {
    expect(vacancyPolicy.list(superOf7)).toBe(true);
    expect(vacancyPolicy.listScope(superOf7)).toEqual([7]);
    expect(vacancyPolicy.manage(superOf7, { organizationId: 7 })).toBe(true);
    expect(vacancyPolicy.manage(superOf7, { organizationId: 8 })).toBe(false);
    expect(vacancyPolicy.createFor(superOf7, 8)).toBe(false);
  });

  test('everyone else only reads the public vacancy bank', () => {
    for (const a of others) {
      expect(vacancyPolicy.list(a)).toBe(false);
      expect(vacancyPolicy.manage(a, { organizationId: 7 })).toBe(false);
      expect(vacancyPolicy.createFor(a, 7)).toBe(false);
    }
  });
});
