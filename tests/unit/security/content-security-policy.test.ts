import { createHash } from 'node:crypto';
import { COLOR_MODE_SCRIPT } from '@/lib/shared/color-mode/color-mode';
import { COLOR_MODE_SCRIPT_HASH, contentSecurityPolicy, createNonce, type CspOptions } from '@/lib/shared/security/content-security-policy';
import { apiHeaders, baselineHeaders, frameAncestorsFor, pageHeaders } from '@/lib/shared/security/headers';

const base: CspOptions = { nonce: 'abc123', development: false, upgradeInsecureRequests: true, frameAncestors: [] };

/** The policy as a map of directive -> sources, as a browser parses it. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only through the nonce and what they load, without eval in production', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123'", COLOR_MODE_SCRIPT_HASH, "'strict-dynamic'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(policy(base)).not.toContain('unsafe-eval');
  });

  it('allows the color-mode script by the hash of what it is', () => {
    expect(COLOR_MODE_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}'`);
  });

  it('gives a cached page (no nonce) same-origin and inline scripts and the analytics loader, nothing else', () => {
    const d = directives(contentSecurityPolicy({ ...base, nonce: null }));
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com']);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds unsafe-eval in development only (React dev tooling)', () => {
    expect(directives(contentSecurityPolicy({ ...base, development: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('forbids framing unless a path names its ancestors', () => {
    expect(directives(contentSecurityPolicy(base)).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy({ ...base, frameAncestors: ['https://partner.example'] })).get('frame-ancestors')).toEqual([
      'https://partner.example',
    ]);
  });

  it('upgrades insecure requests only when asked (production on a public host)', () => {
    expect(directives(contentSecurityPolicy(base)).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy({ ...base, upgradeInsecureRequests: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it("lets maplibre reach the map style's origin and run its worker, and Sentry its ingest host", () => {
    const d = directives(
      contentSecurityPolicy({
        ...base,
        mapStyleUrl: 'https://tiles.example.org/styles/liberty.json?key=x',
        sentryDsn: 'https://k@o1.ingest.sentry.io/42',
      }),
    );
    expect(d.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://tiles.example.org', 'https://o1.ingest.sentry.io']));
    // Only the origin: never the path or a key in the query.
    expect(d.get('connect-src')?.join(' ')).not.toContain('key=x');
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('drops a value that is not an http(s) URL instead of passing it into the policy', () => {
    const d = directives(contentSecurityPolicy({ ...base, mapStyleUrl: "javascript:alert(1)'; script-src *" }));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123'", COLOR_MODE_SCRIPT_HASH, "'strict-dynamic'"]);
    expect(d.get('connect-src')?.some((s) => s.includes('javascript'))).toBe(false);
  });

  it('reports to the CSP report endpoint both ways', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('report-uri')).toEqual(['/api/csp-report']);
    expect(d.get('report-to')).toEqual(['csp']);
  });

  it('makes a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

function policy(options: CspOptions) {
  return contentSecurityPolicy(options);
}

describe('security header sets', () => {
  it('sends HSTS in production only', () => {
    expect(baselineHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(baselineHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
    expect(baselineHeaders(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('denies framing of pages with both headers while no path is frameable', () => {
    const headers = pageHeaders({ contentSecurityPolicy: 'x', frameAncestors: frameAncestorsFor('/vacancies') });
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Reporting-Endpoints': 'csp="/api/csp-report"',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(pageHeaders({ contentSecurityPolicy: 'x', frameAncestors: ['https:'] })).not.toHaveProperty('X-Frame-Options');
  });

  it('gives API responses a policy that allows nothing', () => {
    expect(apiHeaders(true)).toMatchObject({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': expect.any(String),
    });
  });
});
