/** lib/shared/users/user-view.ts and lib/shared/users/schemas.ts: the API graph -> view model, and the form schemas. */
import { deserialize } from '@/lib/shared/api/jsonapi';
import { addRoleSchema, organizationIdAttribute, optionalAttribute, userEditSchema, userInviteSchema } from '@/lib/shared/users/schemas';
import { rulesTarget, toUserView } from '@/lib/shared/users/user-view';

const document = {
  data: {
    type: 'users',
    id: '7',
    attributes: {
      first_name: 'Anna',
      last_name: 'Jansen',
      full_name: 'Anna Jansen',
      email: 'anna@example.test',
      phone_number: null,
      job_title: '',
      locale: 'en',
      status: 'invited',
      signup_method: 'createdByUser',
      confirmed_at: null,
      created_at: '2025-01-02T03:04:05.000Z',
    },
    relationships: {
      roles: {
        data: [
          { type: 'roles', id: '1' },
          { type: 'roles', id: '2' },
          { type: 'roles', id: '3' },
        ],
      },
      organizations: { data: [{ type: 'organizations', id: '10' }] },
    },
  },
  included: [
    { type: 'roles', id: '1', attributes: { name: 'mentor', organization_id: 10 } },
    { type: 'roles', id: '2', attributes: { name: 'volunteer', organization_id: null } },
    { type: 'roles', id: '3', attributes: { name: 'superhero', organization_id: null } },
    { type: 'organizations', id: '10', attributes: { name: 'Demo College' } },
  ],
};

describe('toUserView', () => {
  test('maps the deserialized graph to a plain model with organization names on roles', () => {
    const view = toUserView(deserialize(document).data);
    expect(view).toMatchObject({
      id: '7',
      fullName: 'Anna Jansen',
      phoneNumber: null,
      jobTitle: null,
      locale: 'en',
      status: 'invited',
      signupMethod: 'createdByUser',
      createdAt: '2025-01-02T03:04:05.000Z',
      organizations: [{ id: '10', name: 'Demo College' }],
    });
    // Unknown role names are dropped; ids become strings.
    expect(view.roles).toEqual([
      { id: '1', name: 'mentor', organizationId: '10', organizationName: 'Demo College' },
      { id: '2', name: 'volunteer', organizationId: null, organizationName: null },
    ]);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(rulesTarget(view)).toEqual({
      id: '7',
      roles: [
        { name: 'mentor', organizationId: '10' },
        { name: 'volunteer', organizationId: null },
      ],
      organizationIds: ['10'],
    });
  });

  test('a full name falls back to first + last name, then the e-mail address', () => {
    expect(toUserView({ id: 1, email: 'x@y.test', firstName: 'A', lastName: 'B', status: 'active' }).fullName).toBe('A B');
    expect(toUserView({ id: 1, email: 'x@y.test', status: 'active' }).fullName).toBe('x@y.test');
  });
});

describe('form schemas', () => {
  const messages = { organizationRequired: 'ORG', roleNotAllowed: 'ROLE' };
  const staff = { id: '1', roles: [{ name: 'center_superuser' as const, organizationId: null }] };
  const owner = { id: '2', roles: [{ name: 'organization_superuser' as const, organizationId: '10' }] };
  const invite = { firstName: 'A', lastName: 'B', email: 'a@b.test', phoneNumber: '', locale: 'nl', role: 'volunteer', organizationId: '' };
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  test('invite: an organization role needs an organization', () => {
    expect(issues(userInviteSchema(staff, messages).safeParse(invite))).toEqual([]);
    expect(issues(userInviteSchema(staff, messages).safeParse({ ...invite, role: 'mentor' }))).toEqual(['organizationId:ORG']);
    expect(issues(userInviteSchema(staff, messages).safeParse({ ...invite, role: 'mentor', organizationId: '10' }))).toEqual([]);
  });

  test('invite: a role the viewer may not grant is refused on the role field', () => {
    expect(issues(userInviteSchema(staff, messages).safeParse({ ...invite, role: 'admin' }))).toEqual(['role:ROLE']);
    expect(issues(userInviteSchema(owner, messages).safeParse(invite))).toEqual(['organizationId:ORG']);
    expect(issues(userInviteSchema(owner, messages).safeParse({ ...invite, organizationId: '10' }))).toEqual([]);
    expect(issues(userInviteSchema(owner, messages).safeParse({ ...invite, organizationId: '11' }))).toEqual(['role:ROLE']);
    expect(issues(userInviteSchema(owner, messages).safeParse({ ...invite, role: 'content_manager', organizationId: '10' }))).toEqual([
      'role:ROLE',
    ]);
  });

  test('add role uses the same rules', () => {
    expect(issues(addRoleSchema(staff, messages).safeParse({ role: 'student', organizationId: '' }))).toEqual(['organizationId:ORG']);
    expect(issues(addRoleSchema(staff, messages).safeParse({ role: 'page_manager', organizationId: '' }))).toEqual([]);
  });

  test('edit: status must be a known status; organization is optional', () => {
    const edit = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      phoneNumber: '',
      jobTitle: '',
      locale: 'en',
      status: 'inactive',
      organizationId: '',
    };
    expect(userEditSchema.safeParse(edit).success).toBe(true);
    expect(userEditSchema.safeParse({ ...edit, status: 'deleted' }).success).toBe(false);
    expect(userEditSchema.safeParse({ ...edit, organizationId: 'x' }).success).toBe(false);
  });

  test('attribute helpers', () => {
    expect(organizationIdAttribute('')).toBeNull();
    expect(organizationIdAttribute('12')).toBe(12);
    expect(optionalAttribute('  ')).toBeNull();
    expect(optionalAttribute(' 0612 ')).toBe('0612');
  });
});
