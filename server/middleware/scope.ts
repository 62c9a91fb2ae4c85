/**
 * Center scope of a request: Volunteer-Center-Id (id or slug), else the Host mapping; X-Tenant,
 * when sent, must name the center's tenant. An unknown center or tenant is "No tenant found".
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { getTenant, resolveCenter, resolveConfigFlags } from '@/lib/shared/tenancy';
import type { AppEnv } from '../context';
import { volunteerCenters } from '../db/schema';
import { ApiError } from '../jsonapi/errors';

export const scopeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { db, hostMapping, environmentFlags, centerCache } = c.get('deps');
  const header = c.req.header('volunteer-center-id')?.trim();
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  const resolution = resolveCenter({ host, mapping: hostMapping });

  let where;
  let key;
  if (header && RECORD_ID_PATTERN.test(header)) [where, key] = [eq(volunteerCenters.id, Number(header)), `id:${header}`];
  else if (header) [where, key] = [eq(volunteerCenters.slug, header.toLowerCase()), `slug:${header.toLowerCase()}`];
  else [where, key] = [eq(volunteerCenters.slug, resolution.centerSlug), `slug:${resolution.centerSlug}`];

  const now = Date.now();
  let center = centerCache?.get(key, now);
  if (!center) {
    [center] = await db.select().from(volunteerCenters).where(where).limit(1);
    if (center) centerCache?.set(key, center, now);
  }
  const tenant = center ? getTenant(center.tenantKey) : undefined;
  const requestedTenant = c.req.header('x-tenant')?.trim();
  if (!center || !tenant || (requestedTenant && requestedTenant !== tenant.key))
    throw new ApiError(404, { code: 'noTenant', source: { header: header ? 'Volunteer-Center-Id' : 'X-Tenant' } });

  const appContext = c.req.header('app-context') === 'gelderland' || resolution.geldersHanden ? 'gelderland' : 'meedoen';
  c.set('scope', { center, tenant, flags: resolveConfigFlags(tenant.key, environmentFlags), appContext });
  await next();
});
