/**
 * /conversations/{id}: one conversation beside the inbox (docs/domain.md#conversations, "Screens"). The conversation is
 * read on the server, so another center's or someone else's is a real 404; the notes panel is rendered only for the
 * staff of the conversation's side (domain/conversations.ts mayUseNotes; the API refuses everyone else as well).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConversationThread } from '@/components/conversations/conversation-thread';
import { ConversationsScreen } from '@/components/conversations/conversations-screen';
import { NotesPanel } from '@/components/conversations/notes-panel';
import { mayUseNotes } from '@/domain/conversations';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { fetchConversation } from '@/lib/shared/conversations/api';
import { type ConversationView, otherParty, validConversationId } from '@/lib/shared/conversations/view';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../page-context';
import { mayListVacancies } from '../../vacancies/data';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'conversations' });
  return { title: t('threadMetaTitle') };
}

export default async function ConversationPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { center, viewer } = await signedInPage(params, `/conversations/${id}`);
  if (!validConversationId(id)) notFound();
  const api = await getViewerApi(viewer);
  let conversation: ConversationView;
  try {
    conversation = await fetchConversation(api, id);
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 403, 404].includes(error.status)) notFound();
    throw error;
  }
  // Back to the inbox as it was (search, archive, page), which the inbox's links carry along.
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    if (typeof value === 'string' && ['q', 'archived', 'page'].includes(key)) search.set(key, value);
  const back = `/conversations${search.size > 0 ? `?${search.toString()}` : ''}`;
  const centerName = center.profile.name || center.name;
  const notes = conversation.volunteerId !== viewer.id && mayUseNotes(viewer, { organizationId: conversation.organizationId });
  return (
    <ConversationsScreen viewerId={viewer.id} centerName={centerName} selectedId={conversation.id} backHref={back}>
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <ConversationThread
          key={conversation.id}
          conversation={conversation}
          party={otherParty(conversation, viewer.id, centerName)}
          canOpenVacancy={mayListVacancies(viewer)}
        />
        {notes ? <NotesPanel conversationId={conversation.id} /> : null}
      </div>
    </ConversationsScreen>
  );
}
