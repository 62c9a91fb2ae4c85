/**
 * /api/v1/vacancy_widgets (docs/api.md#vacancy-widgets): the center's embeddable vacancy widgets, kept by whoever
 * manages the center's site (domain/widgets.ts), and /api/v1/public/vacancy_widgets/{id}, what the widget page shows:
 * the widget's settings with its public vacancies included (the bank's search, so only published, unexpired
 * vacancies of approved organizations of this center). Another center's widget is 404 on both.
 */
import { Hono, type Context } from 'hono';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { widgetPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { locatePostalCode } from '../../geo/locate';
import { publicVacanciesOf } from '../feeds/public-vacancies';
import { vacancyResource } from '../vacancies/serializers';
import { WIDGET_BODY_TYPES, widgetCreate, widgetUpdate } from './schemas';
import { widgetResource, widgetsDocument } from './serializers';
import * as service from './service';

export const widgetRoutes = new Hono<AppEnv>();
export const publicWidgetRoutes = new Hono<AppEnv>();

/** A committed write drops the cached widget pages of the center. */
function invalidate(c: Context<AppEnv>) {
  c.get('deps').invalidate?.([cacheTags.vacancyWidgets(c.get('scope').center.id)]);
}

const invalid = (c: Context<AppEnv>, attribute: string, message: string) =>
  new ApiError(422, { code: 'invalidAttribute', detail: c.get('t')(message), source: { pointer: `/data/attributes/${attribute}` } });

/**
 * Rules across fields and rows: a distance needs a postal code the register knows; the organization must be one of
 * the center's.
 */
async function checkWidget(
  c: Context<AppEnv>,
  merged: { distanceKm: number | null; postalCode: string | null; organizationId: number | null },
) {
  if (merged.distanceKm !== null && merged.postalCode === null) throw invalid(c, 'distance_km', 'widgetApi.errors.distanceNeedsPostalCode');
  if (merged.postalCode !== null && !(await locatePostalCode(c.get('deps').db, merged.postalCode)))
    throw invalid(c, 'postal_code', 'widgetApi.errors.postalCodeUnknown');
  if (
    merged.organizationId !== null &&
    !(await service.isCenterOrganization(c.get('deps').db, c.get('scope').center.id, merged.organizationId))
  )
    throw invalid(c, 'organization_id', 'widgetApi.errors.organizationUnknown');
}

async function record(c: Context<AppEnv>, action: string, id: number) {
  await audit(c.get('deps').db, {
    volunteerCenterId: c.get('scope').center.id,
    actorId: requireViewer(c).user.id,
    action: `vacancy_widget.${action}`,
    subjectType: 'vacancy_widget',
    subjectId: id,
    ip: c.get('ip'),
  });
}

widgetRoutes.get('/', async (c) => {
  authorize(widgetPolicy.manage(requireViewer(c)));
  return json(c, widgetsDocument(await service.listWidgets(c.get('deps').db, c.get('scope').center.id)));
});

widgetRoutes.post('/', async (c) => {
  authorize(widgetPolicy.manage(requireViewer(c)));
  const attrs = await readResource(c, { types: WIDGET_BODY_TYPES, attributes: widgetCreate });
  await checkWidget(c, attrs);
  const row = await service.createWidget(c.get('deps').db, c.get('scope').center.id, attrs);
  await record(c, 'create', row.id);
  invalidate(c);
  return json(c, document(widgetResource(row)), 201);
});

widgetRoutes.get('/:id', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  // Another center's widget is not found, whoever asks; then the policy decides.
  const row = await service.getWidgetOrThrow(c.get('deps').db, { centerId: c.get('scope').center.id, id });
  authorize(widgetPolicy.manage(viewer));
  return json(c, document(widgetResource(row)));
});

widgetRoutes.patch('/:id', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const scope = { centerId: c.get('scope').center.id, id };
  const current = await service.getWidgetOrThrow(c.get('deps').db, scope);
  authorize(widgetPolicy.manage(viewer));
  const attrs = await readResource(c, { types: WIDGET_BODY_TYPES, id, attributes: widgetUpdate });
  await checkWidget(c, { ...current, ...attrs });
  const row = await service.updateWidget(c.get('deps').db, scope, attrs, c.get('deps').now());
  await record(c, 'update', id);
  invalidate(c);
  return json(c, document(widgetResource(row)));
});

widgetRoutes.delete('/:id', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const scope = { centerId: c.get('scope').center.id, id };
  await service.getWidgetOrThrow(c.get('deps').db, scope);
  authorize(widgetPolicy.manage(viewer));
  await service.deleteWidget(c.get('deps').db, scope);
  await record(c, 'delete', id);
  invalidate(c);
  return noContent(c);
});

/** The widget page's data: signed out, its settings and up to item_count public vacancies (newest first). */
publicWidgetRoutes.get('/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const row = await service.getWidgetOrThrow(c.get('deps').db, { centerId: c.get('scope').center.id, id });
  const rows = await publicVacanciesOf(
    c,
    {
      vacancyTypes: row.vacancyTypes,
      ...(row.tag ? { tag: row.tag } : {}),
      ...(row.organizationId ? { organizationId: row.organizationId } : {}),
      ...(row.postalCode ? { postalCode: row.postalCode } : {}),
      ...(row.postalCode && row.distanceKm ? { distanceKm: row.distanceKm } : {}),
    },
    // A stored postal code the register no longer knows is the widget's settings' fault, not the request's.
    { limit: row.itemCount, parameter: () => ({ pointer: '/data/attributes/postal_code' }) },
  );
  return json(c, document(widgetResource(row), { included: rows.map(vacancyResource), meta: { totalCount: rows.length } }));
});
