/** /profile-edit/vrijwilligerspool: the volunteer's opt-in to the volunteer pool and what organizations see of them. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { linkClass, sectionClass } from '@/components/profile/form-styles';
import { PoolProfileForm } from '@/components/volunteer-pool/pool-profile-form';
import { Alert } from '@/components/ui/alert';
import { mayKeepPoolProfile } from '@/domain/volunteer-pool';
import { getViewerApi } from '@/lib/server/session/viewer';
import { Link } from '@/lib/shared/i18n/navigation';
import { fetchOwnPoolProfile } from '@/lib/shared/volunteer-pool/api';
import { centerHasPool } from '@/lib/shared/volunteer-pool/filters';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'volunteerPool.profileForm' });
  return { title: t('metaTitle') };
}

export default async function PoolProfilePage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/profile-edit/vrijwilligerspool');
  if (!centerHasPool(center.tenantKey)) notFound();
  const t = await getTranslations('volunteerPool.profileForm');
  const keeps = mayKeepPoolProfile(viewer);
  const profile = keeps ? await fetchOwnPoolProfile((await getViewerApi(viewer)).withContext({ currentOrganizationId: null })) : null;
  return (
    <section aria-labelledby="pool-profile-title" className={sectionClass}>
      <h2 id="pool-profile-title" className="mb-1 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t('intro')}</p>
      {profile ? (
        <>
          <Alert tone={profile.inPool ? 'success' : 'info'} className="mb-5">
            {profile.inPool ? t('statusIn') : t('statusOut')}{' '}
            <Link href="/profile-replies" className={linkClass}>
              {t('replies')}
            </Link>
          </Alert>
          <PoolProfileForm profile={profile} />
        </>
      ) : (
        <Alert tone="info">{t('notForYou')}</Alert>
      )}
    </section>
  );
}
