/**
 * The selected organization (SPEC §4), as a pure rule (unit-tested).
 *
 * - `storedId` is the user's explicit choice (session + long-lived cookie). It is kept only while it is one of
 *   the user's organizations; otherwise it is cleared.
 * - The selection is the stored choice, else the default: the first School or VolunteerCenter, else the first
 *   organization, else none.
 */
import 'server-only';
export interface SelectableOrganization {
  id: string;
  organizationType: string;
}

export const DEFAULT_ORGANIZATION_TYPES: readonly string[] = ['School', 'VolunteerCenter'];

export interface OrganizationSelection<T extends SelectableOrganization> {
  /** The organization to act for, or null when the user has none. */
  selected: T | null;
  /** What should be stored now: the explicit choice when still valid, else null (cleared). */
  storedId: string | null;
  /** True when the stored value must be rewritten (it named an organization that is no longer in the list). */
  cleared: boolean;
}

export function defaultOrganization<T extends SelectableOrganization>(organizations: readonly T[]): T | null {
  return organizations.find((o) => DEFAULT_ORGANIZATION_TYPES.includes(o.organizationType)) ?? organizations[0] ?? null;
}

export function resolveSelectedOrganization<T extends SelectableOrganization>(
  organizations: readonly T[],
  storedId: string | number | null | undefined,
): OrganizationSelection<T> {
  const stored = storedId === null || storedId === undefined || storedId === '' ? null : String(storedId);
  const chosen = stored === null ? undefined : organizations.find((o) => o.id === stored);
  if (chosen) return { selected: chosen, storedId: stored, cleared: false };
  return { selected: defaultOrganization(organizations), storedId: null, cleared: stored !== null };
}
