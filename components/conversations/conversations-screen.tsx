'use client';

/**
 * /conversations and /conversations/{id} (docs/domain.md#conversations, "Screens"). Phone first: below `lg` the inbox
 * and the open conversation are two screens (the inbox hides while a conversation is open, which has a way back);
 * from `lg` they sit side by side. The staff's notes panel sits under the thread, beside it from `2xl`.
 * Listens to the event stream: a new message refreshes the inbox and, when it is the open conversation's, the thread.
 */
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { useConversationEvents } from '@/lib/browser/conversations/use-conversation-events';
import { conversationKeys } from '@/lib/shared/conversations/view';
import { ConversationInbox } from './conversation-inbox';

export function ConversationsScreen({
  viewerId,
  centerName,
  selectedId = null,
  backHref = '/conversations',
  children,
}: {
  viewerId: string;
  centerName: string;
  /** The open conversation, if any. */
  selectedId?: string | null;
  backHref?: string;
  /** The open conversation (thread and notes) or the new-conversation form; nothing: the inbox alone. */
  children?: ReactNode;
}) {
  const t = useTranslations('conversations');
  const queryClient = useQueryClient();
  useConversationEvents((event) => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    if (event.conversationId === selectedId)
      void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(event.conversationId) });
  });
  const open = children !== undefined && children !== null;

  return (
    <div className="space-y-4">
      <header className={clsx(open && 'sr-only lg:not-sr-only')}>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      {open ? (
        <div className="lg:hidden">
          <BackLink href={backHref}>{t('back')}</BackLink>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(17rem,22rem)_minmax(0,1fr)]">
        <div className={clsx(open && 'hidden lg:block')}>
          <ConversationInbox viewerId={viewerId} centerName={centerName} selectedId={selectedId} />
        </div>
        <div className={clsx('min-w-0', !open && 'hidden lg:block')}>
          {open ? (
            children
          ) : (
            <EmptyState
              icon={<MessagesSquare aria-hidden className="size-8 text-muted-700 dark:text-muted-300" />}
              title={t('noneOpen')}
              description={t('noneOpenHint')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
