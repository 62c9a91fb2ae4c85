'use client';

/** The members of an organization, as contact person options (GET /users filtered by organization). */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchContactOptions } from '@/lib/shared/vacancies/api';

export function useContactOptions(organizationId: string | undefined): { value: string; label: string }[] {
  const api = useApi();
  const query = useQuery({
    queryKey: ['vacancies-admin', 'contacts', organizationId],
    enabled: Boolean(organizationId),
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchContactOptions(api, organizationId!, signal),
  });
  return query.data ?? [];
}
