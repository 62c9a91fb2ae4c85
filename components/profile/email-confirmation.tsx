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
          <p className="flex items-start gap-2 rounded-md border border-green-700 bg-green-50 p-4 text-sm text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('success', { email: confirm.data })}</span>
          </p>
        ) : null}
      </div>
      {failure ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">{t('failedTitle')}</p>
            <p className="mt-1">{failure}</p>
          </div>
        </div>
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
