/**
 * The page behind the unsubscribe link of an alert mail: it asks before turning the alerts off (a GET never
 * changes anything, so link checkers and mail scanners cannot unsubscribe anyone), then confirms.
 */
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { unsubscribeAction } from '@/lib/server/saved-searches/actions';
import type { UnsubscribeState } from '@/lib/shared/saved-searches/api';

export async function UnsubscribeView({ token, state }: { token: string; state: UnsubscribeState | null }) {
  const t = await getTranslations('savedSearches.unsubscribe');
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      {!state ? (
        <Alert tone="error">{t('invalid')}</Alert>
      ) : state.unsubscribed ? (
        <>
          <Alert tone="success" role="status">
            {t('done', { name: state.name })}
          </Alert>
          <p className="text-sm">
            {t('doneHint')}{' '}
            <Link href="/profiel#zoekopdrachten" className={linkClass}>
              {t('toProfile')}
            </Link>
          </p>
        </>
      ) : (
        <form action={unsubscribeAction} className="space-y-4">
          <p>{t('confirm', { name: state.name })}</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t('submit')}</Button>
        </form>
      )}
    </div>
  );
}
