/**
 * The root layout, one per center and locale (there is no app/layout.tsx): <html lang>, the center's branding as
 * CSS variables (server-rendered, no flash), the color-mode script, i18n and error-environment providers,
 * favicon and title template, toasts and loading bar (Google Analytics is the public layout's, after consent). An unknown center renders the
 * "No tenant found" screen.
 */
import '../../globals.css';
import '@/lib/shared/theme/font-faces';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorEnvironmentProvider } from '@/components/errors/error-environment';
import { ErrorScreen } from '@/components/ui/error-screen';
import { FeedbackRoot } from '@/components/feedback/feedback-root';
import { SentryClient } from '@/components/monitoring/sentry-client';
import { getRequestCenter } from '@/lib/server/center/current';
import { COLOR_MODE_SCRIPT } from '@/lib/shared/color-mode/color-mode';
import { isCrawler } from '@/lib/shared/device/classify';
import { webEnv } from '@/lib/server/env';
import { type AppLocale, isAppLocale } from '@/lib/shared/i18n/locales';
import { NONCE_HEADER } from '@/lib/server/routing/headers';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { cssVariablesToRule, themeToCssVariables } from '@/lib/shared/theme/css-variables';

interface Params {
  center: string;
  locale: string;
}

/** Message namespaces used only on the server (API errors, e-mails): not sent to the browser. */
const SERVER_ONLY_NAMESPACES = new Set(['api', 'mail']);

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) return {};
  const center = await getRequestCenter(slug, locale);
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

  const requestHeaders = await headers();
  // The CSP nonce proxy.ts made for this request: Next.js puts it on its own scripts, these tags need it by hand.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  const center = await getRequestCenter(slug, locale);
  if (!center) return <NoTenant locale={locale} />;

  const theme = resolveThemeConfig(center.profile.themeConfig);
  const brandCss = cssVariablesToRule(themeToCssVariables(center.profile, theme));
  const messages = Object.fromEntries(Object.entries(await getMessages()).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)));

  return (
    // The color-mode script sets class and color-scheme on <html> before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        <style dangerouslySetInnerHTML={{ __html: brandCss }} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-text antialiased">
        <NextIntlClientProvider locale={locale} messages={messages}>
          <ErrorEnvironmentProvider value={{ showStack: webEnv.isDevelopment, crawler: isCrawler(requestHeaders.get('user-agent')) }}>
            {children}
          </ErrorEnvironmentProvider>
          {/* Toasts (bottom-right), the page-change loading bar and scroll restoration (docs/domain.md#screens-and-routes "Application shell"). */}
          <FeedbackRoot />
        </NextIntlClientProvider>
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
