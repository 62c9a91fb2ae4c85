/** The signed-in user's own account and organizations: /current_user, /current_organizations, /current_organization. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { readResource } from '../../jsonapi/body';
import { collection } from '../../jsonapi/document';
import { ApiError, notFound } from '../../jsonapi/errors';
import { parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { listOrganizations } from '../organizations/service';
import { organizationResource } from '../organizations/serializers';
import { showOrganization } from '../organizations/show-organization';
import { assertOwnSession, verifyCurrentPassword } from '../accounts/credentials';
import { currentUserUpdate } from '../users/schemas';
import { userDocument } from '../users/user-document';
import { currentOrganizationSpec } from './schemas';
import * as service from './service';

export const currentUserRoutes = new Hono<AppEnv>();

currentUserRoutes.get('/current_user', async (c) => {
  const viewer = requireViewer(c);
  const doc = await userDocument(c, viewer.user);
  if (viewer.auth.impersonatorId !== null) doc.meta = { impersonator_id: String(viewer.auth.impersonatorId) };
  return json(c, doc);
});

currentUserRoutes.patch('/current_user', async (c) => {
  const viewer = requireViewer(c);
  const attrs = await readResource(c, { types: ['users', 'user'], attributes: currentUserUpdate });
  const deps = c.get('deps');
  const { password, passwordConfirmation, currentPassword, ...fields } = attrs;
  let passwordHash: string | undefined;
  if (password !== undefined) {
    // The same rule as every other password change (resources/accounts/credentials.ts).
    assertOwnSession(viewer);
    if (password !== passwordConfirmation)
      throw new ApiError(422, { code: 'passwordMismatch', source: { pointer: '/data/attributes/password_confirmation' } });
    await verifyCurrentPassword(c, viewer, currentPassword, '/data/attributes/current_password');
    passwordHash = await deps.passwords.hash(password);
  }
  const updated = await service.updateOwnAccount(
    deps.db,
    { userId: viewer.user.id, centerId: viewer.user.volunteerCenterId, client: viewer.auth.client },
    { fields, passwordHash },
    deps.now(),
  );
  return json(c, await userDocument(c, updated));
});

currentUserRoutes.get('/current_organizations', async (c) => {
  const viewer = requireViewer(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, {});
  const { rows, total } = await listOrganizations(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    statuses: null,
    ids: viewer.organizationIds,
    sort: [{ field: 'name', direction: 'asc' }],
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(
    c,
    collection(
      rows.map((o) => organizationResource(o)),
      { number: q.page.number, size: q.page.size, total },
      url,
    ),
  );
});

/**
 * The organization selected with Current-Organization-Id (checked against the memberships), else
 * The default of docs/domain.md#states-and-transitions: the first School or VolunteerCenter, else the first organization.
 */
currentUserRoutes.get('/current_organization', async (c) => {
  const viewer = requireViewer(c);
  // Bad parameters are a 400 even when there is no organization to show.
  parseQuery(new URL(c.req.url), currentOrganizationSpec);
  const { rows } = await listOrganizations(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    statuses: null,
    ids: viewer.organizationIds,
    sort: [{ field: 'name', direction: 'asc' }],
    limit: 1000,
    offset: 0,
  });
  const selected =
    (viewer.currentOrganizationId !== null ? rows.find((o) => o.id === viewer.currentOrganizationId) : undefined) ??
    rows.find((o) => o.organizationType === 'School' || o.organizationType === 'VolunteerCenter') ??
    rows[0];
  if (!selected) throw notFound('organization');
  return showOrganization(c, selected);
});
