/**
 * The query specs and body types of /api/v1/volunteer_centers, shared by its router and the OpenAPI description
 * (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { TENANT_KEYS } from '@/lib/shared/tenancy';
import { filterEnum } from '../../jsonapi/query';

export const listSpec = {
  includes: ['profile'],
  filters: { slug_eq: z.string().regex(/^[a-z0-9-]{1,63}$/), tenant_key_eq: filterEnum(TENANT_KEYS) },
  sorts: ['name', 'slug'],
  defaultSort: 'name',
} as const;

export const showSpec = { includes: ['profile'] } as const;

/** The center itself or its profile resource: both name the same writable attributes. */
export const PROFILE_BODY_TYPES = [
  'volunteer_centers',
  'volunteer_center_profiles',
  'volunteer_center',
  'volunteer_center_profile',
] as const;
