import { buildQuery, withQuery } from '@/lib/shared/api/query';

describe('buildQuery', () => {
  it('builds include, filter, page and sort in a fixed order with unencoded brackets', () => {
    expect(
      buildQuery({
        sort: '-createdAt',
        page: { size: 25, number: 2 },
        filter: { organizationIdEq: 3 },
        include: ['a', 'b'],
      }),
    ).toBe('include=a,b&filter[organization_id_eq]=3&page[size]=25&page[number]=2&sort=-created_at');
  });

  it('accepts include and sort as strings or lists and snake_cases their paths', () => {
    expect(buildQuery({ include: 'roles,organizations' })).toBe('include=roles,organizations');
    expect(buildQuery({ include: ['contactPerson.organization'] })).toBe('include=contact_person.organization');
    expect(buildQuery({ sort: ['lastName', '-createdAt'] })).toBe('sort=last_name,-created_at');
  });

  it('formats filter values: lists comma-joined, booleans as words, empty lists kept, nullish dropped', () => {
    expect(
      buildQuery({ filter: { withRole: 'admin', idIn: [1, 2, 3], showOnSocialMap: true, statusIn: [], skipped: undefined, gone: null } }),
    ).toBe('filter[with_role]=admin&filter[id_in]=1,2,3&filter[show_on_social_map]=true&filter[status_in]=');
  });

  it('percent-encodes names and values but not brackets and list commas', () => {
    expect(buildQuery({ filter: { nameCont: 'a&b=c d' }, query: 'één?' })).toBe('filter[name_cont]=a%26b%3Dc%20d&query=%C3%A9%C3%A9n%3F');
  });

  it('adds sparse fieldsets and other parameters', () => {
    expect(
      buildQuery({ fields: { users: ['firstName', 'email'] }, confirmationToken: 'abc', limit: 5, flag: false, none: undefined }),
    ).toBe('fields[users]=first_name,email&confirmation_token=abc&limit=5&flag=false');
  });

  it('returns an empty string for no parameters', () => {
    expect(buildQuery()).toBe('');
    expect(buildQuery({ include: [], filter: {}, page: {} })).toBe('');
  });

  it('produces what URLSearchParams reads back', () => {
    const params = new URLSearchParams(buildQuery({ filter: { nameCont: 'a&b' }, page: { size: 1000 }, include: ['roles'] }));
    expect(params.get('filter[name_cont]')).toBe('a&b');
    expect(params.get('page[size]')).toBe('1000');
    expect(params.get('include')).toBe('roles');
  });
});

describe('withQuery', () => {
  it('appends to paths with or without a query', () => {
    expect(withQuery('/api/v1/users', { include: ['roles'] })).toBe('/api/v1/users?include=roles');
    expect(withQuery('/api/v1/users?x=1', { include: ['roles'] })).toBe('/api/v1/users?x=1&include=roles');
    expect(withQuery('/api/v1/users', {})).toBe('/api/v1/users');
    expect(withQuery('/api/v1/users')).toBe('/api/v1/users');
  });
});
