/** Auth tokens per (user, client), devise_token_auth style; the secret is returned once and stored hashed. */
import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authTokens } from '../db/schema';
import { hashSecret, newClientId, newSecret } from './tokens';
import { revokeUserTokens } from './user-tokens';

export interface IssuedToken {
  client: string;
  accessToken: string;
  expiresAt: Date;
  impersonatorId: number | null;
}

/** A user may be signed in on several devices; beyond this many clients the oldest are dropped. */
const MAX_CLIENTS = 10;

export async function issueAuthToken(
  db: Executor,
  userId: number,
  options: { now: Date; lifespanMs: number; impersonatorId?: number | null },
): Promise<IssuedToken> {
  const client = newClientId();
  const accessToken = newSecret();
  const expiresAt = new Date(options.now.getTime() + options.lifespanMs);
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), lt(authTokens.expiresAt, options.now)));
  const existing = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(authTokens.createdAt);
  for (const stale of existing.slice(0, Math.max(0, existing.length - MAX_CLIENTS + 1)))
    await db.delete(authTokens).where(eq(authTokens.id, stale.id));
  await db.insert(authTokens).values({
    userId,
    client,
    tokenHash: hashSecret(accessToken),
    impersonatorId: options.impersonatorId ?? null,
    expiresAt,
  });
  return { client, accessToken, expiresAt, impersonatorId: options.impersonatorId ?? null };
}

export async function revokeAuthToken(db: Executor, userId: number, client: string): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.client, client)));
}

/**
 * Ends every session of the user, and every session they opened as someone else (sign in as): an admin who is
 * archived, made inactive or changes their password must not keep acting through another account.
 */
export async function revokeAllAuthTokens(db: Executor, userId: number): Promise<void> {
  await db.delete(authTokens).where(or(eq(authTokens.userId, userId), eq(authTokens.impersonatorId, userId)));
}

/** Archiving ends every way into the account: its sessions and every link mailed to it. */
export async function revokeAllAccess(db: Executor, userId: number, now: Date): Promise<void> {
  await revokeAllAuthTokens(db, userId);
  await revokeUserTokens(db, userId, now);
}
