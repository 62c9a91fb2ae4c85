/** The contract of /api/v1/notification_templates (docs/api.md, "Notification templates"). */
import { notificationTemplateAttributesSchema } from '@/domain/notification-templates';

export const NOTIFICATION_TEMPLATE_TYPES = ['notification_templates', 'notification_template'] as const;

/** Key and language pick the mail; the texts default to the built-in ones, inactive until switched on. */
export const templateCreate = notificationTemplateAttributesSchema
  .partial({ name: true, subject: true, body: true, active: true })
  .strict();
/** Key and language are the template's identity: not changed afterwards. */
export const templateUpdate = notificationTemplateAttributesSchema.omit({ key: true, locale: true }).partial().strict();
/** A draft to preview or send as a test: the texts as the editor holds them. */
export const templatePreview = notificationTemplateAttributesSchema.pick({ key: true, locale: true, subject: true, body: true }).strict();
export const testMail = notificationTemplateAttributesSchema.pick({ subject: true, body: true }).partial().strict();

/** Every key in both languages fits one page. */
export const listSpec = {
  sorts: ['key', 'updated_at'],
  defaultSort: 'key',
  page: { defaultSize: 100, maxSize: 200 },
} as const;
