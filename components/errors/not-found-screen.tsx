/**
 * The 404 screen's content ("Page not found" with the path asked for), shared by the center's not-found
 * boundary and app/global-not-found.tsx. A server component: it renders in the HTML the server sends.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BareError, ErrorScreen } from '@/components/ui/error-screen';
import { errorCatalogue } from '@/lib/shared/errors/catalogue';
import type { AppLocale } from '@/lib/shared/i18n/locales';

export async function NotFoundScreen({
  locale,
  path,
  crawler,
  detail,
}: {
  locale: AppLocale;
  path: string | null;
  crawler: boolean;
  /** Shown instead of the path line (the center's 404 reads the path in the browser). */
  detail?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  const entry = errorCatalogue({ statusCode: 404 });
  const readable = readablePath(path);
  if (crawler) return <BareError code={404} title={t(entry.titleKey)} />;
  return (
    <ErrorScreen
      code={404}
      title={t(entry.titleKey)}
      description={t(entry.descriptionKey)}
      detail={detail ?? (readable ? t('pageNotFoundPath', { path: readable }) : null)}
      homeHref={locale === 'en' ? '/en' : '/'}
      homeLabel={t('backToHome')}
    />
  );
}

function readablePath(path: string | null): string | null {
  if (!path) return null;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
