/** /periodieke-mail/afmelden?token=…: the unsubscribe link of the periodic digest; works without signing in. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { DigestUnsubscribeView } from '@/components/notification-templates/digest-unsubscribe-view';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { requirePublicRequest } from '@/lib/server/content/public-page';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { digestUnsubscribed } from '@/lib/shared/notification-templates/digest';

export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'digestUnsubscribe' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function DigestUnsubscribePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const request = await requirePublicRequest(params);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : '';
  let unsubscribed: boolean | null = null;
  if (token) {
    const { center } = await getRequestContext();
    try {
      unsubscribed = await digestUnsubscribed(
        await createServerApi({ locale: request.locale, center: apiCenter(center), auth: null }),
        token,
      );
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    }
  }
  return (
    <PageContainer className="py-10">
      <DigestUnsubscribeView token={token} unsubscribed={unsubscribed} />
    </PageContainer>
  );
}
