/** /notification_templates: the center's mail texts, for center_superuser, content_manager and admin (docs/domain.md#notification-templates). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mayManageNotificationTemplates } from '@/domain/notification-templates';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { TemplatesScreen } from '@/components/notification-templates/templates-screen';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notificationTemplates' });
  return { title: t('metaTitle') };
}

export default async function NotificationTemplatesPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/notification_templates');
  if (!mayManageNotificationTemplates(viewer)) return <ForbiddenScreen />;
  return <TemplatesScreen />;
}
