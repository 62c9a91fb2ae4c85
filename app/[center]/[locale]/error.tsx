'use client';

/**
 * Error boundary of every page under a center (SPEC §2 "Error screen", §8 catalogue). The error clears on the
 * next navigation; crawlers get the bare message; the error goes to the error hook either way.
 */
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useErrorEnvironment } from '@/components/errors/error-environment';
import { BareError, ErrorScreen } from '@/components/errors/error-screen';
import { reportClientError } from '@/components/errors/report-error';
import { errorCatalogue, errorInputFrom } from '@/lib/shared/errors/catalogue';

export default function CenterError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  const pathname = usePathname();
  const shownAt = useRef(pathname);
  const { showStack, crawler } = useErrorEnvironment();

  useEffect(() => reportClientError(error), [error]);
  useEffect(() => {
    if (pathname !== shownAt.current) reset();
  }, [pathname, reset]);

  const entry = errorCatalogue(errorInputFrom(error));
  const title = t(entry.titleKey, { code: entry.code ?? '' });
  if (crawler) return <BareError code={entry.code} title={title} />;
  return (
    <ErrorScreen
      code={entry.code}
      title={title}
      description={t(entry.descriptionKey)}
      detail={error.digest ? t('reference', { digest: error.digest }) : null}
      homeHref={locale === 'en' ? '/en' : '/'}
      homeLabel={t('backToHome')}
      stack={showStack ? (error.stack ?? error.message) : null}
      stackLabel={t('stackTrace')}
      actions={
        <button
          type="button"
          onClick={reset}
          className="inline-flex items-center rounded-[var(--radius)] border border-muted-300 px-5 py-2.5 font-semibold hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-muted-700 dark:hover:bg-muted-800"
        >
          {t('tryAgain')}
        </button>
      }
    />
  );
}
