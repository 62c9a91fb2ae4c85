/**
 * The support page's demo content (server/db/seed/support.ts): every center's help texts under the reserved slug and
 * its product's release notes, published, read through the public API as the support page and /{product}/changelog
 * read them; seeding again adds nothing. Also the demo center's dashboard (server/db/seed/dashboard.ts) has rows to show.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-data';
import { seedSupport } from '@/server/db/seed/support';
import { call, centerHeaders, fastHasher, signIn, startTestBackend, type TestBackend } from '../support/api';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  await seedDemo(backend.db, fastHasher);
}, 120_000);
afterAll(() => backend.close(), 60_000);

test('every center has its published help page and release notes, once', async () => {
  await seedSupport(backend.db);
  const centers = await backend.db.select().from(schema.volunteerCenters);
  for (const center of centers) {
    for (const slug of ['support', `${center.tenantKey}-changelog`]) {
      const rows = await backend.db
        .select()
        .from(schema.pages)
        .where(and(eq(schema.pages.volunteerCenterId, center.id), eq(schema.pages.slug, slug), eq(schema.pages.locale, 'nl')));
      expect(rows).toHaveLength(1);
      const res = await call(backend, 'GET', `/api/v1/public/pages/by_slug?filter[slug]=${slug}&filter[locale]=nl&include=content_blocks`, {
        headers: centerHeaders(center.id),
      });
      expect(res.status).toBe(200);
      expect(res.json.included[0].attributes.block_type).toBe('Markdown');
    }
  }
});

test("the demo center's staff dashboard has something in its lists", async () => {
  const [demo] = await backend.db.select().from(schema.volunteerCenters).where(eq(schema.volunteerCenters.slug, 'demo'));
  const headers = await signIn(backend, demo!.id, 'center_superuser@demo.test', DEMO_PASSWORD);
  const res = await call(backend, 'GET', '/api/v1/dashboard', { headers });
  expect(res.status).toBe(200);
  const { center, content } = res.json.data.attributes;
  // server/db/seed/dashboard.ts: two vacancies expiring within two weeks, one application waiting ten days, a draft.
  expect(center).toMatchObject({ pending_organizations: 1, expiring_vacancies: 2, unanswered_applications: 1 });
  expect(content.draft_list.map((p: { title: string }) => p.title)).toContain('Vrijwilligersprijs 2027');
});
