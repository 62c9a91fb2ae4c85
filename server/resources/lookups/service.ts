/** The lookup tables of the non-profit profile, shared by all centers (so no center scope). */
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activityTypes, nonProfitTypes } from '../../db/schema';

const TABLES = { non_profit_types: nonProfitTypes, activity_types: activityTypes } as const;

export type LookupType = keyof typeof TABLES;
export type LookupRow = typeof nonProfitTypes.$inferSelect;

export async function listLookup(db: Executor, type: LookupType): Promise<LookupRow[]> {
  const table = TABLES[type];
  return db.select().from(table).orderBy(asc(table.id));
}
