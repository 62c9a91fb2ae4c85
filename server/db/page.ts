/**
 * A list page and the total of its filter in one statement (docs/benchmarks.md, "Lean request path"): the count is a
 * scalar subquery beside the page's columns, so one round trip brings both, and each keeps its own plan (the page an
 * index scan that stops at the limit, the count an index-only scan). Not `count(*) over()`: a window over the whole
 * filter makes PostgreSQL read and sort every matching row before it can return the first of the page.
 * A page past the end has no row to carry the total; only then is it counted separately.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Select it as `total` beside the page's columns: `count` is the filter's `select count(*) …` (not awaited). */
export const totalOfFilter = (count: SQL | { getSQL(): SQL }) => sql<number>`(${count})`.mapWith(Number);

export async function pageAndTotal<Row extends { total: number }>(
  rows: Row[],
  countSeparately: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const total = rows.length ? rows[0]!.total : await countSeparately();
  for (const row of rows) delete (row as Partial<Row>).total;
  return { rows, total };
}
