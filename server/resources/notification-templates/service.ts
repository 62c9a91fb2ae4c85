/**
 * Notification templates of a center (docs/domain.md#notification-templates). Every query carries the center's id;
 * another center's template is not found. Texts are checked before they are stored (templateProblem): a template
 * that names a value its mail does not have, or that does not parse, is refused with 422 and nothing is written.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/domain/values';
import type { Executor } from '../../db/client';
import { notificationTemplates } from '../../db/schema';
import { ApiError, notFound } from '../../jsonapi/errors';
import type { Translate } from '../../i18n';
import { builtInTemplate, isMailTemplateKey, placeholdersOf, templateProblem } from '../../mail/center-templates';
import type { MailTemplate } from '../../mail/templates';
import { isUniqueViolation } from '../current-user/account-service';
import type { NotificationTemplateRow } from './serializers';

export interface Scope {
  centerId: number;
  userId: number;
}

const invalid = (t: Translate, pointer: string, key: string, params?: Record<string, string>) =>
  new ApiError(422, { code: 'invalidAttribute', detail: t(`notificationTemplateApi.errors.${key}`, params), source: { pointer } });

/** Refuses a subject or body its mail cannot render (422 with the attribute's pointer). */
export function checkTexts(t: Translate, key: string, texts: { subject?: string; body?: string }) {
  const placeholders = placeholdersOf(key);
  for (const field of ['subject', 'body'] as const) {
    const text = texts[field];
    if (text === undefined) continue;
    const problem = templateProblem(text, placeholders);
    if (problem) throw invalid(t, `/data/attributes/${field}`, problem.code, problem.params);
  }
}

export function checkKey(t: Translate, key: string): MailTemplate {
  if (!isMailTemplateKey(key)) throw invalid(t, '/data/attributes/key', 'unknownKey', { key: key.slice(0, 64) });
  return key;
}

export async function listTemplates(
  db: Executor,
  scope: Scope,
  o: { sort: 'key' | 'updatedAt'; descending: boolean; limit: number; offset: number },
) {
  const where = eq(notificationTemplates.volunteerCenterId, scope.centerId);
  const column = o.sort === 'key' ? notificationTemplates.key : notificationTemplates.updatedAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationTemplates)
      .where(where)
      .orderBy(o.descending ? desc(column) : asc(column), asc(notificationTemplates.locale), asc(notificationTemplates.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(notificationTemplates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function getTemplateOrThrow(db: Executor, scope: Scope, id: number): Promise<NotificationTemplateRow> {
  const [row] = await db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.id, id), eq(notificationTemplates.volunteerCenterId, scope.centerId)));
  if (!row) throw notFound('notification template');
  return row;
}

export async function createTemplate(
  db: Executor,
  scope: Scope,
  attrs: { key: string; locale: Locale; name?: string; subject?: string; body?: string; active?: boolean },
  t: Translate,
  defaultName: string,
  now: Date,
): Promise<NotificationTemplateRow> {
  const key = checkKey(t, attrs.key);
  checkTexts(t, key, attrs);
  const builtIn = builtInTemplate(key, attrs.locale);
  try {
    const [row] = await db
      .insert(notificationTemplates)
      .values({
        volunteerCenterId: scope.centerId,
        key,
        locale: attrs.locale,
        name: attrs.name ?? defaultName,
        subject: attrs.subject ?? builtIn.subject,
        body: attrs.body ?? builtIn.body,
        active: attrs.active ?? false,
        updatedById: scope.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(t, '/data/attributes/key', 'taken');
    throw error;
  }
}

export async function updateTemplate(
  db: Executor,
  scope: Scope,
  row: NotificationTemplateRow,
  attrs: { name?: string; subject?: string; body?: string; active?: boolean },
  t: Translate,
  now: Date,
): Promise<NotificationTemplateRow> {
  checkTexts(t, row.key, attrs);
  const [updated] = await db
    .update(notificationTemplates)
    .set({ ...attrs, updatedById: scope.userId, updatedAt: now })
    .where(and(eq(notificationTemplates.id, row.id), eq(notificationTemplates.volunteerCenterId, scope.centerId)))
    .returning();
  if (!updated) throw notFound('notification template');
  return updated;
}

export async function deleteTemplate(db: Executor, scope: Scope, row: NotificationTemplateRow): Promise<void> {
  await db
    .delete(notificationTemplates)
    .where(and(eq(notificationTemplates.id, row.id), eq(notificationTemplates.volunteerCenterId, scope.centerId)));
}
