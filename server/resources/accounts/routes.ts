/** Account actions under /api/v1: e-mail confirmation and an admin's sign-in-as. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { issueAuthToken } from '../../auth/sessions';
import { requireViewer, setAuthHeaders } from '../../middleware/auth';
import { readPlain, readResource } from '../../jsonapi/body';
import { ApiError, authorize } from '../../jsonapi/errors';
import { json } from '../../jsonapi/respond';
import { userPolicy } from '../../policies';
import { relationsOf, getUserOrThrow, userRecord } from '../users/service';
import { userDocument } from '../users/user-document';
import { confirmAccountBody, signInAsBody } from './schemas';
import { confirmAccount } from './service';

export const accountRoutes = new Hono<AppEnv>();

/** POST /confirm { confirmation_token }: confirms the address; an invited user becomes active. */
accountRoutes.post('/confirm', async (c) => {
  const body = await readPlain(c, confirmAccountBody);
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const user = await confirmAccount(deps.db, centerId, body.confirmationToken, deps.now);
  return json(c, await userDocument(c, user, ['roles']));
});

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
  if (target.status === 'archived')
    throw new ApiError(422, {
      code: 'userArchived',
      source: { pointer: contentType.includes('vnd.api+json') ? '/data/attributes/user_id' : '/user_id' },
    });
  authorize(userPolicy.signInAs(viewer, userRecord(target.id, await relationsOf(deps.db, [target.id]))));
  const token = await issueAuthToken(deps.db, target.id, {
    now: deps.now(),
    lifespanMs: Math.min(deps.tokenLifespanMs, 8 * 3600_000),
    impersonatorId: viewer.user.id,
  });
  await audit(deps.db, {
    volunteerCenterId: center.id,
    actorId: viewer.user.id,
    action: 'user.sign_in_as',
    subjectType: 'users',
    subjectId: target.id,
    ip: c.get('ip'),
  });
  c.set('viewer', null);
  setAuthHeaders(c, { user: target, auth: token });
  const doc = await userDocument(c, target, ['roles', 'organizations']);
  doc.meta = { impersonator_id: String(viewer.user.id) };
  return json(c, doc);
});
