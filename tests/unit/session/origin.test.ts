import { checkSameOrigin } from '@/lib/server/session/origin';

const host = 'demo.localhost:3000';

describe('checkSameOrigin (CSRF guard of /bff and /uitloggen)', () => {
  it('accepts a mutating request whose Origin is the request host', () => {
    expect(checkSameOrigin({ method: 'POST', host, origin: 'http://demo.localhost:3000', secFetchSite: 'same-origin' })).toEqual({
      ok: true,
    });
    expect(checkSameOrigin({ method: 'delete', host, origin: 'https://demo.localhost:3000', secFetchSite: null })).toEqual({ ok: true });
  });

  it('refuses another origin, including a sibling center', () => {
    for (const origin of [
      'http://evil.example',
      'http://oldebroek.localhost:3000',
      'http://demo.localhost:3001',
      'http://demo.localhost',
    ]) {
      expect(checkSameOrigin({ method: 'PUT', host, origin, secFetchSite: null })).toEqual({ ok: false, reason: 'originMismatch' });
    }
    expect(checkSameOrigin({ method: 'POST', host, origin: 'ftp://demo.localhost:3000', secFetchSite: null }).ok).toBe(false);
    expect(checkSameOrigin({ method: 'POST', host, origin: 'not a url', secFetchSite: null }).ok).toBe(false);
  });

  it('refuses cross-site and same-site requests whatever the method', () => {
    expect(checkSameOrigin({ method: 'GET', host, origin: null, secFetchSite: 'cross-site' })).toEqual({ ok: false, reason: 'crossSite' });
    expect(checkSameOrigin({ method: 'POST', host, origin: 'http://demo.localhost:3000', secFetchSite: 'same-site' })).toEqual({
      ok: false,
      reason: 'crossSite',
    });
  });

  it('without Origin, relies on Sec-Fetch-Site: same-origin', () => {
    expect(checkSameOrigin({ method: 'PATCH', host, origin: null, secFetchSite: 'same-origin' })).toEqual({ ok: true });
    expect(checkSameOrigin({ method: 'PATCH', host, origin: 'null', secFetchSite: null })).toEqual({ ok: false, reason: 'missingOrigin' });
    expect(checkSameOrigin({ method: 'POST', host, origin: null, secFetchSite: null })).toEqual({ ok: false, reason: 'missingOrigin' });
  });

  it('lets reads through', () => {
    expect(checkSameOrigin({ method: 'GET', host, origin: null, secFetchSite: null })).toEqual({ ok: true });
    expect(checkSameOrigin({ method: 'HEAD', host, origin: null, secFetchSite: 'none' })).toEqual({ ok: true });
  });

  it('needs a host for mutations', () => {
    expect(checkSameOrigin({ method: 'POST', host: null, origin: 'http://demo.localhost:3000', secFetchSite: null })).toEqual({
      ok: false,
      reason: 'missingHost',
    });
  });
});
