/** The accessibility contact's backend calls (docs/api.md), for any ApiClient. */
import { type ApiClient, serialize } from '@/lib/shared/api';

export interface AccessibilityContactValues {
  email: string;
  phoneNumber: string;
}

interface Attributes {
  attributes: { email: string | null; phone_number: string | null };
}

const values = (doc: { data: Attributes }): AccessibilityContactValues => ({
  email: doc.data.attributes.email ?? '',
  phoneNumber: doc.data.attributes.phone_number ?? '',
});

export async function fetchAccessibilityContact(api: ApiClient): Promise<AccessibilityContactValues> {
  return values(await api.get<Attributes>('/api/v1/accessibility_contact'));
}

export async function saveAccessibilityContact(api: ApiClient, contact: AccessibilityContactValues): Promise<AccessibilityContactValues> {
  return values(await api.put<Attributes>('/api/v1/accessibility_contact', serialize('accessibility_contacts', { ...contact })));
}
