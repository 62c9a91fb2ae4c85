/**
 * The security headers of every response, in one place (docs/architecture.md "Operations"):
 *   - baselineHeaders: all of the site's responses (next.config.ts headers(), every path);
 *   - pageHeaders:     HTML pages (proxy.ts, with the per-request CSP);
 *   - apiHeaders:      the backend's JSON responses (server/app.ts, also when it runs standalone).
 * Pure (no environment, no '@/' imports) so next.config.ts can import it.
 */
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, type FrameAncestors } from './content-security-policy';

/** One year, subdomains included (every center host is served over https). Not preloaded: that is hard to undo. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** No page uses camera, microphone or location (the vacancy map shows markers only, it does not locate the visitor). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export function baselineHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** The embeddable vacancy widget's pages: /widget/{id} and /en/widget/{id} (one segment, nothing below it). */
const WIDGET_PATH = /^(?:\/en)?\/widget\/[^/]+\/?$/;

/**
 * Which pages another site may frame, and which sites. The one place for exceptions; both frame-ancestors and
 * X-Frame-Options follow. The vacancy widget may be framed by any site (docs/architecture.md "The vacancy widget"):
 * it shows only public vacancies, reads no session and has no action a framing page could trick a visitor into.
 * `*` (any http or https page) rather than 'https:', because partner sites are not all served over https.
 */
export function frameAncestorsFor(pathname: string): FrameAncestors {
  if (WIDGET_PATH.test(pathname)) return ['*'];
  return [];
}

export function pageHeaders(options: { contentSecurityPolicy: string; frameAncestors: FrameAncestors }): Record<string, string> {
  return {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    // frame-ancestors is the modern control; X-Frame-Options covers browsers that predate it.
    ...(options.frameAncestors.length ? {} : { 'X-Frame-Options': 'DENY' }),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** JSON is never a document: nothing may load from it or frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function apiHeaders(production: boolean): Record<string, string> {
  return {
    ...baselineHeaders(production),
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
  };
}
