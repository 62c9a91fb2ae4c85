/** Single-use, expiring tokens that are mailed: only their hash is stored; using one marks it used. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users, userTokens } from '../db/schema';
import type { UserTokenPurpose } from '../db/schema/enums';
import { ApiError } from '../jsonapi/errors';
import { hashSecret, newSecret } from './tokens';

export const TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  confirmation: 7 * 24 * 3600_000,
  reset_password: 6 * 3600_000,
  invitation: 14 * 24 * 3600_000,
  one_time_sign_in: 15 * 60_000,
  email_change: 24 * 3600_000,
};

export async function issueUserToken(
  db: Executor,
  userId: number,
  purpose: UserTokenPurpose,
  now: Date,
  payload?: Record<string, unknown>,
): Promise<string> {
  const secret = newSecret();
  // A new token of the same purpose replaces older unused ones.
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashSecret(secret),
    payload,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return secret;
}

/**
 * Marks the token used in the same statement that checks it, so it cannot be used twice. A token of an archived
 * account is refused with its own message (archiving revokes them; one issued before that rule is refused too).
 */
export async function consumeUserToken(db: Executor, secret: string, purposes: UserTokenPurpose[], now: Date, pointer: string) {
  if (!secret || secret.length > 200) throw invalidToken(pointer);
  const tokenHash = hashSecret(secret);
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning();
  const owner = await ownerStatus(db, row ? row.userId : tokenHash);
  if (owner === 'archived') throw new ApiError(422, { code: 'userArchived', source: { pointer } });
  if (!row || !purposes.includes(row.purpose)) throw invalidToken(pointer);
  return row;
}

/** The status of a token's user, by user id or (for a used or revoked token) by the token's hash. */
async function ownerStatus(db: Executor, key: number | string) {
  const [row] =
    typeof key === 'number'
      ? await db.select({ status: users.status }).from(users).where(eq(users.id, key))
      : await db
          .select({ status: users.status })
          .from(userTokens)
          .innerJoin(users, eq(users.id, userTokens.userId))
          .where(eq(userTokens.tokenHash, key));
  return row?.status ?? null;
}

/**
 * Revokes every mailed link of the user that is still usable (invitation, reset, confirmation, e-mail change,
 * one-time sign-in). They are marked used rather than deleted, so a link followed later is recognised and
 * answered with why it stopped working.
 */
export async function revokeUserTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

const invalidToken = (pointer: string) => new ApiError(422, { code: 'invalidToken', source: { pointer } });
