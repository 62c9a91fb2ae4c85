import { bigint, integer, pgSequence, pgTable } from 'drizzle-orm/pg-core';
import { volunteerCenters } from './volunteer-centers';

/** Numbers the changes of the vacancy banks; never reused, also not after a rollback (docs/benchmarks.md#vacancy-search-at-100-000-issue-14-3). */
export const vacancySearchVersionSeq = pgSequence('vacancy_search_version_seq');

/**
 * The version of each center's public vacancy bank: a new number from `vacancy_search_version_seq` whenever a
 * committed write could change what the bank shows (a vacancy inserted, updated or deleted, an organization's name,
 * status or center changed). Kept by deferred database triggers (migration 0018), so every writer counts (the
 * service, the expiry job, seeds, another instance); the search's result cache (server/resources/vacancies/
 * search-cache.ts) keys its entries on it. No row yet: version 0.
 */
export const vacancySearchVersions = pgTable('vacancy_search_versions', {
  volunteerCenterId: integer('volunteer_center_id')
    .primaryKey()
    .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
