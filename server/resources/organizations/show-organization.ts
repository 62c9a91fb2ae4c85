/**
 * One organization as the answer of a request, with its address and profile included on request; used by the
 * organizations router and by /current_organization (current-user/routes.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { document, type ResourceObject } from '../../jsonapi/document';
import { parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { INCLUDES } from './schemas';
import { addressResource, organizationProfileResource, organizationResource, type OrganizationRow } from './serializers';
import * as service from './service';

export async function showOrganization(c: Context<AppEnv>, org: OrganizationRow, status = 200 as 200 | 201) {
  const { db } = c.get('deps');
  const q = parseQuery(new URL(c.req.url), { includes: INCLUDES });
  const [address, profile] = await Promise.all([service.getAddress(db, org.addressId), service.getProfile(db, org.id)]);
  const included: ResourceObject[] = [];
  if (q.include.has('address') && address) included.push(addressResource(address));
  if (q.include.has('profile') && profile) included.push(organizationProfileResource(profile));
  // Whether this site offers moving organizations (the move screen asks before showing itself).
  const meta = { movingEnabled: c.get('scope').flags.enableOrganizationsMoving };
  return json(
    c,
    document(organizationResource(org, { address, profile }), { included: q.include.size ? included : undefined, meta }),
    status,
  );
}
