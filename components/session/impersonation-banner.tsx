'use client';
/**
 * Shown while an admin acts as another user (sign-in-as): "You are acting as X — back to yourself". One click
 * restores the admin's own session (server action) and reloads the signed-in pages.
 */
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { stopImpersonatingAction } from '@/lib/server/session/actions';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { useSession } from './session-provider';

export function ImpersonationBanner() {
  const t = useTranslations('session.impersonation');
  const { viewer } = useSession();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  if (!viewer?.impersonating) return null;

  const back = () =>
    startTransition(async () => {
      const result = await stopImpersonatingAction();
      if (!result.ok) {
        setFailed(true);
        return;
      }
      router.replace('/dashboard');
      router.refresh();
    });

  return (
    <div
      role="region"
      aria-label={t('banner', { name: viewer.fullName })}
      className="bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="font-medium">{t('banner', { name: viewer.fullName })}</p>
        <button
          type="button"
          onClick={back}
          disabled={pending}
          aria-busy={pending || undefined}
          className="rounded-md bg-amber-950 px-3 py-1 font-semibold text-amber-50 hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950 disabled:opacity-60 dark:bg-amber-50 dark:text-amber-950"
        >
          {pending ? t('backPending') : t('back')}
        </button>
        {failed ? (
          <p role="alert" className="w-full">
            {t('failed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
