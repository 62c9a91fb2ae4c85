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
import { Link } from '@/lib/shared/i18n/navigation';
import { fetchUnreadCount } from '@/lib/shared/notifications/api';
import { notificationKeys } from '@/lib/shared/notifications/notification-view';
import { toolbarButtonClass } from './styles';

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
    // Named by its (screen-reader-only) text, not aria-label: the visible badge number is then no "label in name"
    // mismatch for axe, and the name still reads "Meldingen (2 ongelezen)".
    <Link href="/notificaties" className={`relative ${toolbarButtonClass}`}>
      <span className="sr-only">{count > 0 ? t('notificationsUnread', { count }) : t('notifications')}</span>
      <Bell aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-1 min-w-4 rounded-full bg-red-700 px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
