/**
 * The developer pages (docs/frontend.md "Developer pages"): only where lib/server/env.ts switches them on, else
 * every /test path is a 404. Signed in or not (they show the session as it is); never indexed, never in the sitemap.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { AccountMenu } from '@/components/session/account-menu';
import { SessionProvider } from '@/components/session/session-provider';
import { NotificationsBell } from '@/components/shell/notifications-bell';
import { SiteShell } from '@/components/shell/site-shell';
import { ClientMessages } from '@/lib/server/i18n/client-messages';
import { getRequestCenter } from '@/lib/server/center/current';
import { assertDeveloperPages } from '@/lib/server/developer/gate';
import { webEnv } from '@/lib/server/env';
import { getViewer } from '@/lib/server/session/viewer';
import { isAppLocale } from '@/lib/shared/i18n/locales';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // Metadata renders even when the layout answers 404: with the pages off the 404 keeps the center's own title.
  const { locale } = await params;
  if (!webEnv.developerPages || !isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'developer' });
  return { title: { default: t('index.title'), template: `%s · ${t('index.title')}` }, robots: { index: false, follow: false } };
}

export default async function DeveloperLayout({ children, params }: { children: ReactNode; params: Params }) {
  assertDeveloperPages();
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getRequestCenter(slug, locale);
  if (!center) notFound();
  const viewer = await getViewer();
  return (
    <ClientMessages namespaces="all">
      <SessionProvider viewer={viewer}>
        <QueryProvider>
          <SiteShell
            center={center}
            viewer={viewer ? { signedIn: true, roles: viewer.roles } : undefined}
            accountMenu={viewer ? <AccountMenu /> : undefined}
            notifications={viewer ? <NotificationsBell /> : undefined}
          >
            {children}
          </SiteShell>
        </QueryProvider>
      </SessionProvider>
    </ClientMessages>
  );
}
