/**
 * A user as a JSON:API document with roles and organizations included on request; used by the users router
 * and by the routers that answer with the signed-in user (auth, accounts, current-user).
 */
import type { Context } from 'hono';
import type { AppEnv, UserRow } from '../../context';
import { document, type ResourceObject } from '../../jsonapi/document';
import { parseQuery } from '../../jsonapi/query';
import { INCLUDES } from './schemas';
import { roleResource, userResource } from './serializers';
import * as service from './service';

export async function organizationResources(c: Context<AppEnv>, ids: number[]): Promise<ResourceObject[]> {
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
