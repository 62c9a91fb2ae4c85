/**
 * The query specs of /api/v1/organizations, shared by its router, showOrganization and the OpenAPI description
 * (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { organizationStatuses, organizationTypes } from '../../db/schema/enums';
import { filterIds, filterText } from '../../jsonapi/query';

export const INCLUDES = ['profile', 'address'] as const;

const statusList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(organizationStatuses)).min(1));
const typeList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(organizationTypes)).min(1));

export const listSpec = {
  includes: INCLUDES,
  filters: { status_eq: statusList, status_in: statusList, organization_type_eq: typeList, id_in: filterIds, name_cont: filterText },
  sorts: ['name', 'created_at', 'status'],
  defaultSort: 'name',
  params: ['query'],
} as const;
