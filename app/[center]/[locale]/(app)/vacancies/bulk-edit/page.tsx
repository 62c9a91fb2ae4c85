/** /vacancies/bulk-edit?ids=1,2: one change to many vacancies at once (chosen on /vacancies). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { BulkEdit } from '@/components/vacancies/admin/bulk-edit';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../page-context';
import { mayListVacancies, loadVacancies } from '../data';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vacancies.bulk' });
  return { title: t('metaTitle') };
}

export default async function BulkEditPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const raw = (await searchParams).ids;
  const ids = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((s) => s.trim());
  const { viewer } = await signedInPage(params, '/vacancies/bulk-edit');
  if (!mayListVacancies(viewer)) return <ForbiddenScreen />;
  const vacancies = await loadVacancies(await getViewerApi(viewer), viewer, ids);
  const t = await getTranslations('vacancies.bulk');
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <BackLink href="/vacancies">{t('back')}</BackLink>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <BulkEdit vacancies={vacancies} />
    </div>
  );
}
