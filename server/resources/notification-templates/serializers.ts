/** JSON:API resource of a notification template, for the center's site managers. */
import type { notificationTemplates } from '../../db/schema';
import { resource, type ResourceObject } from '../../jsonapi/document';
import { placeholdersOf } from '../../mail/center-templates';

export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;

export function notificationTemplateResource(row: NotificationTemplateRow): ResourceObject {
  return resource({
    type: 'notification_templates',
    id: row.id,
    attributes: {
      key: row.key,
      locale: row.locale,
      name: row.name,
      subject: row.subject,
      body: row.body,
      active: row.active,
      placeholders: placeholdersOf(row.key),
      updatedById: row.updatedById,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
  });
}
