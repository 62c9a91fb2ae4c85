/**
 * The workshops' backend calls (/api/v1/workshops) for any ApiClient and the view the screens use
 * (docs/domain.md#workshops). A workshop's dates are shifts (lib/shared/shifts/api.ts).
 */
import { WORKSHOP_AUDIENCES, WORKSHOP_STATUSES, type WorkshopAudience, type WorkshopStatus } from '@/domain/workshops';
import { type ApiClient, type Resource, serialize } from '@/lib/shared/api';

export { WORKSHOP_AUDIENCES, WORKSHOP_STATUSES, type WorkshopAudience, type WorkshopStatus };

export interface WorkshopView {
  id: string;
  title: string;
  description: string;
  place: string | null;
  onlineUrl: string | null;
  audience: WorkshopAudience;
  status: WorkshopStatus;
  nextStartsAt: string | null;
  createdAt: string;
}

const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function toWorkshopView(r: Resource): WorkshopView {
  return {
    id: r.id,
    title: typeof r.title === 'string' ? r.title : '',
    description: typeof r.description === 'string' ? r.description : '',
    place: strOrNull(r.place),
    onlineUrl: strOrNull(r.onlineUrl),
    audience: oneOf(WORKSHOP_AUDIENCES, r.audience, 'everyone'),
    status: oneOf(WORKSHOP_STATUSES, r.status, 'draft'),
    nextStartsAt: strOrNull(r.nextStartsAt),
    createdAt: typeof r.createdAt === 'string' ? r.createdAt : '',
  };
}

export interface WorkshopPage {
  items: WorkshopView[];
  total: number;
}

/** Published workshops for everyone; staff may ask for a status. */
export async function listWorkshops(
  api: ApiClient,
  options: { status?: WorkshopStatus | null; page?: number; size?: number } = {},
): Promise<WorkshopPage> {
  const doc = await api.get<Resource[], { totalCount?: number }>('/api/v1/workshops', {
    ...(options.status ? { filter: { status: options.status } } : {}),
    page: { number: options.page ?? 1, size: options.size ?? 20 },
  });
  const items = (Array.isArray(doc.data) ? doc.data : []).map(toWorkshopView);
  return { items, total: typeof doc.meta.totalCount === 'number' ? doc.meta.totalCount : items.length };
}

export async function fetchWorkshop(api: ApiClient, id: string): Promise<WorkshopView> {
  const doc = await api.get<Resource>(`/api/v1/workshops/${id}`);
  return toWorkshopView(doc.data);
}

export interface WorkshopWrite {
  title: string;
  description: string;
  place: string | null;
  onlineUrl: string | null;
  audience: WorkshopAudience;
  status: WorkshopStatus;
}

export async function createWorkshop(api: ApiClient, attributes: WorkshopWrite): Promise<WorkshopView> {
  const doc = await api.post<Resource>('/api/v1/workshops', serialize('workshops', { ...attributes }));
  return toWorkshopView(doc.data);
}

export async function updateWorkshop(api: ApiClient, id: string, attributes: Partial<WorkshopWrite>): Promise<WorkshopView> {
  const doc = await api.patch<Resource>(`/api/v1/workshops/${id}`, serialize('workshops', { ...attributes }, { id }));
  return toWorkshopView(doc.data);
}

export async function deleteWorkshop(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/workshops/${id}`);
}
