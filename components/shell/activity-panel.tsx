'use client';

/**
 * Activity side panel (docs/domain.md#screens-and-routes "Side panels: activity"): the recent events that concern the
 * signed-in user (a new application for their vacancy, and whatever else the backend notifies them of), newest
 * first, each linking to what it is about, and a link to all notifications. Built on the in-app notifications
 * (GET /api/v1/notifications), loaded when the panel opens, not with every page. Rendered only by the signed-in
 * layout (inside its QueryProvider), so public pages load none of this.
 */
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Activity } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/browser/api/use-api';
import { Link } from '@/lib/shared/i18n/navigation';
import { fetchNotifications } from '@/lib/shared/notifications/api';
import { notificationKeys } from '@/lib/shared/notifications/notification-view';
import { linkClass } from '@/components/ui/styles';
import { Sheet } from './sheet';
import { toolbarButtonClass } from './styles';

/** How many recent events the panel lists; the rest are on /notificaties. */
const RECENT = 10;

export function ActivityPanel() {
  const t = useTranslations('shell.activity');
  const format = useFormatter();
  const api = useApi();
  const [open, setOpen] = useState(false);
  // Under the notifications root: reading or marking on /notificaties refreshes this list too.
  const recent = useQuery({
    queryKey: [...notificationKeys.all, 'recent', RECENT],
    queryFn: ({ signal }) => fetchNotifications(api, { page: 1, perPage: RECENT }, signal),
    enabled: open,
    staleTime: 30_000,
    retry: false,
  });
  const rows = recent.data?.rows ?? [];

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closeLabel={t('close')}
      trigger={
        <button type="button" className={toolbarButtonClass} aria-label={t('open')}>
          <Activity aria-hidden className="size-5" />
        </button>
      }
    >
      <div aria-busy={recent.isPending} className="space-y-4">
        {recent.isPending ? (
          <p role="status" className="text-sm text-muted-700 dark:text-muted-300">
            {t('loading')}
          </p>
        ) : recent.isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p>{t('loadFailed')}</p>
            <button type="button" onClick={() => void recent.refetch()} className={clsx(linkClass, 'underline')}>
              {t('retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-700 dark:text-muted-300">{t('empty')}</p>
        ) : (
          <ul aria-label={t('listLabel')} className="divide-y divide-muted-200 dark:divide-muted-700">
            {rows.map((row) => {
              const title = row.title || t('untitled');
              const when = row.createdAt ? new Date(row.createdAt) : null;
              return (
                <li key={row.id} className="py-3">
                  <p className="text-sm font-medium">
                    {row.url ? (
                      <Link href={row.url} onClick={() => setOpen(false)} className={clsx(linkClass, 'underline')}>
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                    {row.read ? null : (
                      <span className="ml-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-800 dark:text-primary-50">
                        {t('unread')}
                      </span>
                    )}
                  </p>
                  {row.body ? <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{row.body}</p> : null}
                  {when ? (
                    <p className="mt-1 text-xs text-muted-700 dark:text-muted-300">
                      <time dateTime={row.createdAt ?? undefined}>
                        {format.dateTime(when, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link href="/notificaties" onClick={() => setOpen(false)} className={clsx(linkClass, 'text-sm underline')}>
            {t('all')}
          </Link>
        </p>
      </div>
    </Sheet>
  );
}
