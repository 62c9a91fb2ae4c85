/**
 * The proxy's routing decisions as pure functions (unit-tested in tests/unit/routing). proxy.ts only composes
 * them with the center resolver (lib/shared/tenancy) and next-intl.
 */
import type { Locale } from '@/domain/values';
import { isAppLocale } from '@/lib/shared/i18n/locales';

/**
 * The backend's token-auth endpoints share the /auth prefix with the sign-in pages (/auth/login-1, /auth/recover,
 * /auth/reset, /auth/token). These exact paths (and what lies below them) belong to the backend; `/auth` itself
 * is the registration POST.
 */
export const BACKEND_AUTH_PATHS = [
  '/auth/sign_in',
  '/auth/sign_out',
  '/auth/password',
  '/auth/validate_token',
  '/auth/confirmation',
] as const;

/** File types served from public/ or by Next.js itself; a page path never ends in one of these. */
/** The backend's health probes (server/health.ts), served by app/healthz and app/readyz. */
export const OPERATIONS_PATHS = ['/healthz', '/readyz'] as const;

export const STATIC_EXTENSIONS = [
  'ico',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'bmp',
  'css',
  'js',
  'mjs',
  'map',
  'txt',
  'xml',
  'json',
  'webmanifest',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'pdf',
  'mp4',
  'webm',
  'mp3',
] as const;

/**
 * proxy.ts's `config.matcher` (Next.js needs it as a literal there; a unit test checks both stay equal).
 * Excluded: /api, /bff (the same-origin forwarding route), the operations probes, /_next, Next's dev endpoints,
 * /.well-known, the backend's auth paths above, and static files.
 */
export const PROXY_MATCHER =
  '/((?!api(?:/|$)|bff(?:/|$)|healthz$|readyz$|_next/|__nextjs|\\.well-known/|auth(?:/(?:sign_in|sign_out|password|validate_token|confirmation)(?:/|$)|$)|.*\\.(?:ico|png|jpg|jpeg|gif|svg|webp|avif|bmp|css|js|mjs|map|txt|xml|json|webmanifest|woff|woff2|ttf|otf|eot|pdf|mp4|webm|mp3)$).*)';

const STATIC_FILE = new RegExp(`\\.(?:${STATIC_EXTENSIONS.join('|')})$`, 'i');

export function isStaticAsset(pathname: string): boolean {
  return STATIC_FILE.test(pathname);
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True when the proxy must leave the request alone (the same rule as PROXY_MATCHER, as a function). */
export function isProxyExcluded(pathname: string): boolean {
  if (isUnder(pathname, '/api') || isUnder(pathname, '/bff')) return true;
  if (pathname.startsWith('/_next/') || pathname.startsWith('/__nextjs') || pathname.startsWith('/.well-known/')) return true;
  if (pathname === '/auth' || (OPERATIONS_PATHS as readonly string[]).includes(pathname)) return true;
  if (BACKEND_AUTH_PATHS.some((p) => isUnder(pathname, p))) return true;
  return isStaticAsset(pathname);
}

export const GELDERSE_HANDEN_PATH = '/gelderse-handen';

/**
 * On the Gelderse Handen host every page except /gelderse-handen (and /en/gelderse-handen) redirects there.
 * Returns the redirect target, or null when the path may be served. English paths go to the English page.
 */
export function geldersHandenRedirect(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === GELDERSE_HANDEN_PATH || path === `/en${GELDERSE_HANDEN_PATH}`) return null;
  if (isStaticAsset(path)) return null;
  return isUnder(path, '/en') ? `/en${GELDERSE_HANDEN_PATH}` : GELDERSE_HANDEN_PATH;
}

/**
 * Top-level app/ folders that are not centers: a center slug equal to one of these would route into them.
 * Such a slug is replaced by one that cannot exist, so the root layout answers "No tenant found".
 */
export const RESERVED_SEGMENTS = ['api', 'auth', 'bff', '_next'] as const;
export const UNKNOWN_CENTER_SEGMENT = '_unknown';
const CENTER_SEGMENT = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function centerSegment(centerSlug: string): string {
  if (!CENTER_SEGMENT.test(centerSlug) || (RESERVED_SEGMENTS as readonly string[]).includes(centerSlug)) return UNKNOWN_CENTER_SEGMENT;
  return centerSlug;
}

/**
 * Builds the internal path `/<center>/<locale>/<rest>` from the pathname next-intl settled on, which always
 * starts with the locale (`/nl/vacancies` after its rewrite of `/vacancies`, `/en/vacancies` as typed), and says
 * whether the page is served from the cache (cachedPublicPage below).
 * Returns null when the pathname carries no known locale (next-intl would have redirected instead).
 */
export function buildInternalPath(
  centerSlug: string,
  localizedPathname: string,
  options: { hasQuery?: boolean; signedIn?: boolean } = {},
): { pathname: string; locale: Locale; cached: boolean } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(localizedPathname);
  const locale = match?.[1];
  if (!isAppLocale(locale)) return null;
  const page = cachedPublicPage(match?.[2] && match[2] !== '/' ? match[2] : '', options.hasQuery ?? false, options.signedIn ?? false);
  return { pathname: `/${centerSegment(centerSlug)}/${locale}${page.rest}`, locale, cached: page.cached };
}

/**
 * The pathname next-intl settled on: the target of its rewrite when it rewrote (`/vacancies` -> `/nl/vacancies`),
 * else the request's own pathname (`/en/vacancies` passes through unchanged).
 */
export function localizedPathname(requestPathname: string, rewriteTarget: string | null): string {
  if (!rewriteTarget) return requestPathname;
  try {
    return new URL(rewriteTarget, 'http://internal').pathname;
  } catch {
    return requestPathname;
  }
}

/**
 * Public pages served from Next's full-route cache (docs/architecture.md "Cached public pages"): rendered once per
 * center, locale and path, signed out, and kept until a write names one of their cache tags. They read no cookie,
 * header or query, so they get the nonce-less policy of lib/shared/security/content-security-policy.ts.
 *
 * The listing pages (news, the bank, one-to-one help, the calendar, the social map, workshops) read their query.
 * Their plain address is cached under the internal segment CACHED_LISTING_SEGMENT (app/[center]/[locale]/(public)/
 * %5Fcached renders the same page with no query); with a query they render per request at their own path.
 */
export const CACHED_LISTINGS = [
  'nieuws',
  'vacancies/search',
  'een-op-een-hulp',
  'activiteitenkalender',
  'sociale-kaart',
  'workshops',
] as const;
export const CACHED_LISTING_SEGMENT = '_cached';

/** Fixed public pages that read nothing of the visitor's (checked against their files by tests/unit/routing). */
const CACHED_PAGES = [
  /^\/nieuws\/[a-z0-9-]+$/,
  /^\/partners$/,
  /^\/activiteitenkalender\/overzicht$/,
  /^\/sociale-kaart\/\d+$/,
  /^\/toegankelijkheid$/,
  /^\/open-data$/,
  /^\/contactformulier$/,
  /^\/organizations\/signup(?:\/success)?$/,
  /^\/profiel\/verwijderd$/,
];
/**
 * Pages that show a signed-in visitor something of their own (their name on the application form, their shift
 * sign-ups) and everyone else the same page: a visitor without a session cookie gets the copy cached under
 * CACHED_LISTING_SEGMENT, rendered signed out; a signed-in one the page at its own path, rendered per request
 * (`private, no-store`). The copy cannot say `Vary: Cookie` (Next 16 overwrites a Vary set here), so a CDN in front
 * must pass requests with the session cookie through (docs/architecture.md "Cached public pages").
 */
const SIGNED_OUT_CACHED_PAGES = [/^\/vacancies\/search\/\d+$/, /^\/workshops\/\d+$/];
/** A content page's changelog: /{slug}/changelog. */
const CHANGELOG = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/changelog$/;

/**
 * The first path segments that are routes of their own rather than a content page's slug: every folder of
 * app/[center]/[locale] and its route groups except [slug] (tests/unit/routing compares the list with the folders).
 */
export const ROUTE_SEGMENTS = [
  // (app)
  'account',
  'admin',
  'analytics',
  'applications',
  'content',
  'conversations',
  'dashboard',
  'form_builder',
  'instellingen',
  'notificaties',
  'notification_templates',
  'organizations',
  'profiel',
  'profile-edit',
  'profile-replies',
  'support',
  'uren',
  'users',
  'vacancies',
  'vrijwilligerspool',
  'workshops',
  // (auth), (empty), (developer), widget
  'auth',
  'confirm',
  'signup',
  'uitloggen',
  'forms',
  'gelderse-handen',
  'switch',
  'test',
  'widget',
  // (public)
  'activiteitenkalender',
  'contactformulier',
  'diensten',
  'een-op-een-hulp',
  'nieuws',
  'open-data',
  'partners',
  'periodieke-mail',
  'sociale-kaart',
  'toegankelijkheid',
  'zoekopdrachten',
  CACHED_LISTING_SEGMENT,
] as const;

const CONTENT_SLUG = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * Whether the page at `rest` (the path after the locale: '' for the home page, '/nieuws', …) is served from the
 * cache, and the internal rest to rewrite to. `hasQuery`: the request has a query string.
 */
export function cachedPublicPage(rest: string, hasQuery: boolean, signedIn = false): { cached: boolean; rest: string } {
  if (rest === '' || rest === '/') return { cached: true, rest: '' };
  // The internal address typed as such renders the same cached page.
  if (rest.startsWith(`/${CACHED_LISTING_SEGMENT}/`)) return { cached: true, rest };
  const listing = (CACHED_LISTINGS as readonly string[]).includes(rest.slice(1));
  if (listing) return hasQuery ? { cached: false, rest } : { cached: true, rest: `/${CACHED_LISTING_SEGMENT}${rest}` };
  if (SIGNED_OUT_CACHED_PAGES.some((pattern) => pattern.test(rest)))
    // The query is ignored, as on a content page: these pages read none (a newsletter's tracking parameters).
    return signedIn ? { cached: false, rest } : { cached: true, rest: `/${CACHED_LISTING_SEGMENT}${rest}` };
  if (CACHED_PAGES.some((pattern) => pattern.test(rest))) return { cached: true, rest };
  const slug = CONTENT_SLUG.exec(rest)?.[1] ?? CHANGELOG.exec(rest)?.[1];
  return { cached: slug !== undefined && !(ROUTE_SEGMENTS as readonly string[]).includes(slug), rest };
}
