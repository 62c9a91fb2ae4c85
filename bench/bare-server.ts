/**
 * The yardstick of `npm run bench:api`: the organizations list query of the product (same SQL
 * shape: center filter, status <> 'deleted', ORDER BY lower(name), id, LIMIT 25, plus count(*))
 * served by node:http + pg + JSON.stringify, no framework, no auth, no includes. It shows what the
 * database and Node's HTTP stack alone cost on this machine, so the product's rps can be read as a
 * fraction of it. Pool size 10, like server/db/client.ts.
 *
 *   BARE_DATABASE_URL=postgres://... BARE_CENTER_ID=1 PORT=4100 node --import tsx bench/bare-server.ts
 *   GET /organizations?page[size]=25
 */
import http from 'node:http';
import { Pool } from 'pg';

const databaseUrl = process.env.BARE_DATABASE_URL;
const centerId = Number(process.env.BARE_CENTER_ID);
const port = Number(process.env.PORT ?? 4100);
if (!databaseUrl || !Number.isInteger(centerId)) {
  console.error('bare-server: BARE_DATABASE_URL and BARE_CENTER_ID are required');
  process.exit(2);
}

const pool = new Pool({ connectionString: databaseUrl, max: 10 });

const LIST = `select "id", "volunteer_center_id", "organization_type", "name", "website", "email", "phone_number",
  "description", "status", "denial_reason", "address_id", "deleted_at", "created_at", "updated_at"
  from "organizations"
  where ("organizations"."volunteer_center_id" = $1 and "organizations"."status" <> $2)
  order by lower("organizations"."name") asc, "organizations"."id" asc
  limit $3 offset $4`;
const COUNT = `select count(*)::int as "n" from "organizations"
  where ("organizations"."volunteer_center_id" = $1 and "organizations"."status" <> $2)`;

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' || url.pathname !== '/organizations') {
    res.writeHead(404).end();
    return;
  }
  const size = Math.min(1000, Math.max(1, Number(url.searchParams.get('page[size]') ?? 25) || 25));
  Promise.all([pool.query(LIST, [centerId, 'deleted', size, 0]), pool.query<{ n: number }>(COUNT, [centerId, 'deleted'])])
    .then(([list, total]) => {
      const body = JSON.stringify({ data: list.rows, meta: { total: total.rows[0]?.n ?? 0 } });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    })
    .catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
});

server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.info(`bare server listening on http://127.0.0.1:${port}`));

const stop = () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
