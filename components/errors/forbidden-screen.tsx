'use client';

/** The 403 screen (SPEC §8 "Access forbidden") inside the signed-in shell, for a refused users call. */
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
