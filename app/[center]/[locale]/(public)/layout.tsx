/**
 * The public pages' frame: header, the center's own header menu, wide main (pages that want the usual width use
 * <PageContainer>), the footer menu and the footer; the page-view beacon and the analytics consent banner.
 * Reads nothing of the request, so the pages under it are rendered once per center, locale and path and served
 * from the cache (docs/architecture.md "Cached public pages"); generateStaticParams lets Next render each such
 * path on its first visit and keep it.
 */
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { FooterMenu, HeaderMenu } from '@/components/public-content/content-menus';
import { SiteShell } from '@/components/shell/site-shell';
import { ClientMessages } from '@/lib/server/i18n/client-messages';
import { PUBLIC_NAMESPACES } from '@/lib/shared/i18n/client-namespaces';
import { getCenter } from '@/lib/server/center/get-center';
import { centerKey, getMenus } from '@/lib/server/content/public-api';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { PublicAnalytics } from '@/components/analytics/public-analytics';
import { analyticsId } from '@/lib/shared/center/analytics';

export function generateStaticParams(): { center: string; locale: string }[] {
  return [];
}

export default async function PublicLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ center: string; locale: string }>;
}) {
  const { center: slug, locale } = await params;
  const center = isAppLocale(locale) ? await getCenter(slug, locale) : null;
  if (!center || !isAppLocale(locale)) notFound();
  const menus = await getMenus(centerKey(center), locale);
  return (
    <ClientMessages namespaces={PUBLIC_NAMESPACES}>
      <SiteShell
        center={center}
        width="wide"
        headerMenu={<HeaderMenu items={menus.header} />}
        footerMenu={<FooterMenu items={menus.footer} />}
      >
        {children}
        {/* Page views (first-party, no cookie) and Google Analytics only after consent (docs/decisions.md). */}
        <PublicAnalytics centerId={String(center.id)} gtagId={analyticsId(center.profile.gtagId)} />
      </SiteShell>
    </ClientMessages>
  );
}
