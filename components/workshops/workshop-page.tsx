/**
 * A public workshop (/workshops/{id}): what it is, where (a place or an online link), for whom, and its dates as a
 * shift picker with sign-up (docs/domain.md#workshops). Server-rendered; the sign-up is the picker's client island.
 */
import { ArrowLeft, MapPin, MonitorPlay, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/shell/site-shell';
import { Alert } from '@/components/ui/alert';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { WorkshopView } from '@/lib/shared/workshops/api';

export async function WorkshopPage({ workshop, picker }: { workshop: WorkshopView; picker: ReactNode }) {
  const t = await getTranslations('workshops.public');
  return (
    <article className="bg-white dark:bg-background">
      <PageContainer className="py-8">
        <Link href="/workshops" className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('back')}
        </Link>
        <header className="mt-4">
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-200">{t('kicker')}</p>
          <h1 className="mt-1 font-heading text-3xl font-bold tracking-tight sm:text-4xl">{workshop.title}</h1>
        </header>
        {workshop.status === 'cancelled' ? (
          <Alert tone="warning" className="mt-4">
            {t('cancelledNotice')}
          </Alert>
        ) : null}
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            {workshop.description ? <div className="text-lg whitespace-pre-line">{workshop.description}</div> : null}
            {workshop.status === 'cancelled' ? null : picker}
          </div>
          <aside aria-labelledby="workshop-details" className="h-fit rounded-[var(--radius)] bg-muted-50 p-4 dark:bg-muted-900">
            <h2 id="workshop-details" className="font-heading text-xl font-semibold">
              {t('details')}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {workshop.place ? (
                <div>
                  <dt className="flex items-center gap-1 font-semibold">
                    <MapPin aria-hidden className="size-4" />
                    {t('place')}
                  </dt>
                  <dd className="mt-0.5">{workshop.place}</dd>
                </div>
              ) : null}
              {workshop.onlineUrl ? (
                <div>
                  <dt className="flex items-center gap-1 font-semibold">
                    <MonitorPlay aria-hidden className="size-4" />
                    {t('online')}
                  </dt>
                  <dd className="mt-0.5 break-all">
                    <a href={workshop.onlineUrl} className={linkClass} rel="noopener noreferrer">
                      {workshop.onlineUrl}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="flex items-center gap-1 font-semibold">
                  <Users aria-hidden className="size-4" />
                  {t('audience')}
                </dt>
                <dd className="mt-0.5">{t(`audiences.${workshop.audience}`)}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </PageContainer>
    </article>
  );
}
