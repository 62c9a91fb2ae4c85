'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { AuthForm } from '@/components/auth/auth-form';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { requestPasswordResetAction } from '@/lib/server/session/actions';
import { type RecoverValues, recoverSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'recover';

export function RecoverForm() {
  const t = useTranslations('auth.recover');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement | null>(null);
  const auth = useAuthForm({
    id: FORM_ID,
    schema: recoverSchema,
    defaultValues: { email: '' } satisfies RecoverValues,
    action: (values: RecoverValues) => requestPasswordResetAction(values),
    onSuccess: (_data, values) => setSentTo(values.email.trim()),
  });
  const { pending } = auth;

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div ref={sentRef} tabIndex={-1} role="status" className="space-y-2 outline-none">
        <h2 className="font-heading text-lg font-semibold">{t('sentTitle')}</h2>
        <p className="text-sm">{t('sent', { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <AuthForm auth={auth} before={<p className="text-sm text-muted-800 dark:text-muted-200">{t('intro')}</p>}>
      <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <SubmitButton pending={pending} pendingLabel={t('submitting')} size="lg" className="w-full">
        {t('submit')}
      </SubmitButton>
    </AuthForm>
  );
}
