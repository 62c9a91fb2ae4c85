/** SPEC §2/§8: a signed-in user without an organization gets the 403 screen "Geen organisatie gevonden". */
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/ui/error-screen';

export async function NoOrganizationScreen() {
  const t = await getTranslations('session.noOrganization');
  const errors = await getTranslations('errors');
  const locale = await getLocale();
  return (
    <ErrorScreen
      as="div"
      code={403}
      title={t('title')}
      description={t('description')}
      homeHref={locale === 'en' ? '/en' : '/'}
      homeLabel={errors('backToHome')}
    />
  );
}
