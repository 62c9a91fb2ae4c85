/**
 * The public pages' frame: header, the center's own header menu, wide main (pages that want the usual width use
 * <PageContainer>), the footer menu and the footer.
 */
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { FooterMenu, HeaderMenu } from '@/components/public-content/content-menus';
import { SiteShell } from '@/components/shell/site-shell';
import { getRequestCenter } from '@/lib/server/center/current';
import { centerKey, getMenus } from '@/lib/server/content/public-api';
import { isAppLocale } from '@/lib/shared/i18n/locales';

export default async function PublicLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ center: string; locale: string }>;
}) {
  const { center: slug, locale } = await params;
  const center = isAppLocale(locale) ? await getRequestCenter(slug, locale) : null;
  if (!center || !isAppLocale(locale)) notFound();
  const menus = await getMenus(await centerKey(center), locale);
  return (
    <SiteShell
      center={center}
      width="wide"
      headerMenu={<HeaderMenu items={menus.header} />}
      footerMenu={<FooterMenu items={menus.footer} />}
    >
      {children}
    </SiteShell>
  );
}
