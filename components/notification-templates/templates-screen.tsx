'use client';
/**
 * /notification_templates: every mail the product sends (the backend lists the keys from the built-in texts, so a
 * new mail appears by itself), per language whether the center's own text is on, off or absent, and the way to edit
 * it. "Customize" makes the center's copy of the built-in text and opens it in the editor.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOCALES, type Locale } from '@/domain/values';
import { mayViewFailedMail } from '@/domain/notification-templates';
import { useSession } from '@/components/session/session-provider';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { linkClass, outlineActionLinkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { createTemplate, listTemplates } from '@/lib/shared/notification-templates/api';

export function TemplatesScreen() {
  const t = useTranslations('notificationTemplates');
  const api = useApi();
  const router = useRouter();
  const { viewer } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['notification-templates'], queryFn: () => listTemplates(api) });

  async function customize(key: string, locale: Locale) {
    setBusy(`${key}:${locale}`);
    setError(null);
    try {
      const created = await createTemplate(api, key, locale);
      router.push(`/notification_templates/${created.id}/edit`);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : String(e));
      setBusy(null);
    }
  }

  const byKey = new Map((query.data?.templates ?? []).map((tpl) => [`${tpl.key}:${tpl.locale}`, tpl]));
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        </div>
        {mayViewFailedMail(viewer) ? (
          <Link href="/admin/mail" className={outlineActionLinkClass}>
            {t('failedLink')}
          </Link>
        ) : null}
      </header>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      {query.data ? (
        <ul
          className="divide-y divide-muted-200 rounded-xl border border-muted-200 dark:divide-muted-800 dark:border-muted-800"
          data-testid="notification-templates"
        >
          {query.data.keys.map((k) => (
            <li key={k.key} className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
              <div className="min-w-0">
                <h2 className="font-medium">{k.label}</h2>
                <p className="text-sm break-words text-muted-700 dark:text-muted-300">{k.builtIn[LOCALES[0]]?.subject}</p>
              </div>
              <div className="flex flex-wrap gap-3">
                {LOCALES.map((locale) => {
                  const tpl = byKey.get(`${k.key}:${locale}`);
                  const language = t(`languages.${locale}`);
                  return (
                    <div
                      key={locale}
                      className="flex items-center gap-2 rounded-md border border-muted-200 px-3 py-2 text-sm dark:border-muted-800"
                    >
                      <span className="font-medium uppercase" aria-hidden="true">
                        {locale}
                      </span>
                      <span className="sr-only">{language}</span>
                      <Badge tone={tpl ? (tpl.active ? 'success' : 'muted') : 'info'}>
                        {tpl ? (tpl.active ? t('ownActive') : t('ownInactive')) : t('builtIn')}
                      </Badge>
                      {tpl ? (
                        <Link
                          href={`/notification_templates/${tpl.id}/edit`}
                          className={linkClass}
                          aria-label={t('editLabel', { mail: k.label, language })}
                        >
                          {t('edit')}
                        </Link>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy !== null}
                          onClick={() => void customize(k.key, locale)}
                          aria-label={t('customizeLabel', { mail: k.label, language })}
                        >
                          {t('customize')}
                        </Button>
                      )}
                    </div>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
