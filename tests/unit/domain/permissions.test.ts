/**
 * Who may do what (docs/domain.md#roles): the domain's rules that the backend's policies (server/policies) and the
 * web's guards, navigation and screens all ask. One table of case × role → allowed, run with the backend's numeric
 * ids and with the web's string ids, since the rules are generic over the id type.
 */
import {
  applicationListScope,
  mayManageApplication,
  mayManageApplications,
  mayReadApplication,
  mayReviewApplications,
  mayWithdrawApplication,
} from '@/domain/applications';
import { mayEditCenter, mayManageCenters } from '@/domain/centers';
import { mayWriteStockImage } from '@/domain/content';
import {
  mayAdministerOrganizations,
  mayReadOrganization,
  mayRestoreOrganization,
  mayUpdateOrganization,
  visibleOrganizationStatuses,
} from '@/domain/organizations';
import { isPageEditor, isSiteManager, type RoleName } from '@/domain/roles';
import { mayManageSocialMapLists } from '@/domain/social-map';
import {
  mayAddToOrganization,
  mayAssignMentor,
  mayChangeUserRole,
  mayChangeUserStatus,
  mayCreateUser,
  mayDeleteUser,
  mayListUsers,
  mayListUsersOf,
  mayManageUser,
  mayManageUsers,
  mayReadUser,
  maySignInAs,
  mayUpdateUser,
  userListScope,
  type UserTarget,
} from '@/domain/users';
import { mayListVacancies, mayManageVacanciesOf, mayManageVacancy, vacancyListScope } from '@/domain/vacancies';

/** The people of the table, in its column order. */
const NAMES = [
  'nobody',
  'admin',
  'centerSuperuser',
  'contentManager',
  'pageManager',
  'organizationSuperuser',
  'mentor',
  'student',
  'volunteer',
  'member',
] as const;
type Name = (typeof NAMES)[number];

const STAFF: Name[] = ['admin', 'centerSuperuser'];
const EVERYONE_SIGNED_IN = NAMES.filter((n) => n !== 'nobody');

interface Ids<Id> {
  /** The organization the organization roles are held in. */
  org: Id;
  other: Id;
  id: (n: number) => Id;
}

function table<Id>({ org, other, id }: Ids<Id>) {
  type Spec = RoleName | [RoleName, Id];
  const person = (n: number, roles: Spec[], organizationIds: Id[] = []): UserTarget<Id> => ({
    id: id(n),
    roles: roles.map((r) => (Array.isArray(r) ? { name: r[0], organizationId: r[1] } : { name: r, organizationId: null })),
    organizationIds,
  });
  const people: Record<Name, UserTarget<Id> | null> = {
    nobody: null,
    admin: person(1, ['admin']),
    centerSuperuser: person(2, ['center_superuser']),
    contentManager: person(3, ['content_manager']),
    pageManager: person(4, ['page_manager']),
    organizationSuperuser: person(5, [['organization_superuser', org]], [org]),
    mentor: person(6, [['mentor', org]], [org]),
    student: person(7, [['student', org], 'volunteer'], [org]),
    volunteer: person(8, ['volunteer']),
    member: person(9, ['volunteer'], [org]),
  };
  const volunteerOfOrg = person(100, ['volunteer'], [org]);
  const contentManagerOfOrg = person(101, ['volunteer', 'content_manager'], [org]);
  const anAdmin = person(102, ['admin']);
  /** The actor themselves (nobody: a stranger). */
  const self = (a: UserTarget<Id> | null) => a ?? volunteerOfOrg;
  const studentsApplication = { userId: id(7), organizationId: other, applicantMentorId: id(6) };
  const membersApplication = { userId: id(9), organizationId: org, applicantMentorId: null };

  type Actor = UserTarget<Id> | null;
  const rows: [string, (a: Actor) => boolean, Name[]][] = [
    // Users (docs/domain.md#acting-on-another-user)
    ['users: open the list', (a) => mayListUsers(a), [...STAFF, 'organizationSuperuser', 'mentor']],
    ['users: list those of the organization', (a) => mayListUsersOf(a, org), [...STAFF, 'organizationSuperuser', 'mentor']],
    ['users: list those of another organization', (a) => mayListUsersOf(a, other), STAFF],
    ['users: manage any (the users section)', (a) => mayManageUsers(a), [...STAFF, 'organizationSuperuser']],
    ['users: invite into the organization', (a) => mayCreateUser(a, org), [...STAFF, 'organizationSuperuser']],
    ['users: invite without organization', (a) => mayCreateUser(a, null), STAFF],
    ['users: read a volunteer of the organization', (a) => mayReadUser(a, volunteerOfOrg), [...STAFF, 'organizationSuperuser', 'mentor']],
    ['users: manage a volunteer of the organization', (a) => mayManageUser(a, volunteerOfOrg), [...STAFF, 'organizationSuperuser']],
    ['users: manage a content manager of the organization', (a) => mayManageUser(a, contentManagerOfOrg), STAFF],
    ['users: manage an admin', (a) => mayManageUser(a, anAdmin), ['admin']],
    ['users: update a volunteer of the organization', (a) => mayUpdateUser(a, volunteerOfOrg), [...STAFF, 'organizationSuperuser']],
    ['users: change the status of a volunteer', (a) => mayChangeUserStatus(a, volunteerOfOrg), [...STAFF, 'organizationSuperuser']],
    ['users: assign a mentor to a volunteer', (a) => mayAssignMentor(a, volunteerOfOrg), [...STAFF, 'organizationSuperuser']],
    ['users: delete a volunteer of the organization', (a) => mayDeleteUser(a, volunteerOfOrg), STAFF],
    ['users: sign in as a volunteer of the organization', (a) => maySignInAs(a, volunteerOfOrg), ['admin']],
    ['users: sign in as an admin', (a) => maySignInAs(a, anAdmin), []],
    [
      'users: make a volunteer mentor in the organization',
      (a) => mayChangeUserRole(a, volunteerOfOrg, 'mentor', org),
      [...STAFF, 'organizationSuperuser'],
    ],
    ['users: make a volunteer admin', (a) => mayChangeUserRole(a, volunteerOfOrg, 'admin', null), ['admin']],
    ['users: add someone to the organization', (a) => mayAddToOrganization(a, org), [...STAFF, 'organizationSuperuser']],
    ['users: update oneself', (a) => mayUpdateUser(a, self(a)), EVERYONE_SIGNED_IN],
    ["users: change one's own status", (a) => mayChangeUserStatus(a, self(a)), []],
    ["users: assign one's own mentor", (a) => mayAssignMentor(a, self(a)), []],
    ['users: delete oneself', (a) => mayDeleteUser(a, self(a)), EVERYONE_SIGNED_IN],
    ['users: sign in as oneself', (a) => maySignInAs(a, self(a)), []],
    // Vacancies
    ['vacancies: open the management list', (a) => mayListVacancies(a), [...STAFF, 'organizationSuperuser']],
    [
      "vacancies: manage one of the organization's",
      (a) => mayManageVacancy(a, { organizationId: org }),
      [...STAFF, 'organizationSuperuser'],
    ],
    ["vacancies: manage one of another organization's", (a) => mayManageVacancy(a, { organizationId: other }), STAFF],
    ['vacancies: create one for another organization', (a) => mayManageVacanciesOf(a, other), STAFF],
    // Organizations
    ['organizations: read an approved one', (a) => mayReadOrganization(a, { id: org, status: 'approved' }), [...NAMES]],
    [
      'organizations: read a pending one',
      (a) => mayReadOrganization(a, { id: org, status: 'pending' }),
      [...STAFF, 'organizationSuperuser', 'mentor', 'student', 'member'],
    ],
    ['organizations: read a deleted one', (a) => mayReadOrganization(a, { id: org, status: 'deleted' }), STAFF],
    [
      'organizations: update their own',
      (a) => mayUpdateOrganization(a, { id: org, status: 'approved' }),
      [...STAFF, 'organizationSuperuser'],
    ],
    ['organizations: update another', (a) => mayUpdateOrganization(a, { id: other, status: 'approved' }), STAFF],
    ['organizations: update a deleted one', (a) => mayUpdateOrganization(a, { id: org, status: 'deleted' }), STAFF],
    ['organizations: add, approve, archive, move, delete', (a) => mayAdministerOrganizations(a), STAFF],
    ['organizations: restore a deleted one', (a) => mayRestoreOrganization(a), ['admin']],
    ["social map: keep the center's non-profit and activity type lists", (a) => mayManageSocialMapLists(a), STAFF],
    // Applications
    [
      "applications: see others' (the applications section)",
      (a) => mayReviewApplications(a),
      [...STAFF, 'organizationSuperuser', 'mentor'],
    ],
    ['applications: decide on any', (a) => mayManageApplications(a), [...STAFF, 'organizationSuperuser']],
    [
      "applications: decide on one to the organization's vacancy",
      (a) => mayManageApplication(a, membersApplication),
      [...STAFF, 'organizationSuperuser'],
    ],
    ["applications: decide on one to another organization's vacancy", (a) => mayManageApplication(a, studentsApplication), STAFF],
    ["applications: read a member's", (a) => mayReadApplication(a, membersApplication), [...STAFF, 'organizationSuperuser', 'member']],
    [
      "applications: read a mentored student's elsewhere",
      (a) => mayReadApplication(a, studentsApplication),
      [...STAFF, 'mentor', 'student'],
    ],
    ["applications: withdraw a member's", (a) => mayWithdrawApplication(a, membersApplication), ['member']],
    // Centers and content
    ["centers: edit the center's profile, design and settings", (a) => mayEditCenter(a), STAFF],
    ['centers: manage centers', (a) => mayManageCenters(a), ['admin']],
    ['content: edit pages and news', (a) => isPageEditor(a), [...STAFF, 'contentManager', 'pageManager']],
    ['content: manage menus and the whole site', (a) => isSiteManager(a), [...STAFF, 'contentManager']],
    [
      "content: change the center's stock images",
      (a) => mayWriteStockImage(a, { volunteerCenterId: id(1) }, false),
      [...STAFF, 'contentManager'],
    ],
    [
      'content: change shared stock images in the platform tenant',
      (a) => mayWriteStockImage(a, { volunteerCenterId: null }, true),
      ['admin'],
    ],
    ['content: change shared stock images elsewhere', (a) => mayWriteStockImage(a, { volunteerCenterId: null }, false), []],
  ];
  return { people, rows };
}

const ID_TYPES = [
  ['numeric ids (the backend)', table({ org: 10, other: 20, id: (n) => n })],
  ['string ids (the web)', table({ org: '10', other: '20', id: (n) => String(n) })],
] as const;

describe.each(ID_TYPES)('who may, with %s', (_, { people, rows }) => {
  test.each(rows)('%s', (_case, rule, allowed) => {
    expect(NAMES.filter((name) => rule(people[name]))).toEqual(allowed);
  });
});

describe('list scopes', () => {
  const { people } = table({ org: 10, other: 20, id: (n) => n });
  const twoOrganizations = {
    id: 30,
    roles: [
      { name: 'organization_superuser' as const, organizationId: 10 },
      { name: 'mentor' as const, organizationId: 20 },
    ],
  };

  test('users: the whole center (null) for staff; else the organizations one manages or mentors in', () => {
    expect(NAMES.map((n) => userListScope(people[n]))).toEqual([[], null, null, [], [], [10], [10], [], [], []]);
    expect(userListScope(twoOrganizations)).toEqual([10, 20]);
  });

  test('vacancies: the whole center (null) for staff; else the organizations one is superuser of', () => {
    expect(NAMES.map((n) => vacancyListScope(people[n]))).toEqual([[], null, null, [], [], [10], [], [], [], []]);
    expect(vacancyListScope(twoOrganizations)).toEqual([10]);
  });

  test('organizations: every status (null) for staff, approved ones for everyone else', () => {
    expect(NAMES.map((n) => visibleOrganizationStatuses(people[n]))).toEqual([
      ['approved'],
      null,
      null,
      ['approved'],
      ['approved'],
      ['approved'],
      ['approved'],
      ['approved'],
      ['approved'],
      ['approved'],
    ]);
  });

  test("applications: one's own, plus the organizations one decides for, plus a mentor's students", () => {
    expect(applicationListScope(people.admin!)).toEqual({ all: true, userId: 1, organizationIds: [], mentorId: null });
    expect(applicationListScope(people.organizationSuperuser!)).toEqual({ all: false, userId: 5, organizationIds: [10], mentorId: null });
    expect(applicationListScope(people.mentor!)).toEqual({ all: false, userId: 6, organizationIds: [], mentorId: 6 });
    expect(applicationListScope(people.volunteer!)).toEqual({ all: false, userId: 8, organizationIds: [], mentorId: null });
  });
});
