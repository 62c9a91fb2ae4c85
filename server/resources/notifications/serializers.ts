/** A notification's text is built when read, in the reader's language, from its kind and data. */
import type { NotificationAttributes } from '@/domain/notifications';
import type { Translate } from '../../i18n';
import { resource } from '../../jsonapi/document';
import type { NotificationRow } from './service';

/** Where a notification leads in the web app, by its subject. */
function linkOf(row: NotificationRow): string | null {
  if (row.subjectType === 'applications' && row.subjectId !== null) return `/applications/${row.subjectId}`;
  if (row.subjectType === 'profile_replies' && row.subjectId !== null) return `/profile-replies/${row.subjectId}`;
  return null;
}

function textOf(row: NotificationRow, t: Translate): Pick<NotificationAttributes, 'title' | 'body'> {
  const params = Object.fromEntries(
    Object.entries(row.data).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
  );
  const key = `notifications.kinds.${row.kind}`;
  const title = t(`${key}.title`, params);
  // An unknown kind (from a newer version) still shows something readable.
  if (title === `${key}.title`) return { title: t('notifications.kinds.fallback.title'), body: '' };
  return { title, body: t(`${key}.body`, params) };
}

/** Every attribute of domain/notifications.ts, no other. */
export function notificationResource(row: NotificationRow, t: Translate) {
  return resource({
    type: 'notifications',
    id: row.id,
    attributes: {
      kind: row.kind,
      ...textOf(row, t),
      url: linkOf(row),
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      read: row.readAt !== null,
      readAt: row.readAt,
      createdAt: row.createdAt,
    } satisfies NotificationAttributes,
  });
}
