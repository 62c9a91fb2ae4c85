/**
 * /api/v1/notifications: the signed-in user's in-app notifications (newest first, unread count in meta),
 * marking one or all as read. Nobody sees or touches another person's notifications.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { collection, document } from '../../jsonapi/document';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { listSpec } from './schemas';
import { notificationResource } from './serializers';
import * as service from './service';

export const notificationRoutes = new Hono<AppEnv>();

const owner = (c: Context<AppEnv>) => ({ centerId: c.get('scope').center.id, userId: requireViewer(c).user.id });

notificationRoutes.get('/', async (c) => {
  const o = owner(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total, unread } = await service.listNotifications(c.get('deps').db, {
    ...o,
    unreadOnly: q.filter.unread === 'true',
    limit: q.page.size,
    offset: q.page.offset,
  });
  const doc = collection(
    rows.map((r) => notificationResource(r, c.get('t'))),
    { number: q.page.number, size: q.page.size, total },
    url,
  );
  doc.meta = { ...doc.meta, unread_count: unread };
  return json(c, doc);
});

notificationRoutes.post('/read_all', async (c) => {
  const o = owner(c);
  const { db, now } = c.get('deps');
  const updated = await service.markAllRead(db, { ...o, now: now() });
  return json(c, { meta: { updated, unread_count: 0 } });
});

notificationRoutes.post('/:id/read', async (c) => {
  const o = owner(c);
  const { db, now } = c.get('deps');
  const row = await service.markRead(db, { ...o, id: parseId(c.req.param('id')), now: now() });
  return json(c, document(notificationResource(row, c.get('t')), { meta: { unreadCount: await service.unreadCount(db, o) } }));
});
