/**
 * The query specs of /api/v1/users, shared by its router, userDocument and the OpenAPI description
 * (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { roleNames, userStatuses } from '../../db/schema/enums';
import { filterId, filterText } from '../../jsonapi/query';

export const INCLUDES = ['roles', 'organizations'] as const;
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(values)).min(1));

export const listSpec = {
  includes: INCLUDES,
  filters: {
    organization_id_eq: filterId,
    with_role: list(roleNames),
    status_eq: list(userStatuses),
    name_cont: filterText,
  },
  sorts: ['last_name', 'first_name', 'email', 'created_at', 'status'],
  defaultSort: 'last_name',
  params: ['query'],
} as const;
