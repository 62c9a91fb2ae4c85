/**
 * CSRF guard of the forwarding route (pure, unit-tested). A mutating request must come from a page of this
 * very host: its Origin header names the request's own host, or, when a browser sends no Origin, its
 * Sec-Fetch-Site says same-origin. Any request a browser marks cross-site or same-site (a sibling subdomain,
 * i.e. another center) is refused whatever its method.
 */
import 'server-only';
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckInput {
  method: string;
  /** The request's own Host header (host[:port]). */
  host: string | null;
  origin: string | null;
  secFetchSite: string | null;
}

export type OriginCheck = { ok: true } | { ok: false; reason: 'crossSite' | 'originMismatch' | 'missingOrigin' | 'missingHost' };

export function checkSameOrigin({ method, host, origin, secFetchSite }: OriginCheckInput): OriginCheck {
  const site = secFetchSite?.trim().toLowerCase() || null;
  // 'none' is a user typing the URL; only GETs arrive that way and they are harmless.
  if (site === 'cross-site' || site === 'same-site') return { ok: false, reason: 'crossSite' };
  if (!MUTATING_METHODS.has(method.toUpperCase())) return { ok: true };
  if (!host) return { ok: false, reason: 'missingHost' };
  if (origin && origin !== 'null') {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return { ok: false, reason: 'originMismatch' };
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.host.toLowerCase() !== host.trim().toLowerCase())
      return { ok: false, reason: 'originMismatch' };
    return { ok: true };
  }
  if (site === 'same-origin') return { ok: true };
  return { ok: false, reason: 'missingOrigin' };
}
