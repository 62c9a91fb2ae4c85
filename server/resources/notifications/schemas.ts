/** The query spec of GET /api/v1/notifications, shared by its router and the OpenAPI description (server/openapi). */
import { z } from 'zod';

export const listSpec = { filters: { unread: z.enum(['true', 'false']) } } as const;
