/**
 * The dashboard's backend call (GET /api/v1/dashboard, docs/api.md#dashboard), for any ApiClient; the server page
 * asks it with the viewer's session. The attributes arrive camelCase, in the shape of domain/dashboard.ts.
 */
import type { DashboardAttributes } from '@/domain/dashboard';
import type { ApiClient } from '@/lib/shared/api';

export type DashboardView = DashboardAttributes;

export async function fetchDashboard(api: ApiClient): Promise<DashboardView> {
  const doc = await api.get('/api/v1/dashboard');
  const data = doc.data as unknown as DashboardView & { id: string; type: string };
  return data;
}
