/** Saved searches (docs/domain.md#saved-searches): private to their owner; any signed-in user may keep them. */
import { mayKeepSavedSearches, mayManageSavedSearch } from '@/domain/saved-searches';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const savedSearchPolicy = {
  list: (actor: Actor) => mayKeepSavedSearches(actor),
  manage: (actor: Actor, search: { userId: number }) => mayManageSavedSearch(actor, search),
};
