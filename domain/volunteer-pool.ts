/**
 * The volunteer pool (docs/domain.md#volunteer-pool): volunteers who opt in from their profile are findable by the
 * organizations of their center, which may reply to a profile; the volunteer answers a reply, and the answer opens a
 * conversation. The value lists below are stored as their keys; their labels live in messages (volunteerPool.values).
 * The backend validates with these schemas and the web builds its form from them.
 */
import { z } from 'zod';
import { hasRole, isCenterStaff, type Holder } from './roles';
import { POSTAL_CODE_PATTERN } from './values';

export const POOL_INTERESTS = [
  'care',
  'children',
  'youth',
  'elderly',
  'culture',
  'sports',
  'nature',
  'animals',
  'education',
  'language',
  'events',
  'neighbourhood',
  'administration',
  'technology',
] as const;
export type PoolInterest = (typeof POOL_INTERESTS)[number];

export const POOL_SKILLS = [
  'listening',
  'organizing',
  'teaching',
  'driving',
  'cooking',
  'gardening',
  'computers',
  'writing',
  'crafts',
  'music',
  'first_aid',
  'bookkeeping',
] as const;
export type PoolSkill = (typeof POOL_SKILLS)[number];

export const POOL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const POOL_DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
/** A day part: 'mon_morning' … 'sun_evening'. */
export const POOL_AVAILABILITY = POOL_DAYS.flatMap((day) => POOL_DAY_PARTS.map((part) => `${day}_${part}` as const));
export type PoolAvailability = (typeof POOL_AVAILABILITY)[number];

export const POOL_LANGUAGES = ['nl', 'en', 'de', 'fr', 'es', 'pl', 'tr', 'ar', 'uk', 'ti', 'fy', 'sign'] as const;
export type PoolLanguage = (typeof POOL_LANGUAGES)[number];

/** How far a volunteer says they would travel: these choices, or no limit (null). */
export const POOL_TRAVEL_DISTANCES_KM = [2, 5, 10, 25, 50] as const;
/** What an organization searches around a postal code. */
export const POOL_SEARCH_DISTANCES_KM = [2, 5, 10, 25, 50] as const;
export const POOL_MAX_DISTANCE_KM = 200;

export const MAX_POOL_BIO = 2000;
export const MAX_REPLY_BODY = 5000;
export const POOL_PAGE_SIZE = { default: 20, max: 100 } as const;

const uniqueList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((list) => [...new Set(list)]);

/** The writable attributes of one's own pool profile; each optional on PATCH. The point comes from the postal code. */
export const volunteerProfileAttributesSchema = z.object({
  inPool: z.boolean(),
  bio: z.string().trim().max(MAX_POOL_BIO),
  interests: uniqueList(POOL_INTERESTS),
  skills: uniqueList(POOL_SKILLS),
  availability: uniqueList(POOL_AVAILABILITY as unknown as readonly [PoolAvailability, ...PoolAvailability[]]),
  languages: uniqueList(POOL_LANGUAGES),
  postalCode: z
    .string()
    .trim()
    .regex(POSTAL_CODE_PATTERN)
    .transform((code) => `${code.slice(0, 4)} ${code.slice(-2).toUpperCase()}`)
    .nullable(),
  city: z.string().trim().max(100).nullable(),
  maxDistanceKm: z.number().int().min(1).max(POOL_MAX_DISTANCE_KM).nullable(),
});
export type VolunteerProfileAttributes = z.output<typeof volunteerProfileAttributesSchema>;

export const replyBodySchema = z.string().trim().min(1).max(MAX_REPLY_BODY);

/**
 * How the pool names a volunteer to an organization: first name and the initial of the last name, never more
 * (contact details only after the volunteer answers a reply).
 */
export function poolDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().split(/\s+/).pop()?.charAt(0).toUpperCase() ?? '';
  const first = firstName.trim();
  return initial ? `${first} ${initial}.`.trim() : first;
}

/** Volunteers and students keep a pool profile; it is theirs alone. */
export const mayKeepPoolProfile = (holder: Holder): boolean => hasRole(holder, 'volunteer', 'student');

/** Organization superusers and center staff search the pool of their center. */
export const maySearchPool = (holder: Holder): boolean => isCenterStaff(holder) || hasRole(holder, 'organization_superuser');

/**
 * Replying is an organization's act (profile_replies.organization_id): an organization superuser replies for the
 * organization they act for. Center staff search and read but do not reply (they have no organization to reply as).
 */
export const mayReplyToProfile = (holder: Holder): boolean => hasRole(holder, 'organization_superuser');

/** The replies an organization has sent are read by its superusers and by center staff. */
export const mayReadSentReplies = (holder: Holder): boolean => maySearchPool(holder);
