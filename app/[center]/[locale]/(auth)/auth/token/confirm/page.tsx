/**
 * /auth/token/confirm: the question a sign-in link leads to (see ../route.ts). It names the account and signs in
 * only when the visitor presses "continue": a plain same-origin form POST, so it works without JavaScript.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/shared/i18n/navigation';
import { SIGN_IN_PATH } from '@/lib/server/session/redirect';
import { readTokenLink, TOKEN_LINK_PATH } from '@/lib/server/session/token-link';
import { type PageParams, pageCenter } from '../../../page-center';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.tokenLink' });
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function TokenLinkConfirmPage({ params }: { params: PageParams }) {
  const { center, locale } = await pageCenter(params);
  const t = await getTranslations('auth.tokenLink');
  const link = await readTokenLink();
  if (!link) {
    return (
      <AuthCard title={t('invalidTitle')} centerName={center.profile.name}>
        <p className="text-sm">{t('invalid')}</p>
        <p className="mt-4 text-sm">
          <Link href={SIGN_IN_PATH} className={authLinkClass}>
            {t('signIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  // A route handler, not a page: the form posts to the locale's own path of it.
  const action = locale === 'nl' ? TOKEN_LINK_PATH : `/${locale}${TOKEN_LINK_PATH}`;
  return (
    <AuthCard title={t('title')} intro={t('intro', { account: link.auth.uid })} centerName={center.profile.name}>
      <form method="post" action={action} className="space-y-4">
        <p className="text-sm">{t('warning')}</p>
        <Button type="submit" className="w-full" size="lg">
          {t('continue')}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link href="/" className={authLinkClass}>
          {t('cancel')}
        </Link>
      </p>
    </AuthCard>
  );
}
