/**
 * The contract of the volunteer pool's endpoints (docs/api.md, "Volunteer pool"), shared by the router and the OpenAPI
 * description (server/openapi), which must not import a router. Lists of values are comma separated in a filter.
 */
import { z } from 'zod';
import {
  POOL_AVAILABILITY,
  POOL_INTERESTS,
  POOL_LANGUAGES,
  POOL_MAX_DISTANCE_KM,
  POOL_PAGE_SIZE,
  replyBodySchema,
  volunteerProfileAttributesSchema,
} from '@/domain/volunteer-pool';
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import { filterText } from '../../jsonapi/query';

export const VOLUNTEER_PROFILE_TYPES = ['volunteer_profiles', 'volunteer_profile'] as const;
export const PROFILE_REPLY_TYPES = ['profile_replies', 'profile_reply'] as const;

export const volunteerProfileUpdate = volunteerProfileAttributesSchema.partial().strict();
export const replyCreate = z.object({ body: replyBodySchema }).strict();
export const replyAnswer = z.object({ body: replyBodySchema }).strict();

const valueList = (values: readonly string[]) =>
  z
    .string()
    .max(1000)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values as [string, ...string[]])).max(values.length));

const distance = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(POOL_MAX_DISTANCE_KM));

export const poolListSpec = {
  filters: {
    q: filterText,
    interests: valueList(POOL_INTERESTS),
    availability: valueList(POOL_AVAILABILITY),
    languages: valueList(POOL_LANGUAGES),
    postal_code: z.string().trim().regex(POSTAL_CODE_SEARCH_PATTERN),
    distance_km: distance,
  },
  page: { defaultSize: POOL_PAGE_SIZE.default, maxSize: POOL_PAGE_SIZE.max },
} as const;

export const replyListSpec = {
  filters: { direction: z.enum(['received', 'sent']) },
  page: { defaultSize: 25, maxSize: 100 },
} as const;
