/**
 * Deleting one's own account, whichever endpoint asks (DELETE /current_user, DELETE /api/v1/users/{own id}):
 * the person's own session, the current password, never the tenant's last admin, and anonymisation instead
 * of a deleted row (docs/decisions.md).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { isAdmin } from '../../../domain/roles';
import type { AppEnv, Viewer } from '../../context';
import { audit } from '../../audit';
import { ApiError } from '../../jsonapi/errors';
import { anonymiseUser, otherActiveAdmins } from '../current-user/account-service';
import { eraseOnAccountDeletion } from '../data-exports/retention';
import { deleteDataExportsOf } from '../../jobs/prepare-data-exports';
import { exportStorageFromEnv } from '../../storage/exports';
import { assertOwnSession, currentPassword, readAccountBody, verifyCurrentPassword } from './credentials';

export const deleteBody = z.object({ currentPassword }).strict();

export async function deleteOwnAccount(c: Context<AppEnv>, viewer: Viewer): Promise<void> {
  assertOwnSession(viewer);
  // DELETE /api/v1/users/{own id} used to need no body; without one, say what is missing.
  if (!c.req.header('content-type'))
    throw new ApiError(422, { code: 'currentPasswordRequired', source: { pointer: '/data/attributes/current_password' } });
  const { values, base } = await readAccountBody(c, deleteBody, viewer.user.id);
  await verifyCurrentPassword(c, viewer, values.currentPassword, `${base}/current_password`);
  const deps = c.get('deps');
  const viewerIsAdmin = isAdmin(viewer);
  await deps.db.transaction(async (tx) => {
    if (viewerIsAdmin && (await otherActiveAdmins(tx, viewer.user)) === 0) throw new ApiError(422, { code: 'lastAdmin' });
    const row = await anonymiseUser(tx, viewer.user, deps.now());
    if (!row) throw new ApiError(404, { code: 'notFound', params: { resource: 'user' } });
    await eraseOnAccountDeletion(tx, viewer.user);
    // No personal data and no IP: only that the account was deleted, by its owner.
    await audit(tx, {
      volunteerCenterId: viewer.user.volunteerCenterId,
      actorId: viewer.user.id,
      action: 'user.self_delete',
      subjectType: 'users',
      subjectId: viewer.user.id,
    });
  });
  // Exports go at once, files included (docs/decisions.md, "Retention after account deletion").
  await deleteDataExportsOf(deps.db, viewer.user.id, deps.exportStorage ?? exportStorageFromEnv());
  // The token is gone: do not echo it on the answer.
  c.set('viewer', null);
}
