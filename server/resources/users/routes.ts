/** /api/v1/users: list, show, invite, update, delete, roles and confirmation mails. */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, UserRow, Viewer } from '../../context';
import { users } from '../../db/schema';
import { roleNames, userStatuses } from '../../db/schema/enums';
import { audit } from '../../audit';
import { sendConfirmationMail, sendInvitationMail } from '../../auth/account-mails';
import { revokeAllAccess, revokeAllAuthTokens } from '../../auth/sessions';
import { requireViewer } from '../../middleware/auth';
import { userPolicy, type UserRecord } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, document, type ResourceObject } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { filterId, filterText, parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { assertMentor } from './mentor';
import { assertOwnSession, verifyCurrentPassword } from '../accounts/credentials';
import { requestEmailChange, sameAddress } from '../accounts/email-change';
import { deleteOwnAccount } from '../accounts/self-deletion';
import { roleChange, userCreate, userUpdate } from './schemas';
import { roleResource, userResource } from './serializers';
import * as service from './service';

export const userRoutes = new Hono<AppEnv>();

const TYPES = ['users', 'user'] as const;
export const INCLUDES = ['roles', 'organizations'] as const;
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(values)).min(1));

export const listSpec = {
  includes: INCLUDES,
  filters: {
    organization_id_eq: filterId,
    with_role: list(roleNames),
    status_eq: list(userStatuses),
    name_cont: filterText,
  },
  sorts: ['last_name', 'first_name', 'email', 'created_at', 'status'],
  defaultSort: 'last_name',
  params: ['query'],
} as const;

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
  const rel = await service.relationsOf(db, rows.map((u) => u.id));
  const data = rows.map((u) => userResource(u, { roles: rel.roles.get(u.id) ?? [], organizationIds: rel.organizations.get(u.id) ?? [] }));
  const included = q.include.has('roles') ? rows.flatMap((u) => (rel.roles.get(u.id) ?? []).map(roleResource)) : [];
  const orgIncluded = q.include.has('organizations') ? await organizationResources(c, [...rel.organizations.values()].flat()) : [];
  return json(c, collection(data, { number: q.page.number, size: q.page.size, total }, url, q.include.size ? [...included, ...orgIncluded] : undefined));
});

async function organizationResources(c: Context<AppEnv>, ids: number[]): Promise<ResourceObject[]> {
  if (!ids.length) return [];
  const { listOrganizations } = await import('../organizations/service');
  const { organizationResource } = await import('../organizations/serializers');
  const { rows } = await listOrganizations(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    statuses: null,
    ids: [...new Set(ids)],
    sort: [],
    limit: 1000,
    offset: 0,
  });
  return rows.map((o) => organizationResource(o));
}

export async function userDocument(c: Context<AppEnv>, user: UserRow, includes: readonly string[] = INCLUDES) {
  const q = parseQuery(new URL(c.req.url), { includes });
  const rel = await service.relationsOf(c.get('deps').db, [user.id]);
  const roleRows = rel.roles.get(user.id) ?? [];
  const orgIds = rel.organizations.get(user.id) ?? [];
  const included: ResourceObject[] = [];
  if (q.include.has('roles')) included.push(...roleRows.map(roleResource));
  if (q.include.has('organizations')) included.push(...(await organizationResources(c, orgIds)));
  return document(userResource(user, { roles: roleRows, organizationIds: orgIds }), { included: q.include.size ? included : undefined });
}

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
  const user = await deps.db.transaction(async (tx) => {
    await service.assertEmailFree(tx, attrs.email);
    if (organizationId !== null) await service.assertOrganizationInCenter(tx, center.id, organizationId, '/data/attributes/organization_id');
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- role and organization are not columns of users
    const { role: _role, organizationId: _org, ...fields } = attrs;
    const [created] = await tx
      .insert(users)
      .values({ ...fields, email: attrs.email.trim(), volunteerCenterId: center.id, status: 'invited', signupMethod: 'createdByUser', locale: attrs.locale ?? c.get('locale') })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    if (organizationId !== null) await service.ensureMembership(tx, created.id, organizationId);
    await service.addRole(tx, created, role, organizationId);
    await audit(tx, { volunteerCenterId: center.id, actorId: viewer.user.id, action: 'user.invite', subjectType: 'users', subjectId: created.id, ip: c.get('ip') });
    return created;
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
    if ((fields.status ?? user.status) === 'archived') throw new ApiError(422, { code: 'userArchived', source: { pointer: '/data/attributes/email' } });
    await service.assertEmailFree(c.get('deps').db, newEmail, user.id);
  }
  const deps = c.get('deps');
  const center = c.get('scope').center;
  let updated = await deps.db.transaction(async (tx) => {
    if (organizationId) {
      await service.assertOrganizationInCenter(tx, center.id, organizationId, '/data/attributes/organization_id');
      await service.ensureMembership(tx, user.id, organizationId);
    }
    if (fields.mentorId !== undefined && fields.mentorId !== user.mentorId) await assertMentor(tx, { centerId: center.id, studentId: user.id }, fields.mentorId);
    const [row] = await tx
      .update(users)
      .set({ ...fields, updatedAt: deps.now() })
      .where(and(eq(users.id, user.id), eq(users.volunteerCenterId, center.id)))
      .returning();
    if (!row) throw notFound('user');
    if (fields.status === 'archived' && user.status !== 'archived') await revokeAllAccess(tx, user.id, deps.now());
    if (fields.status === 'inactive') await revokeAllAuthTokens(tx, user.id);
    if (fields.status && fields.status !== user.status)
      await audit(tx, { volunteerCenterId: center.id, actorId: viewer.user.id, action: `user.status.${fields.status}`, subjectType: 'users', subjectId: user.id, data: { from: user.status }, ip: c.get('ip') });
    return row;
  });
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
  await db.transaction(async (tx) => {
    await audit(tx, { volunteerCenterId: center.id, actorId: viewer.user.id, action: 'user.delete', subjectType: 'users', subjectId: user.id, ip: c.get('ip') });
    await tx.delete(users).where(and(eq(users.id, user.id), eq(users.volunteerCenterId, center.id)));
  });
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
  await db.transaction(async (tx) => {
    if (action === 'add') await service.addRole(tx, user, attrs.role, organizationId);
    else await service.removeRole(tx, user.id, attrs.role, organizationId);
    await audit(tx, { volunteerCenterId: center.id, actorId: viewer.user.id, action: `user.role.${action}`, subjectType: 'users', subjectId: user.id, data: { role: attrs.role, organizationId }, ip: c.get('ip') });
  });
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
