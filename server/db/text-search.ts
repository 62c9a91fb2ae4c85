/**
 * Full-text search over the generated search vectors (vacancies, organizations): each vector holds its text stemmed
 * in Dutch and in English, so a query is matched in both languages ("voedselbanken" finds "Voedselbank").
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** The words of a query in both languages: the same expressions the search vectors are built with. */
export const textQuery = (q: string) => sql`(websearch_to_tsquery('dutch', ${q}) || websearch_to_tsquery('english', ${q}))`;

/**
 * Whether a query keeps any word after stemming: one of only stop words ("de", "the") would match nothing,
 * so a search then behaves as if no words were given.
 */
export async function hasWords(db: Executor, query: string): Promise<boolean> {
  const result = await db.execute(sql`select numnode(${textQuery(query)}) as n`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0) > 0;
}
