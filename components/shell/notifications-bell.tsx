'use client';

/**
 * The header's link to /notificaties. Its accessible name carries the unread count ("Meldingen (2 ongelezen)"),
 * and a small badge shows it. Rendered only in the signed-in shell (inside its QueryProvider), so public pages
 * stay static and make no request for it; the count shares the notifications query-key root, so reading on
 * /notificaties updates it.
 */
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchUnreadCount } from '@/lib/shared/notifications/api';
import { notificationKeys } from '@/lib/shared/notifications/notification-view';
import { UnreadCountLink } from './unread-count-link';

export function NotificationsBell() {
  const t = useTranslations('shell');
  const api = useApi();
  const unread = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(api, signal),
    staleTime: 30_000,
    retry: false,
  });
  const count = unread.data ?? 0;
  return (
    <UnreadCountLink
      href="/notificaties"
      name={count > 0 ? t('notificationsUnread', { count }) : t('notifications')}
      icon={<Bell aria-hidden className="size-5" />}
      count={count}
    />
  );
}
