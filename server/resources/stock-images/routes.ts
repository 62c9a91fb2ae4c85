/**
 * /api/v1/stock_images: images a page editor can pick. The center's own rows plus the shared library (no center),
 * which every center of every tenant sees and only a platform admin changes (server/policies/content.ts). Searchable by name and keyword (filter[q]).
 */
import { Hono, type Context } from 'hono';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { imageUrlSchema } from '@/lib/shared/content/blocks';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import type { Executor } from '../../db/client';
import { stockImages } from '../../db/schema';
import { requireViewer } from '../../middleware/auth';
import { contentPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, document, resource } from '../../jsonapi/document';
import { authorize, notFound } from '../../jsonapi/errors';
import { filterText, parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { invalidateContent } from '../pages/routes';

export const stockImageRoutes = new Hono<AppEnv>();

type StockImageRow = typeof stockImages.$inferSelect;
const TYPES = ['stock_images', 'stock_image'] as const;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const attributes = z
  .object({
    name: z.string().trim().min(1).max(150),
    description: optionalText(2000),
    shortDescription: optionalText(300),
    imageUrl: imageUrlSchema,
    keywords: z
      .array(z.string().trim().toLowerCase().min(1).max(50))
      .max(30)
      .transform((list) => [...new Set(list)]),
    width: z.number().int().min(1).max(20_000).nullable(),
    height: z.number().int().min(1).max(20_000).nullable(),
    /** Part of the shared library of every center (platform admins only). */
    shared: z.boolean(),
  })
  .strict();
export const create = attributes.partial().required({ name: true, imageUrl: true }).strict();
export const update = attributes.partial().strict();

function stockImageResource(row: StockImageRow) {
  return resource({
    type: 'stock_images',
    id: row.id,
    attributes: {
      name: row.name,
      description: row.description,
      shortDescription: row.shortDescription,
      imageUrl: row.imageUrl,
      keywords: row.keywords,
      width: row.width,
      height: row.height,
      shared: row.volunteerCenterId === null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
  });
}

function viewerFor(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  authorize(contentPolicy.readStockImages(viewer));
  return viewer;
}

const visibleTo = (centerId: number) => or(eq(stockImages.volunteerCenterId, centerId), isNull(stockImages.volunteerCenterId)) as SQL;

async function findVisible(db: Executor, centerId: number, id: number) {
  const [row] = await db.select().from(stockImages).where(and(eq(stockImages.id, id), visibleTo(centerId)));
  if (!row) throw notFound('stock_image');
  return row;
}

const SORTS = { name: sql`lower(${stockImages.name})`, createdAt: stockImages.createdAt } as const;

export const listSpec = {
  filters: { q: filterText, shared: z.enum(['true', 'false']).transform((v) => v === 'true') },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const;

stockImageRoutes.get('/', async (c) => {
  viewerFor(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const centerId = c.get('scope').center.id;
  const where: SQL[] = [visibleTo(centerId)];
  if (q.filter.shared !== undefined) where.push(q.filter.shared ? isNull(stockImages.volunteerCenterId) : eq(stockImages.volunteerCenterId, centerId));
  const term = q.filter.q?.trim().toLowerCase();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // A whole keyword uses the GIN index; a part of a name or keyword is found too.
    where.push(
      or(
        sql`${stockImages.keywords} @> array[${term}]::text[]`,
        ilike(stockImages.name, pattern),
        sql`exists (select 1 from unnest(${stockImages.keywords}) k where k ilike ${pattern})`,
      ) as SQL,
    );
  }
  const condition = and(...where);
  const order = q.sort.map((s) => (s.direction === 'desc' ? desc(SORTS[s.field as keyof typeof SORTS]) : asc(SORTS[s.field as keyof typeof SORTS])));
  const { db } = c.get('deps');
  const [rows, [total]] = await Promise.all([
    db.select().from(stockImages).where(condition).orderBy(...order, asc(stockImages.id)).limit(q.page.size).offset(q.page.offset),
    db.select({ n: count() }).from(stockImages).where(condition),
  ]);
  return json(c, collection(rows.map(stockImageResource), { number: q.page.number, size: q.page.size, total: total?.n ?? 0 }, url));
});

stockImageRoutes.get('/:id', async (c) => {
  viewerFor(c);
  const row = await findVisible(c.get('deps').db, c.get('scope').center.id, parseId(c.req.param('id')));
  return json(c, document(stockImageResource(row)));
});

stockImageRoutes.post('/', async (c) => {
  const viewer = viewerFor(c);
  const { shared, ...attrs } = await readResource(c, { types: TYPES, attributes: create });
  const centerId = c.get('scope').center.id;
  const volunteerCenterId = shared ? null : centerId;
  authorize(contentPolicy.writeStockImages(viewer, { volunteerCenterId }, c.get('scope').tenant.key));
  const deps = c.get('deps');
  const now = deps.now();
  const [row] = await deps.db.insert(stockImages).values({ ...attrs, volunteerCenterId, createdAt: now, updatedAt: now }).returning();
  await audit(deps.db, { volunteerCenterId: centerId, actorId: viewer.user.id, action: 'stock_image.create', subjectType: 'stock_images', subjectId: row!.id, ip: c.get('ip') });
  invalidateContent(c, ['content']);
  return json(c, document(stockImageResource(row!)), 201);
});

stockImageRoutes.patch('/:id', async (c) => {
  const viewer = viewerFor(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const current = await findVisible(deps.db, centerId, id);
  authorize(contentPolicy.writeStockImages(viewer, current, c.get('scope').tenant.key));
  const { shared, ...attrs } = await readResource(c, { types: TYPES, id, attributes: update });
  const move = shared === undefined || shared === (current.volunteerCenterId === null) ? {} : { volunteerCenterId: shared ? null : centerId };
  // Moving an image into or out of the shared library is a platform admin's decision.
  if (shared !== undefined && shared !== (current.volunteerCenterId === null))
    authorize(contentPolicy.writeStockImages(viewer, { volunteerCenterId: null }, c.get('scope').tenant.key));
  const [row] = await deps.db.update(stockImages).set({ ...attrs, ...move, updatedAt: deps.now() }).where(eq(stockImages.id, id)).returning();
  await audit(deps.db, { volunteerCenterId: centerId, actorId: viewer.user.id, action: 'stock_image.update', subjectType: 'stock_images', subjectId: id, ip: c.get('ip') });
  invalidateContent(c, ['content']);
  return json(c, document(stockImageResource(row!)));
});

stockImageRoutes.delete('/:id', async (c) => {
  const viewer = viewerFor(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const current = await findVisible(deps.db, centerId, id);
  authorize(contentPolicy.writeStockImages(viewer, current, c.get('scope').tenant.key));
  await deps.db.delete(stockImages).where(eq(stockImages.id, id));
  await audit(deps.db, { volunteerCenterId: centerId, actorId: viewer.user.id, action: 'stock_image.delete', subjectType: 'stock_images', subjectId: id, ip: c.get('ip') });
  invalidateContent(c, ['content']);
  return noContent(c);
});
