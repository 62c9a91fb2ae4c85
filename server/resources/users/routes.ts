/** /api/v1/users: list, show, invite, update, delete, roles and confirmation mails. */
import { Hono, type Context } from 'hono';
import type { AppEnv, UserRow, Viewer } from '../../context';
import { sendConfirmationMail, sendInvitationMail } from '../../auth/account-mails';
import { requireViewer } from '../../middleware/auth';
import { userPolicy, type UserRecord } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { assertOwnSession, verifyCurrentPassword } from '../accounts/credentials';
import { requestEmailChange, sameAddress } from '../accounts/email-change';
import { deleteOwnAccount } from '../accounts/self-deletion';
import { listSpec, roleChange, userCreate, userUpdate } from './schemas';
import { roleResource, userResource } from './serializers';
import * as service from './service';
import { organizationResources, userDocument } from './user-document';

export const userRoutes = new Hono<AppEnv>();

const TYPES = ['users', 'user'] as const;
userRoutes.get('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(userPolicy.list(viewer));
  const { db } = c.get('deps');
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total } = await service.listUsers(db, {
    centerId: c.get('scope').center.id,
    withinOrganizations: userPolicy.listScope(viewer),
    organizationId: q.filter.organization_id_eq,
    withRole: q.filter.with_role,
    statuses: q.filter.status_eq,
    query: (q.params.query ?? q.filter.name_cont)?.trim() || undefined,
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  const rel = await service.relationsOf(
    db,
    rows.map((u) => u.id),
  );
  const data = rows.map((u) => userResource(u, { roles: rel.roles.get(u.id) ?? [], organizationIds: rel.organizations.get(u.id) ?? [] }));
  const included = q.include.has('roles') ? rows.flatMap((u) => (rel.roles.get(u.id) ?? []).map(roleResource)) : [];
  const orgIncluded = q.include.has('organizations') ? await organizationResources(c, [...rel.organizations.values()].flat()) : [];
  return json(
    c,
    collection(data, { number: q.page.number, size: q.page.size, total }, url, q.include.size ? [...included, ...orgIncluded] : undefined),
  );
});

/** The user of this center as a policy record; another center's user is 404. */
async function target(c: Context<AppEnv>): Promise<{ user: UserRow; record: UserRecord }> {
  const { db } = c.get('deps');
  const user = await service.getUserOrThrow(db, { centerId: c.get('scope').center.id, id: parseId(c.req.param('id')) });
  const rel = await service.relationsOf(db, [user.id]);
  return {
    user,
    record: service.userRecord(user.id, rel),
  };
}

async function readableTarget(c: Context<AppEnv>, viewer: Viewer) {
  const t = await target(c);
  // Users the viewer may not see are reported as missing, not forbidden: their existence is private.
  if (!userPolicy.read(viewer, t.record)) throw notFound('user');
  return t;
}

userRoutes.get('/:id', async (c) => {
  const viewer = requireViewer(c);
  const { user } = await readableTarget(c, viewer);
  return json(c, await userDocument(c, user));
});

userRoutes.post('/', async (c) => {
  const viewer = requireViewer(c);
  const attrs = await readResource(c, { types: TYPES, attributes: userCreate });
  const organizationId = attrs.organizationId ?? null;
  authorize(userPolicy.create(viewer, organizationId));
  const role = attrs.role ?? 'volunteer';
  authorize(userPolicy.manageRole(viewer, role, organizationId));
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const user = await service.inviteUser(deps.db, { centerId: center.id, locale: c.get('locale') }, attrs, role, organizationId, {
    actorId: viewer.user.id,
    ip: c.get('ip'),
  });
  // After the commit: the mailer writes the outbox through its own connection (a PGlite deadlock inside tx).
  await sendInvitationMail(deps, deps.db, user, viewer.user);
  return json(c, await userDocument(c, user), 201);
});

/**
 * PATCH /users/{id}. Profile fields apply at once; a new e-mail address never does: it starts the confirmation
 * through the new address (resources/accounts/email-change.ts), for one's own account only with the current
 * password and never while an admin acts as the user. Status is never one's own to change.
 */
async function updateUser(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  const { user, record } = await readableTarget(c, viewer);
  const attrs = await readResource(c, { types: TYPES, id: user.id, attributes: userUpdate });
  authorize(userPolicy.update(viewer, record));
  const { organizationId, email, currentPassword, ...fields } = attrs;
  if (organizationId) authorize(userPolicy.assignOrganization(viewer, organizationId));
  if (fields.status !== undefined && fields.status !== user.status) authorize(userPolicy.changeStatus(viewer, record));
  if (fields.status) service.assertUserTransition(user.status, fields.status);
  if (fields.mentorId !== undefined && fields.mentorId !== user.mentorId) authorize(userPolicy.assignMentor(viewer, record));
  const self = user.id === viewer.user.id;
  const newEmail = email !== undefined && !sameAddress(email, user.email) ? email : null;
  if (newEmail !== null) {
    if (self) {
      assertOwnSession(viewer);
      await verifyCurrentPassword(c, viewer, currentPassword, '/data/attributes/current_password');
    }
    // Everything that would refuse the address is checked before anything is written.
    if ((fields.status ?? user.status) === 'archived')
      throw new ApiError(422, { code: 'userArchived', source: { pointer: '/data/attributes/email' } });
    await service.assertEmailFree(c.get('deps').db, newEmail, user.id);
  }
  const deps = c.get('deps');
  const center = c.get('scope').center;
  let updated = await service.updateUser(
    deps.db,
    { centerId: center.id, now: deps.now },
    user,
    { organizationId, fields },
    { actorId: viewer.user.id, ip: c.get('ip') },
  );
  let pendingEmail: string | null = null;
  if (newEmail !== null) {
    const change = await requestEmailChange(c, viewer, updated, newEmail, '/data/attributes/email');
    if (change.kind === 'reinvited') updated = change.user;
    else pendingEmail = change.email;
  }
  const doc = await userDocument(c, updated);
  if (pendingEmail !== null) doc.meta = { pending_email: pendingEmail };
  return json(c, doc);
}

userRoutes.patch('/:id', updateUser);
userRoutes.put('/:id', updateUser);

/** Someone else's account is deleted by center staff who manage it; one's own goes through self-deletion. */
userRoutes.delete('/:id', async (c) => {
  const viewer = requireViewer(c);
  const { user, record } = await readableTarget(c, viewer);
  if (user.id === viewer.user.id) {
    await deleteOwnAccount(c, viewer);
    return noContent(c);
  }
  authorize(userPolicy.destroy(viewer, record));
  const { db } = c.get('deps');
  const center = c.get('scope').center;
  await service.deleteUser(db, center.id, user.id, { actorId: viewer.user.id, ip: c.get('ip') });
  return noContent(c);
});

async function changeRole(c: Context<AppEnv>, action: 'add' | 'remove') {
  const viewer = requireViewer(c);
  const { user, record } = await readableTarget(c, viewer);
  const attrs = await readResource(c, { types: ['roles', 'role', ...TYPES], attributes: roleChange });
  const organizationId = attrs.organizationId ?? null;
  if (!userPolicy.manageRole(viewer, attrs.role, organizationId))
    throw new ApiError(403, { code: 'roleNotAllowed', params: { role: attrs.role }, source: { pointer: '/data/attributes/role' } });
  authorize(userPolicy.changeRole(viewer, record, attrs.role, organizationId));
  const { db } = c.get('deps');
  const center = c.get('scope').center;
  await service.changeRole(db, center.id, action, user, attrs.role, organizationId, { actorId: viewer.user.id, ip: c.get('ip') });
  return json(c, await userDocument(c, user));
}

userRoutes.put('/:id/add_role', (c) => changeRole(c, 'add'));
userRoutes.post('/:id/add_role', (c) => changeRole(c, 'add'));
userRoutes.delete('/:id/remove_role', (c) => changeRole(c, 'remove'));

userRoutes.post('/:id/resend_confirmation_instructions', async (c) => {
  const viewer = requireViewer(c);
  const { user, record } = await readableTarget(c, viewer);
  authorize(userPolicy.resendConfirmation(viewer, record));
  const deps = c.get('deps');
  if (user.status === 'archived') throw new ApiError(422, { code: 'userArchived' });
  if (user.status === 'invited') await sendInvitationMail(deps, deps.db, user, viewer.user);
  else if (!user.confirmedAt) await sendConfirmationMail(deps, deps.db, user);
  else throw new ApiError(422, { code: 'alreadyConfirmed' });
  return json(c, { meta: { message: c.get('t')('api.confirmation.sent') } });
});
