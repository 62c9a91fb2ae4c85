'use client';

/**
 * Starts a conversation with a volunteer (docs/domain.md#conversations, "Screens"): about an application or with a
 * volunteer directly, for one of the sides the viewer may speak for (their organizations, or the center for its
 * staff). The API decides again (mayStartConversation) and its 422s land on the fields.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { SelectField, TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { BODY_MAX, conversationSubjectSchema, messageBodySchema, SUBJECT_MAX } from '@/domain/conversations';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { startConversation } from '@/lib/shared/conversations/api';
import { conversationKeys } from '@/lib/shared/conversations/view';
import { useRouter } from '@/lib/shared/i18n/navigation';

const schema = z.object({
  sender: z.string(),
  subject: conversationSubjectSchema,
  body: messageBodySchema,
});

/** The value of the center's own side in the sender choice ('' would read as "nothing chosen"). */
const CENTER = 'center';

export function NewConversationForm({
  target,
  senders,
  defaultSender,
  defaultSubject,
  vacancyId,
}: {
  target: { applicationId: string } | { volunteerId: string };
  /** The sides the viewer may write for: organization ids, and null for the center. */
  senders: { organizationId: string | null; name: string }[];
  defaultSender: string | null;
  defaultSubject: string;
  vacancyId: string | null;
}) {
  const t = useTranslations('conversations.new');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema,
    defaultValues: { sender: defaultSender ?? CENTER, subject: defaultSubject, body: '' },
    warnOnUnsavedChanges: true,
  });

  const submit = async (values: z.output<typeof schema>) => {
    const conversation = await startConversation(api, {
      ...target,
      subject: values.subject,
      body: values.body,
      organizationId: values.sender === CENTER ? null : values.sender,
      vacancyId,
    });
    await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    form.reset(values);
    toast.success(t('started'));
    router.push(`/conversations/${conversation.id}`);
  };

  return (
    <AppForm form={form} onSubmit={submit} className="space-y-4">
      <FormErrorSummary />
      {senders.length > 1 ? (
        <SelectField
          name="sender"
          label={t('sender')}
          options={senders.map((s) => ({ value: s.organizationId ?? CENTER, label: s.name }))}
        />
      ) : null}
      <TextField name="subject" label={t('subject')} maxLength={SUBJECT_MAX} />
      <TextareaField name="body" label={t('body')} rows={6} maxLength={BODY_MAX} />
      <SubmitButton>{t('submit')}</SubmitButton>
    </AppForm>
  );
}
