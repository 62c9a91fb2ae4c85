/**
 * /api/v1/stock_images: images a page editor can pick. The center's own rows plus the shared library (no center),
 * which every center of every tenant sees and only a platform admin changes (server/policies/content.ts). Searchable by name and keyword (filter[q]).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { contentPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { invalidateContent } from '../pages/invalidate-content';
import { create, listSpec, update } from './schemas';
import { stockImageResource } from './serializers';
import * as service from './service';

export const stockImageRoutes = new Hono<AppEnv>();

const TYPES = ['stock_images', 'stock_image'] as const;

function viewerFor(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  authorize(contentPolicy.readStockImages(viewer));
  return viewer;
}

stockImageRoutes.get('/', async (c) => {
  viewerFor(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total } = await service.listStockImages(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    shared: q.filter.shared,
    query: q.filter.q,
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(stockImageResource), { number: q.page.number, size: q.page.size, total }, url));
});

stockImageRoutes.get('/:id', async (c) => {
  viewerFor(c);
  const row = await service.findVisible(c.get('deps').db, c.get('scope').center.id, parseId(c.req.param('id')));
  return json(c, document(stockImageResource(row)));
});

stockImageRoutes.post('/', async (c) => {
  const viewer = viewerFor(c);
  const { shared, ...attrs } = await readResource(c, { types: TYPES, attributes: create });
  const centerId = c.get('scope').center.id;
  const volunteerCenterId = shared ? null : centerId;
  authorize(contentPolicy.writeStockImages(viewer, { volunteerCenterId }, c.get('scope').tenant.key));
  const deps = c.get('deps');
  const row = await service.createStockImage(deps.db, attrs, volunteerCenterId, deps.now());
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'stock_image.create',
    subjectType: 'stock_images',
    subjectId: row.id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['content']);
  return json(c, document(stockImageResource(row)), 201);
});

stockImageRoutes.patch('/:id', async (c) => {
  const viewer = viewerFor(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const current = await service.findVisible(deps.db, centerId, id);
  authorize(contentPolicy.writeStockImages(viewer, current, c.get('scope').tenant.key));
  const { shared, ...attrs } = await readResource(c, { types: TYPES, id, attributes: update });
  const move =
    shared === undefined || shared === (current.volunteerCenterId === null) ? {} : { volunteerCenterId: shared ? null : centerId };
  // Moving an image into or out of the shared library is a platform admin's decision.
  if (shared !== undefined && shared !== (current.volunteerCenterId === null))
    authorize(contentPolicy.writeStockImages(viewer, { volunteerCenterId: null }, c.get('scope').tenant.key));
  const row = await service.updateStockImage(deps.db, id, { ...attrs, ...move }, deps.now());
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'stock_image.update',
    subjectType: 'stock_images',
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['content']);
  return json(c, document(stockImageResource(row)));
});

stockImageRoutes.delete('/:id', async (c) => {
  const viewer = viewerFor(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const current = await service.findVisible(deps.db, centerId, id);
  authorize(contentPolicy.writeStockImages(viewer, current, c.get('scope').tenant.key));
  await service.deleteStockImage(deps.db, id);
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'stock_image.delete',
    subjectType: 'stock_images',
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['content']);
  return noContent(c);
});
