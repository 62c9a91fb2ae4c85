/**
 * The conversation screens' backend calls (docs/api.md#conversations), for any ApiClient (useApi() in the browser,
 * getViewerApi() on the server). Query keys live with the view (view.ts).
 */
import { type ApiClient, type Resource, serialize } from '@/lib/shared/api';
import { type ConversationView, type MessageView, type NoteView, toConversationView, toMessageView, toNoteView } from './view';

export const INBOX_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;

export interface InboxParams {
  page: number;
  query: string;
  archived: boolean;
}

const rowsOf = (doc: { data: unknown }) => (Array.isArray(doc.data) ? (doc.data as Resource[]) : []);
const totalOf = (meta: Record<string, unknown>, fallback: number) => {
  const total = Number(meta.totalCount ?? meta.total ?? fallback);
  return Number.isFinite(total) ? total : fallback;
};

export async function fetchConversations(
  api: ApiClient,
  p: InboxParams,
  signal?: AbortSignal,
): Promise<{ rows: ConversationView[]; total: number }> {
  const doc = await api.get(
    '/api/v1/conversations',
    {
      filter: { q: p.query || undefined, archived: p.archived ? 'true' : 'false' },
      page: { number: p.page, size: INBOX_PAGE_SIZE },
    },
    { signal },
  );
  const rows = rowsOf(doc).map(toConversationView);
  return { rows, total: totalOf(doc.meta, rows.length) };
}

export async function fetchConversationUnreadCount(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const doc = await api.get('/api/v1/conversations/unread_count', undefined, { signal });
  const count = Number((doc.meta as { unreadCount?: unknown }).unreadCount ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** Throws the API's error as it comes (a page tells a 404 from the rest). */
export async function fetchConversation(api: ApiClient, id: string, signal?: AbortSignal): Promise<ConversationView> {
  return toConversationView((await api.get(`/api/v1/conversations/${id}`, undefined, { signal })).data);
}

/**
 * One page of messages in order, the newest page unless `before` (a message id) asks for the page before it.
 * `hasOlder`: the page was full, so there may be more before it.
 */
export async function fetchMessages(
  api: ApiClient,
  id: string,
  options: { before?: string; signal?: AbortSignal } = {},
): Promise<{ messages: MessageView[]; hasOlder: boolean }> {
  // page[before] is this endpoint's own page parameter (the client's query builder knows size and number).
  const before = options.before ? `?page[before]=${encodeURIComponent(options.before)}` : '';
  const doc = await api.get(
    `/api/v1/conversations/${id}/messages${before}`,
    { page: { size: MESSAGES_PAGE_SIZE } },
    { signal: options.signal },
  );
  const messages = rowsOf(doc).map(toMessageView);
  const meta = doc.meta as { hasOlder?: unknown; hasMore?: unknown };
  const flag = meta.hasOlder ?? meta.hasMore;
  return { messages, hasOlder: typeof flag === 'boolean' ? flag : messages.length >= MESSAGES_PAGE_SIZE };
}

export async function postMessage(api: ApiClient, id: string, body: string): Promise<MessageView> {
  return toMessageView((await api.post(`/api/v1/conversations/${id}/messages`, serialize('conversation_messages', { body }))).data);
}

export async function markConversationRead(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/conversations/${id}/read`);
}

export async function archiveConversation(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/conversations/${id}/archive`);
}

export async function unarchiveConversation(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/conversations/${id}/archive`);
}

/** Internal notes: the API answers 404 to anyone but the staff of the conversation's side. */
export async function fetchNotes(api: ApiClient, id: string, signal?: AbortSignal): Promise<NoteView[]> {
  return rowsOf(await api.get(`/api/v1/conversations/${id}/notes`, { page: { size: 100 } }, { signal })).map(toNoteView);
}

export async function postNote(api: ApiClient, id: string, note: string): Promise<NoteView> {
  return toNoteView((await api.post(`/api/v1/conversations/${id}/notes`, serialize('conversation_notes', { note }))).data);
}

export interface StartConversationInput {
  subject: string;
  body: string;
  volunteerId?: string;
  applicationId?: string;
  /** null: the center's own conversation. */
  organizationId: string | null;
  vacancyId?: string | null;
}

export async function startConversation(api: ApiClient, input: StartConversationInput): Promise<ConversationView> {
  const attributes: Record<string, unknown> = {
    subject: input.subject,
    body: input.body,
    organizationId: input.organizationId === null ? null : Number(input.organizationId),
  };
  if (input.volunteerId) attributes.volunteerId = Number(input.volunteerId);
  if (input.applicationId) attributes.applicationId = Number(input.applicationId);
  if (input.vacancyId) attributes.vacancyId = Number(input.vacancyId);
  return toConversationView((await api.post('/api/v1/conversations', serialize('conversations', attributes))).data);
}

/** The application's conversation, started if there is none yet (one click from the application's page). */
export async function openApplicationConversation(api: ApiClient, applicationId: string): Promise<ConversationView> {
  return toConversationView((await api.post(`/api/v1/applications/${applicationId}/conversation`)).data);
}
