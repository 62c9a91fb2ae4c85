'use client';

/**
 * The header's link to /conversations with the unread count (docs/domain.md#conversations, "Screens"), beside the
 * notifications bell. Named by its screen-reader text ("Gesprekken (2 ongelezen)"), like the bell. It keeps the tab's
 * event stream open, so the count moves as messages arrive on any signed-in page; the signed-in layout renders it only
 * for people who can be in a conversation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toolbarButtonClass } from '@/components/shell/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { useConversationEvents } from '@/lib/browser/conversations/use-conversation-events';
import { fetchConversationUnreadCount } from '@/lib/shared/conversations/api';
import { conversationKeys } from '@/lib/shared/conversations/view';
import { Link } from '@/lib/shared/i18n/navigation';

export function ConversationsBadge() {
  const t = useTranslations('conversations.badge');
  const api = useApi();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => fetchConversationUnreadCount(api, signal),
    staleTime: 30_000,
    retry: false,
  });
  useConversationEvents(() => void queryClient.invalidateQueries({ queryKey: conversationKeys.unread }));
  const count = unread.data ?? 0;
  return (
    <Link href="/conversations" className={`relative ${toolbarButtonClass}`} data-testid="conversations-badge">
      <span className="sr-only">{count > 0 ? t('unread', { count }) : t('label')}</span>
      <MessagesSquare aria-hidden className="size-5" />
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
