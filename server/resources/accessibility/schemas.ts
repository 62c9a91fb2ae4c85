/** Body types of PUT /api/v1/accessibility_contact, shared by the router and the OpenAPI description (server/openapi). */
export const ACCESSIBILITY_CONTACT_TYPES = ['accessibility_contacts', 'accessibility_contact'] as const;
