/**
 * The in-app notifications' backend calls, for any ApiClient (useApi() in the browser, createServerApi() on the
 * server). Their query keys live with the view (notification-view.ts): the header bell and the list share them.
 */
import type { ApiClient } from '@/lib/shared/api';
import { type NotificationView, toNotificationView, unreadCountOf } from './notification-view';

export async function fetchNotifications(
  api: ApiClient,
  p: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<{ rows: NotificationView[]; total: number; unread: number }> {
  const doc = await api.get('/api/v1/notifications', { page: { size: p.perPage, number: p.page } }, { signal });
  const data = Array.isArray(doc.data) ? doc.data : [];
  return {
    rows: data.map(toNotificationView),
    total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length),
    unread: unreadCountOf(doc.meta),
  };
}

/** Only the count: one unread row is asked for, the total comes in the meta. */
export async function fetchUnreadCount(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const doc = await api.get('/api/v1/notifications', { filter: { unread: 'true' }, page: { size: 1 } }, { signal });
  return unreadCountOf(doc.meta);
}

export async function markNotificationRead(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/notifications/${id}/read`);
}

export async function markAllNotificationsRead(api: ApiClient): Promise<void> {
  await api.post('/api/v1/notifications/read_all');
}
