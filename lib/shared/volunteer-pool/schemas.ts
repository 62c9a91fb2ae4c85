/**
 * The pool screens' form schemas (validation on blur with the shared error map). The backend checks the same rules
 * again (domain/volunteer-pool.ts volunteerProfileAttributesSchema).
 */
import { z } from 'zod';
import { MAX_POOL_BIO, POOL_AVAILABILITY, POOL_INTERESTS, POOL_LANGUAGES, POOL_SKILLS, replyBodySchema } from '@/domain/volunteer-pool';
import { POSTAL_CODE_PATTERN } from '@/domain/values';

export const poolProfileSchema = z.object({
  inPool: z.boolean(),
  bio: z.string().trim().max(MAX_POOL_BIO),
  interests: z.array(z.enum(POOL_INTERESTS)),
  skills: z.array(z.enum(POOL_SKILLS)),
  availability: z.array(z.enum(POOL_AVAILABILITY as unknown as [string, ...string[]])),
  languages: z.array(z.enum(POOL_LANGUAGES)),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN).or(z.literal('')),
  city: z.string().trim().max(100),
  // A <select>: '' is "any distance".
  maxDistanceKm: z.string(),
});
export type PoolProfileValues = z.input<typeof poolProfileSchema>;

export const replySchema = z.object({ body: replyBodySchema });
