/**
 * /api/v1/workshops (docs/api.md "Workshops", docs/domain.md#workshops): published workshops for everyone, every
 * state for center staff and content managers, who create, change and delete (soft) them. Cancelling or deleting a
 * workshop cancels its coming shifts, and everyone signed up for them is mailed.
 */
import { cacheTags } from '@/lib/shared/cache-tags';
import { invalidateAfterWrite } from '../../middleware/invalidate-after-write';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { workshopPolicy } from '../../policies/workshops';
import { readResource } from '../../jsonapi/body';
import { collection, document, resource } from '../../jsonapi/document';
import { authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import type { Executor } from '../../db/client';
import { sendShiftMails } from '../shifts/mails';
import * as shiftService from '../shifts/service';
import { listSpec, WORKSHOP_TYPES, workshopCreate, workshopUpdate } from './schemas';
import * as service from './service';

export const workshopRoutes = new Hono<AppEnv>();
// The public workshop list and the activity calendar's workshop dates are cached with the center's vacancies.
workshopRoutes.use(
  '*',
  invalidateAfterWrite((c) => [cacheTags.vacancies(c.get('scope').center.id)]),
);

const workshopResource = (w: service.WorkshopView) =>
  resource({
    type: 'workshops',
    id: w.id,
    attributes: {
      title: w.title,
      description: w.description,
      place: w.place,
      onlineUrl: w.onlineUrl,
      audience: w.audience,
      status: w.status,
      nextStartsAt: w.nextStartsAt,
      createdAt: w.createdAt,
    },
  });

const scopeOf = (c: Context<AppEnv>) => ({ centerId: c.get('scope').center.id, now: c.get('deps').now() });

async function readable(c: Context<AppEnv>, id: number) {
  const workshop = await service.getWorkshopOrThrow(c.get('deps').db, { ...scopeOf(c), id });
  // A draft is not there for those who may not manage it.
  if (!workshopPolicy.read(c.get('viewer'), workshop)) throw notFound('workshop');
  return workshop;
}

async function managed(c: Context<AppEnv>, id: number) {
  const viewer = requireViewer(c);
  const workshop = await readable(c, id);
  authorize(workshopPolicy.manage(viewer));
  return workshop;
}

/** Cancels the workshop's coming shifts and mails their sign-ups, in one transaction. */
async function cancelShifts(c: Context<AppEnv>, tx: Executor, id: number) {
  const deps = c.get('deps');
  const center = c.get('scope').center;
  for (const shiftId of await service.openShiftIds(tx, { ...scopeOf(c), id })) {
    const cancelled = await shiftService.cancelShift(tx, { ...scopeOf(c), id: shiftId });
    await sendShiftMails(deps, tx, center, await shiftService.signupsByIds(tx, center.id, cancelled), 'shiftCancelled');
  }
}

workshopRoutes.get('/', async (c) => {
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const manager = workshopPolicy.manage(c.get('viewer'));
  const statuses = manager
    ? q.filter.status
      ? [q.filter.status]
      : (['draft', 'published', 'cancelled'] as const)
    : (['published'] as const);
  const { rows, total } = await service.listWorkshops(c.get('deps').db, {
    ...scopeOf(c),
    statuses: q.filter.status && !manager ? statuses.filter((s) => s === q.filter.status) : statuses,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(workshopResource), { number: q.page.number, size: q.page.size, total }, url));
});

workshopRoutes.get('/:id', async (c) => json(c, document(workshopResource(await readable(c, parseId(c.req.param('id')))))));

workshopRoutes.post('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(workshopPolicy.manage(viewer));
  const attrs = await readResource(c, { types: WORKSHOP_TYPES, attributes: workshopCreate });
  const id = await service.createWorkshop(c.get('deps').db, { ...scopeOf(c), userId: viewer.user.id }, attrs);
  return json(c, document(workshopResource(await service.getWorkshopOrThrow(c.get('deps').db, { ...scopeOf(c), id }))), 201);
});

workshopRoutes.patch('/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const before = await managed(c, id);
  const attrs = await readResource(c, { types: WORKSHOP_TYPES, id, attributes: workshopUpdate });
  await c.get('deps').db.transaction(async (tx) => {
    await service.updateWorkshop(tx, { ...scopeOf(c), id }, attrs);
    if (attrs.status === 'cancelled' && before.status !== 'cancelled') await cancelShifts(c, tx, id);
  });
  return json(c, document(workshopResource(await service.getWorkshopOrThrow(c.get('deps').db, { ...scopeOf(c), id }))));
});

workshopRoutes.delete('/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  await managed(c, id);
  await c.get('deps').db.transaction(async (tx) => {
    await cancelShifts(c, tx, id);
    await service.deleteWorkshop(tx, { ...scopeOf(c), id });
  });
  return noContent(c);
});
