/** Who sees which part of the dashboard: domain/dashboard.ts's rules, handed the viewer (docs/domain.md#dashboard). */
import { dashboardHoursOrganizations, dashboardSections } from '@/domain/dashboard';
import { organizationsWithRole } from '@/domain/roles';
import type { Viewer } from '../context';

export const dashboardPolicy = {
  /** Every signed-in person has a dashboard; its sections follow their roles. */
  sections: (actor: Viewer) => dashboardSections(actor),
  /** The organizations whose figures an organization superuser sees: only those they hold that role in. */
  organizationIds: (actor: Viewer) => organizationsWithRole(actor, 'organization_superuser'),
  /** Whose approved hours the hours section counts: null for the whole center (center staff), else those organizations. */
  hoursOrganizationIds: (actor: Viewer): number[] | null => {
    const organizations = dashboardHoursOrganizations(actor);
    return organizations === undefined ? [] : organizations;
  },
};
