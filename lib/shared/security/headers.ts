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

/**
 * Which pages another site may frame, and which sites. The one place for exceptions: the embeddable widget of a
 * later issue adds its path here, e.g. `if (pathname.startsWith('/widget/')) return ['https:']`, and both
 * frame-ancestors and X-Frame-Options follow.
 */
export function frameAncestorsFor(pathname: string): FrameAncestors {
  void pathname;
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
