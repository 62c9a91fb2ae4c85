/** 404 for every page under a center (SPEC §8): "Page not found" with the path that was asked for. */
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { BareError, ErrorScreen } from '@/components/errors/error-screen';
import { isCrawler } from '@/lib/device/classify';
import { errorCatalogue } from '@/lib/errors/catalogue';
import { ORIGINAL_PATH_HEADER } from '@/lib/routing/headers';

export default async function CenterNotFound() {
  const [t, locale, requestHeaders] = await Promise.all([getTranslations('errors'), getLocale(), headers()]);
  const entry = errorCatalogue({ statusCode: 404 });
  const path = readablePath(requestHeaders.get(ORIGINAL_PATH_HEADER));
  if (isCrawler(requestHeaders.get('user-agent'))) return <BareError code={404} title={t(entry.titleKey)} />;
  return (
    <ErrorScreen
      code={404}
      title={t(entry.titleKey)}
      description={t(entry.descriptionKey)}
      detail={path ? t('pageNotFoundPath', { path }) : null}
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
