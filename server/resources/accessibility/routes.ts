/**
 * /api/v1/accessibility_contact: where a center's accessibility statement tells visitors to report a barrier
 * (docs/api.md). Anyone reads it (the statement is public); center staff change it. Empty fields mean the center's
 * general contact details, which the statement then shows.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { accessibilityContactSchema } from '@/domain/accessibility';
import { mayEditCenter } from '@/domain/centers';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { AppEnv } from '../../context';
import { accessibilityContacts } from '../../db/schema';
import { readResource } from '../../jsonapi/body';
import { document, resource } from '../../jsonapi/document';
import { authorize } from '../../jsonapi/errors';
import { json } from '../../jsonapi/respond';
import { requireViewer } from '../../middleware/auth';
import { asPerson } from '../../policies/person';
import { ACCESSIBILITY_CONTACT_TYPES } from './schemas';

export const accessibilityRoutes = new Hono<AppEnv>();

async function contactDocument(c: Context<AppEnv>) {
  const centerId = c.get('scope').center.id;
  const [row] = await c.get('deps').db.select().from(accessibilityContacts).where(eq(accessibilityContacts.volunteerCenterId, centerId));
  return document(
    resource({
      type: 'accessibility_contacts',
      id: centerId,
      attributes: { email: row?.email ?? null, phoneNumber: row?.phoneNumber ?? null, updatedAt: row?.updatedAt ?? null },
    }),
  );
}

accessibilityRoutes.get('/', async (c) => json(c, await contactDocument(c)));

accessibilityRoutes.put('/', async (c) => {
  authorize(mayEditCenter(asPerson(requireViewer(c))));
  const values = await readResource(c, { types: ACCESSIBILITY_CONTACT_TYPES, attributes: accessibilityContactSchema });
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const set = { email: values.email || null, phoneNumber: values.phoneNumber || null, updatedAt: deps.now() };
  await deps.db
    .insert(accessibilityContacts)
    .values({ volunteerCenterId: centerId, ...set })
    .onConflictDoUpdate({ target: accessibilityContacts.volunteerCenterId, set });
  // The statement page is cached with the center's branding.
  deps.invalidate?.([cacheTags.branding(centerId)]);
  return json(c, await contactDocument(c));
});
