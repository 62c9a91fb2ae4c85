/**
 * In-app notifications: what the API serves of one. Only the backend writes them; their text is
 * built when read, in the reader's language, from the kind and the stored data.
 */
import type { Wire } from './values';

/** A notification's attributes as the API serves them (the backend's serializer satisfies this type). */
export interface NotificationAttributes {
  kind: string;
  title: string;
  body: string;
  /** A path inside this center's app (e.g. /applications/12), or null when the notification leads nowhere. */
  url: string | null;
  subjectType: string | null;
  subjectId: number | null;
  read: boolean;
  readAt: Date | null;
  createdAt: Date;
}

/** The same attributes as JSON carries them to the web. */
export type NotificationWire = Wire<NotificationAttributes>;
