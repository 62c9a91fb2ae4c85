import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { Link } from '@/lib/shared/i18n/navigation';
import { type PageParams, pageCenter } from '../page-center';
import { SignupForm } from '@/components/auth/signup-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'signup' });
  return { title: t('metaTitle') };
}

export default async function SignupPage({ params }: { params: PageParams }) {
  const { center } = await pageCenter(params);
  const t = await getTranslations('signup');
  return (
    <AuthCard
      title={t('title')}
      intro={t('intro')}
      centerName={center.profile.name}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link href="/auth/login-1" className={authLinkClass}>
            {t('signIn')}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
