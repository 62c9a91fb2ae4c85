/**
 * The pages' Content-Security-Policy, built per request by proxy.ts with a fresh nonce (Next.js reads the nonce from
 * the request's CSP header and puts it on its own scripts; docs/decisions.md "Security headers"). Pure: no
 * environment, no Next.js, so next.config.ts and the unit tests can import it.
 *
 * Scripts: only those carrying the nonce, and what they load ('strict-dynamic'); 'self' and hosts are ignored by
 * browsers that understand 'strict-dynamic'. Styles: 'unsafe-inline', because React writes style attributes, Radix
 * and tiptap insert <style> elements without a nonce and maplibre styles its markers inline; a nonce in style-src
 * would switch 'unsafe-inline' off.
 */

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API group name; the Reporting-Endpoints header maps it to CSP_REPORT_PATH. */
export const CSP_REPORT_GROUP = 'csp';

/** Where the platform's pages may be framed. Empty: nowhere (frame-ancestors 'none' and X-Frame-Options DENY). */
export type FrameAncestors = readonly string[];

export interface CspOptions {
  nonce: string;
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

/** Google Analytics (a center's profile may set a gtag id): its script loads through the nonce, its beacons go here. */
const ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
/** The YouTube block embeds the privacy-enhanced player. */
const FRAME_ORIGINS = ['https://www.youtube-nocookie.com'];

export function contentSecurityPolicy(options: CspOptions): string {
  const nonce = `'nonce-${options.nonce}'`;
  const connect = ["'self'", ...originsOf(options.mapStyleUrl, options.sentryDsn), ...ANALYTICS_ORIGINS];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", nonce, "'strict-dynamic'", ...(options.development ? ["'unsafe-eval'"] : [])],
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
