/** Query specs of /api/v1/data_exports, shared by the router and the OpenAPI description (server/openapi). */
export const listSpec = { page: { defaultSize: 10, maxSize: 10 } } as const;
/** The download and the page behind the mailed link carry the link's token. */
export const tokenSpec = { params: ['token'] } as const;
