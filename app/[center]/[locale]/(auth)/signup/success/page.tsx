import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { Link } from '@/lib/shared/i18n/navigation';
import { type PageParams, pageCenter } from '../../page-center';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'signup.success' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function SignupSuccessPage({ params }: { params: PageParams }) {
  const { center } = await pageCenter(params);
  const t = await getTranslations('signup.success');
  return (
    <AuthCard title={t('title')} centerName={center.profile.name}>
      <div role="status" className="space-y-3 text-sm">
        <p>{t('body')}</p>
        <p className="text-muted-800 dark:text-muted-200">{t('noMail')}</p>
      </div>
      <p className="mt-6">
        <Link
          href="/auth/login-1"
          className="inline-flex h-12 w-full items-center justify-center rounded-md bg-primary-600 px-6 font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {t('toLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
