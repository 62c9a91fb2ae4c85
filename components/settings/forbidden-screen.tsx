/** The 403 screen (docs/domain.md#errors "Access forbidden") for signed-in users who are not the center's staff. */
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';

export async function SettingsForbiddenScreen() {
  const t = await getTranslations('errors');
  const locale = await getLocale();
  return <ErrorScreen as="div" code={403} title={t('forbidden.title')} description={t('forbidden.description')} homeHref={locale === 'en' ? '/en' : '/'} homeLabel={t('backToHome')} />;
}
