/**
 * Conversations as the screens read them from the API (docs/domain.md#conversations): the inbox row, a message, an
 * internal note, and the query keys the inbox, the thread, the notes panel and the header badge share.
 */
import type { Resource } from '@/lib/shared/api';

export interface ConversationView {
  id: string;
  subject: string;
  /** null: the center's own conversation (the screens show the center's name). */
  organizationId: string | null;
  organizationName: string | null;
  volunteerId: string;
  volunteerName: string;
  vacancyId: string | null;
  vacancyTitle: string | null;
  applicationId: string | null;
  lastMessageAt: string | null;
  lastMessagePreview: string;
  unreadCount: number;
  archived: boolean;
  createdAt: string | null;
}

export interface MessageView {
  id: string;
  body: string;
  senderId: string | null;
  /** null when the sender's account is gone. */
  senderName: string | null;
  mine: boolean;
  createdAt: string;
}

export interface NoteView {
  id: string;
  note: string;
  authorName: string | null;
  createdAt: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const id = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

export function toConversationView(data: unknown): ConversationView {
  const r = (data ?? {}) as Resource;
  const unread = Number(r.unreadCount ?? 0);
  return {
    id: String(r.id),
    subject: str(r.subject) ?? '',
    organizationId: id(r.organizationId),
    organizationName: str(r.organizationName),
    volunteerId: String(r.volunteerId ?? ''),
    volunteerName: str(r.volunteerName) ?? '',
    vacancyId: id(r.vacancyId),
    vacancyTitle: str(r.vacancyTitle),
    applicationId: id(r.applicationId),
    lastMessageAt: str(r.lastMessageAt),
    lastMessagePreview: typeof r.lastMessagePreview === 'string' ? r.lastMessagePreview : '',
    unreadCount: Number.isFinite(unread) && unread > 0 ? Math.floor(unread) : 0,
    archived: r.archived === true,
    createdAt: str(r.createdAt),
  };
}

export function toMessageView(data: unknown): MessageView {
  const r = (data ?? {}) as Resource;
  return {
    id: String(r.id),
    body: typeof r.body === 'string' ? r.body : '',
    senderId: id(r.senderId),
    senderName: str(r.senderName),
    mine: r.mine === true,
    createdAt: str(r.createdAt) ?? new Date(0).toISOString(),
  };
}

export function toNoteView(data: unknown): NoteView {
  const r = (data ?? {}) as Resource;
  return {
    id: String(r.id),
    note: typeof r.note === 'string' ? r.note : '',
    authorName: str(r.authorName),
    createdAt: str(r.createdAt) ?? new Date(0).toISOString(),
  };
}

/** Messages in the thread's order (docs/domain.md#conversations: created_at, then id), each once. */
export function mergeMessages(...lists: readonly (readonly MessageView[])[]): MessageView[] {
  const byId = new Map<string, MessageView>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.id) - Number(b.id));
}

/**
 * The other party as the viewer sees it: the volunteer sees the organization (or the center); the organization's or
 * center's side, and a mentor, see the volunteer.
 */
export function otherParty(
  conversation: Pick<ConversationView, 'volunteerId' | 'volunteerName' | 'organizationName'>,
  viewerId: string,
  centerName: string,
): string {
  if (conversation.volunteerId === viewerId) return conversation.organizationName ?? centerName;
  return conversation.volunteerName;
}

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (params: unknown) => ['conversations', 'list', params] as const,
  unread: ['conversations', 'unread'] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
  notes: (id: string) => ['conversations', 'notes', id] as const,
};

/** A path id the API would refuse (400) is simply not found. */
export const validConversationId = (value: string) => /^[1-9]\d{0,8}$/.test(value);
