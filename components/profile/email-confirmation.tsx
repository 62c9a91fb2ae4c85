'use client';

/**
 * /profile-edit/email?email_token=…: confirms the new address once (POST /confirm_email through /bff, which
 * re-keys this session to the new address) and shows the result.
 */
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { Link } from '@/lib/shared/i18n/navigation';
import { confirmEmailChange } from '@/lib/shared/profile/api';
import { toast } from '@/lib/browser/toast/toast-store';
import { linkClass } from './form-styles';
import { useApi } from '@/lib/browser/api/use-api';

export function EmailConfirmation({ token }: { token: string }) {
  const t = useTranslations('profile.email.confirm');
  const api = useApi();
  const router = useRouter();
  const started = useRef(false);
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(api, token),
    onSuccess: (email) => {
      toast.success(t('success', { email }));
      // The shell and the session now know the new address.
      router.refresh();
    },
  });
  const { mutate } = confirm;

  useEffect(() => {
    // The link is single-use: never send it twice (React's development double effects included).
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const failure =
    confirm.error instanceof ApiRequestError ? (confirm.error.firstDetail() ?? t('failed')) : confirm.error ? t('failed') : null;

  return (
    <div className="space-y-4">
      <div role="status" aria-live="polite">
        {confirm.isPending || confirm.isIdle ? <p className="text-sm">{t('pending')}</p> : null}
        {confirm.isSuccess ? (
          <Alert tone="success" icon={<CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />}>
            {t('success', { email: confirm.data })}
          </Alert>
        ) : null}
      </div>
      {failure ? (
        <Alert role="alert" tone="error" icon={<TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />} title={t('failedTitle')}>
          <p className="mt-1">{failure}</p>
        </Alert>
      ) : null}
      {confirm.isPending ? null : (
        <p className="text-sm">
          <Link href="/profile-edit/email" className={linkClass}>
            {confirm.isSuccess ? t('back') : t('requestAgain')}
          </Link>
        </p>
      )}
    </div>
  );
}
