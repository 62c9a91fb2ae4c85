import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BACKEND_AUTH_PATHS,
  CACHED_LISTING_SEGMENT,
  CACHED_LISTINGS,
  PROXY_MATCHER,
  ROUTE_SEGMENTS,
  UNKNOWN_CENTER_SEGMENT,
  buildInternalPath,
  cachedPublicPage,
  centerSegment,
  geldersHandenRedirect,
  isProxyExcluded,
  isStaticAsset,
  localizedPathname,
} from '@/lib/server/routing/proxy-rules';

// Next.js compiles `/((?!...).*)` into an anchored regex; this mirrors that for the single-group matcher.
const matcher = new RegExp(`^${PROXY_MATCHER}$`);
const proxyRuns = (path: string) => matcher.test(path);

describe('proxy matcher and isProxyExcluded', () => {
  const excluded = [
    '/api/v1/vacancies',
    '/api',
    '/api/v1',
    '/bff/api/v1/users',
    '/bff',
    '/_next/static/chunks/main.js',
    '/_next/image',
    '/__nextjs_original-stack-frames',
    '/.well-known/security.txt',
    '/auth',
    '/auth/sign_in',
    '/auth/sign_out',
    '/auth/password',
    '/auth/password/edit',
    '/auth/validate_token',
    '/auth/confirmation',
    '/favicon.ico',
    '/logos/anbi.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/fonts/inter.woff2',
    '/healthz',
    '/readyz',
  ];
  const proxied = [
    '/',
    '/en',
    '/en/',
    '/vacancies',
    '/vacancies/search',
    '/en/vacancies/12',
    '/auth/login-1',
    '/auth/recover',
    '/auth/reset',
    '/auth/token',
    '/en/auth/login-1',
    '/authors',
    '/auth/sign_in_help',
    '/apiary',
    '/bffs',
    '/healthz/x',
    '/readyzz',
    '/switch',
    '/gelderse-handen',
    '/nieuws/release-v1.2',
    '/sociale-kaart/3',
  ];

  it.each(excluded)('leaves %s to Next.js / the backend', (path) => {
    expect(isProxyExcluded(path)).toBe(true);
    expect(proxyRuns(path)).toBe(false);
  });

  it.each(proxied)('routes %s through the proxy', (path) => {
    expect(isProxyExcluded(path)).toBe(false);
    expect(proxyRuns(path)).toBe(true);
  });

  it('covers every backend auth path', () => {
    for (const path of BACKEND_AUTH_PATHS) expect(isProxyExcluded(path)).toBe(true);
  });

  it('is the literal matcher in proxy.ts', () => {
    const source = readFileSync(join(__dirname, '../../../proxy.ts'), 'utf8');
    const literal = /matcher:\s*\[\s*'([^']+)'/.exec(source)?.[1];
    expect(literal?.replace(/\\\\/g, '\\')).toBe(PROXY_MATCHER);
  });

  it('knows static assets by extension, case-insensitively', () => {
    expect(isStaticAsset('/x/LOGO.PNG')).toBe(true);
    expect(isStaticAsset('/vacancies')).toBe(false);
  });
});

describe('geldersHandenRedirect', () => {
  it('lets the Gelderse Handen page through', () => {
    expect(geldersHandenRedirect('/gelderse-handen')).toBeNull();
    expect(geldersHandenRedirect('/gelderse-handen/')).toBeNull();
    expect(geldersHandenRedirect('/en/gelderse-handen')).toBeNull();
  });

  it('redirects every other page there', () => {
    expect(geldersHandenRedirect('/')).toBe('/gelderse-handen');
    expect(geldersHandenRedirect('/vacancies/search')).toBe('/gelderse-handen');
    expect(geldersHandenRedirect('/auth/login-1')).toBe('/gelderse-handen');
    expect(geldersHandenRedirect('/gelderse-handen/extra')).toBe('/gelderse-handen');
    expect(geldersHandenRedirect('/gelderse-handenx')).toBe('/gelderse-handen');
  });

  it('keeps English visitors in English', () => {
    expect(geldersHandenRedirect('/en')).toBe('/en/gelderse-handen');
    expect(geldersHandenRedirect('/en/vacancies')).toBe('/en/gelderse-handen');
    expect(geldersHandenRedirect('/english')).toBe('/gelderse-handen');
  });

  it('leaves static assets alone', () => {
    expect(geldersHandenRedirect('/logos/nov.svg')).toBeNull();
  });
});

describe('buildInternalPath', () => {
  it('puts center and locale in front', () => {
    expect(buildInternalPath('demo', '/nl')).toEqual({ pathname: '/demo/nl', locale: 'nl', cached: true });
    expect(buildInternalPath('demo', '/nl/')).toEqual({ pathname: '/demo/nl', locale: 'nl', cached: true });
    expect(buildInternalPath('demo', '/nl/dashboard')).toEqual({
      pathname: '/demo/nl/dashboard',
      locale: 'nl',
      cached: false,
    });
    expect(buildInternalPath('oost', '/en/auth/login-1')).toEqual({
      pathname: '/oost/en/auth/login-1',
      locale: 'en',
      cached: false,
    });
  });

  it("sends a listing page's plain address to its cached copy, and a query to the page that reads it", () => {
    expect(buildInternalPath('demo', '/nl/vacancies/search')).toEqual({
      pathname: '/demo/nl/_cached/vacancies/search',
      locale: 'nl',
      cached: true,
    });
    expect(buildInternalPath('demo', '/nl/vacancies/search', { hasQuery: true })).toEqual({
      pathname: '/demo/nl/vacancies/search',
      locale: 'nl',
      cached: false,
    });
  });

  it('keeps the pathname encoded as it came', () => {
    expect(buildInternalPath('demo', '/nl/nieuws/caf%C3%A9')?.pathname).toBe('/demo/nl/nieuws/caf%C3%A9');
  });

  it('returns null without a known locale', () => {
    expect(buildInternalPath('demo', '/de/x')).toBeNull();
    expect(buildInternalPath('demo', '/vacancies')).toBeNull();
    expect(buildInternalPath('demo', '/')).toBeNull();
  });

  it('never routes a center slug into another top-level folder', () => {
    expect(centerSegment('api')).toBe(UNKNOWN_CENTER_SEGMENT);
    expect(centerSegment('auth')).toBe(UNKNOWN_CENTER_SEGMENT);
    expect(centerSegment('bff')).toBe(UNKNOWN_CENTER_SEGMENT);
    expect(centerSegment('../x')).toBe(UNKNOWN_CENTER_SEGMENT);
    expect(buildInternalPath('api', '/nl/v1')?.pathname).toBe(`/${UNKNOWN_CENTER_SEGMENT}/nl/v1`);
    expect(centerSegment('meedoen-oost')).toBe('meedoen-oost');
  });
});

describe('cachedPublicPage', () => {
  it.each([
    ['', true],
    ['/over-ons', true],
    ['/over-ons/changelog', true],
    ['/nieuws/een-bericht', true],
    ['/partners', true],
    ['/sociale-kaart/12', true],
    ['/activiteitenkalender/overzicht', true],
    ['/toegankelijkheid', true],
    ['/organizations/signup', true],
    ['/organizations/12', false],
    ['/dashboard', false],
    ['/users', false],
    ['/vacancies/12', false],
    ['/vacancies/changelog', false],
    ['/workshops/beheer', false],
    ['/diensten/bevestigen', false],
    ['/auth/login-1', false],
    ['/sociale-kaart/markers', false],
    ['/periodieke-mail/afmelden', false],
  ])('%s: cached %s', (rest, cached) => {
    expect(cachedPublicPage(rest, false).cached).toBe(cached);
  });

  it.each(CACHED_LISTINGS.map((listing) => [listing]))('%s: cached without a query, per request with one', (listing) => {
    expect(cachedPublicPage(`/${listing}`, false)).toEqual({ cached: true, rest: `/${CACHED_LISTING_SEGMENT}/${listing}` });
    expect(cachedPublicPage(`/${listing}`, true)).toEqual({ cached: false, rest: `/${listing}` });
  });

  it.each([['/vacancies/search/12'], ['/workshops/7']])(
    '%s: the cached signed-out copy without a session, per request with one',
    (rest) => {
      const copy = { cached: true, rest: `/${CACHED_LISTING_SEGMENT}${rest}` };
      expect(cachedPublicPage(rest, false, false)).toEqual(copy);
      // A newsletter's tracking parameters change nothing: the page reads no query.
      expect(cachedPublicPage(rest, true, false)).toEqual(copy);
      expect(cachedPublicPage(rest, false, true)).toEqual({ cached: false, rest });
      expect(cachedPublicPage(rest, true, true)).toEqual({ cached: false, rest });
    },
  );

  it('rewrites a signed-out visit to the copy and leaves other paths under the same folders alone', () => {
    expect(buildInternalPath('demo', '/nl/vacancies/search/12')).toEqual({
      pathname: `/demo/nl/${CACHED_LISTING_SEGMENT}/vacancies/search/12`,
      locale: 'nl',
      cached: true,
    });
    expect(buildInternalPath('demo', '/nl/vacancies/search/12', { signedIn: true })).toEqual({
      pathname: '/demo/nl/vacancies/search/12',
      locale: 'nl',
      cached: false,
    });
    expect(cachedPublicPage('/workshops/beheer', false, false).cached).toBe(false);
    expect(cachedPublicPage('/vacancies/search/12/confirm', false, false).cached).toBe(false);
  });

  it('leaves a content page cached whatever its query (a tracking parameter does not change it)', () => {
    expect(cachedPublicPage('/over-ons', true).cached).toBe(true);
  });

  it('knows every route folder, so no route is taken for a content page', () => {
    const root = join(process.cwd(), 'app/[center]/[locale]');
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        /^\(.+\)$/.test(entry.name)
          ? readdirSync(join(root, entry.name), { withFileTypes: true })
              .filter((e) => e.isDirectory())
              .map((e) => e.name)
          : [entry.name],
      )
      .filter((name) => !name.startsWith('['))
      .map((name) => name.replace(/^%5F/, '_'));
    expect([...new Set(folders)].sort()).toEqual([...ROUTE_SEGMENTS].sort());
  });
});

describe('localizedPathname', () => {
  it('uses the target of next-intl’s rewrite when there is one', () => {
    expect(localizedPathname('/vacancies', 'http://demo.localhost:3000/nl/vacancies?x=1')).toBe('/nl/vacancies');
  });
  it('falls back to the request pathname', () => {
    expect(localizedPathname('/en/vacancies', null)).toBe('/en/vacancies');
  });
});
