/** /workshops/beheer/nieuw: a new workshop (its dates are added on its page once it exists). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { cardClass } from '@/components/ui/styles';
import { WorkshopForm } from '@/components/workshops/workshop-form';
import { mayManageWorkshops } from '@/domain/workshops';
import { type PageParams, signedInPage } from '../../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'workshops.admin' });
  return { title: t('newTitle') };
}

export default async function NewWorkshopPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/workshops/beheer/nieuw');
  if (!mayManageWorkshops(viewer)) return <ForbiddenScreen />;
  const t = await getTranslations('workshops.admin');
  return (
    <div className="space-y-4">
      <BackLink href="/workshops/beheer">{t('back')}</BackLink>
      <h1 className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">{t('newTitle')}</h1>
      <section className={cardClass}>
        <WorkshopForm />
      </section>
    </div>
  );
}
