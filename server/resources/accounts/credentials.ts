/**
 * What every change of one's own sign-in e-mail, password or account existence asks first, whichever endpoint
 * it arrives at (docs/decisions.md, "Who may act on a user"): the person's own session, not an admin acting
 * as them, and the current password.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Viewer } from '../../context';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { readJson, readPlain, readResource } from '../../jsonapi/body';
import { ApiError, authorize } from '../../jsonapi/errors';

export const currentPassword = z.string().min(1).max(200);

/**
 * Reads a JSON:API document (`{data: {type: 'users', attributes}}`) or a flat JSON body, whichever was sent
 * (clients send both with either content type); `base` is the pointer prefix of its attributes.
 */
export async function readAccountBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  id?: number,
): Promise<{ values: z.output<S>; base: string }> {
  // Hono caches the body, so the readers below can read it again.
  const body = await readJson(c);
  if (body !== null && typeof body === 'object' && 'data' in body)
    return { values: await readResource(c, { types: ['users', 'user'], attributes: schema, id }), base: '/data/attributes' };
  return { values: await readPlain(c, schema), base: '' };
}

/** Changing the address or password, or deleting the account, is the person's own act, not an admin's acting as them. */
export function assertOwnSession(viewer: Viewer): void {
  authorize(viewer.auth.impersonatorId === null);
}

/** The current password, checked with the sign-in limits per account so a stolen session cannot guess it. */
export async function verifyCurrentPassword(
  c: Context<AppEnv>,
  viewer: Viewer,
  password: string | undefined,
  pointer: string,
): Promise<void> {
  if (!password) throw new ApiError(422, { code: 'currentPasswordRequired', source: { pointer } });
  const { rateLimiter, passwords } = c.get('deps');
  const { limit, windowMs } = RATE_LIMITS.signInPerEmail;
  // Counted before checking so parallel guesses cannot overshoot; a right password gives its count back
  // (only failures count, as at sign-in: server/auth/sign-in-limits.ts).
  const key = `currentPassword:user:${viewer.user.id}`;
  const hit = await rateLimiter.hit(key, limit, windowMs);
  if (!hit.allowed)
    throw new ApiError(
      429,
      { code: 'tooManyRequests', params: { seconds: hit.retryAfterSeconds } },
      { 'Retry-After': String(hit.retryAfterSeconds) },
    );
  const valid = viewer.user.passwordHash ? await passwords.verify(viewer.user.passwordHash, password) : false;
  if (!valid) throw new ApiError(422, { code: 'invalidCredentials', source: { pointer } });
  await rateLimiter.refund(key, limit, windowMs);
}
