/** The query spec of /current_organization, shared by its router and the OpenAPI description (server/openapi). */
export const currentOrganizationSpec = { includes: ['address', 'profile'] } as const;
