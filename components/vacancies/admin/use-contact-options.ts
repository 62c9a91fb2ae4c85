'use client';

/** The members of an organization, as contact person options (GET /users filtered by organization). */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/browser/api/use-api';
import type { Resource } from '@/lib/shared/api';

export function useContactOptions(organizationId: string | undefined): { value: string; label: string }[] {
  const api = useApi();
  const query = useQuery({
    queryKey: ['vacancies-admin', 'contacts', organizationId],
    enabled: Boolean(organizationId),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const doc = await api.get(
        '/api/v1/users',
        { filter: { organizationIdEq: organizationId }, sort: 'last_name', page: { size: 100 } },
        { signal },
      );
      const rows = (Array.isArray(doc.data) ? doc.data : []) as Resource[];
      return rows.map((u) => ({
        value: String(u.id),
        label:
          typeof u.fullName === 'string' && u.fullName
            ? u.fullName
            : `${String(u.firstName ?? '')} ${String(u.lastName ?? '')}`.trim() || String(u.email ?? u.id),
      }));
    },
  });
  return query.data ?? [];
}
