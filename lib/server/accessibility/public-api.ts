/**
 * The accessibility statement's contact, read signed out and kept in Next's data cache under the center's branding
 * tag, which PUT /api/v1/accessibility_contact names (docs/api.md).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/domain/values';
import { cacheTags } from '@/lib/shared/cache-tags';
import { type CenterKey, publicClient } from '@/lib/server/content/public-api';

export interface AccessibilityContact {
  email: string | null;
  phoneNumber: string | null;
}

export function getAccessibilityContact(center: CenterKey, locale: Locale): Promise<AccessibilityContact> {
  return unstable_cache(
    async (): Promise<AccessibilityContact> => {
      const api = await publicClient(center, locale);
      const doc = await api.get<{ email: string | null; phoneNumber: string | null }>('/api/v1/accessibility_contact');
      return { email: doc.data.email ?? null, phoneNumber: doc.data.phoneNumber ?? null };
    },
    ['accessibility-contact', center.id, center.appContext],
    { tags: [cacheTags.branding(Number(center.id))], revalidate: 3600 },
  )();
}
