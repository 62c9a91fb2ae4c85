/** Server-side data and guards shared by the vacancy admin screens. */
import 'server-only';
import type { ApiClient } from '@/lib/shared/api';
import { hasRole, isCenterStaff, type Viewer } from '@/lib/shared/session/types';
import { fetchVacancy, validVacancyId } from '@/lib/shared/vacancies/api';
import type { VacancyView } from '@/lib/shared/vacancies/view';

export { isCenterStaff };

/** Who manages vacancies (docs/domain.md#roles): center staff, and organization superusers for their organizations. */
export const canManageVacancies = (viewer: Viewer) => isCenterStaff(viewer) || hasRole(viewer, 'organization_superuser');

/** The organization a new vacancy belongs to by default: the one the user acts for, if they manage it. */
export function defaultOrganizationId(viewer: Viewer): string | undefined {
  const managed = viewer.roles.filter((r) => r.name === 'organization_superuser' && r.organizationId).map((r) => r.organizationId!);
  if (viewer.selectedOrganizationId && managed.includes(viewer.selectedOrganizationId)) return viewer.selectedOrganizationId;
  return managed[0];
}

/** Staff manage every vacancy of the center; organization superusers those of their organizations. */
export const canManageVacancy = (viewer: Viewer, vacancy: Pick<VacancyView, 'organizationId'>) =>
  isCenterStaff(viewer) || viewer.roles.some((r) => r.name === 'organization_superuser' && r.organizationId === vacancy.organizationId);

/** The vacancies of a bulk edit (`?ids=1,2`): those the viewer manages, in the order given; at most 100. */
export async function loadVacancies(api: ApiClient, viewer: Viewer, ids: string[]): Promise<VacancyView[]> {
  const unique = [...new Set(ids.filter(validVacancyId))].slice(0, 100);
  const loaded = await Promise.all(unique.map((id) => fetchVacancy(api, id)));
  return loaded.filter((v): v is VacancyView => v !== null && v.status !== 'deleted' && canManageVacancy(viewer, v));
}
