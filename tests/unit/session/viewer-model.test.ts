import { deserialize } from '@/lib/shared/api';
import { toViewer } from '@/lib/server/session/viewer-model';

const document = {
  data: {
    type: 'users',
    id: '5',
    attributes: { first_name: 'Olga', last_name: 'Org', full_name: 'Olga Org', email: 'olga@demo.test' },
    relationships: {
      roles: {
        data: [
          { type: 'roles', id: '10' },
          { type: 'roles', id: '11' },
          { type: 'roles', id: '12' },
        ],
      },
      organizations: {
        data: [
          { type: 'organizations', id: '3' },
          { type: 'organizations', id: '4' },
        ],
      },
    },
  },
  included: [
    {
      type: 'roles',
      id: '10',
      attributes: { name: 'organization_superuser', organization_id: 3 },
      relationships: { organization: { data: { type: 'organizations', id: '3' } }, user: { data: { type: 'users', id: '5' } } },
    },
    { type: 'roles', id: '11', attributes: { name: 'volunteer', organization_id: null }, relationships: { organization: { data: null } } },
    { type: 'roles', id: '12', attributes: { name: 'superhero', organization_id: null } },
    { type: 'organizations', id: '3', attributes: { name: 'Buurthuis', organization_type: 'NonProfit', status: 'approved' } },
    { type: 'organizations', id: '4', attributes: { name: 'Het Lyceum', organization_type: 'School', status: 'approved' } },
  ],
};

describe('toViewer', () => {
  it('maps the current_user graph to a plain view model', () => {
    const viewer = toViewer(deserialize(document).data, { storedOrganizationId: null, impersonating: false });
    expect(viewer).toEqual({
      id: '5',
      firstName: 'Olga',
      lastName: 'Org',
      fullName: 'Olga Org',
      email: 'olga@demo.test',
      roles: [
        { id: '10', name: 'organization_superuser', organizationId: '3', organizationName: 'Buurthuis' },
        { id: '11', name: 'volunteer', organizationId: null, organizationName: null },
      ],
      organizations: [
        { id: '3', name: 'Buurthuis', organizationType: 'NonProfit', status: 'approved' },
        { id: '4', name: 'Het Lyceum', organizationType: 'School', status: 'approved' },
      ],
      selectedOrganizationId: '4',
      impersonating: false,
    });
    // Plain data: safe to pass to client components.
    expect(() => JSON.stringify(viewer)).not.toThrow();
  });

  it('keeps a valid stored organization', () => {
    expect(toViewer(deserialize(document).data, { storedOrganizationId: '3', impersonating: true })).toMatchObject({
      selectedOrganizationId: '3',
      impersonating: true,
    });
  });

  it('rejects a document without a user', () => {
    expect(() => toViewer(null, { storedOrganizationId: null, impersonating: false })).toThrow();
  });
});
