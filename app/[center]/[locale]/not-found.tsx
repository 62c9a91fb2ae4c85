/**
 * 404 for a page under a center that called notFound() (an unknown page slug, a vacancy that is not public).
 * Unknown paths never get here: they match no route and render app/global-not-found.tsx, which Next.js renders
 * on the server; a notFound() thrown by a page is drawn by the browser (Next.js issue #62228, docs/decisions.md).
 * It reads no request header (a cached public page's 404 is cached with it): the path asked for is shown by the
 * browser, and crawlers get the status, which is what they read.
 */
import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { RequestedPath } from '@/components/errors/requested-path';
import { isAppLocale } from '@/lib/shared/i18n/locales';

export default async function CenterNotFound() {
  const locale = await getLocale();
  return <NotFoundScreen locale={isAppLocale(locale) ? locale : 'nl'} path={null} crawler={false} detail={<RequestedPath />} />;
}
