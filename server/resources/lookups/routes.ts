/**
 * GET /api/v1/non_profit_types and /api/v1/activity_types: the public lookup lists of the non-profit profile
 * (shared by all centers), named in the request's language and sorted by that name.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { json } from '../../jsonapi/respond';
import { lookupDocument } from './serializers';
import { listLookup, type LookupType } from './service';

export const lookupRoutes = new Hono<AppEnv>();

async function list(c: Context<AppEnv>, type: LookupType) {
  return json(c, lookupDocument(type, await listLookup(c.get('deps').db, type), c.get('locale')));
}

lookupRoutes.get('/non_profit_types', (c) => list(c, 'non_profit_types'));
lookupRoutes.get('/activity_types', (c) => list(c, 'activity_types'));
