/** Server-side data and guards shared by the vacancy admin screens. */
import 'server-only';
import type { ApiClient, Resource } from '@/lib/shared/api';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { hasRole, isCenterStaff, type Viewer } from '@/lib/shared/session/types';
import { type AgeGroupOption, toVacancyView, type VacancyView } from '@/components/vacancies/admin/vacancy-view';

export { isCenterStaff };

/** Who manages vacancies (docs/domain.md#roles): center staff, and organization superusers for their organizations. */
export const canManageVacancies = (viewer: Viewer) => isCenterStaff(viewer) || hasRole(viewer, 'organization_superuser');

/** The organization a new vacancy belongs to by default: the one the user acts for, if they manage it. */
export function defaultOrganizationId(viewer: Viewer): string | undefined {
  const managed = viewer.roles.filter((r) => r.name === 'organization_superuser' && r.organizationId).map((r) => r.organizationId!);
  if (viewer.selectedOrganizationId && managed.includes(viewer.selectedOrganizationId)) return viewer.selectedOrganizationId;
  return managed[0];
}

/** A path id the API would refuse (400) is simply not found. */
export const validId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

export async function loadVacancy(api: ApiClient, id: string): Promise<VacancyView | null> {
  if (!validId(id)) return null;
  try {
    const doc = await api.get(`/api/v1/vacancies/${id}`);
    return toVacancyView(doc.data);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 403)) return null;
    throw error;
  }
}

export async function loadAgeGroups(api: ApiClient): Promise<AgeGroupOption[]> {
  try {
    const doc = await api.get('/api/v1/age_groups');
    return ((Array.isArray(doc.data) ? doc.data : []) as Resource[]).map((g) => ({
      id: String(g.id),
      name: String(g.name ?? g.key ?? g.id),
    }));
  } catch {
    return [];
  }
}

/** Staff manage every vacancy of the center; organization superusers those of their organizations. */
export const canManageVacancy = (viewer: Viewer, vacancy: Pick<VacancyView, 'organizationId'>) =>
  isCenterStaff(viewer) || viewer.roles.some((r) => r.name === 'organization_superuser' && r.organizationId === vacancy.organizationId);

/** The vacancies of a bulk edit (`?ids=1,2`): those the viewer manages, in the order given; at most 100. */
export async function loadVacancies(api: ApiClient, viewer: Viewer, ids: string[]): Promise<VacancyView[]> {
  const unique = [...new Set(ids.filter(validId))].slice(0, 100);
  const loaded = await Promise.all(unique.map((id) => loadVacancy(api, id)));
  return loaded.filter((v): v is VacancyView => v !== null && v.status !== 'deleted' && canManageVacancy(viewer, v));
}
