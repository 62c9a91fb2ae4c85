/** /content/menu-items: header and footer menus. Site managers only: page managers may not change menus. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MenuEditor } from '@/components/content-admin/menu-editor';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.menus' });
  return { title: t('metaTitle') };
}

export default async function MenuItemsPage({ params }: { params: PageParams }) {
  const { center, access } = contentContext(await signedInPage(params, '/content/menu-items'));
  if (!access.site) return <ForbiddenScreen />;
  return <MenuEditor center={center} />;
}
