/** Server-side data and guards shared by the vacancy admin screens; who manages which vacancy is domain/vacancies.ts. */
import 'server-only';
import { isCenterStaff } from '@/domain/roles';
import { mayManageVacancy, vacancyOrganizations } from '@/domain/vacancies';
import type { ApiClient } from '@/lib/shared/api';
import type { Viewer } from '@/lib/shared/session/types';
import { fetchVacancy, validVacancyId } from '@/lib/shared/vacancies/api';
import type { VacancyView } from '@/lib/shared/vacancies/view';

export { isCenterStaff };
export { mayListVacancies, mayManageVacancy } from '@/domain/vacancies';

/** The organization a new vacancy belongs to by default: the one the user acts for, if they manage it. */
export function defaultOrganizationId(viewer: Viewer): string | undefined {
  const managed = vacancyOrganizations(viewer);
  if (viewer.selectedOrganizationId && managed.includes(viewer.selectedOrganizationId)) return viewer.selectedOrganizationId;
  return managed[0];
}

/** The vacancies of a bulk edit (`?ids=1,2`): those the viewer manages, in the order given; at most 100. */
export async function loadVacancies(api: ApiClient, viewer: Viewer, ids: string[]): Promise<VacancyView[]> {
  const unique = [...new Set(ids.filter(validVacancyId))].slice(0, 100);
  const loaded = await Promise.all(unique.map((id) => fetchVacancy(api, id)));
  return loaded.filter((v): v is VacancyView => v !== null && v.status !== 'deleted' && mayManageVacancy(viewer, v));
}
