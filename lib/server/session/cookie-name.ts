/**
 * The name of the web session's cookie (lib/server/session/session.ts), apart so that proxy.ts can tell a visitor
 * with a session from one without (signed-out visitors get cached copies of some pages) without loading the session
 * code.
 */
export const SESSION_COOKIE = 'vp_session';
