/**
 * Stock images: the center's own rows plus the shared library (volunteer_center_id null). Reads see both; writes
 * name the row, which the router found through findVisible first.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { stockImages } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';
import type { create, update } from './schemas';

export type StockImageRow = typeof stockImages.$inferSelect;
type Attributes = Omit<z.output<typeof update>, 'shared'>;

const visibleTo = (centerId: number) => or(eq(stockImages.volunteerCenterId, centerId), isNull(stockImages.volunteerCenterId)) as SQL;

export async function findVisible(db: Executor, centerId: number, id: number): Promise<StockImageRow> {
  const [row] = await db
    .select()
    .from(stockImages)
    .where(and(eq(stockImages.id, id), visibleTo(centerId)));
  if (!row) throw notFound('stock_image');
  return row;
}

const SORTS = { name: sql`lower(${stockImages.name})`, createdAt: stockImages.createdAt } as const;

export interface StockImageListOptions {
  centerId: number;
  /** true: the shared library only; false: the center's own only. */
  shared?: boolean;
  query?: string;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

export async function listStockImages(db: Executor, o: StockImageListOptions) {
  const where: SQL[] = [visibleTo(o.centerId)];
  if (o.shared !== undefined) where.push(o.shared ? isNull(stockImages.volunteerCenterId) : eq(stockImages.volunteerCenterId, o.centerId));
  const term = o.query?.trim().toLowerCase();
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
  const order = o.sort.map((s) =>
    s.direction === 'desc' ? desc(SORTS[s.field as keyof typeof SORTS]) : asc(SORTS[s.field as keyof typeof SORTS]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stockImages)
      .where(condition)
      .orderBy(...order, asc(stockImages.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(stockImages).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function createStockImage(
  db: Executor,
  attrs: Omit<z.output<typeof create>, 'shared'>,
  volunteerCenterId: number | null,
  now: Date,
): Promise<StockImageRow> {
  const [row] = await db
    .insert(stockImages)
    .values({ ...attrs, volunteerCenterId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateStockImage(
  db: Executor,
  id: number,
  values: Attributes & { volunteerCenterId?: number | null },
  now: Date,
): Promise<StockImageRow> {
  const [row] = await db
    .update(stockImages)
    .set({ ...values, updatedAt: now })
    .where(eq(stockImages.id, id))
    .returning();
  if (!row) throw notFound('stock_image');
  return row;
}

export async function deleteStockImage(db: Executor, id: number) {
  await db.delete(stockImages).where(eq(stockImages.id, id));
}
