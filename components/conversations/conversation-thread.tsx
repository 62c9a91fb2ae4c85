'use client';

/**
 * One conversation (docs/domain.md#conversations, "Screens"): its messages in order with sender and time, older pages
 * on request, a composer (Ctrl+Enter or Cmd+Enter sends), archive/restore, and read marking while the tab is visible.
 * New messages arrive through the event stream: the screen invalidates this thread's newest page, which is refetched
 * and merged with what is on screen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { Button } from '@/components/ui/button';
import { controlClass, linkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api';
import {
  archiveConversation,
  fetchMessages,
  markConversationRead,
  postMessage,
  unarchiveConversation,
} from '@/lib/shared/conversations/api';
import { conversationKeys, type ConversationView, mergeMessages, type MessageView } from '@/lib/shared/conversations/view';
import { BODY_MAX } from '@/domain/conversations';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';

export function ConversationThread({
  conversation: initial,
  party,
  canOpenVacancy,
}: {
  conversation: ConversationView;
  /** The other party's name as the viewer sees it. */
  party: string;
  canOpenVacancy: boolean;
}) {
  const t = useTranslations('conversations.thread');
  const format = useFormatter();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = initial.id;
  const [archived, setArchived] = useState(initial.archived);
  const [older, setOlder] = useState<MessageView[]>([]);
  const [olderExhausted, setOlderExhausted] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sent, setSent] = useState<MessageView[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const composerId = useId();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const lastSeen = useRef<string | null>(null);
  const lastRead = useRef<string | null>(null);

  const latest = useQuery({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ signal }) => fetchMessages(api, id, { signal }),
  });
  const messages = mergeMessages(older, latest.data?.messages ?? [], sent);
  const newest = messages.at(-1)?.id ?? null;
  const hasOlder = !olderExhausted && (older.length > 0 || latest.data?.hasOlder === true);

  // Keep the newest message in view when one arrives (or on the first load), unless the reader scrolled up to read
  // older ones and someone else wrote.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || newest === null || newest === lastSeen.current) return;
    const first = lastSeen.current === null;
    const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 160;
    const mine = messages.at(-1)?.mine === true;
    lastSeen.current = newest;
    if (first || nearBottom || mine) box.scrollTop = box.scrollHeight;
  }, [messages, newest]);

  // Read marking: the newest message counts as read once it is on a visible screen.
  const markRead = useCallback(async () => {
    if (newest === null || newest === lastRead.current || document.visibilityState !== 'visible') return;
    lastRead.current = newest;
    try {
      await markConversationRead(api, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.unread }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
      ]);
    } catch {
      lastRead.current = null; // try again with the next message or visit
    }
  }, [api, id, newest, queryClient]);
  useEffect(() => {
    void markRead();
    const onVisible = () => void markRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    try {
      const page = await fetchMessages(api, id, { before: first.id });
      setOlder((current) => mergeMessages(page.messages, current));
      if (!page.hasOlder || page.messages.length === 0) setOlderExhausted(true);
      // Keep the message the reader was looking at in place.
      requestAnimationFrame(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom;
      });
    } catch {
      toast.danger(t('olderFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async () => {
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      const message = await postMessage(api, id, body);
      setSent((current) => [...current, message]);
      setDraft('');
      lastRead.current = message.id;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
      ]);
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('sendFailed')) : t('sendFailed'), {
        title: t('sendFailed'),
      });
    } finally {
      setSending(false);
    }
  };

  const onComposerKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const toggleArchive = async () => {
    try {
      if (archived) await unarchiveConversation(api, id);
      else await archiveConversation(api, id);
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      toast.success(archived ? t('restored') : t('archivedToast'));
      if (archived) setArchived(false);
      else router.push('/conversations');
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('archiveFailed')) : t('archiveFailed'));
    }
  };

  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="conversation-subject" className="flex min-w-0 flex-col gap-3">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-muted-200 pb-3 dark:border-muted-800">
        <div className="min-w-0 space-y-1">
          <h2 id="conversation-subject" className="font-heading text-xl font-semibold break-words">
            {initial.subject}
          </h2>
          <p className="text-sm text-muted-800 dark:text-muted-200">
            {t('with', { party })}
            {initial.vacancyTitle && (initial.vacancyTitle !== initial.subject || canOpenVacancy) ? (
              <>
                {' · '}
                {canOpenVacancy && initial.vacancyId ? (
                  <Link href={`/vacancies/${initial.vacancyId}`} className={linkClass}>
                    {initial.vacancyTitle}
                  </Link>
                ) : (
                  initial.vacancyTitle
                )}
              </>
            ) : null}
            {initial.applicationId ? (
              <>
                {' · '}
                <Link href={`/applications/${initial.applicationId}`} className={linkClass}>
                  {t('application')}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void toggleArchive()}>
          {archived ? <ArchiveRestore aria-hidden className="size-4" /> : <Archive aria-hidden className="size-4" />}
          {archived ? t('restore') : t('archive')}
        </Button>
      </header>

      {latest.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void latest.refetch()} /> : null}

      <div
        ref={scroller}
        tabIndex={0}
        role="log"
        aria-label={t('messages')}
        className="max-h-[60vh] min-h-48 overflow-y-auto rounded-[var(--radius)] bg-muted-50 p-3 dark:bg-muted-900"
      >
        {hasOlder ? (
          <div className="mb-3 text-center">
            <Button variant="tertiary" size="sm" pending={loadingOlder} onClick={() => void loadOlder()}>
              {t('older')}
            </Button>
          </div>
        ) : null}
        {latest.isPending ? (
          <p role="status" className="text-sm text-muted-800 dark:text-muted-200">
            {t('loading')}
          </p>
        ) : messages.length === 0 && !latest.isError ? (
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('noMessages')}</p>
        ) : null}
        <ol className="space-y-3" data-testid="conversation-messages">
          {messages.map((message) => (
            <li key={message.id} className={clsx('flex', message.mine ? 'justify-end' : 'justify-start')}>
              <article
                aria-label={t('messageFrom', { name: message.mine ? t('you') : (message.senderName ?? t('unknownSender')) })}
                className={clsx(
                  'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[75%]',
                  message.mine ? 'bg-primary-700 text-primary-foreground' : 'border border-muted-200 bg-surface dark:border-muted-700',
                )}
              >
                <p className="text-xs font-semibold">
                  {message.mine ? t('you') : (message.senderName ?? t('unknownSender'))}
                  <span className="font-normal"> · </span>
                  <time dateTime={message.createdAt} className="font-normal">
                    {time(message.createdAt)}
                  </time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>

      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={composerId} className="block text-sm font-medium">
          {t('composerLabel')}
        </label>
        <textarea
          id={composerId}
          aria-describedby={hintId}
          rows={3}
          maxLength={BODY_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onComposerKey}
          className={controlClass}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-xs text-muted-800 dark:text-muted-200">
            {t('composerHint')}
          </p>
          <Button type="submit" pending={sending} disabled={draft.trim() === ''}>
            {t('send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
