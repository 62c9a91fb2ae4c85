import { AFTER_SIGN_IN_PATH, sanitizeRedirect, signInPath, stripLocalePrefix } from '@/lib/server/session/redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/vacancies', '/vacancies'],
    ['/vacancies/search?query=tuin&page=2', '/vacancies/search?query=tuin&page=2'],
    ['/organizations/3#users', '/organizations/3#users'],
    ['/en/dashboard', '/dashboard'],
    ['/en', '/'],
    ['/nl/vacancies', '/vacancies'],
    ['/entrance', '/entrance'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s as %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'dashboard',
    'https://evil.example/x',
    'http:/evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/x\u0000y',
    'javascript:alert(1)',
    ' /dashboard',
    `/${'a'.repeat(2001)}`,
  ])('falls back for %p', (input) => {
    expect(sanitizeRedirect(input)).toBe(AFTER_SIGN_IN_PATH);
  });

  it('does not return to the sign-in journey itself', () => {
    expect(sanitizeRedirect('/auth/login-1?redirect=/x')).toBe(AFTER_SIGN_IN_PATH);
    expect(sanitizeRedirect('/en/uitloggen')).toBe(AFTER_SIGN_IN_PATH);
    expect(sanitizeRedirect('/auth/token?access-token=x')).toBe(AFTER_SIGN_IN_PATH);
    expect(sanitizeRedirect('/signup/success')).toBe(AFTER_SIGN_IN_PATH);
  });

  it('uses the given fallback', () => {
    expect(sanitizeRedirect('//x', '')).toBe('');
  });
});

describe('stripLocalePrefix', () => {
  it('removes only a whole locale segment', () => {
    expect(stripLocalePrefix('/en/x')).toBe('/x');
    expect(stripLocalePrefix('/english')).toBe('/english');
    expect(stripLocalePrefix('/nl')).toBe('/');
  });
});

describe('signInPath', () => {
  it('adds a sanitised redirect parameter', () => {
    expect(signInPath('/vacancies?x=1')).toBe('/auth/login-1?redirect=%2Fvacancies%3Fx%3D1');
    expect(signInPath('/en/account/roles')).toBe('/auth/login-1?redirect=%2Faccount%2Froles');
  });
  it('leaves it out when there is nothing (safe) to return to', () => {
    expect(signInPath(null)).toBe('/auth/login-1');
    expect(signInPath('/dashboard')).toBe('/auth/login-1');
    expect(signInPath('https://evil.example')).toBe('/auth/login-1');
  });
});
