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
import { UnreadCountLink } from '@/components/shell/unread-count-link';
import { useApi } from '@/lib/browser/api/use-api';
import { useConversationEvents } from '@/lib/browser/conversations/use-conversation-events';
import { fetchConversationUnreadCount } from '@/lib/shared/conversations/api';
import { conversationKeys } from '@/lib/shared/conversations/view';

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
    <UnreadCountLink
      href="/conversations"
      name={count > 0 ? t('unread', { count }) : t('label')}
      icon={<MessagesSquare aria-hidden className="size-5" />}
      count={count}
      testId="conversations-badge"
      pending={unread.isPending}
    />
  );
}
