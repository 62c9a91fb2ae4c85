'use client';

/**
 * The inbox (docs/domain.md#conversations, "Screens"): the viewer's conversations, newest message first, with the
 * other party, subject, vacancy, last message preview, time and unread count; search (subject or participant),
 * inbox/archive toggle and pages, all in the URL. Kept fresh by the event stream (the screen invalidates it).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { SearchField } from '@/components/data-table/search-form';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { focusRing } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchConversations, INBOX_PAGE_SIZE } from '@/lib/shared/conversations/api';
import { type InboxState, parseInboxState, serializeInboxState } from '@/lib/shared/conversations/inbox-state';
import { conversationKeys, type ConversationView, otherParty } from '@/lib/shared/conversations/view';
import { Link } from '@/lib/shared/i18n/navigation';

const pagerButton = `inline-flex min-h-10 items-center gap-1 rounded-[var(--radius)] border border-muted-300 px-3 text-sm hover:bg-muted-100 disabled:opacity-50 disabled:hover:bg-transparent dark:border-muted-700 dark:hover:bg-muted-800 ${focusRing}`;

export function useInboxState(): [InboxState, (change: Partial<InboxState>) => void] {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseInboxState(new URLSearchParams(search.toString())), [search]);
  const update = useCallback(
    (change: Partial<InboxState>) => {
      const next = { ...state, ...change, page: change.page ?? 1 };
      router.replace(`${pathname}${serializeInboxState(next)}`, { scroll: false });
    },
    [pathname, router, state],
  );
  return [state, update];
}

export function ConversationInbox({
  viewerId,
  centerName,
  selectedId,
}: {
  viewerId: string;
  centerName: string;
  selectedId: string | null;
}) {
  const t = useTranslations('conversations.inbox');
  const format = useFormatter();
  const api = useApi();
  const [state, update] = useInboxState();
  const list = useQuery({
    queryKey: conversationKeys.list(state),
    queryFn: ({ signal }) => fetchConversations(api, state, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const suffix = serializeInboxState(state);
  const onSearch = useCallback((query: string) => update({ query }), [update]);

  const when = (iso: string | null) => {
    if (!iso) return '';
    const date = new Date(iso);
    const today = new Date().toDateString() === date.toDateString();
    return format.dateTime(date, today ? { timeStyle: 'short' } : { dateStyle: 'medium' });
  };

  return (
    <section aria-labelledby="conversation-inbox-heading" className="space-y-3">
      <h2 id="conversation-inbox-heading" className="sr-only">
        {state.archived ? t('archiveHeading') : t('inboxHeading')}
      </h2>
      <div role="search" aria-label={t('searchLabel')}>
        <SearchField label={t('search')} query={state.query} onSearch={onSearch} delayMs={300} placeholder={t('searchPlaceholder')} />
      </div>
      <div className="flex gap-1 rounded-[var(--radius)] bg-muted-100 p-1 dark:bg-muted-800" role="group" aria-label={t('folders')}>
        {([false, true] as const).map((archived) => (
          <button
            key={String(archived)}
            type="button"
            aria-pressed={state.archived === archived}
            onClick={() => update({ archived })}
            className={clsx(
              'min-h-10 flex-1 rounded-[var(--radius)] px-3 text-sm font-medium',
              state.archived === archived
                ? 'bg-surface shadow-sm'
                : 'text-muted-800 hover:bg-muted-200 dark:text-muted-200 dark:hover:bg-muted-700',
              focusRing,
            )}
          >
            {archived ? t('archived') : t('inbox')}
          </button>
        ))}
      </div>

      {list.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? (
        <p role="status" className="p-4 text-sm text-muted-800 dark:text-muted-200">
          {t('loading')}
        </p>
      ) : rows.length === 0 && !list.isError ? (
        <EmptyState title={state.query ? t('noResults') : state.archived ? t('emptyArchive') : t('empty')} />
      ) : (
        <ul
          className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-800 dark:border-muted-800"
          data-testid="conversation-list"
        >
          {rows.map((row) => (
            <InboxRow
              key={row.id}
              row={row}
              href={`/conversations/${row.id}${suffix}`}
              party={otherParty(row, viewerId, centerName)}
              when={when(row.lastMessageAt)}
              selected={row.id === selectedId}
            />
          ))}
        </ul>
      )}

      {total > INBOX_PAGE_SIZE ? (
        <nav aria-label={t('pages')} className="flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            className={pagerButton}
            disabled={state.page <= 1}
            onClick={() => update({ ...state, page: state.page - 1 })}
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('previous')}
          </button>
          <span>{t('pageOf', { page: state.page, pages })}</span>
          <button
            type="button"
            className={pagerButton}
            disabled={state.page >= pages}
            onClick={() => update({ ...state, page: state.page + 1 })}
          >
            {t('next')}
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function InboxRow({
  row,
  href,
  party,
  when,
  selected,
}: {
  row: ConversationView;
  href: string;
  party: string;
  when: string;
  selected: boolean;
}) {
  const t = useTranslations('conversations.inbox');
  const unread = row.unreadCount > 0;
  return (
    <li>
      <Link
        href={href}
        aria-current={selected ? 'page' : undefined}
        className={clsx(
          'block space-y-0.5 px-3 py-3 hover:bg-muted-100 dark:hover:bg-muted-800',
          selected && 'bg-primary-50 dark:bg-primary-950',
          focusRing,
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={clsx('truncate', unread ? 'font-bold' : 'font-medium')}>{party}</span>
          <span className="shrink-0 text-xs text-muted-800 dark:text-muted-200">{when}</span>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={clsx('truncate text-sm', unread && 'font-semibold')}>{row.subject}</span>
          {unread ? (
            <span className="shrink-0 rounded-full bg-primary-700 px-2 text-xs leading-5 font-semibold text-primary-foreground">
              <span aria-hidden>{row.unreadCount}</span>
              <span className="sr-only">{t('unread', { count: row.unreadCount })}</span>
            </span>
          ) : null}
        </span>
        {/* An application's conversation is named after its vacancy: the title once is enough. */}
        {row.vacancyTitle && row.vacancyTitle !== row.subject ? (
          <span className="block truncate text-xs text-muted-800 dark:text-muted-200">{row.vacancyTitle}</span>
        ) : null}
        <span className="line-clamp-1 text-sm text-muted-800 dark:text-muted-200">{row.lastMessagePreview}</span>
      </Link>
    </li>
  );
}
