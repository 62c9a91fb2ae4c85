/**
 * /api/v1/data_exports: the signed-in person's personal data exports (docs/api.md). Requesting one queues it (a small
 * account is prepared within the request, through the job's own path); the ZIP is downloaded with the session AND
 * the mailed token. Another person's export, staff and admins included, is "not found"; an administrator signed in
 * as the person may neither request nor download one (the data is the person's own).
 */
import { Hono, type Context } from 'hono';
import { mayAccessDataExport } from '@/domain/data-exports';
import type { AppEnv } from '../../context';
import { secretMatches } from '../../auth/tokens';
import { runDataExports } from '../../jobs/prepare-data-exports';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { asPerson } from '../../policies/person';
import { decryptExport, exportStorageFromEnv } from '../../storage/exports';
import { listSpec, tokenSpec } from './schemas';
import { dataExportResource } from './serializers';
import * as service from './service';

export const dataExportRoutes = new Hono<AppEnv>();

function owner(c: Context<AppEnv>) {
  const viewer = c.get('viewer');
  if (!viewer) throw new ApiError(401, { code: 'unauthorized' });
  return { viewer, centerId: c.get('scope').center.id, userId: viewer.user.id };
}

const notFound = () => new ApiError(404, { code: 'notFound', params: { resource: 'data_export' } });

dataExportRoutes.get('/', async (c) => {
  const o = owner(c);
  const url = new URL(c.req.url);
  parseQuery(url, listSpec);
  const rows = await service.listDataExports(c.get('deps').db, o);
  const now = c.get('deps').now();
  return json(
    c,
    collection(
      rows.map((r) => dataExportResource(r, now)),
      { number: 1, size: 10, total: rows.length },
      url,
    ),
  );
});

dataExportRoutes.post('/', async (c) => {
  const o = owner(c);
  authorize(o.viewer.auth.impersonatorId === null);
  const deps = c.get('deps');
  const { row, created } = await service.requestDataExport(deps.db, { ...o, locale: o.viewer.user.locale, now: deps.now() });
  let current = row;
  if (created && (await service.isSmallAccount(deps.db, { ...o, email: o.viewer.user.email }))) {
    // The job's own path, for this one export; if the job holds the lock now, its next run prepares it.
    await runDataExports(deps, { onlyId: row.id });
    current = await service.findDataExport(deps.db, { ...o, id: row.id });
  }
  return json(c, document(dataExportResource(current, deps.now())), created ? 201 : 200);
});

dataExportRoutes.get('/:id', async (c) => {
  const o = owner(c);
  const q = parseQuery(new URL(c.req.url), tokenSpec);
  const deps = c.get('deps');
  const row = await service.findDataExport(deps.db, { ...o, id: parseId(c.req.param('id')) });
  // A link's token that is not this export's: as if there were no such export.
  if (q.params.token !== undefined && !(row.tokenHash && secretMatches(q.params.token, row.tokenHash))) throw notFound();
  return json(c, document(dataExportResource(row, deps.now())));
});

dataExportRoutes.get('/:id/download', async (c) => {
  const o = owner(c);
  const q = parseQuery(new URL(c.req.url), tokenSpec);
  const deps = c.get('deps');
  const row = await service.findDataExport(deps.db, { ...o, id: parseId(c.req.param('id')) });
  authorize(mayAccessDataExport(asPerson(o.viewer), row));
  const token = q.params.token;
  if (!token) throw new ApiError(400, { code: 'dataExportTokenRequired', source: { parameter: 'token' } });
  const now = deps.now();
  if (row.status === 'expired' || (row.status === 'ready' && row.expiresAt && row.expiresAt <= now))
    throw new ApiError(410, { code: 'dataExportExpired' });
  if (row.status !== 'ready' || !row.tokenHash || !row.fileName || !secretMatches(token, row.tokenHash)) throw notFound();
  authorize(o.viewer.auth.impersonatorId === null);
  const stored = await (deps.exportStorage ?? exportStorageFromEnv()).get(row.fileName);
  if (!stored) throw notFound();
  const zip = decryptExport(stored, token, row.fileName);
  await service.markDownloaded(deps.db, row.id, now);
  const day = row.createdAt.toISOString().slice(0, 10);
  return c.body(new Uint8Array(zip), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${o.viewer.user.locale === 'nl' ? 'mijn-gegevens' : 'my-data'}-${day}.zip"`,
    'Cache-Control': 'private, no-store',
  });
});
