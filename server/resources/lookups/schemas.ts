/**
 * The contract of the lists' writes (docs/api.md, "Social map"), from the one schema of an entry
 * (domain/social-map.ts): both names on create, either on rename.
 */
import { lookupAttributesSchema, type SocialMapLookupType } from '@/domain/social-map';
import type { z } from 'zod';

export const lookupCreate = lookupAttributesSchema.strict();
export const lookupUpdate = lookupAttributesSchema.partial().strict();

export type LookupCreate = z.output<typeof lookupCreate>;
export type LookupUpdate = z.output<typeof lookupUpdate>;

/** The body types each list accepts: its plural JSON:API type and the singular. */
export const LOOKUP_BODY_TYPES: Record<SocialMapLookupType, readonly string[]> = {
  non_profit_types: ['non_profit_types', 'non_profit_type'],
  activity_types: ['activity_types', 'activity_type'],
};
