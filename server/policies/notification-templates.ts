/**
 * Notification templates and failed mail (docs/domain.md#notification-templates, docs/authorization.md): the site's
 * managers edit the center's mail texts; center staff see the mail that could not be delivered and put it back.
 */
import { mayManageNotificationTemplates, mayViewFailedMail } from '@/domain/notification-templates';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const notificationTemplatePolicy = {
  manage: (actor: Actor) => mayManageNotificationTemplates(actor),
};

export const failedMailPolicy = {
  manage: (actor: Actor) => mayViewFailedMail(actor),
};
