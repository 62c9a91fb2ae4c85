/** /applications: the applications the viewer may see (the API decides which), with filters. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationsList } from '@/components/applications/applications-list';
import { mayManageApplications } from '@/domain/applications';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'applications.list' });
  return { title: t('metaTitle') };
}

export default async function ApplicationsPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/applications');
  const t = await getTranslations('applications.list');
  const manager = mayManageApplications(viewer);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{manager ? t('introManager') : t('intro')}</p>
      </header>
      <ApplicationsList canFilterVacancy={manager} />
    </div>
  );
}
