/** The query spec of GET /api/v1/media_files, shared by its router and the OpenAPI description (server/openapi). */
import { z } from 'zod';
import { filterText } from '../../jsonapi/query';

const kindFilter = z.enum(['image', 'document']);

export const listSpec = {
  filters: { q: filterText, kind: kindFilter },
  sorts: ['created_at', 'file_name', 'byte_size'],
  defaultSort: '-created_at',
} as const;
