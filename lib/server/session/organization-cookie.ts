/**
 * The long-lived cookie that keeps the selected organization across sessions (docs/domain.md#entities, #states-and-transitions). Its value names the
 * user too (`<userId>:<organizationId>`), so a second person signing in on the same browser does not inherit
 * the first one's choice. It holds no secret: every use is checked against the user's memberships.
 */
import 'server-only';
import { RECORD_ID_PATTERN } from '@/domain/values';

export const ORGANIZATION_COOKIE = 'vp_organization';
/** One year; browsers cap cookie lifetimes at 400 days anyway. */
export const ORGANIZATION_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function encodeOrganizationCookie(userId: string, organizationId: string): string {
  return `${userId}:${organizationId}`;
}

/** The organization id stored for this user, or null (absent, malformed, or another user's). */
export function decodeOrganizationCookie(value: string | null | undefined, userId: string): string | null {
  const parts = value?.trim().split(':');
  if (parts?.length !== 2) return null;
  const [owner, organizationId] = parts as [string, string];
  return owner === userId && RECORD_ID_PATTERN.test(owner) && RECORD_ID_PATTERN.test(organizationId) ? organizationId : null;
}
