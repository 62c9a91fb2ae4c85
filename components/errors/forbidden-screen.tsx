/**
 * The 403 screen ("Access forbidden") inside the signed-in shell, for pages a role may not open and for a refused
 * API call. Without 'use client' and not async, it renders on the server from server pages and in the browser
 * from client screens (next-intl serves useTranslations in both).
 */
import { useLocale, useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/ui/error-screen';

export function ForbiddenScreen() {
  const t = useTranslations('errors');
  const locale = useLocale();
  return (
    <ErrorScreen
      as="div"
      code={403}
      title={t('forbidden.title')}
      description={t('forbidden.description')}
      homeHref={locale === 'en' ? '/en' : '/'}
      homeLabel={t('backToHome')}
    />
  );
}
