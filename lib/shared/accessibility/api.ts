/** The accessibility contact's backend calls (docs/api.md), for any ApiClient. */
import { type ApiClient, serialize } from '@/lib/shared/api';

export interface AccessibilityContactValues {
  email: string;
  phoneNumber: string;
}

/** The deserialized resource: attributes flattened and camelCased by the client. */
interface Attributes {
  email: string | null;
  phoneNumber: string | null;
}

const values = (doc: { data: Attributes }): AccessibilityContactValues => ({
  email: doc.data.email ?? '',
  phoneNumber: doc.data.phoneNumber ?? '',
});

export async function fetchAccessibilityContact(api: ApiClient): Promise<AccessibilityContactValues> {
  return values(await api.get<Attributes>('/api/v1/accessibility_contact'));
}

export async function saveAccessibilityContact(api: ApiClient, contact: AccessibilityContactValues): Promise<AccessibilityContactValues> {
  return values(await api.put<Attributes>('/api/v1/accessibility_contact', serialize('accessibility_contacts', { ...contact })));
}
