/** The signed-in user's own notifications in this center; anyone else's is not found. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';

export type NotificationRow = typeof notifications.$inferSelect;

interface Owner {
  centerId: number;
  userId: number;
}

const own = (o: Owner) => and(eq(notifications.volunteerCenterId, o.centerId), eq(notifications.userId, o.userId));

export async function listNotifications(db: Executor, o: Owner & { unreadOnly: boolean; limit: number; offset: number }) {
  const condition = and(own(o), o.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(condition)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(notifications).where(condition),
    unreadCount(db, o),
  ]);
  return { rows, total: Number(total?.n ?? 0), unread };
}

export async function unreadCount(db: Executor, o: Owner) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(o), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one as read; reading it again keeps the first read time. */
export async function markRead(db: Executor, o: Owner & { id: number; now: Date }) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(own(o), eq(notifications.id, o.id)))
    .limit(1);
  if (!row) throw notFound('notification');
  if (row.readAt) return row;
  const [updated] = await db.update(notifications).set({ readAt: o.now }).where(eq(notifications.id, row.id)).returning();
  return updated ?? row;
}

export async function markAllRead(db: Executor, o: Owner & { now: Date }) {
  const rows = await db
    .update(notifications)
    .set({ readAt: o.now })
    .where(and(own(o), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
