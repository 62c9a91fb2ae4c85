/**
 * The public pages' frame: header, the center's own header menu, wide main (pages that want the usual width use
 * <PageContainer>), the footer menu and the footer; the page-view beacon and the analytics consent banner.
 */
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { FooterMenu, HeaderMenu } from '@/components/public-content/content-menus';
import { SiteShell } from '@/components/shell/site-shell';
import { getRequestCenter } from '@/lib/server/center/current';
import { centerKey, getMenus } from '@/lib/server/content/public-api';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { PublicAnalytics } from '@/components/analytics/public-analytics';
import { analyticsId } from '@/lib/shared/center/analytics';
import { NONCE_HEADER } from '@/lib/server/routing/headers';

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
      {/* Page views (first-party, no cookie) and Google Analytics only after consent (docs/decisions.md). */}
      <PublicAnalytics
        centerId={String(center.id)}
        gtagId={analyticsId(center.profile.gtagId)}
        nonce={(await headers()).get(NONCE_HEADER) ?? undefined}
      />
    </SiteShell>
  );
}
