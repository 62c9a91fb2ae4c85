'use client';
/**
 * /admin/mail: the center's mail that the delivery job gave up on after its last attempt (docs/domain.md#failed-mail),
 * with template, recipient, error and attempts, and "send again" while the mail's body is still kept.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { listFailedMails, retryFailedMail } from '@/lib/shared/notification-templates/api';

export function FailedMailScreen() {
  const t = useTranslations('failedMail');
  const tKeys = useTranslations('notificationTemplates.keys');
  const format = useFormatter();
  const api = useApi();
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['failed-mails'], queryFn: () => listFailedMails(api) });
  const label = (key: string) => (tKeys.has(key) ? tKeys(key) : key);

  async function retry(id: string) {
    setNotice(null);
    setFailure(null);
    try {
      await retryFailedMail(api, id);
      setNotice(t('retried'));
      await client.invalidateQueries({ queryKey: ['failed-mails'] });
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : String(error));
    }
  }

  return (
    <div className="space-y-6">
      <header className="max-w-2xl">
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        <p className="mt-2">
          <Link href="/notification_templates" className={linkClass}>
            {t('toTemplates')}
          </Link>
        </p>
      </header>
      <p role="status">{notice}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      {query.data && !query.data.mails.length ? <p>{t('empty')}</p> : null}
      {query.data?.mails.length ? (
        <ul className="space-y-3" data-testid="failed-mails">
          {query.data.mails.map((mail) => (
            <li key={mail.id} className="rounded-xl border border-muted-200 p-4 dark:border-muted-800">
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="font-medium">{t('template')}</dt>
                <dd>{label(mail.template)}</dd>
                <dt className="font-medium">{t('recipient')}</dt>
                <dd className="break-all">{mail.toAddress}</dd>
                <dt className="font-medium">{t('subject')}</dt>
                <dd className="break-words">{mail.subject}</dd>
                <dt className="font-medium">{t('error')}</dt>
                <dd className="break-words text-red-800 dark:text-red-200">{mail.error}</dd>
                <dt className="font-medium">{t('attempts')}</dt>
                <dd>{mail.attempts}</dd>
                <dt className="font-medium">{t('createdAt')}</dt>
                <dd>{format.dateTime(new Date(mail.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              </dl>
              <div className="mt-3">
                {mail.retryable ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void retry(mail.id)}
                    aria-label={t('retryLabel', { to: mail.toAddress })}
                  >
                    {t('retry')}
                  </Button>
                ) : (
                  <span className="text-sm text-muted-700 dark:text-muted-300">{t('notRetryable')}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
