/**
 * The notification templates' and failed mail's backend calls (/api/v1/notification_templates, /api/v1/failed_mails,
 * docs/api.md) for any ApiClient. Resources and meta arrive flat and camelCased (lib/shared/api/jsonapi.ts).
 */
import type { Locale } from '@/domain/values';
import { type ApiClient, serialize } from '@/lib/shared/api';

export interface NotificationTemplateView {
  id: string;
  key: string;
  locale: Locale;
  name: string;
  subject: string;
  body: string;
  active: boolean;
  placeholders: string[];
}

export interface TemplateKeyView {
  key: string;
  label: string;
  placeholders: string[];
  builtIn: Record<Locale, { subject: string; body: string }>;
}

export interface RenderedPreview {
  subject: string;
  text: string;
  html: string;
}

export interface FailedMailView {
  id: string;
  template: string;
  toAddress: string;
  subject: string;
  locale: Locale;
  error: string | null;
  attempts: number;
  createdAt: string;
  retryable: boolean;
}

type TemplateDoc = NotificationTemplateView & { type: string };

export async function listTemplates(api: ApiClient): Promise<{ templates: NotificationTemplateView[]; keys: TemplateKeyView[] }> {
  const doc = await api.get<TemplateDoc[], { keys: TemplateKeyView[] }>('/api/v1/notification_templates', { page: { size: 200 } });
  return { templates: doc.data, keys: doc.meta.keys ?? [] };
}

export async function getTemplate(api: ApiClient, id: string): Promise<NotificationTemplateView> {
  return (await api.get<TemplateDoc>(`/api/v1/notification_templates/${id}`)).data;
}

export async function createTemplate(api: ApiClient, key: string, locale: Locale): Promise<NotificationTemplateView> {
  return (await api.post<TemplateDoc>('/api/v1/notification_templates', serialize('notification_templates', { key, locale }))).data;
}

export async function updateTemplate(
  api: ApiClient,
  id: string,
  attributes: { name: string; subject: string; body: string; active: boolean },
): Promise<NotificationTemplateView> {
  return (await api.patch<TemplateDoc>(`/api/v1/notification_templates/${id}`, serialize('notification_templates', attributes, { id })))
    .data;
}

export async function previewTemplate(
  api: ApiClient,
  draft: { key: string; locale: Locale; subject: string; body: string },
  signal?: AbortSignal,
): Promise<RenderedPreview> {
  const doc = await api.post<null, RenderedPreview & Record<string, unknown>>(
    '/api/v1/notification_templates/preview',
    serialize('notification_templates', draft),
    undefined,
    { signal },
  );
  return { subject: doc.meta.subject, text: doc.meta.text, html: doc.meta.html };
}

export async function sendTestMail(api: ApiClient, id: string, draft: { subject: string; body: string }): Promise<string> {
  const doc = await api.post<null, { to: string }>(
    `/api/v1/notification_templates/${id}/test_mail`,
    serialize('notification_templates', draft, { id }),
  );
  return doc.meta.to;
}

export async function listFailedMails(api: ApiClient, page = 1): Promise<{ mails: FailedMailView[]; totalPages: number }> {
  const doc = await api.get<(FailedMailView & { type: string })[], { page?: { totalPages?: number } }>('/api/v1/failed_mails', {
    page: { number: page, size: 25 },
  });
  return { mails: doc.data, totalPages: doc.meta.page?.totalPages ?? 1 };
}

export async function retryFailedMail(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/failed_mails/${id}/retry`);
}
