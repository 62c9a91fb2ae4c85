'use client';

/**
 * The viewer's in-app notifications, newest first, paginated in the URL. Unread ones say so in words (a badge and
 * a heading suffix for screen readers), not only by weight or color. Opening one marks it read; "mark all as read"
 * clears the rest. Every change refreshes the header bell's count too (same query-key root).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/styles';
import { ListScreen } from '@/components/data-table/list-screen';
import { type ListPage, useListQuery } from '@/components/data-table/use-list-query';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from '@/lib/shared/notifications/api';
import { notificationKeys, type NotificationView } from '@/lib/shared/notifications/notification-view';
import { toast } from '@/lib/browser/toast/toast-store';

const LIST_SPEC: ListSpec = { sorts: [], defaultSort: '', filters: [] };
const linkClass = `text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`;

export function NotificationsList() {
  const t = useTranslations('notifications.page');
  const format = useFormatter();
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useListQuery<NotificationView, ListPage<NotificationView> & { unread: number }>(LIST_SPEC, (state) => ({
    key: notificationKeys.list(state.page, state.perPage),
    fetch: (signal) => fetchNotifications(api, state, signal),
  }));
  const { query } = list;

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const failed = (error: unknown) =>
    toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('markFailed')) : t('markFailed'), { title: t('markFailed') });

  const markRead = useMutation({
    mutationFn: (id: string) => markNotificationRead(api, id),
    onSuccess: refresh,
    onError: failed,
  });
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(api),
    onSuccess: async () => {
      await refresh();
      toast.success(t('allMarked'));
    },
    onError: failed,
  });

  const unread = query.data?.unread ?? 0;
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '');

  return (
    <ListScreen
      list={list}
      className="space-y-4"
      toolbar={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted-800 dark:text-muted-200">
            {query.data ? t('unreadCount', { count: unread }) : null}
          </p>
          <Button variant="outline" size="sm" disabled={unread === 0} pending={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('markAll')}
          </Button>
        </div>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={t('empty')}
      renderRows={(rows) => (
        <ul
          aria-label={t('listLabel')}
          className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-800 dark:border-muted-800"
        >
          {rows.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              when={when(n.createdAt)}
              onRead={() => markRead.mutate(n.id)}
              pending={markRead.isPending && markRead.variables === n.id}
            />
          ))}
        </ul>
      )}
    />
  );
}

function NotificationItem({
  notification: n,
  when,
  onRead,
  pending,
}: {
  notification: NotificationView;
  when: string;
  onRead: () => void;
  pending: boolean;
}) {
  const t = useTranslations('notifications.page');
  const title = n.title || t('untitled');
  return (
    <li
      className={clsx(
        'flex flex-wrap items-start gap-3 p-4',
        !n.read && 'border-l-4 border-l-primary-600 bg-primary-50/60 dark:bg-primary-950/40',
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className={clsx('text-base', n.read ? 'font-normal' : 'font-semibold')}>
          {n.url ? (
            // Opening it counts as reading it; the request goes on while the app navigates.
            <Link href={n.url} className={linkClass} onClick={n.read ? undefined : onRead}>
              {title}
            </Link>
          ) : (
            title
          )}
          {n.read ? null : <span className="sr-only"> ({t('unread')})</span>}
        </h2>
        {n.body ? <p className="text-sm">{n.body}</p> : null}
        <p className="text-xs text-muted-800 dark:text-muted-200">{when}</p>
      </div>
      {n.read ? null : (
        <div className="flex items-center gap-2">
          <span
            aria-hidden
            className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-100"
          >
            {t('unread')}
          </span>
          <Button variant="tertiary" size="sm" pending={pending} onClick={onRead}>
            {t('markRead')}
            {/* Which one, for those who hear the buttons listed; the visible words stay the start of the name. */}
            <span className="sr-only">: {title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
