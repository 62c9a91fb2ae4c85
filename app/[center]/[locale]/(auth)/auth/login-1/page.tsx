import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { Link } from '@/lib/shared/i18n/navigation';
import { AFTER_SIGN_IN_PATH, sanitizeRedirect } from '@/lib/server/session/redirect';
import { type PageParams, type SearchParams, pageCenter, single } from '../../page-center';
import { LoginForm } from '@/components/auth/login-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.login' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { center } = await pageCenter(params);
  const query = await searchParams;
  const t = await getTranslations('auth.login');
  const redirect = sanitizeRedirect(single(query.redirect), AFTER_SIGN_IN_PATH);
  const reason = single(query.error) ?? (single(query.expired) ? 'expired' : null);
  const notice = reason === 'token' ? t('tokenLinkInvalid') : reason === 'expired' ? t('sessionExpired') : null;
  return (
    <AuthCard
      title={t('title')}
      intro={t('intro')}
      centerName={center.profile.name}
      footer={
        <>
          {t('noAccount')}{' '}
          <Link href="/signup" className={authLinkClass}>
            {t('signUp')}
          </Link>
        </>
      }
    >
      <LoginForm redirect={redirect} notice={notice} />
    </AuthCard>
  );
}
