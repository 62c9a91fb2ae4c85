/**
 * The request bodies and query spec of /api/v1/stock_images, shared by its router and the OpenAPI description
 * (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { stockImageAttributesSchema } from '@/domain/content';
import { filterText } from '../../jsonapi/query';

/** A stock image's attributes (domain/content.ts). */
const attributes = stockImageAttributesSchema.strict();
export const create = attributes.partial().required({ name: true, imageUrl: true }).strict();
export const update = attributes.partial().strict();

export const listSpec = {
  filters: { q: filterText, shared: z.enum(['true', 'false']).transform((v) => v === 'true') },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const;
