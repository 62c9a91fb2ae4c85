/** The public pages' frame: header, footer, wide main (pages that want the usual width use <PageContainer>). */
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';
import { getRequestCenter } from '@/lib/center/current';
import { isAppLocale } from '@/lib/i18n/locales';

export default async function PublicLayout({ children, params }: { children: ReactNode; params: Promise<{ center: string; locale: string }> }) {
  const { center: slug, locale } = await params;
  const center = isAppLocale(locale) ? await getRequestCenter(slug, locale) : null;
  if (!center) notFound();
  return (
    <SiteShell center={center} width="wide">
      {children}
    </SiteShell>
  );
}
