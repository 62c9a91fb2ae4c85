import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { Link } from '@/lib/shared/i18n/navigation';
import { PASSWORD_MIN_LENGTH, type ResetToken } from '@/lib/shared/session/schemas';
import { type PageParams, type SearchParams, pageCenter, single } from '../../page-center';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.reset' });
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/** Both mail links land here: `?reset_password_token=…` (forgot password) and `?invitation_token=…` (invited). */
export default async function ResetPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { center } = await pageCenter(params);
  const query = await searchParams;
  const t = await getTranslations('auth.reset');
  const invitation = single(query.invitation_token);
  const reset = single(query.reset_password_token);
  const token: ResetToken | null = invitation ? { mode: 'invitation', token: invitation } : reset ? { mode: 'reset', token: reset } : null;

  if (!token) {
    return (
      <AuthCard title={t('missingTokenTitle')} centerName={center.profile.name}>
        <p className="text-sm">{t('missingToken')}</p>
        <p className="mt-4 text-sm">
          <Link href="/auth/recover" className={authLinkClass}>
            {t('requestNew')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const isInvitation = token.mode === 'invitation';
  return (
    <AuthCard
      title={isInvitation ? t('invitationTitle') : t('title')}
      intro={isInvitation ? t('invitationIntro', { min: PASSWORD_MIN_LENGTH }) : t('intro', { min: PASSWORD_MIN_LENGTH })}
      centerName={center.profile.name}
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
