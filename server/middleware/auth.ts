/**
 * Token authentication compatible with devise_token_auth clients: access-token, client and uid
 * headers. A valid token makes the request's viewer; the same headers are echoed on the response.
 */
import { setResponseHeader } from '../jsonapi/respond';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Viewer, ViewerRole } from '../context';
import { authTokens, memberships, roles, users, volunteerCenters } from '../db/schema';
import { secretMatches } from '../auth/tokens';
import { ApiError, unauthorized } from '../jsonapi/errors';
import type { Database, Executor } from '../db/client';
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

function prepareAuthentication(db: Database) {
  return db
    .select({
      user: users,
      token: authTokens,
      roles: sql<
        ViewerRole[]
      >`coalesce((select json_agg(json_build_object('name', ${roles.name}, 'organizationId', ${roles.organizationId})) from ${roles} where ${roles.userId} = ${users.id}), '[]'::json)`,
      organizationIds: sql<
        number[]
      >`coalesce((select json_agg(${memberships.organizationId}) from ${memberships} where ${memberships.userId} = ${users.id}), '[]'::json)`,
      homeTenantKey: sql<
        string | null
      >`(select ${volunteerCenters.tenantKey} from ${volunteerCenters} where ${volunteerCenters.id} = ${users.volunteerCenterId})`,
      impersonatorActive: sql<boolean>`(${authTokens.impersonatorId} is null or exists (select 1 from users i join roles ir on ir.user_id = i.id and ir.name = 'admin' where i.id = ${authTokens.impersonatorId} and i.status = 'active'))`,
    })
    .from(users)
    .innerJoin(authTokens, and(eq(authTokens.userId, users.id), eq(authTokens.client, sql.placeholder('client'))))
    .where(sql`lower(${users.email}) = ${sql.placeholder('uid')}`)
    .limit(1)
    .prepare('authenticate');
}

/** Prepared once per database (tests open several), so PostgreSQL parses and plans it once per connection. */
const authenticationStatements = new WeakMap<Database, ReturnType<typeof prepareAuthentication>>();
function authenticationStatement(db: Database) {
  let statement = authenticationStatements.get(db);
  if (!statement) authenticationStatements.set(db, (statement = prepareAuthentication(db)));
  return statement;
}

/**
 * One round trip (docs/benchmarks.md, "Lean request path"): the token with its user, the user's roles and
 * memberships, the home center's tenant (for an admin acting in another center of the tenant) and, for a
 * sign-in-as token, whether the admin who opened it is still an active admin.
 */
async function authenticate(c: Context<AppEnv>, creds: { accessToken: string; client: string; uid: string }): Promise<Viewer> {
  const { db, now } = c.get('deps');
  const scope = c.get('scope');
  const [row] = await authenticationStatement(db).execute({ client: creds.client, uid: creds.uid.toLowerCase() });
  if (!row || row.token.expiresAt <= now() || !secretMatches(creds.accessToken, row.token.tokenHash)) throw unauthorized();
  const user = row.user;
  if (user.status === 'archived') throw unauthorized('accountArchived');
  if (user.status === 'inactive' && !scope.flags.allowInactiveUsers) throw unauthorized('accountInactive');
  // A sign-in-as session lasts only while the admin who opened it is still an active admin (docs/domain.md, roles):
  // losing the role or the account ends it on the next request, whatever revoked or did not revoke its token.
  if (!row.impersonatorActive) throw unauthorized();

  const viewer: Viewer = {
    user,
    roles: row.roles,
    organizationIds: row.organizationIds,
    currentOrganizationId: null,
    auth: {
      client: creds.client,
      accessToken: creds.accessToken,
      expiresAt: row.token.expiresAt,
      impersonatorId: row.token.impersonatorId,
    },
  };
  if (!belongsToCenter(viewer, row.homeTenantKey, scope.center)) throw new ApiError(401, { code: 'wrongCenter' });
  viewer.currentOrganizationId = currentOrganization(c, viewer);
  return viewer;
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
function belongsToCenter(
  viewer: Pick<Viewer, 'user' | 'roles'>,
  homeTenantKey: string | null,
  center: { id: number; tenantKey: string },
): boolean {
  if (viewer.user.volunteerCenterId === center.id) return true;
  return isAdmin(viewer) && homeTenantKey === center.tenantKey;
}

/** As authentication decides it, for a sign-in that has no token yet (server/resources/auth/routes.ts). */
export async function assertCenter(
  db: Executor,
  viewer: Pick<Viewer, 'user' | 'roles'>,
  center: { id: number; tenantKey: string },
): Promise<void> {
  if (viewer.user.volunteerCenterId === center.id) return;
  const [home] = isAdmin(viewer)
    ? await db
        .select({ tenantKey: volunteerCenters.tenantKey })
        .from(volunteerCenters)
        .where(eq(volunteerCenters.id, viewer.user.volunteerCenterId))
    : [];
  if (!belongsToCenter(viewer, home?.tenantKey ?? null, center)) throw new ApiError(401, { code: 'wrongCenter' });
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
  setResponseHeader(c, 'access-token', viewer.auth.accessToken);
  setResponseHeader(c, 'client', viewer.auth.client);
  setResponseHeader(c, 'uid', viewer.user.email);
  setResponseHeader(c, 'expiry', String(Math.floor(viewer.auth.expiresAt.getTime() / 1000)));
  setResponseHeader(c, 'token-type', 'Bearer');
}

export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthorized();
  return viewer;
}
