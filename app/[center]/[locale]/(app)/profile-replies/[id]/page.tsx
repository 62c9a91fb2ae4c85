/**
 * /profile-replies/[id]: one organization's reply to the volunteer's pool profile (the mail's link). Opening it marks
 * it read; answering starts a conversation and opens it. The organization and center staff may read it too.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { ReplyForm } from '@/components/volunteer-pool/reply-form';
import { getViewerApi } from '@/lib/server/session/viewer';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { fetchReply, markReplyRead, type ProfileReplyView } from '@/lib/shared/volunteer-pool/api';
import { centerHasPool } from '@/lib/shared/volunteer-pool/filters';
import { type PageParams, signedInPage } from '../../page-context';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'volunteerPool.replies' });
  return { title: t('metaTitle') };
}

export default async function ProfileReplyPage({ params }: { params: Params }) {
  const { id } = await params;
  const { center, viewer } = await signedInPage(params as PageParams, `/profile-replies/${id}`);
  if (!centerHasPool(center.tenantKey) || !/^\d{1,12}$/.test(id)) notFound();
  const t = await getTranslations('volunteerPool.replies');
  const format = await getFormatter();
  const api = (await getViewerApi(viewer)).withContext({ currentOrganizationId: null });
  let reply: ProfileReplyView;
  try {
    reply = await fetchReply(api, id);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    throw error;
  }
  // Only the volunteer the reply was sent to may mark it read (and answer it); others read along (403 here).
  let recipient = true;
  try {
    if (!reply.read) await markReplyRead(api, id);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 403) throw error;
    recipient = false;
  }
  const organization = reply.organizationName;

  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/profile-replies">{t('back')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('from', { organization })}</h1>
        <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">
          {t('sender', {
            name: reply.senderName ?? organization,
            date: format.dateTime(new Date(reply.createdAt), { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </p>
      </header>
      <blockquote className="rounded-xl border border-muted-200 bg-surface p-5 whitespace-pre-line dark:border-muted-800">
        {reply.body}
      </blockquote>
      {reply.conversationId ? (
        <Alert tone="success">
          {t('answered')}{' '}
          <Link href={`/conversations/${reply.conversationId}`} className="font-medium underline underline-offset-2">
            {t('toConversation')}
          </Link>
        </Alert>
      ) : recipient ? (
        <section aria-labelledby="reply-answer" className="rounded-xl border border-muted-200 bg-surface p-5 dark:border-muted-800">
          <h2 id="reply-answer" className="mb-3 font-heading text-xl font-semibold">
            {t('answerTitle')}
          </h2>
          <ReplyForm
            action="answer"
            targetId={reply.id}
            texts={{
              label: t('answerLabel'),
              hint: t('answerHint', { organization }),
              submit: t('answerSubmit'),
              done: t('answered'),
              doneText: t('answered'),
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
