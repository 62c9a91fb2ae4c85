/**
 * /api/v1/dashboard: the signed-in person's figures, one section per role (docs/domain.md#dashboard). Every signed-in
 * user may ask; what they get is decided by dashboardPolicy, never by the request.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { document, resource } from '../../jsonapi/document';
import { json } from '../../jsonapi/respond';
import { requireViewer } from '../../middleware/auth';
import { dashboardPolicy } from '../../policies/dashboard';
import { loadDashboard } from './service';

export const dashboardRoutes = new Hono<AppEnv>();

dashboardRoutes.get('/', async (c) => {
  const viewer = requireViewer(c);
  const { db, now } = c.get('deps');
  const attributes = await loadDashboard(db, {
    centerId: c.get('scope').center.id,
    now: now(),
    userId: viewer.user.id,
    sections: dashboardPolicy.sections(viewer),
    organizationIds: dashboardPolicy.organizationIds(viewer),
    hoursOrganizationIds: dashboardPolicy.hoursOrganizationIds(viewer),
  });
  return json(c, document(resource({ type: 'dashboards', id: viewer.user.id, attributes: { ...attributes } })));
});
