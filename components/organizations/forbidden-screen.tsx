/** The 403 screen inside the signed-in shell (docs/domain.md#errors "Access forbidden"), for pages a role may not open. */
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';

export async function ForbiddenScreen() {
  const t = await getTranslations('errors');
  const locale = await getLocale();
  return (
    <ErrorScreen as="div" code={403} title={t('forbidden.title')} description={t('forbidden.description')} homeHref={locale === 'en' ? '/en' : '/'} homeLabel={t('backToHome')} />
  );
}
