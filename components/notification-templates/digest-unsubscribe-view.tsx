/**
 * The page behind the unsubscribe link of the periodic digest: it asks before turning the digest off (a GET never
 * changes anything, so link checkers and mail scanners cannot unsubscribe anyone), then confirms.
 */
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { unsubscribeDigestAction } from '@/lib/server/notification-templates/actions';

export async function DigestUnsubscribeView({ token, unsubscribed }: { token: string; unsubscribed: boolean | null }) {
  const t = await getTranslations('digestUnsubscribe');
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      {unsubscribed === null ? (
        <Alert tone="error">{t('invalid')}</Alert>
      ) : unsubscribed ? (
        <>
          <Alert tone="success" role="status">
            {t('done')}
          </Alert>
          <p className="text-sm">
            {t('doneHint')}{' '}
            <Link href="/profile-edit/periodieke-mail" className={linkClass}>
              {t('toSettings')}
            </Link>
          </p>
        </>
      ) : (
        <form action={unsubscribeDigestAction} className="space-y-4">
          <p>{t('confirm')}</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t('submit')}</Button>
        </form>
      )}
    </div>
  );
}
