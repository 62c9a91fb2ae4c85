/**
 * The demo forms (server/db/seed/forms.ts): every center has its contact form and its public market sign-up form,
 * which the home page's BuilderForm block shows; the demo center also an invitation-only evaluation with a used, a
 * revoked and an open invitation and five submissions. Each answers through the public API as a visitor would.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-data';
import { demoInvitationToken } from '@/server/db/seed/forms';
import { call, centerHeaders, fastHasher, signIn, startTestBackend, type TestBackend } from '../support/api';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  await seedDemo(backend.db, fastHasher);
}, 120_000);
afterAll(() => backend.close(), 60_000);

test('every center: one contact form and the market form, shown by the BuilderForm block of its home page', async () => {
  const centers = await backend.db.select().from(schema.volunteerCenters);
  for (const center of centers) {
    const own = await backend.db.select().from(schema.forms).where(eq(schema.forms.volunteerCenterId, center.id));
    expect(own.filter((f) => f.kind === 'contact')).toHaveLength(1);
    const market = own.find((f) => f.title === 'Aanmelden voor de vrijwilligersmarkt');
    expect(market?.accessPermission).toBe('anonymous');
    const blocks = await backend.db
      .select({ settings: schema.contentBlocks.settings })
      .from(schema.contentBlocks)
      .innerJoin(schema.pages, eq(schema.pages.id, schema.contentBlocks.pageId))
      .where(and(eq(schema.pages.volunteerCenterId, center.id), eq(schema.contentBlocks.blockType, 'BuilderForm')));
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(b.settings).toEqual({ formId: market!.id });
    const shown = await call(backend, 'GET', `/api/v1/public/forms/${market!.publicKey}`, { headers: centerHeaders(center.id) });
    expect(shown.status).toBe(200);
    expect(shown.json.included.map((q: { attributes: { question_type: string } }) => q.attributes.question_type)).toEqual([
      'text',
      'email',
      'text',
      'checkbox',
      'number',
      'text',
    ]);
    const contact = await call(backend, 'GET', '/api/v1/public/forms/contact', { headers: centerHeaders(center.id) });
    expect(contact.json.data.id).toBe(String(own.find((f) => f.kind === 'contact')!.id));
  }
});

test('the demo evaluation: three invitations (used, revoked, open), five submissions, a summary worth looking at', async () => {
  const [demo] = await backend.db.select().from(schema.volunteerCenters).where(eq(schema.volunteerCenters.slug, 'demo'));
  const headers = await signIn(backend, demo!.id, 'center_superuser@demo.test', DEMO_PASSWORD);
  const list = await call(backend, 'GET', '/api/v1/forms?filter[access_permission]=token_holder', { headers });
  expect(list.json.data.map((f: { attributes: { title: string } }) => f.attributes.title)).toEqual(['Evaluatie vrijwilligerstraining']);
  const form = list.json.data[0];
  expect(form.meta.submission_count).toBe(5);
  const invitations = await call(backend, 'GET', `/api/v1/forms/${form.id}/invitations`, { headers });
  expect(invitations.json.data.map((i: { attributes: { status: string } }) => i.attributes.status).sort()).toEqual([
    'open',
    'revoked',
    'used',
  ]);
  const summary = await call(backend, 'GET', `/api/v1/forms/${form.id}/summary`, { headers });
  expect(summary.json.data[0].options.map((o: { count: number }) => o.count)).toEqual([2, 2, 1, 0]);
  // The open invitation's link works; the used and revoked ones say why not.
  const at = (k: number) =>
    call(backend, 'GET', `/api/v1/public/forms/${demoInvitationToken(`demo:evaluation:${k}`)}`, { headers: centerHeaders(demo!.id) });
  expect((await at(0)).status).toBe(410);
  expect((await at(1)).json.errors[0].code).toBe('invitationRevoked');
  expect((await at(2)).status).toBe(200);
});
