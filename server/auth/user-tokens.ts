/** Single-use, expiring tokens that are mailed: only their hash is stored; using one marks it used. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { userTokens } from '../db/schema';
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

/** Marks the token used in the same statement that checks it, so it cannot be used twice. */
export async function consumeUserToken(db: Executor, secret: string, purposes: UserTokenPurpose[], now: Date, pointer: string) {
  if (!secret || secret.length > 200) throw invalidToken(pointer);
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, hashSecret(secret)), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning();
  if (!row || !purposes.includes(row.purpose)) throw invalidToken(pointer);
  return row;
}

const invalidToken = (pointer: string) => new ApiError(422, { code: 'invalidToken', source: { pointer } });
