/** The periodic digest's one-click unsubscribe (/api/v1/digest/unsubscribe, docs/api.md "Periodic digest"). */
import type { ApiClient } from '@/lib/shared/api';

export async function digestUnsubscribed(api: ApiClient, token: string): Promise<boolean> {
  const doc = await api.get<null, { unsubscribed: boolean }>(`/api/v1/digest/unsubscribe?token=${encodeURIComponent(token)}`);
  return doc.meta.unsubscribed;
}

export async function unsubscribeDigest(api: ApiClient, token: string): Promise<boolean> {
  const doc = await api.post<null, { unsubscribed: boolean }>(`/api/v1/digest/unsubscribe?token=${encodeURIComponent(token)}`, {});
  return doc.meta.unsubscribed;
}
