/** /periodieke-mail/afmelden?token=…: the unsubscribe link of the periodic digest; works without signing in. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { UnsubscribeView } from '@/components/mail-links/unsubscribe-view';
import { mailedToken, withMailedToken } from '@/lib/server/api/mailed-token';
import { requirePublicRequest } from '@/lib/server/content/public-page';
import { unsubscribeDigestAction } from '@/lib/server/notification-templates/actions';
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
  const { locale } = await requirePublicRequest(params);
  const t = await getTranslations({ locale, namespace: 'digestUnsubscribe' });
  const token = mailedToken((await searchParams).token);
  const unsubscribed = await withMailedToken(token, digestUnsubscribed);
  return (
    <PageContainer className="py-10">
      <UnsubscribeView
        token={token}
        state={unsubscribed === null ? 'invalid' : unsubscribed ? 'unsubscribed' : 'subscribed'}
        action={unsubscribeDigestAction}
        texts={{
          title: t('title'),
          invalid: t('invalid'),
          confirm: t('confirm'),
          submit: t('submit'),
          done: t('done'),
          doneHint: t('doneHint'),
          settings: { href: '/profile-edit/periodieke-mail', label: t('toSettings') },
        }}
      />
    </PageContainer>
  );
}
