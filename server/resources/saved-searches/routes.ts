/**
 * /api/v1/saved_searches (docs/api.md, "Saved searches"): a signed-in user's own saved searches of the vacancy bank
 * and their alert frequency. Owner only: another user's or another center's search is not found (404).
 * /unsubscribe is the one-click unsubscribe of the alert mails (RFC 8058): its token is the only credential, so it
 * works from a mail client without a session; GET names the search for the confirm page, POST turns its alerts off.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { savedSearchPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { listSpec, SAVED_SEARCH_TYPES, savedSearchCreate, savedSearchUpdate } from './schemas';
import { savedSearchResource } from './serializers';
import * as service from './service';

export const savedSearchRoutes = new Hono<AppEnv>();

const owner = (c: Context<AppEnv>) => {
  const viewer = requireViewer(c);
  authorize(savedSearchPolicy.list(viewer));
  return { viewer, owner: { centerId: c.get('scope').center.id, userId: viewer.user.id } };
};

/** The search of the path, if it is the viewer's own in this center (else 404). */
async function ownSearch(c: Context<AppEnv>) {
  const { viewer, owner: scope } = owner(c);
  const search = await service.getSavedSearchOrThrow(c.get('deps').db, scope, parseId(c.req.param('id')));
  authorize(savedSearchPolicy.manage(viewer, search));
  return search;
}

/** A token is 32 random bytes, base64url: 43 characters. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

async function byToken(c: Context<AppEnv>) {
  const token = tokenSchema.safeParse(c.req.query('token'));
  if (!token.success) throw new ApiError(400, { code: 'invalidFilter', source: { parameter: 'token' }, params: { name: 'token' } });
  const search = await service.findByUnsubscribeToken(c.get('deps').db, c.get('scope').center.id, token.data);
  if (!search) throw notFound('saved search');
  return search;
}

const unsubscribeDocument = (search: { name: string; frequency: string }) => ({
  meta: { name: search.name, unsubscribed: search.frequency === 'off' },
});

savedSearchRoutes.get('/unsubscribe', async (c) => json(c, unsubscribeDocument(await byToken(c))));

/** Mail clients post `List-Unsubscribe=One-Click` as a form; the body is not needed and not read. */
savedSearchRoutes.post('/unsubscribe', async (c) => {
  const search = await service.unsubscribe(c.get('deps').db, await byToken(c), c.get('deps').now());
  return json(c, unsubscribeDocument(search));
});

savedSearchRoutes.get('/', async (c) => {
  const { owner: scope } = owner(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const sort = q.sort[0] ?? { field: 'createdAt', direction: 'desc' as const };
  const { rows, total } = await service.listSavedSearches(c.get('deps').db, scope, {
    sort: sort.field === 'name' ? 'name' : 'createdAt',
    descending: sort.direction === 'desc',
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(savedSearchResource), { number: q.page.number, size: q.page.size, total }, url));
});

savedSearchRoutes.post('/', async (c) => {
  const { owner: scope } = owner(c);
  const attrs = await readResource(c, { types: SAVED_SEARCH_TYPES, attributes: savedSearchCreate });
  const row = await service.createSavedSearch(c.get('deps').db, scope, attrs, c.get('deps').now(), c.get('t'));
  return json(c, document(savedSearchResource(row)), 201);
});

savedSearchRoutes.get('/:id', async (c) => json(c, document(savedSearchResource(await ownSearch(c)))));

savedSearchRoutes.patch('/:id', async (c) => {
  const search = await ownSearch(c);
  const attrs = await readResource(c, { types: SAVED_SEARCH_TYPES, attributes: savedSearchUpdate, id: search.id });
  const row = await service.updateSavedSearch(c.get('deps').db, search, attrs, c.get('deps').now(), c.get('t'));
  return json(c, document(savedSearchResource(row)));
});

savedSearchRoutes.delete('/:id', async (c) => {
  await service.deleteSavedSearch(c.get('deps').db, await ownSearch(c));
  return noContent(c);
});
