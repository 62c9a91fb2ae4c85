'use client';

/**
 * "Stuur bericht" on an application's page (docs/domain.md#conversations, "Screens"): one click opens the
 * application's conversation, started by the API if there is none yet. The application page passes it in as a slot.
 */
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api';
import { openApplicationConversation } from '@/lib/shared/conversations/api';
import { conversationKeys } from '@/lib/shared/conversations/view';
import { useRouter } from '@/lib/shared/i18n/navigation';

export function ApplicationMessageButton({ applicationId }: { applicationId: string }) {
  const t = useTranslations('conversations.applicationButton');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      const conversation = await openApplicationConversation(api, applicationId);
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      router.push(`/conversations/${conversation.id}`);
    } catch (error) {
      setPending(false);
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('failed')) : t('failed'), { title: t('failed') });
    }
  };
  return (
    <Button variant="outline" pending={pending} onClick={() => void open()} data-testid="application-message">
      <MessageSquare aria-hidden className="size-4" />
      {t('label')}
    </Button>
  );
}
