/**
 * JSON:API resources of conversations, their messages and their internal notes. Notes are a type of their own,
 * served only by /conversations/:id/notes, so no conversation or message document can carry one.
 */
import { resource, type ResourceObject } from '../../jsonapi/document';
import type { ConversationRecord, MessageRow, NoteRow } from './service';

export function conversationResource(row: ConversationRecord): ResourceObject {
  return resource({
    type: 'conversations',
    id: row.id,
    attributes: {
      subject: row.subject,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      volunteerId: row.volunteerId,
      volunteerName: row.volunteerName,
      vacancyId: row.vacancyId,
      vacancyTitle: row.vacancyTitle,
      applicationId: row.applicationId,
      lastMessageAt: row.lastMessageAt,
      lastMessagePreview: row.lastMessagePreview,
      unreadCount: row.unreadCount,
      archived: row.archived,
      createdAt: row.createdAt,
    },
  });
}

export function messageResource(row: MessageRow, viewerId: number): ResourceObject {
  return resource({
    type: 'conversation_messages',
    id: row.id,
    attributes: {
      conversationId: row.conversationId,
      body: row.body,
      senderId: row.senderId,
      senderName: row.senderName,
      mine: row.senderId === viewerId,
      createdAt: row.createdAt,
    },
  });
}

export function noteResource(row: NoteRow): ResourceObject {
  return resource({
    type: 'conversation_notes',
    id: row.id,
    attributes: {
      conversationId: row.conversationId,
      note: row.note,
      authorId: row.authorId,
      authorName: row.authorName,
      createdAt: row.createdAt,
    },
  });
}
