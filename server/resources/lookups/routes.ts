/**
 * GET /api/v1/non_profit_types and /api/v1/activity_types: the public lookup lists of the non-profit profile
 * (shared by all centers), named in the request's language and sorted by that name.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { resource } from '../../jsonapi/document';
import { json } from '../../jsonapi/respond';
import { listLookup, type LookupType } from './service';

export const lookupRoutes = new Hono<AppEnv>();

async function list(c: Context<AppEnv>, type: LookupType) {
  const rows = await listLookup(c.get('deps').db, type);
  const locale = c.get('locale');
  const data = rows
    .map((row) => ({ id: row.id, key: row.key, name: locale === 'en' ? row.nameEn : row.nameNl }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map((row) => resource({ type, id: row.id, attributes: { key: row.key, name: row.name } }));
  return json(c, { data, meta: { total_count: data.length } });
}

lookupRoutes.get('/non_profit_types', (c) => list(c, 'non_profit_types'));
lookupRoutes.get('/activity_types', (c) => list(c, 'activity_types'));
