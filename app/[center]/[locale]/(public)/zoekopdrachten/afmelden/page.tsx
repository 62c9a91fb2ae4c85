/** /zoekopdrachten/afmelden?token=…: the unsubscribe link of a saved-search alert; works without signing in. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { UnsubscribeView } from '@/components/saved-searches/unsubscribe-view';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { requirePublicRequest } from '@/lib/server/content/public-page';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { unsubscribeState, type UnsubscribeState } from '@/lib/shared/saved-searches/api';

export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'savedSearches.unsubscribe' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const request = await requirePublicRequest(params);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : '';
  let state: UnsubscribeState | null = null;
  if (token) {
    const { center } = await getRequestContext();
    try {
      state = await unsubscribeState(await createServerApi({ locale: request.locale, center: apiCenter(center), auth: null }), token);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    }
  }
  return (
    <PageContainer className="py-10">
      <UnsubscribeView token={token} state={state} />
    </PageContainer>
  );
}
