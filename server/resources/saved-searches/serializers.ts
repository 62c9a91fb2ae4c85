/** JSON:API resource of a saved search, for its owner. The unsubscribe token and the derived match columns stay inside. */
import type { savedSearches } from '../../db/schema';
import { resource, type ResourceObject } from '../../jsonapi/document';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function savedSearchResource(row: SavedSearchRow): ResourceObject {
  return resource({
    type: 'saved_searches',
    id: row.id,
    attributes: {
      name: row.name,
      frequency: row.frequency,
      query: row.query,
      lastCheckedAt: row.lastCheckedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
  });
}
