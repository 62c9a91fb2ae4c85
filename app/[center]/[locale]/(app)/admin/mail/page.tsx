/** /admin/mail: failed mail of the center with "send again", for admins and center superusers (docs/domain.md#failed-mail). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mayViewFailedMail } from '@/domain/notification-templates';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { FailedMailScreen } from '@/components/notification-templates/failed-mail-screen';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'failedMail' });
  return { title: t('metaTitle') };
}

export default async function FailedMailPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/admin/mail');
  if (!mayViewFailedMail(viewer)) return <ForbiddenScreen />;
  return <FailedMailScreen />;
}
