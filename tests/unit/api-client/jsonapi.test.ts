import { type Resource, JsonApiFormatError, deserialize, serialize } from '@/lib/shared/api/jsonapi';

function single(data: Resource | Resource[] | null): Resource {
  if (data === null || Array.isArray(data)) throw new Error('expected a single resource');
  return data;
}

function many(data: Resource | Resource[] | null): Resource[] {
  if (!Array.isArray(data)) throw new Error('expected a list');
  return data;
}

describe('deserialize', () => {
  it('merges camelCased attributes into the resource next to id and type', () => {
    const doc = deserialize({
      data: {
        type: 'volunteer_centers',
        id: '7',
        attributes: { name: 'Centrum', footer_column1_title: 'Over ons', theme_config: { default_shape: 'rounded' } },
        links: { self: '/api/v1/volunteer_centers/7' },
        meta: { can_edit: true },
      },
    });
    expect(doc.data).toEqual({
      id: '7',
      type: 'volunteer_centers',
      name: 'Centrum',
      footerColumn1Title: 'Over ons',
      themeConfig: { defaultShape: 'rounded' },
      links: { self: '/api/v1/volunteer_centers/7' },
      meta: { canEdit: true },
    });
    expect(doc.included).toEqual([]);
    expect(doc.meta).toEqual({});
    expect(doc.links).toEqual({});
  });

  it('resolves to-one and to-many relationships from included, with camelCase names', () => {
    const doc = deserialize({
      data: {
        type: 'users',
        id: '1',
        attributes: { first_name: 'Ada' },
        relationships: {
          roles: {
            data: [
              { type: 'roles', id: '10' },
              { type: 'roles', id: '11' },
            ],
          },
          current_organization: { data: { type: 'organizations', id: '3' } },
          address: { data: null },
        },
      },
      included: [
        { type: 'roles', id: '10', attributes: { name: 'admin' } },
        { type: 'roles', id: '11', attributes: { name: 'volunteer' } },
        { type: 'organizations', id: '3', attributes: { name: 'Stichting', organization_type: 'NonProfit' } },
      ],
    });
    const user = single(doc.data);
    expect(user['firstName']).toBe('Ada');
    expect(user['roles']).toEqual([
      { id: '10', type: 'roles', name: 'admin' },
      { id: '11', type: 'roles', name: 'volunteer' },
    ]);
    expect(user['currentOrganization']).toEqual({ id: '3', type: 'organizations', name: 'Stichting', organizationType: 'NonProfit' });
    expect(user['address']).toBeNull();
    // The resolved relationship is the included resource itself, not a copy.
    expect(user['currentOrganization']).toBe(doc.included[2]);
    expect(doc.included).toHaveLength(3);
  });

  it('gives { id, type } for related resources that were not included', () => {
    const doc = deserialize({
      data: {
        type: 'vacancies',
        id: '5',
        attributes: { title: 'Help' },
        relationships: {
          organization: { data: { type: 'organizations', id: '3' } },
          tags: { data: [{ type: 'tags', id: '1' }] },
          contact_person: { links: { related: '/api/v1/vacancies/5/contact_person' } },
        },
      },
    });
    const vacancy = single(doc.data);
    expect(vacancy['organization']).toEqual({ id: '3', type: 'organizations' });
    expect(vacancy['tags']).toEqual([{ id: '1', type: 'tags' }]);
    // Links-only relationships say nothing about the value.
    expect('contactPerson' in vacancy).toBe(false);
  });

  it('resolves relationships between primary resources and from included back to primary data', () => {
    const doc = deserialize({
      data: [
        { type: 'users', id: '1', attributes: { first_name: 'Ada' }, relationships: { mentor: { data: { type: 'users', id: '2' } } } },
        { type: 'users', id: '2', attributes: { first_name: 'Bob' } },
      ],
      included: [
        { type: 'organizations', id: '3', attributes: { name: 'Org' }, relationships: { owner: { data: { type: 'users', id: '2' } } } },
      ],
    });
    const [ada, bob] = many(doc.data);
    expect(ada?.['mentor']).toBe(bob);
    expect(doc.included[0]?.['owner']).toBe(bob);
  });

  it('handles cycles by sharing one object per (type, id)', () => {
    const doc = deserialize({
      data: {
        type: 'users',
        id: '1',
        attributes: { first_name: 'Ada' },
        relationships: { organizations: { data: [{ type: 'organizations', id: '3' }] } },
      },
      included: [
        {
          type: 'organizations',
          id: '3',
          attributes: { name: 'Org' },
          relationships: { users: { data: [{ type: 'users', id: '1' }] }, creator: { data: { type: 'users', id: '1' } } },
        },
      ],
    });
    const user = single(doc.data);
    const orgs = user['organizations'];
    if (!Array.isArray(orgs)) throw new Error('expected organizations');
    const org: unknown = orgs[0];
    expect(org).toBe(doc.included[0]);
    expect(doc.included[0]?.['users']).toEqual([user]);
    expect(doc.included[0]?.['creator']).toBe(user);
  });

  it('merges a resource that appears more than once into one object', () => {
    const doc = deserialize({
      data: { type: 'users', id: '1', attributes: { first_name: 'Ada' } },
      included: [
        { type: 'users', id: '1', attributes: { last_name: 'Lovelace' } },
        { type: 'roles', id: '2', attributes: { name: 'a' } },
        { type: 'roles', id: '2', attributes: { name: 'a' } },
      ],
    });
    expect(doc.data).toEqual({ id: '1', type: 'users', firstName: 'Ada', lastName: 'Lovelace' });
    expect(doc.included).toHaveLength(2);
    expect(doc.included[0]).toBe(doc.data);
  });

  it('keeps document meta and links, camelCased', () => {
    const doc = deserialize({
      data: [],
      meta: { total_count: 42, page: { current_page: 2 } },
      links: { self: '/api/v1/users?page[number]=2', next: '/api/v1/users?page[number]=3', prev: null },
    });
    expect(doc.data).toEqual([]);
    expect(doc.meta).toEqual({ totalCount: 42, page: { currentPage: 2 } });
    expect(doc.links).toEqual({ self: '/api/v1/users?page[number]=2', next: '/api/v1/users?page[number]=3', prev: null });
  });

  it('accepts null data and numeric ids', () => {
    expect(deserialize({ data: null }).data).toBeNull();
    expect(deserialize({ meta: { ok: true } }).data).toBeNull();
    expect(single(deserialize({ data: { type: 'users', id: 4 } }).data).id).toBe('4');
  });

  it('ignores __proto__ keys from the wire', () => {
    const doc = deserialize(JSON.parse('{"data":{"type":"users","id":"1","attributes":{"__proto__":{"polluted":true}}}}'));
    const user = single(doc.data);
    expect(Object.getPrototypeOf(user)).toBe(Object.prototype);
    expect(user['polluted']).toBeUndefined();
  });

  it('rejects bodies that are not JSON:API documents', () => {
    expect(() => deserialize('nope')).toThrow(JsonApiFormatError);
    expect(() => deserialize({ data: { id: 1, email: 'a@b.c' } })).toThrow(/no type/);
    expect(() => deserialize({ data: { type: 'users' } })).toThrow(/no id/);
  });
});

describe('serialize', () => {
  it('builds a request document with snake_case attributes', () => {
    expect(serialize('users', { firstName: 'Ada', digestDays: [1, 3], footerColumn1Title: 'x' })).toEqual({
      data: { type: 'users', attributes: { first_name: 'Ada', digest_days: [1, 3], footer_column1_title: 'x' } },
    });
  });

  it('adds the id as a string and relationships as identifiers only', () => {
    const organization: Resource = { id: '3', type: 'organizations', name: 'Org' };
    expect(
      serialize(
        'vacancies',
        { title: 'Help' },
        {
          id: 12,
          relationships: {
            organization,
            contactPerson: null,
            tags: [
              { type: 'tags', id: 1 },
              { type: 'tags', id: '2' },
            ],
            ignored: undefined,
          },
        },
      ),
    ).toEqual({
      data: {
        type: 'vacancies',
        id: '12',
        attributes: { title: 'Help' },
        relationships: {
          organization: { data: { type: 'organizations', id: '3' } },
          contact_person: { data: null },
          tags: {
            data: [
              { type: 'tags', id: '1' },
              { type: 'tags', id: '2' },
            ],
          },
        },
      },
    });
  });

  it('leaves id out when not given', () => {
    expect(serialize('organizations', { status: 'approved' }, { id: null })).toEqual({
      data: { type: 'organizations', attributes: { status: 'approved' } },
    });
  });
});
