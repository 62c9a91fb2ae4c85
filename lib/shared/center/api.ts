/**
 * The settings screens' backend call, for any ApiClient (useApi() in the browser, createServerApi() on the
 * server): the current center's profile, theme and footer are one PATCH of the center itself.
 */
import { type ApiClient, serialize } from '@/lib/shared/api';

export async function updateCurrentCenter(api: ApiClient, attributes: Record<string, unknown>): Promise<void> {
  await api.patch('/api/v1/volunteer_centers/current', serialize('volunteer_centers', attributes));
}
