/** /notification_templates/[id]/edit: one mail text with placeholders, live preview and test mail (docs/domain.md#notification-templates). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { mayManageNotificationTemplates } from '@/domain/notification-templates';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { TemplateEditor } from '@/components/notification-templates/template-editor';
import { validId } from '@/lib/server/content/access';
import { type PageParams, signedInPage } from '../../../page-context';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notificationTemplates.editor' });
  return { title: t('metaTitle') };
}

export default async function NotificationTemplateEditPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params as PageParams, `/notification_templates/${id}/edit`);
  if (!mayManageNotificationTemplates(viewer)) return <ForbiddenScreen />;
  if (!validId(id)) notFound();
  return <TemplateEditor id={id} />;
}
