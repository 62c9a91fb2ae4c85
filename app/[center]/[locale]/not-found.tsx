/**
 * 404 for a page under a center that called notFound() (an unknown page slug, a vacancy that is not public).
 * Unknown paths never get here: they match no route and render app/global-not-found.tsx, which Next.js renders
 * on the server; a notFound() thrown by a page is drawn by the browser (Next.js issue #62228, docs/decisions.md).
 */
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { isCrawler } from '@/lib/shared/device/classify';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { ORIGINAL_PATH_HEADER } from '@/lib/server/routing/headers';

export default async function CenterNotFound() {
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()]);
  return (
    <NotFoundScreen
      locale={isAppLocale(locale) ? locale : 'nl'}
      path={requestHeaders.get(ORIGINAL_PATH_HEADER)}
      crawler={isCrawler(requestHeaders.get('user-agent'))}
    />
  );
}
