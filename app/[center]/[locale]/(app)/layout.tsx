/**
 * The signed-in shell: every page below needs a signed-in user (docs/domain.md#screens-and-routes). Signed-out visitors go to
 * /auth/login-1?redirect=<the path they asked for>. Pages check again themselves (requireViewer with their
 * own path), because a layout is not re-rendered on client-side navigation between its pages.
 */
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { AccountMenu } from '@/components/session/account-menu';
import { ImpersonationBanner } from '@/components/session/impersonation-banner';
import { SessionProvider } from '@/components/session/session-provider';
import { ActivityPanel } from '@/components/shell/activity-panel';
import { AppSidebar } from '@/components/shell/app-sidebar';
import { ConversationsBadge } from '@/components/conversations/conversations-badge';
import { conversationsOffered } from '@/lib/shared/conversations/access';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { NotificationsBell } from '@/components/shell/notifications-bell';
import { SiteShell } from '@/components/shell/site-shell';
import { ClientMessages } from '@/lib/server/i18n/client-messages';
import { getRequestCenter } from '@/lib/server/center/current';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { ORIGINAL_PATH_HEADER } from '@/lib/server/routing/headers';
import { requireViewer } from '@/lib/server/session/viewer';

export default async function AppLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ center: string; locale: string }>;
}) {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const center = await getRequestCenter(slug, locale);
  if (!center) notFound();
  const viewer = await requireViewer({ returnTo: (await headers()).get(ORIGINAL_PATH_HEADER) });
  return (
    <ClientMessages namespaces="all">
      <SessionProvider viewer={viewer}>
        <QueryProvider>
          <ImpersonationBanner />
          <SiteShell
            center={center}
            viewer={{ signedIn: true, roles: viewer.roles }}
            accountMenu={<AccountMenu />}
            notifications={
              conversationsOffered(TENANTS[center.tenantKey].features, viewer) ? (
                <>
                  <ConversationsBadge />
                  <NotificationsBell />
                </>
              ) : (
                <NotificationsBell />
              )
            }
            activity={<ActivityPanel />}
            sidebar={{ column: <AppSidebar />, drawer: <AppSidebar variant="drawer" /> }}
          >
            {children}
          </SiteShell>
        </QueryProvider>
      </SessionProvider>
    </ClientMessages>
  );
}
