'use client';

/**
 * /profile-edit/email: the current address, a change waiting for confirmation, and the form that requests one
 * (new address + current password). The account keeps its address until the link mailed to the new one is used.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { withPasswordMessageError } from '@/lib/shared/profile/errors';
import { type EmailStatus, fetchEmailStatus, profileKeys, requestEmailChange } from '@/lib/shared/profile/api';
import { emailChangeSchema } from '@/lib/shared/profile/schemas';
import { toast } from '@/lib/browser/toast/toast-store';
import { keepFocus } from '@/components/forms/keep-focus';
import { useApi } from '@/lib/browser/api/use-api';

export function EmailChangeForm({ viewerId, initialStatus }: { viewerId: string; initialStatus: EmailStatus }) {
  const t = useTranslations('profile.email');
  const tProfile = useTranslations('profile');
  const format = useFormatter();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: status } = useQuery({
    queryKey: profileKeys.email(viewerId),
    queryFn: ({ signal }) => fetchEmailStatus(api, signal),
    initialData: initialStatus,
  });
  const form = useAppForm({ schema: emailChangeSchema, defaultValues: { email: '', currentPassword: '' }, warnOnUnsavedChanges: true });
  const request = useMutation({
    mutationFn: (values: z.output<typeof emailChangeSchema>) =>
      requestEmailChange(api, values).catch((error: unknown) => {
        throw withPasswordMessageError(error, tProfile('wrongPassword'));
      }),
    onSuccess: (next) => queryClient.setQueryData(profileKeys.email(viewerId), next),
  });

  const onSubmit = async (values: z.output<typeof emailChangeSchema>) => {
    const next = await request.mutateAsync(values);
    form.reset({ email: '', currentPassword: '' });
    toast.success(t('sent', { email: next.pendingEmail ?? values.email }), { duration: 8000 });
  };

  return (
    <div className="space-y-6">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium">{t('current')}</dt>
          <dd className="mt-0.5 break-all">{status.email}</dd>
        </div>
        {status.pendingEmail ? (
          <div>
            <dt className="font-medium">{t('pending')}</dt>
            <dd className="mt-0.5">
              <span className="break-all">{status.pendingEmail}</span>
              <span className="mt-1 block text-muted-700 dark:text-muted-300">
                {status.pendingExpiresAt
                  ? t('pendingHint', {
                      expiresAt: format.dateTime(new Date(status.pendingExpiresAt), { dateStyle: 'medium', timeStyle: 'short' }),
                    })
                  : t('pendingHintNoDate')}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      <AppForm form={form} onSubmit={onSubmit} className="space-y-5" id="email-change" aria-describedby="email-change-intro">
        <p id="email-change-intro" className="text-sm text-muted-800 dark:text-muted-200">
          {t('intro')}
        </p>
        <FormErrorSummary />
        <TextField name="email" type="email" label={t('newEmail')} autoComplete="email" spellCheck={false} />
        <TextField name="currentPassword" type="password" label={t('currentPassword')} autoComplete="current-password" />
        <SubmitButton onMouseDown={keepFocus}>{t('submit')}</SubmitButton>
      </AppForm>
    </div>
  );
}
