/**
 * Every path that matches no route (an unknown path under a center, after proxy.ts's rewrite): a whole document,
 * rendered on the server with <html lang>, the center's colors and the translated 404 text. The center
 * and language come from the request headers proxy.ts sets (and always overwrites); without them (a path the proxy
 * skips) Dutch and the default colors. Enabled by experimental.globalNotFound in next.config.ts.
 */
import './globals.css';
import '@/lib/shared/theme/font-faces';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { getCenter } from '@/lib/server/center/get-center';
import { COLOR_MODE_SCRIPT } from '@/lib/shared/color-mode/color-mode';
import { isCrawler } from '@/lib/shared/device/classify';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from '@/lib/shared/i18n/locales';
import { CENTER_HEADER, NONCE_HEADER, ORIGINAL_PATH_HEADER } from '@/lib/server/routing/headers';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { cssVariablesToRule, themeToCssVariables } from '@/lib/shared/theme/css-variables';

async function requestLocale(): Promise<AppLocale> {
  const locale = (await headers()).get('x-next-intl-locale');
  return isAppLocale(locale) ? locale : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'errors' });
  return { title: t('notFound.title'), robots: { index: false } };
}

export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const locale = await requestLocale();
  const slug = requestHeaders.get(CENTER_HEADER);
  const center = slug ? await getCenter(slug, locale).catch(() => null) : null;
  const brandCss = center ? cssVariablesToRule(themeToCssVariables(center.profile, resolveThemeConfig(center.profile.themeConfig))) : null;
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;

  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        {brandCss ? <style dangerouslySetInnerHTML={{ __html: brandCss }} /> : null}
      </head>
      <body className="min-h-dvh bg-background font-sans text-text antialiased">
        <NotFoundScreen
          locale={locale}
          path={requestHeaders.get(ORIGINAL_PATH_HEADER)}
          crawler={isCrawler(requestHeaders.get('user-agent'))}
        />
      </body>
    </html>
  );
}
