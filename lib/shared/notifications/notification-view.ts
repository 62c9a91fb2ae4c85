/**
 * An in-app notification as the screens read it from GET /api/v1/notifications (JSON:API resource, camelCase).
 * Pure, so the mapping and the link check are unit-tested.
 */
import type { NotificationWire } from '@/domain/notifications';
import type { Resource } from '@/lib/shared/api';

/**
 * The served attributes (domain/notifications.ts) the screens show: `url` only when it is a same-site path, the
 * creation time possibly unknown.
 */
export interface NotificationView extends Pick<NotificationWire, 'kind' | 'title' | 'body' | 'url' | 'read'> {
  id: string;
  createdAt: string | null;
}

/**
 * Only a same-site path is followed: the link is rendered as an in-app link, so an absolute or protocol-relative
 * URL (or `javascript:`) from a newer or misbehaving server never becomes a way off the site.
 */
export function internalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function toNotificationView(data: unknown): NotificationView {
  const r = (data ?? {}) as Resource;
  return {
    id: String(r.id),
    kind: str(r.kind) ?? '',
    title: str(r.title) ?? '',
    body: typeof r.body === 'string' ? r.body : '',
    url: internalPath(r.url),
    read: r.read === true,
    createdAt: str(r.createdAt),
  };
}

/** The unread count from a list's meta (`unread_count` on the wire); 0 when absent or not a count. */
export function unreadCountOf(meta: Record<string, unknown> | undefined): number {
  const n = Number(meta?.unreadCount);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number, perPage: number) => ['notifications', 'list', page, perPage] as const,
  unread: ['notifications', 'unread'] as const,
};
