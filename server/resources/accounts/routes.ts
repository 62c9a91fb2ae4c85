/** Account actions under /api/v1: e-mail confirmation and an admin's sign-in-as. */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../audit';
import { issueAuthToken } from '../../auth/sessions';
import { consumeUserToken } from '../../auth/user-tokens';
import { requireViewer, setAuthHeaders } from '../../middleware/auth';
import { readPlain, readResource } from '../../jsonapi/body';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { recordId } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { userPolicy } from '../../policies';
import { relationsOf, getUserOrThrow, userRecord } from '../users/service';
import { userDocument } from '../users/routes';

export const accountRoutes = new Hono<AppEnv>();

/** POST /confirm { confirmation_token }: confirms the address; an invited user becomes active. */
export const confirmAccountBody = z.object({ confirmationToken: z.string().min(1).max(200) }).strict();

accountRoutes.post('/confirm', async (c) => {
  const body = await readPlain(c, confirmAccountBody);
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const user = await deps.db.transaction(async (tx) => {
    const token = await consumeUserToken(tx, body.confirmationToken, ['confirmation'], deps.now(), '/confirmation_token');
    const [row] = await tx
      .update(users)
      .set({ confirmedAt: deps.now(), updatedAt: deps.now() })
      .where(and(eq(users.id, token.userId), eq(users.volunteerCenterId, centerId)))
      .returning();
    if (!row) throw notFound('user');
    if (row.status === 'invited') await tx.update(users).set({ status: 'active' }).where(eq(users.id, row.id));
    return { ...row, status: row.status === 'invited' ? ('active' as const) : row.status };
  });
  return json(c, await userDocument(c, user, ['roles']));
});

export const signInAsBody = z.object({ userId: z.union([recordId, z.string().regex(/^\d{1,9}$/).transform(Number)]) }).strict();

/**
 * POST /sign_in_as_user: an admin receives tokens for another user of the tenant's centers.
 * The token remembers the admin, so the web can show a banner and switch back; it is audited.
 */
accountRoutes.post('/sign_in_as_user', async (c) => {
  const viewer = requireViewer(c);
  // Non-admins are refused before their body is read.
  authorize(userPolicy.signInAs(viewer, { id: 0, organizationIds: [], roles: [] }));
  const contentType = c.req.header('content-type') ?? '';
  const body = contentType.includes('vnd.api+json')
    ? await readResource(c, { types: ['users', 'user'], attributes: signInAsBody })
    : await readPlain(c, signInAsBody);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const target = await getUserOrThrow(deps.db, { centerId: center.id, id: body.userId });
  if (target.status === 'archived') throw new ApiError(422, { code: 'userArchived', source: { pointer: contentType.includes('vnd.api+json') ? '/data/attributes/user_id' : '/user_id' } });
  authorize(userPolicy.signInAs(viewer, userRecord(target.id, await relationsOf(deps.db, [target.id]))));
  const token = await issueAuthToken(deps.db, target.id, {
    now: deps.now(),
    lifespanMs: Math.min(deps.tokenLifespanMs, 8 * 3600_000),
    impersonatorId: viewer.user.id,
  });
  await audit(deps.db, { volunteerCenterId: center.id, actorId: viewer.user.id, action: 'user.sign_in_as', subjectType: 'users', subjectId: target.id, ip: c.get('ip') });
  c.set('viewer', null);
  setAuthHeaders(c, { user: target, auth: token });
  const doc = await userDocument(c, target, ['roles', 'organizations']);
  doc.meta = { impersonator_id: String(viewer.user.id) };
  return json(c, doc);
});
