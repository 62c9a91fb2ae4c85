'use client';
import { useTranslations } from 'next-intl';
import { useMemo, useTransition } from 'react';
import { authLinkClass } from '@/components/session/auth-card';
import { FormErrorSummary, SubmitButton, TextInputField } from '@/components/session/form-fields';
import { useAuthForm } from '@/components/session/use-auth-form';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { resetPasswordAction } from '@/lib/server/session/actions';
import { type ResetToken, type ResetValues, resetSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'reset';

export function ResetClient({ token }: { token: ResetToken }) {
  const t = useTranslations('auth.reset');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const schema = useMemo(() => resetSchema({ passwordsDiffer: t('passwordsDiffer') }), [t]);
  const { form, summaryRef, serverError, showServerError, onInvalid, beginSubmit, items } = useAuthForm<ResetValues>(schema, {
    password: '',
    passwordConfirmation: '',
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(
    (values) =>
      startTransition(async () => {
        beginSubmit();
        const result = await resetPasswordAction({ ...values, token });
        if (!result.ok) {
          showServerError(result.error);
          return;
        }
        router.replace(result.data.redirectTo);
        router.refresh();
      }),
    onInvalid,
  );

  const linkBroken = serverError?.code === 'invalidToken' || serverError?.code === 'expiredLink';
  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-3">
      <FormErrorSummary summaryRef={summaryRef} formId={FORM_ID} title={serverError?.title} message={serverError?.message} items={items} />
      {linkBroken ? (
        <p className="text-sm">
          <Link href="/auth/recover" className={authLinkClass}>
            {t('requestNew')}
          </Link>
        </p>
      ) : null}
      <TextInputField
        formId={FORM_ID}
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextInputField
        formId={FORM_ID}
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.passwordConfirmation?.message}
        {...register('passwordConfirmation', { deps: ['password'] })}
      />
      <SubmitButton pending={pending} pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
