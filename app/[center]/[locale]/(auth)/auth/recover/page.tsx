import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { Link } from '@/lib/shared/i18n/navigation';
import { type PageParams, pageCenter } from '../../page-center';
import { RecoverForm } from '@/components/auth/recover-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.recover' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function RecoverPage({ params }: { params: PageParams }) {
  const { center } = await pageCenter(params);
  const t = await getTranslations('auth.recover');
  return (
    <AuthCard
      title={t('title')}
      centerName={center.profile.name}
      footer={
        <Link href="/auth/login-1" className={authLinkClass}>
          {t('backToLogin')}
        </Link>
      }
    >
      <RecoverForm />
    </AuthCard>
  );
}
