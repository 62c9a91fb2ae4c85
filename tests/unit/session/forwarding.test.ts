import { readAuthHeaders, isCompleteAuth, sameAuth } from '@/lib/server/session/auth-headers';
import { forwardLocale, forwardPath, passedRequestHeaders, returnedResponseHeaders } from '@/lib/server/session/forwarding';

describe('forwardPath', () => {
  it('serves the API and the token-auth endpoints other than sign-in', () => {
    expect(forwardPath(['api', 'v1', 'current_user'])).toEqual({ path: '/api/v1/current_user', kind: 'other' });
    expect(forwardPath(['api', 'v1', 'sign_in_as_user'])).toEqual({ path: '/api/v1/sign_in_as_user', kind: 'signInAs' });
    expect(forwardPath(['auth', 'sign_out'])).toEqual({ path: '/auth/sign_out', kind: 'signOut' });
    expect(forwardPath(['auth', 'password'])?.path).toBe('/auth/password');
    expect(forwardPath(['auth'])?.path).toBe('/auth');
  });
  it('refuses anything else', () => {
    for (const segments of [
      [],
      ['auth', 'sign_in'],
      ['api', 'v2', 'x'],
      ['api', 'v1', '..', '..', 'auth', 'sign_in'],
      ['api', 'v1', '.'],
      ['api', 'v1', 'a\\b'],
      ['_next', 'x'],
      ['api', 'v1', 'x?y'],
    ]) {
      expect(forwardPath(segments)).toBeNull();
    }
  });
});

describe('request and response headers', () => {
  it('passes only content negotiation headers from the browser', () => {
    const incoming = new Headers({
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
      cookie: 'vp_session=x',
      'access-token': 'stolen',
      client: 'c',
      uid: 'u',
      'x-tenant': 'oldebroek',
      'volunteer-center-id': '2',
      'current-organization-id': '99',
      'x-center-slug': 'oldebroek',
    });
    const out = passedRequestHeaders(incoming);
    expect([...out.keys()].sort()).toEqual(['accept', 'content-type']);
  });

  it('never returns token headers or cookies, and forbids caching', () => {
    const backend = new Headers({
      'content-type': 'application/vnd.api+json',
      'access-token': 'secret',
      client: 'c',
      uid: 'u@x',
      expiry: '1',
      'token-type': 'Bearer',
      'set-cookie': 'a=b',
      'content-encoding': 'gzip',
      'content-length': '12',
      'retry-after': '30',
    });
    const out = returnedResponseHeaders(backend);
    expect(out.get('access-token')).toBeNull();
    expect(out.get('client')).toBeNull();
    expect(out.get('uid')).toBeNull();
    expect(out.get('expiry')).toBeNull();
    expect(out.get('token-type')).toBeNull();
    expect(out.get('set-cookie')).toBeNull();
    expect(out.get('content-encoding')).toBeNull();
    expect(out.get('retry-after')).toBe('30');
    expect(out.get('content-type')).toBe('application/vnd.api+json');
    expect(out.get('cache-control')).toBe('private, no-store');
  });

  it('picks nl or en', () => {
    expect(forwardLocale('en')).toBe('en');
    expect(forwardLocale('en-GB,en;q=0.9')).toBe('en');
    expect(forwardLocale('nl')).toBe('nl');
    expect(forwardLocale('de')).toBe('nl');
    expect(forwardLocale(null)).toBe('nl');
  });
});

describe('auth headers', () => {
  it('reads a complete set only', () => {
    expect(readAuthHeaders(new Headers({ 'access-token': 'a', client: 'c', uid: 'u', expiry: '9' }))).toEqual({
      accessToken: 'a',
      client: 'c',
      uid: 'u',
      expiry: '9',
    });
    expect(readAuthHeaders(new Headers({ 'access-token': 'a', client: 'c' }))).toBeNull();
    expect(readAuthHeaders(new URLSearchParams('access-token=a&client=c&uid=u'))).toEqual({ accessToken: 'a', client: 'c', uid: 'u' });
  });
  it('counts as signed in only with access-token, client and uid (docs/domain.md#states-and-transitions)', () => {
    expect(isCompleteAuth({ accessToken: 'a', client: 'c', uid: 'u' })).toBe(true);
    expect(isCompleteAuth({ accessToken: '', client: 'c', uid: 'u' })).toBe(false);
    expect(isCompleteAuth(undefined)).toBe(false);
  });
  it('compares token sets', () => {
    expect(sameAuth({ accessToken: 'a', client: 'c', uid: 'u' }, { accessToken: 'a', client: 'c', uid: 'u', tokenType: 'Bearer' })).toBe(
      true,
    );
    expect(sameAuth({ accessToken: 'a', client: 'c', uid: 'u' }, { accessToken: 'b', client: 'c', uid: 'u' })).toBe(false);
    expect(sameAuth(null, null)).toBe(true);
  });
});
