/**
 * The pages' Content-Security-Policy, built per request by proxy.ts (docs/decisions.md "Security headers"). Pure: no
 * environment, no Next.js, so next.config.ts and the unit tests can import it.
 *
 * Scripts, on pages rendered per request: only those carrying the request's fresh nonce (Next.js reads it from the
 * request's CSP header and puts it on its own scripts), the color-mode script by its hash, and what they load
 * ('strict-dynamic'); 'self' and hosts are ignored by browsers that understand 'strict-dynamic'.
 * Scripts, on the cached public pages (nonce null): one HTML document is served to every visitor, so it cannot carry
 * a per-request nonce, and Next's inline RSC payload differs per page, so it cannot be hashed ahead. They allow
 * same-origin and inline scripts and Google Analytics' loader, nothing else (docs/decisions.md "Cached public
 * pages"): these pages reflect nothing from the request, and what they show from the database is sanitized.
 * Styles: 'unsafe-inline', because React writes style attributes, Radix
 * and tiptap insert <style> elements without a nonce and maplibre styles its markers inline; a nonce in style-src
 * would switch 'unsafe-inline' off.
 */

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API group name; the Reporting-Endpoints header maps it to CSP_REPORT_PATH. */
export const CSP_REPORT_GROUP = 'csp';

/** Where the platform's pages may be framed. Empty: nowhere (frame-ancestors 'none' and X-Frame-Options DENY). */
export type FrameAncestors = readonly string[];

export interface CspOptions {
  /** This request's nonce; null for a cached public page (see above). */
  nonce: string | null;
  /** `next dev` only: React's dev tools need eval. */
  development: boolean;
  /** Production on a public host: http subresources become https. */
  upgradeInsecureRequests: boolean;
  frameAncestors: FrameAncestors;
  /** MAP_STYLE_URL: maplibre fetches the style, tiles, sprites and glyphs from there. */
  mapStyleUrl?: string;
  /** SENTRY_DSN: the browser SDK posts events to its host. */
  sentryDsn?: string;
}

/**
 * sha256 of COLOR_MODE_SCRIPT (lib/shared/color-mode), the one inline script the app writes itself: by hash, so the
 * root layout need not read the nonce (tests/unit/security checks it matches the script).
 */
export const COLOR_MODE_SCRIPT_HASH = "'sha256-7Zjz8/H+yzWjC5BVcJw0mQv6J7DRA7ToEVtiEawiC9Y='";

/** Where Google Analytics' loader comes from, on cached pages that have no nonce to let it in. */
const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** Google Analytics (a center's profile may set a gtag id): its script loads through the nonce, its beacons go here. */
const ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
/** The YouTube block embeds the privacy-enhanced player. */
const FRAME_ORIGINS = ['https://www.youtube-nocookie.com'];

export function contentSecurityPolicy(options: CspOptions): string {
  const scripts = options.nonce
    ? [`'nonce-${options.nonce}'`, COLOR_MODE_SCRIPT_HASH, "'strict-dynamic'"]
    : ["'unsafe-inline'", ANALYTICS_SCRIPT_ORIGIN];
  const connect = ["'self'", ...originsOf(options.mapStyleUrl, options.sentryDsn), ...ANALYTICS_ORIGINS];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts, ...(options.development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Image blocks and stock images may point at any https address (lib/shared/content/blocks.ts isSafeImageUrl).
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...unique(connect)],
    // maplibre's worker comes from the site itself (the map-worker route); blob: for its fallback.
    ['worker-src', "'self'", 'blob:'],
    // 'self': the widget settings screen previews the vacancy widget page (/widget/voorbeeld) in a frame.
    ['frame-src', "'self'", ...FRAME_ORIGINS],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(options.frameAncestors.length ? options.frameAncestors : ["'none'"])],
    ...(options.upgradeInsecureRequests ? [['upgrade-insecure-requests'] as [string]] : []),
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** 128 random bits, base64: unguessable and valid in a CSP source expression. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The origin (scheme://host:port) of each URL that parses; other values are dropped, never passed through. */
function originsOf(...urls: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const url of urls) {
    if (!url) continue;
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') out.push(origin);
    } catch {
      // An invalid URL is lib/server/env.ts's to reject; here it simply allows nothing.
    }
  }
  return out;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
