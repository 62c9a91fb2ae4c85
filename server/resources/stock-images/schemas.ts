/**
 * The request bodies and query spec of /api/v1/stock_images, shared by its router and the OpenAPI description
 * (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { imageUrlSchema } from '@/lib/shared/content/blocks';
import { filterText } from '../../jsonapi/query';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const attributes = z
  .object({
    name: z.string().trim().min(1).max(150),
    description: optionalText(2000),
    shortDescription: optionalText(300),
    imageUrl: imageUrlSchema,
    keywords: z
      .array(z.string().trim().toLowerCase().min(1).max(50))
      .max(30)
      .transform((list) => [...new Set(list)]),
    width: z.number().int().min(1).max(20_000).nullable(),
    height: z.number().int().min(1).max(20_000).nullable(),
    /** Part of the shared library of every center (platform admins only). */
    shared: z.boolean(),
  })
  .strict();
export const create = attributes.partial().required({ name: true, imageUrl: true }).strict();
export const update = attributes.partial().strict();

export const listSpec = {
  filters: { q: filterText, shared: z.enum(['true', 'false']).transform((v) => v === 'true') },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const;
