/**
 * /confirm?confirmation_token=… (public): confirms the e-mail address with POST /api/v1/confirm, then shows
 * success with a sign-in link, or the error.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { createServerApi } from '@/lib/server/api/server';
import { Link } from '@/lib/shared/i18n/navigation';
import { describeAuthError, type AuthError } from '@/lib/server/session/auth-errors';
import { confirmAccount } from '@/lib/shared/session/api';
import { type PageParams, type SearchParams, pageCenter, single } from '../page-center';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.confirm' });
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function ConfirmPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { center, locale } = await pageCenter(params);
  const t = await getTranslations('auth.confirm');
  const token = single((await searchParams).confirmation_token);

  let error: AuthError | null = null;
  if (!token) {
    error = { code: 'invalidToken', title: t('failedTitle'), message: t('missingToken') };
  } else {
    const api = await createServerApi({
      locale,
      center: { id: center.id, tenantKey: center.tenantKey },
      auth: null,
      currentOrganizationId: null,
    });
    try {
      await confirmAccount(api, token);
    } catch (failure) {
      error = await describeAuthError(failure, locale);
    }
  }

  if (error) {
    return (
      <AuthCard title={t('failedTitle')} centerName={center.profile.name}>
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-semibold">{error.title}</p>
          <p>{error.message}</p>
        </div>
        <p className="mt-4 text-sm">{t('resendHint')}</p>
        <p className="mt-4 text-sm">
          <Link href="/auth/login-1" className={authLinkClass}>
            {t('signIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('successTitle')} centerName={center.profile.name}>
      <p role="status" className="text-sm">
        {t('success')}
      </p>
      <p className="mt-6">
        <Link
          href="/auth/login-1"
          className="inline-flex h-12 w-full items-center justify-center rounded-md bg-primary-600 px-6 font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {t('signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
