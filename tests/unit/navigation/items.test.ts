import { type RoleName, roleNeedsOrganization } from '@/domain/roles';
import { activeNavigationKey } from '@/lib/shared/navigation/active-item';
import { navigationItems } from '@/lib/shared/navigation/items';

const all = { volunteerProfiles: true, activities: true, oneToOneHelp: true };
const none = { volunteerProfiles: false, activities: false, oneToOneHelp: false };
/** Roles as the session holds them: organization roles in an organization, the others without. */
const held = (names: RoleName[]) => names.map((name) => ({ name, organizationId: roleNeedsOrganization(name) ? '7' : null }));
const keys = (roles: RoleName[], features = all, signedIn = true) =>
  navigationItems({ roles: held(roles), features, signedIn }).map((i) => i.key);

describe('navigationItems', () => {
  it('shows only the vacancy bank when signed out', () => {
    expect(keys([], all, false)).toEqual(['vacancyBank', 'workshops']);
  });

  it('ignores roles without a session', () => {
    expect(keys(['admin'], all, false)).toEqual(['vacancyBank', 'workshops']);
  });

  it('gives a volunteer the dashboard, vacancy bank and conversations', () => {
    expect(keys(['volunteer'])).toEqual(['dashboard', 'vacancyBank', 'conversations', 'workshops', 'hours']);
  });

  it('hides conversations when the tenant has no volunteer profiles', () => {
    expect(keys(['volunteer'], none)).toEqual(['dashboard', 'vacancyBank', 'workshops', 'hours']);
  });

  it('gives center staff everything, in the documented order', () => {
    const expected = [
      'dashboard',
      'vacancies',
      'vacancyBank',
      'organizations',
      'users',
      'applications',
      'analytics',
      'content',
      'settings',
      'dataViewer',
      'conversations',
      'volunteerPool',
      'workshops',
      'hours',
    ];
    expect(keys(['center_superuser'])).toEqual(expected);
    expect(keys(['admin'])).toEqual(expected);
  });

  it("gives organization superusers vacancies, their organizations' users and applications, not center management", () => {
    expect(keys(['organization_superuser'])).toEqual([
      'dashboard',
      'vacancies',
      'vacancyBank',
      'users',
      'applications',
      'analytics',
      'forms',
      'conversations',
      'volunteerPool',
      'workshops',
      'hours',
    ]);
  });

  it('gives content and page managers the content section', () => {
    expect(keys(['content_manager'], none)).toEqual(['dashboard', 'vacancyBank', 'content', 'workshops']);
    expect(keys(['page_manager'], none)).toEqual(['dashboard', 'vacancyBank', 'content', 'workshops']);
  });

  it('gives mentors the applications of their students', () => {
    expect(keys(['mentor'], none)).toEqual(['dashboard', 'vacancyBank', 'applications', 'workshops', 'hours']);
  });

  it('merges several roles without duplicates', () => {
    expect(keys(['volunteer', 'content_manager', 'page_manager'], none)).toEqual([
      'dashboard',
      'vacancyBank',
      'content',
      'workshops',
      'hours',
    ]);
  });

  it('shows analytics and the data viewer only to the roles that may open them', () => {
    const withItem = (key: string) =>
      (
        [
          'admin',
          'center_superuser',
          'content_manager',
          'page_manager',
          'organization_superuser',
          'mentor',
          'student',
          'volunteer',
        ] as const
      ).filter((role) => keys([role]).includes(key as never));
    expect(withItem('analytics')).toEqual(['admin', 'center_superuser', 'organization_superuser']);
    expect(withItem('dataViewer')).toEqual(['admin', 'center_superuser']);
  });

  it('gives students and volunteers no staff items', () => {
    expect(keys(['student'])).toEqual(['dashboard', 'vacancyBank', 'conversations', 'workshops', 'hours']);
    expect(keys(['volunteer'])).toEqual(['dashboard', 'vacancyBank', 'conversations', 'workshops', 'hours']);
  });

  it('ignores unknown roles', () => {
    const roles = [{ name: 'superhero' as RoleName, organizationId: null }];
    expect(navigationItems({ roles, features: none, signedIn: true }).map((i) => i.key)).toEqual(['dashboard', 'vacancyBank', 'workshops']);
  });

  it('uses the documented routes', () => {
    const items = navigationItems({ roles: held(['admin']), features: all, signedIn: true });
    expect(Object.fromEntries(items.map((i) => [i.key, i.href]))).toEqual({
      dashboard: '/dashboard',
      vacancies: '/vacancies',
      vacancyBank: '/vacancies/search',
      organizations: '/organizations',
      users: '/users',
      applications: '/applications',
      analytics: '/analytics',
      content: '/content',
      settings: '/instellingen',
      dataViewer: '/admin/data-viewer',
      conversations: '/conversations',
      volunteerPool: '/vrijwilligerspool',
      workshops: '/workshops',
      hours: '/uren',
    });
  });
});

describe('activeNavigationKey', () => {
  const items = navigationItems({ roles: held(['admin']), features: all, signedIn: true });
  it('picks the longest matching item', () => {
    expect(activeNavigationKey('/vacancies/search', items)).toBe('vacancyBank');
    expect(activeNavigationKey('/vacancies/12/edit', items)).toBe('vacancies');
    expect(activeNavigationKey('/vacancies', items)).toBe('vacancies');
  });
  it('does not match on a shared prefix of a word', () => {
    expect(activeNavigationKey('/users-import', items)).toBeNull();
    expect(activeNavigationKey('/', items)).toBeNull();
  });
});
