/**
 * What the dashboard benchmark (docs/benchmarks.md, "Dashboard") needs besides the organizations, users and
 * vacancies of bench/seed.ts and seed-vacancies.ts: applications (two per published vacancy, spread over the last
 * 120 days; 40 % new, 30 % accepted, 20 % rejected, 10 % withdrawn), 2 000 pages (a quarter unpublished), and a
 * few hundred vacancies that expire within two weeks. Deterministic (arithmetic on the ids, no random), one
 * INSERT … SELECT each, then VACUUM ANALYZE.
 */
import type { Client } from 'pg';

export interface DashboardSeedResult {
  applications: number;
  pages: number;
}

export async function seedDashboard(client: Client, o: { centerId: number; log?: (line: string) => void }): Promise<DashboardSeedResult> {
  const applications = await client.query(
    `INSERT INTO applications (volunteer_center_id, vacancy_id, first_name, last_name, email, message, status,
       confirmed_at, decided_at, withdrawn_at, created_at, updated_at)
     SELECT v.volunteer_center_id, v.id, 'Bench', 'Aanmelder ' || g, 'bench-' || v.id || '-' || g || '@bench.test', '',
       CASE WHEN x.r >= 400 AND x.r < 700 THEN 'accepted'::application_status
            WHEN x.r >= 700 AND x.r < 900 THEN 'rejected'::application_status END,
       x.at, CASE WHEN x.r >= 400 AND x.r < 900 THEN x.at + interval '2 days' END,
       CASE WHEN x.r >= 900 THEN x.at + interval '1 day' END, x.at, x.at
     FROM vacancies v
     CROSS JOIN generate_series(1, 2) AS g
     CROSS JOIN LATERAL (SELECT (v.id * 7919 + g * 104729) % 1000 AS r,
                                now() - ((v.id * 31 + g * 17) % 120) * interval '1 day' - (v.id % 1440) * interval '1 minute' AS at) x
     WHERE v.volunteer_center_id = $1 AND v.status = 'published'`,
    [o.centerId],
  );
  // Some published vacancies expire within two weeks (the seed's own expiry dates lie further out).
  await client.query(
    `UPDATE vacancies SET expires_at = now() + ((id % 14) + 1) * interval '1 day' - interval '1 hour'
     WHERE volunteer_center_id = $1 AND status = 'published' AND id % 100 = 0`,
    [o.centerId],
  );
  const pages = await client.query(
    `INSERT INTO pages (volunteer_center_id, locale, page_type, title, slug, is_published, published_at, created_at, updated_at)
     SELECT $1, 'nl', 'default', 'Benchpagina ' || n, 'benchpagina-' || n, n % 4 <> 0,
       CASE WHEN n % 4 <> 0 THEN now() - (n % 365) * interval '1 day' END,
       now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
     FROM generate_series(1, 2000) AS n`,
    [o.centerId],
  );
  // VACUUM as well as ANALYZE (one statement each: VACUUM cannot run inside the implicit transaction of a multi-statement
  // query): a fresh table's visibility map is empty, so without it no count could be answered from the index alone.
  for (const table of ['applications', 'vacancies', 'pages']) await client.query(`VACUUM ANALYZE ${table}`);
  o.log?.(`dashboard: ${applications.rowCount} applications, ${pages.rowCount} pages`);
  return { applications: applications.rowCount ?? 0, pages: pages.rowCount ?? 0 };
}
