/** /conversations: the viewer's inbox (docs/domain.md#conversations, "Screens"); on a wide screen beside an empty thread. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConversationsScreen } from '@/components/conversations/conversations-screen';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'conversations' });
  return { title: t('metaTitle') };
}

export default async function ConversationsPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/conversations');
  return <ConversationsScreen viewerId={viewer.id} centerName={center.profile.name || center.name} />;
}
