/**
 * Saved searches and their alerts (docs/domain.md#saved-searches): a signed-in user keeps a search of the vacancy
 * bank under a name and is told about vacancies published after it that match it: at once, once a day, or in the
 * periodic digest on the user's digest days; or not at all (after a one-click unsubscribe, or by choice).
 *
 * The criteria are the bank's own filters with the same limits as the search API (GET /vacancies/search), so a
 * saved search finds what the bank finds; the backend validates with these schemas and the web builds from them.
 */
import { z } from 'zod';
import { VACANCY_TYPES } from './vacancies';
import { POSTAL_CODE_SEARCH_PATTERN } from './values';
import { recordIdSchema } from './value-schemas';

/** 'off': kept in the list, no mails (what unsubscribing sets). */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'digest', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** A user keeps at most this many saved searches (each one may send a mail a day or more). */
export const MAX_SAVED_SEARCHES = 25;
export const MAX_SAVED_SEARCH_NAME = 100;
/** The bank's limits (the search API's filter rules): words, tag, distance. */
const MAX_WORDS = 200;
const MAX_TAG = 40;
const MAX_DISTANCE_KM = 500;

/**
 * The criteria of a saved search: the bank's filters (lib/shared/vacancies/filters.ts BankFilters) without page and
 * sort. A distance needs a postal code to measure from, as on the bank.
 */
export const savedSearchQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(MAX_WORDS).optional(),
    vacancyTypes: z
      .array(z.enum(VACANCY_TYPES))
      .max(VACANCY_TYPES.length)
      .transform((types) => [...new Set(types)])
      .optional(),
    tag: z.string().trim().min(1).max(MAX_TAG).optional(),
    ageGroupId: recordIdSchema.optional(),
    organizationId: recordIdSchema.optional(),
    postalCode: z
      .string()
      .trim()
      .regex(POSTAL_CODE_SEARCH_PATTERN)
      .transform((code) => code.toUpperCase())
      .optional(),
    distanceKm: z.number().positive().max(MAX_DISTANCE_KM).optional(),
    startsFrom: z.iso.date().optional(),
    startsUntil: z.iso.date().optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.distanceKm !== undefined && !query.postalCode)
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'savedSearchApi.errors.distanceNeedsPostalCode' });
    if (query.startsFrom && query.startsUntil && query.startsUntil < query.startsFrom)
      ctx.addIssue({ code: 'custom', path: ['startsUntil'], message: 'savedSearchApi.errors.datesReversed' });
  });

export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

/** The writable attributes of a saved search. */
export const savedSearchAttributesSchema = z.object({
  name: z.string().trim().min(1).max(MAX_SAVED_SEARCH_NAME),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  query: savedSearchQuerySchema,
});

/** Saved searches are private: only their owner reads, changes or deletes one (another user's is not found). */
export const mayManageSavedSearch = (actor: { user: { id: number } } | null, search: { userId: number }): boolean =>
  !!actor && actor.user.id === search.userId;

/** Any signed-in user may keep saved searches (volunteers above all; staff search the bank too). */
export const mayKeepSavedSearches = (actor: { user: { id: number } } | null): boolean => !!actor;
