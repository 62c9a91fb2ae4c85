/**
 * The contract of /api/v1/saved_searches: the attributes of domain/saved-searches.ts, all required on create and
 * each optional on update. `query` is the vacancy bank's filters (the search API's rules), validated as a whole.
 */
import { savedSearchAttributesSchema } from '@/domain/saved-searches';

export const SAVED_SEARCH_TYPES = ['saved_searches', 'saved_search'] as const;

export const savedSearchCreate = savedSearchAttributesSchema.partial({ frequency: true }).strict();
export const savedSearchUpdate = savedSearchAttributesSchema.partial().strict();

/** The owner's list: newest first, one page holds them all (domain/saved-searches.ts MAX_SAVED_SEARCHES). */
export const listSpec = { sorts: ['created_at', 'name'], defaultSort: '-created_at', page: { defaultSize: 25, maxSize: 100 } } as const;
