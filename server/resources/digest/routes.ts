/**
 * /api/v1/digest/unsubscribe (docs/api.md, "Periodic digest"): the one-click unsubscribe of the periodic digest
 * (RFC 8058). The token of the mail is the only credential, so it works from a mail client without a session; only
 * its hash is stored (digest_deliveries.unsubscribe_token_hash). GET tells the confirm page whether the digest is still
 * on; POST turns it off (users.digest_days emptied). A token of another center's user is not found.
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { digestDeliveries, users } from '../../db/schema';
import { hashSecret } from '../../auth/tokens';
import { ApiError, notFound } from '../../jsonapi/errors';
import { json } from '../../jsonapi/respond';

export const digestRoutes = new Hono<AppEnv>();

/** A token is 32 random bytes, base64url: 43 characters. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

async function byToken(c: Context<AppEnv>) {
  const token = tokenSchema.safeParse(c.req.query('token'));
  if (!token.success) throw new ApiError(400, { code: 'invalidFilter', source: { parameter: 'token' }, params: { name: 'token' } });
  const [user] = await c
    .get('deps')
    .db.select({ id: users.id, digestDays: users.digestDays })
    .from(digestDeliveries)
    .innerJoin(users, eq(users.id, digestDeliveries.userId))
    .where(and(eq(digestDeliveries.unsubscribeTokenHash, hashSecret(token.data)), eq(users.volunteerCenterId, c.get('scope').center.id)));
  if (!user) throw notFound('digest');
  return user;
}

digestRoutes.get('/unsubscribe', async (c) => json(c, { meta: { unsubscribed: (await byToken(c)).digestDays.length === 0 } }));

/** Mail clients post `List-Unsubscribe=One-Click` as a form; the body is not needed and not read. */
digestRoutes.post('/unsubscribe', async (c) => {
  const user = await byToken(c);
  await c
    .get('deps')
    .db.update(users)
    .set({ digestDays: [], updatedAt: c.get('deps').now() })
    .where(and(eq(users.id, user.id), eq(users.volunteerCenterId, c.get('scope').center.id)));
  return json(c, { meta: { unsubscribed: true } });
});
