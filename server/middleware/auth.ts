/**
 * Token authentication compatible with devise_token_auth clients: access-token, client and uid
 * headers. A valid token makes the request's viewer; the same headers are echoed on the response.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Viewer } from '../context';
import { authTokens, memberships, roles, users, volunteerCenters } from '../db/schema';
import { secretMatches } from '../auth/tokens';
import { ApiError, unauthorized } from '../jsonapi/errors';
import type { Executor } from '../db/client';
import { isAdmin } from '../../domain/roles';
import { RECORD_ID_PATTERN } from '../../domain/values';

export const authMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('viewer', null);
  const accessToken = c.req.header('access-token');
  const client = c.req.header('client');
  const uid = c.req.header('uid');
  if (accessToken && client && uid) {
    const viewer = await authenticate(c, { accessToken, client, uid });
    c.set('viewer', viewer);
  }
  await next();
  const viewer = c.get('viewer');
  if (viewer && !c.res.headers.has('access-token')) setAuthHeaders(c, viewer);
});

async function authenticate(c: Context<AppEnv>, creds: { accessToken: string; client: string; uid: string }): Promise<Viewer> {
  const { db, now } = c.get('deps');
  const scope = c.get('scope');
  const [row] = await db
    .select({ user: users, token: authTokens })
    .from(users)
    .innerJoin(authTokens, and(eq(authTokens.userId, users.id), eq(authTokens.client, creds.client)))
    .where(sql`lower(${users.email}) = ${creds.uid.toLowerCase()}`)
    .limit(1);
  if (!row || row.token.expiresAt <= now() || !secretMatches(creds.accessToken, row.token.tokenHash)) throw unauthorized();
  const user = row.user;
  if (user.status === 'archived') throw unauthorized('accountArchived');
  if (user.status === 'inactive' && !scope.flags.allowInactiveUsers) throw unauthorized('accountInactive');

  if (row.token.impersonatorId !== null) await assertImpersonatorMayContinue(db, row.token.impersonatorId);

  const viewer = await loadViewer(db, user, {
    client: creds.client,
    accessToken: creds.accessToken,
    expiresAt: row.token.expiresAt,
    impersonatorId: row.token.impersonatorId,
  });
  await assertCenter(db, viewer, scope.center);
  viewer.currentOrganizationId = currentOrganization(c, viewer);
  return viewer;
}

/**
 * A sign-in-as session lasts only while the admin who opened it is still an active admin (docs/domain.md, roles):
 * losing the role or the account ends it on the next request, whatever revoked or did not revoke its token.
 */
async function assertImpersonatorMayContinue(db: Executor, impersonatorId: number): Promise<void> {
  const [impersonator] = await db
    .select({ status: users.status, adminRoles: sql<number>`count(${roles.id})`.mapWith(Number) })
    .from(users)
    .leftJoin(roles, and(eq(roles.userId, users.id), eq(roles.name, 'admin')))
    .where(eq(users.id, impersonatorId))
    .groupBy(users.id);
  if (!impersonator || impersonator.status !== 'active' || impersonator.adminRoles === 0) throw unauthorized();
}

export async function loadViewer(db: Executor, user: Viewer['user'], auth: Viewer['auth']): Promise<Viewer> {
  const [roleRows, memberRows] = await Promise.all([
    db.select({ name: roles.name, organizationId: roles.organizationId }).from(roles).where(eq(roles.userId, user.id)),
    db.select({ organizationId: memberships.organizationId }).from(memberships).where(eq(memberships.userId, user.id)),
  ]);
  return { user, roles: roleRows, organizationIds: memberRows.map((m) => m.organizationId), currentOrganizationId: null, auth };
}

/**
 * An account belongs to one partner center; admins act in every center of their tenant.
 * Anything else is the "wrong center" 401 the web turns into its own error screen.
 */
export async function assertCenter(
  db: Executor,
  viewer: Pick<Viewer, 'user' | 'roles'>,
  center: { id: number; tenantKey: string },
): Promise<void> {
  if (viewer.user.volunteerCenterId === center.id) return;
  if (isAdmin(viewer)) {
    const [home] = await db
      .select({ tenantKey: volunteerCenters.tenantKey })
      .from(volunteerCenters)
      .where(eq(volunteerCenters.id, viewer.user.volunteerCenterId));
    if (home?.tenantKey === center.tenantKey) return;
  }
  throw new ApiError(401, { code: 'wrongCenter' });
}

function currentOrganization(c: Context<AppEnv>, viewer: Viewer): number | null {
  const header = c.req.header('current-organization-id')?.trim();
  if (!header || header === 'null' || header === 'undefined') return null;
  const id = RECORD_ID_PATTERN.test(header) ? Number(header) : NaN;
  if (!viewer.organizationIds.includes(id))
    throw new ApiError(403, { code: 'organizationNotMember', source: { header: 'Current-Organization-Id' } });
  return id;
}

export function setAuthHeaders(c: Context<AppEnv>, viewer: Pick<Viewer, 'user' | 'auth'>): void {
  c.header('access-token', viewer.auth.accessToken);
  c.header('client', viewer.auth.client);
  c.header('uid', viewer.user.email);
  c.header('expiry', String(Math.floor(viewer.auth.expiresAt.getTime() / 1000)));
  c.header('token-type', 'Bearer');
}

export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthorized();
  return viewer;
}
