/**
 * /profile-edit/email: request a change of address (confirmed through the new one); opened from the mailed link
 * (?email_token=…) it confirms the change and shows the result.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailChangeForm } from '@/components/profile/email-change-form';
import { EmailConfirmation } from '@/components/profile/email-confirmation';
import { sectionClass } from '@/components/profile/form-styles';
import { loadEmailStatus } from '@/lib/server/profile/load';
import { type PageParams, signedInPage } from '../../page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profile.email' });
  // The address may carry a token: never send it on as a referrer.
  return { title: t('metaTitle'), referrer: 'no-referrer' };
}

function tokenOf(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 200 ? first : null;
}

export default async function ProfileEmailPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const token = tokenOf((await searchParams).email_token);
  // Signed-out visitors come back here, token included, after signing in.
  const returnTo = token ? `/profile-edit/email?${new URLSearchParams({ email_token: token }).toString()}` : '/profile-edit/email';
  const { viewer } = await signedInPage(params, returnTo);
  const t = await getTranslations('profile.email');
  return (
    <section aria-labelledby="profile-email-title" className={sectionClass}>
      <h2 id="profile-email-title" className="mb-4 font-heading text-xl font-semibold">
        {token ? t('confirm.title') : t('title')}
      </h2>
      {token ? <EmailConfirmation token={token} /> : <EmailChangeForm viewerId={viewer.id} initialStatus={await loadEmailStatus(viewer)} />}
    </section>
  );
}
