'use client';

/**
 * The organizations a viewer can pick on the users and vacancy screens (filters, invite, edit, add role, the
 * vacancy's organization): center staff get every organization of the center (GET /organizations, all statuses
 * but deleted, by name); others the organizations whose users they see (userListScope: those they manage or
 * mentor), named from their own roles. The screen passes the session's viewer (useSession).
 */
import 'client-only';
import { useQuery } from '@tanstack/react-query';
import { userListScope } from '@/domain/users';
import { isCenterStaff } from '@/lib/shared/users/rules';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchOrganizationOptions } from '@/lib/shared/organizations/api';
import { userKeys } from '@/lib/shared/users/api';
import type { Viewer } from '@/lib/shared/session/types';

export interface OrganizationOption {
  id: string;
  name: string;
}

export function useOrganizationOptions(viewer: Viewer | null): { options: OrganizationOption[]; loading: boolean } {
  const api = useApi();
  const staff = viewer ? isCenterStaff(viewer) : false;
  const query = useQuery({
    queryKey: userKeys.organizations(viewer?.id ?? ''),
    enabled: staff,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchOrganizationOptions(api, signal),
  });
  if (!viewer) return { options: [], loading: false };
  if (staff) return { options: query.data ?? [], loading: query.isPending };
  const scope = userListScope(viewer) ?? [];
  const own = new Map<string, string>();
  for (const role of viewer.roles) {
    if (role.organizationId && scope.includes(role.organizationId) && !own.has(role.organizationId))
      own.set(role.organizationId, role.organizationName ?? role.organizationId);
  }
  return { options: [...own].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)), loading: false };
}
