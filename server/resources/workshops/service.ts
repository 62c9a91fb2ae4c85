/**
 * Workshops of one center (docs/domain.md#workshops). Every query names the center; a deleted (soft) workshop is not
 * found. `next_starts_at` is the start of its next open shift that has not begun.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { WorkshopAttributes, WorkshopStatus } from '@/domain/workshops';
import type { Executor } from '../../db/client';
import { shifts, workshops } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';

export type WorkshopRow = typeof workshops.$inferSelect;
export interface WorkshopView extends WorkshopRow {
  nextStartsAt: Date | null;
}

const nextStartsAt = (now: Date) =>
  sql<Date | null>`(select min(s.starts_at) from shifts s where s.workshop_id = "workshops"."id" and s.status = 'open' and s.starts_at > ${now.toISOString()}::timestamptz)`;

const toView = (r: { workshop: WorkshopRow; nextStartsAt: Date | string | null }): WorkshopView => ({
  ...r.workshop,
  nextStartsAt: r.nextStartsAt === null ? null : new Date(r.nextStartsAt),
});

export async function listWorkshops(
  db: Executor,
  o: { centerId: number; statuses: readonly WorkshopStatus[]; now: Date; limit: number; offset: number },
) {
  const where = and(eq(workshops.volunteerCenterId, o.centerId), isNull(workshops.deletedAt), inArray(workshops.status, [...o.statuses]));
  const next = nextStartsAt(o.now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ workshop: workshops, nextStartsAt: next })
      .from(workshops)
      .where(where)
      // Coming workshops first, soonest first; then the others, newest first.
      .orderBy(sql`${next} asc nulls last`, desc(workshops.createdAt), desc(workshops.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(workshops).where(where),
  ]);
  return { rows: rows.map(toView), total: Number(total?.n ?? 0) };
}

export async function getWorkshopOrThrow(db: Executor, o: { centerId: number; id: number; now: Date }): Promise<WorkshopView> {
  const [row] = await db
    .select({ workshop: workshops, nextStartsAt: nextStartsAt(o.now) })
    .from(workshops)
    .where(and(eq(workshops.id, o.id), eq(workshops.volunteerCenterId, o.centerId), isNull(workshops.deletedAt)));
  if (!row) throw notFound('workshop');
  return toView(row);
}

export async function createWorkshop(
  db: Executor,
  o: { centerId: number; userId: number; now: Date },
  attrs: Partial<WorkshopAttributes> & { title: string },
): Promise<number> {
  const [row] = await db
    .insert(workshops)
    .values({
      volunteerCenterId: o.centerId,
      title: attrs.title,
      description: attrs.description ?? '',
      place: attrs.place || null,
      onlineUrl: attrs.onlineUrl || null,
      audience: attrs.audience ?? 'everyone',
      status: attrs.status ?? 'draft',
      createdById: o.userId,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning({ id: workshops.id });
  if (!row) throw new Error('workshop not stored');
  return row.id;
}

export async function updateWorkshop(db: Executor, o: { centerId: number; id: number; now: Date }, attrs: Partial<WorkshopAttributes>) {
  await db
    .update(workshops)
    .set({
      ...attrs,
      ...(attrs.place !== undefined ? { place: attrs.place || null } : {}),
      ...(attrs.onlineUrl !== undefined ? { onlineUrl: attrs.onlineUrl || null } : {}),
      updatedAt: o.now,
    })
    .where(and(eq(workshops.id, o.id), eq(workshops.volunteerCenterId, o.centerId)));
}

export async function deleteWorkshop(db: Executor, o: { centerId: number; id: number; now: Date }) {
  await db
    .update(workshops)
    .set({ deletedAt: o.now, updatedAt: o.now })
    .where(and(eq(workshops.id, o.id), eq(workshops.volunteerCenterId, o.centerId)));
}

/** The workshop's open shifts that have not begun: cancelling or deleting the workshop cancels them. */
export async function openShiftIds(db: Executor, o: { centerId: number; id: number; now: Date }): Promise<number[]> {
  const rows = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.workshopId, o.id),
        eq(shifts.volunteerCenterId, o.centerId),
        eq(shifts.status, 'open'),
        sql`${shifts.startsAt} > ${o.now.toISOString()}::timestamptz`,
      ) as SQL,
    )
    .orderBy(asc(shifts.startsAt));
  return rows.map((r) => r.id);
}
