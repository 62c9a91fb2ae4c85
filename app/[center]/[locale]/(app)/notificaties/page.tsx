/** /notificaties: the signed-in user's in-app notifications (the header bell links here). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { NotificationsList } from '@/components/notifications/notifications-list';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications.page' });
  return { title: t('title') };
}

export default async function NotificationsPage({ params }: { params: PageParams }) {
  await signedInPage(params, '/notificaties');
  const t = await getTranslations('notifications.page');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      {/* useSearchParams (the page in the URL) needs a Suspense boundary. */}
      <Suspense>
        <NotificationsList />
      </Suspense>
    </div>
  );
}
