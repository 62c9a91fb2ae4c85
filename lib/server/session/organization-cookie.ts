/**
 * The long-lived cookie that keeps the selected organization across sessions (SPEC §3/§4). Its value names the
 * user too (`<userId>:<organizationId>`), so a second person signing in on the same browser does not inherit
 * the first one's choice. It holds no secret: every use is checked against the user's memberships.
 */
import 'server-only';
export const ORGANIZATION_COOKIE = 'vp_organization';
/** One year; browsers cap cookie lifetimes at 400 days anyway. */
export const ORGANIZATION_COOKIE_MAX_AGE = 365 * 24 * 3600;

const VALUE = /^(\d{1,12}):(\d{1,12})$/;

export function encodeOrganizationCookie(userId: string, organizationId: string): string {
  return `${userId}:${organizationId}`;
}

/** The organization id stored for this user, or null (absent, malformed, or another user's). */
export function decodeOrganizationCookie(value: string | null | undefined, userId: string): string | null {
  const match = value ? VALUE.exec(value.trim()) : null;
  if (!match || match[1] !== userId) return null;
  return match[2] ?? null;
}
