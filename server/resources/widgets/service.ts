/**
 * The center's vacancy widgets (docs/domain.md#vacancy-widget): every query and write names the center in its own
 * WHERE, so another center's widget is simply not found.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, vacancyWidgets } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';
import type { WidgetCreate, WidgetUpdate } from './schemas';

export type WidgetRow = typeof vacancyWidgets.$inferSelect;

export interface WidgetScope {
  centerId: number;
  id: number;
}

export function listWidgets(db: Executor, centerId: number): Promise<WidgetRow[]> {
  return db.select().from(vacancyWidgets).where(eq(vacancyWidgets.volunteerCenterId, centerId)).orderBy(asc(vacancyWidgets.id));
}

export async function getWidgetOrThrow(db: Executor, scope: WidgetScope): Promise<WidgetRow> {
  const [row] = await db
    .select()
    .from(vacancyWidgets)
    .where(and(eq(vacancyWidgets.id, scope.id), eq(vacancyWidgets.volunteerCenterId, scope.centerId)))
    .limit(1);
  if (!row) throw notFound('widget');
  return row;
}

/** Whether the organization is one of the center's (not deleted): a widget may filter on it. */
export async function isCenterOrganization(db: Executor, centerId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.volunteerCenterId, centerId), ne(organizations.status, 'deleted')))
    .limit(1);
  return !!row;
}

export async function createWidget(db: Executor, centerId: number, attrs: WidgetCreate): Promise<WidgetRow> {
  const [row] = await db
    .insert(vacancyWidgets)
    .values({ ...attrs, volunteerCenterId: centerId })
    .returning();
  return row!;
}

export async function updateWidget(db: Executor, scope: WidgetScope, attrs: WidgetUpdate, now: Date): Promise<WidgetRow> {
  const [row] = await db
    .update(vacancyWidgets)
    .set({ ...attrs, updatedAt: now })
    .where(and(eq(vacancyWidgets.id, scope.id), eq(vacancyWidgets.volunteerCenterId, scope.centerId)))
    .returning();
  if (!row) throw notFound('widget');
  return row;
}

export async function deleteWidget(db: Executor, scope: WidgetScope): Promise<void> {
  const rows = await db
    .delete(vacancyWidgets)
    .where(and(eq(vacancyWidgets.id, scope.id), eq(vacancyWidgets.volunteerCenterId, scope.centerId)))
    .returning({ id: vacancyWidgets.id });
  if (!rows.length) throw notFound('widget');
}
