'use client';

/**
 * The one-field message form of the pool: an organization's reply to a profile (/vrijwilligerspool/[id]) and the
 * volunteer's answer to a reply (/profile-replies/[id]), which opens the new conversation.
 */
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { keepFocus } from '@/components/forms/keep-focus';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { Alert } from '@/components/ui/alert';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { answerReply, replyToProfile } from '@/lib/shared/volunteer-pool/api';
import { replySchema } from '@/lib/shared/volunteer-pool/schemas';
import { useRouter as useLocaleRouter } from '@/lib/shared/i18n/navigation';

export interface ReplyFormTexts {
  label: string;
  hint: string;
  submit: string;
  done: string;
  doneText: string;
}

export function ReplyForm({ action, targetId, texts }: { action: 'reply' | 'answer'; targetId: string; texts: ReplyFormTexts }) {
  const api = useApi();
  const router = useRouter();
  const localeRouter = useLocaleRouter();
  const [sent, setSent] = useState(false);
  const form = useAppForm({ schema: replySchema, defaultValues: { body: '' }, warnOnUnsavedChanges: true });
  const send = useMutation({
    mutationFn: (body: string) => (action === 'reply' ? replyToProfile(api, targetId, body) : answerReply(api, targetId, body)),
  });

  const onSubmit = async (v: z.output<typeof replySchema>) => {
    const saved = await send.mutateAsync(v.body);
    form.reset({ body: '' });
    toast.success(texts.done);
    if (action === 'answer' && saved.conversationId) localeRouter.push(`/conversations/${saved.conversationId}`);
    else {
      setSent(true);
      router.refresh();
    }
  };

  return (
    <div className="space-y-4">
      {sent ? (
        <Alert tone="success" role="status">
          {texts.doneText}
        </Alert>
      ) : null}
      <AppForm form={form} onSubmit={onSubmit} id={`pool-${action}`} className="space-y-4">
        <FormErrorSummary />
        <TextareaField name="body" label={texts.label} description={texts.hint} rows={5} maxLength={5000} />
        <SubmitButton onMouseDown={keepFocus}>{texts.submit}</SubmitButton>
      </AppForm>
    </div>
  );
}
