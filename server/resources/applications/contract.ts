/** The query spec of GET /api/v1/applications, shared by its router and the OpenAPI description (server/openapi). */
import { z } from 'zod';
import { APPLICATION_STATES } from '../../../domain/applications';
import { filterId } from '../../jsonapi/query';

const stateList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(APPLICATION_STATES)).min(1));

export const listSpec = {
  filters: { status: stateList, vacancy_id: filterId, organization_id: filterId },
  sorts: ['created_at', 'status', 'name', 'vacancy_title'],
  defaultSort: '-created_at',
} as const;
