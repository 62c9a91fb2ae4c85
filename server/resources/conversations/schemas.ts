/**
 * The contract of /api/v1/conversations (docs/api.md, "Conversations"): a new conversation names its volunteer, or
 * an application (whose applicant is the volunteer), and its organization (null: the center).
 */
import { z } from 'zod';
import { conversationSubjectSchema, messageBodySchema, noteSchema } from '@/domain/conversations';
import { recordIdSchema } from '@/domain/value-schemas';
import { filterText } from '../../jsonapi/query';

export const CONVERSATION_TYPES = ['conversations', 'conversation'] as const;
export const MESSAGE_TYPES = ['conversation_messages', 'conversation_message'] as const;
export const NOTE_TYPES = ['conversation_notes', 'conversation_note'] as const;

export const conversationCreate = z
  .object({
    subject: conversationSubjectSchema,
    body: messageBodySchema,
    volunteerId: recordIdSchema.optional(),
    applicationId: recordIdSchema.optional(),
    organizationId: recordIdSchema.nullable().optional(),
    vacancyId: recordIdSchema.nullable().optional(),
  })
  .strict();

export const messageCreate = z.object({ body: messageBodySchema }).strict();
export const noteCreate = z.object({ note: noteSchema }).strict();

export const listSpec = {
  filters: { q: filterText, archived: z.enum(['true', 'false']) },
  page: { defaultSize: 25, maxSize: 100 },
} as const;

export const notesSpec = { page: { defaultSize: 50, maxSize: 200 } } as const;

export const MESSAGES_DEFAULT_SIZE = 50;
export const MESSAGES_MAX_SIZE = 200;
/** Messages page back from a message id (page[before]), not by number. */
export const messagesSpec = { params: ['page[before]'], page: { defaultSize: MESSAGES_DEFAULT_SIZE, maxSize: MESSAGES_MAX_SIZE } } as const;
