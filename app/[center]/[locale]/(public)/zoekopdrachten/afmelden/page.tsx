/** /zoekopdrachten/afmelden?token=…: the unsubscribe link of a saved-search alert; works without signing in. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { UnsubscribeView } from '@/components/mail-links/unsubscribe-view';
import { mailedToken, withMailedToken } from '@/lib/server/api/mailed-token';
import { requirePublicRequest } from '@/lib/server/content/public-page';
import { unsubscribeAction } from '@/lib/server/saved-searches/actions';
import { unsubscribeState } from '@/lib/shared/saved-searches/api';

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
  const { locale } = await requirePublicRequest(params);
  const t = await getTranslations({ locale, namespace: 'savedSearches.unsubscribe' });
  const token = mailedToken((await searchParams).token);
  const search = await withMailedToken(token, unsubscribeState);
  const name = search?.name ?? '';
  return (
    <PageContainer className="py-10">
      <UnsubscribeView
        token={token}
        state={!search ? 'invalid' : search.unsubscribed ? 'unsubscribed' : 'subscribed'}
        action={unsubscribeAction}
        texts={{
          title: t('title'),
          invalid: t('invalid'),
          confirm: t('confirm', { name }),
          submit: t('submit'),
          done: t('done', { name }),
          doneHint: t('doneHint'),
          settings: { href: '/profiel#zoekopdrachten', label: t('toProfile') },
        }}
      />
    </PageContainer>
  );
}
