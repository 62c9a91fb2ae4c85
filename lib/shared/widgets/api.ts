/** The widget settings screen's backend calls (docs/api.md#vacancy-widgets), for any ApiClient, and their query keys. */
import type { z } from 'zod';
import type { widgetAttributesSchema } from '@/domain/widgets';
import { type ApiClient, serialize } from '@/lib/shared/api';
import { toWidgetView, type WidgetView } from './view';

export const widgetKeys = {
  all: ['vacancy-widgets'] as const,
  list: (centerId: string) => ['vacancy-widgets', 'list', centerId] as const,
};

export type WidgetWrite = z.input<typeof widgetAttributesSchema>;

export async function fetchWidgets(api: ApiClient, signal?: AbortSignal): Promise<WidgetView[]> {
  const doc = await api.get('/api/v1/vacancy_widgets', undefined, { signal });
  return (Array.isArray(doc.data) ? doc.data : []).map(toWidgetView);
}

export async function createWidget(api: ApiClient, attributes: WidgetWrite): Promise<WidgetView> {
  const doc = await api.post('/api/v1/vacancy_widgets', serialize('vacancy_widgets', attributes));
  return toWidgetView(doc.data as never);
}

export async function updateWidget(api: ApiClient, id: string, attributes: WidgetWrite): Promise<WidgetView> {
  const doc = await api.patch(`/api/v1/vacancy_widgets/${id}`, serialize('vacancy_widgets', attributes, { id }));
  return toWidgetView(doc.data as never);
}

export async function deleteWidget(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/vacancy_widgets/${id}`);
}
