/**
 * Analytics data for the bench's large center (docs/benchmarks.md, "Analytics"): the vacancies' created_at spread
 * over the two years before their publication (bench/seed-vacancies.ts leaves it at the seeding moment, which would
 * put every "posted" figure on one day), two years of page-view counters (150 paths a day) and of searched-word
 * counters (400 words a day), so GET /api/v1/analytics/* over one year compares with a full previous year.
 */
import type { Client } from 'pg';

export async function seedAnalytics(client: Client, o: { centerId: number; log?: (line: string) => void }) {
  await client.query(
    `UPDATE vacancies SET created_at = published_at - ((id % 60) || ' days')::interval
       WHERE volunteer_center_id = $1 AND published_at IS NOT NULL`,
    [o.centerId],
  );
  await client.query(
    `UPDATE vacancies SET created_at = now() - ((id * 7919 % 730) || ' days')::interval
       WHERE volunteer_center_id = $1 AND published_at IS NULL`,
    [o.centerId],
  );
  const views = await client.query(
    `INSERT INTO analytics_page_views (volunteer_center_id, day, path, count)
     SELECT $1, d::date, '/pagina-' || p, 1 + ((p * 31 + extract(doy from d)::int) % 97)
       FROM generate_series(current_date - 730, current_date, interval '1 day') d, generate_series(1, 150) p`,
    [o.centerId],
  );
  const terms = await client.query(
    `INSERT INTO analytics_search_terms (volunteer_center_id, day, term, count)
     SELECT $1, d::date, 'woord' || w, 1 + ((w * 17 + extract(doy from d)::int) % 23)
       FROM generate_series(current_date - 730, current_date, interval '1 day') d, generate_series(1, 400) w`,
    [o.centerId],
  );
  await client.query('ANALYZE vacancies; ANALYZE analytics_page_views; ANALYZE analytics_search_terms');
  o.log?.(`analytics: ${views.rowCount} page-view rows, ${terms.rowCount} searched-word rows, vacancies' created_at spread`);
}
