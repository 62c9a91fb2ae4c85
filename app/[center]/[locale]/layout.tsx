/**
 * The root layout, one per center and locale (there is no app/layout.tsx): <html lang>, the center's branding as
 * CSS variables (server-rendered, no flash), the color-mode script, i18n and error-environment providers,
 * favicon and title template, toasts and loading bar (Google Analytics is the public layout's, after consent). An unknown center renders the
 * "No tenant found" screen.
 */
import '../../globals.css';
import '@/lib/shared/theme/font-faces';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorEnvironmentProvider } from '@/components/errors/error-environment';
import { ErrorScreen } from '@/components/ui/error-screen';
import { FeedbackRoot } from '@/components/feedback/feedback-root';
import { SentryClient } from '@/components/monitoring/sentry-client';
import { getCenter } from '@/lib/server/center/get-center';
import { ClientMessages } from '@/lib/server/i18n/client-messages';
import { ROOT_NAMESPACES } from '@/lib/shared/i18n/client-namespaces';
import { COLOR_MODE_SCRIPT } from '@/lib/shared/color-mode/color-mode';
import { webEnv } from '@/lib/server/env';
import { type AppLocale, isAppLocale } from '@/lib/shared/i18n/locales';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { cssVariablesToRule, themeToCssVariables } from '@/lib/shared/theme/css-variables';

interface Params {
  center: string;
  locale: string;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) return {};
  const center = await getCenter(slug, locale);
  if (!center) {
    const t = await getTranslations({ locale, namespace: 'errors' });
    return { title: t('noTenant.title'), robots: { index: false } };
  }
  const appName = TENANTS[center.tenantKey].appName;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    title: { default: appName, template: `%s - ${appName}` },
    applicationName: appName,
    description: t('description', { name: center.profile.name }),
    icons: { icon: center.profile.faviconUrl ?? '/logos/favicon.svg' },
  };
}

export default async function CenterRootLayout({ children, params }: { children: ReactNode; params: Promise<Params> }) {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);

  // Reads no header or cookie, so the public pages under it can be cached (docs/architecture.md "Cached public
  // pages"): the [center] segment comes only from proxy.ts's rewrite, and the CSP allows the color-mode script by its
  // hash rather than a nonce.
  const center = await getCenter(slug, locale);
  if (!center) return <NoTenant locale={locale} />;

  const theme = resolveThemeConfig(center.profile.themeConfig);
  const brandCss = cssVariablesToRule(themeToCssVariables(center.profile, theme));

  return (
    // The color-mode script sets class and color-scheme on <html> before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        <style dangerouslySetInnerHTML={{ __html: brandCss }} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-text antialiased">
        {/* Only what this layout's own client components use; each route group's layout adds its own. */}
        <ClientMessages namespaces={ROOT_NAMESPACES}>
          <ErrorEnvironmentProvider showStack={webEnv.isDevelopment}>{children}</ErrorEnvironmentProvider>
          {/* Toasts (bottom-right), the page-change loading bar and scroll restoration (docs/domain.md#screens-and-routes "Application shell"). */}
          <FeedbackRoot />
        </ClientMessages>
        {webEnv.SENTRY_DSN ? <SentryClient dsn={webEnv.SENTRY_DSN} environment={webEnv.NODE_ENV} /> : null}
      </body>
    </html>
  );
}

async function NoTenant({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-background font-sans text-text antialiased">
        <ErrorScreen
          code={404}
          title={t('noTenant.title')}
          description={t('noTenant.description')}
          homeHref={locale === 'en' ? '/en/switch/reset' : '/switch/reset'}
          homeLabel={t('noTenant.reset')}
        />
      </body>
    </html>
  );
}
