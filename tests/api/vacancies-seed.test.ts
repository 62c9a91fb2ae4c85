/** The demo vacancies (docs/domain.md#demo-data): every center has all four types, the demo center every status. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { fastHasher, call, centerHeaders, startTestBackend, type TestBackend } from '../support/api';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  await seedDemo(backend.db, fastHasher);
}, 120_000);
afterAll(() => backend.close(), 60_000);

test('every demo center has public vacancies of all four types, activities with dates', async () => {
  const centers = await backend.db.select().from(schema.volunteerCenters);
  expect(centers.length).toBeGreaterThanOrEqual(5);
  for (const center of centers) {
    const res = await call(backend, 'GET', '/api/v1/vacancies/search?page[size]=100', { headers: centerHeaders(center.id) });
    expect(res.status).toBe(200);
    const types = new Set(res.json.data.map((v: { attributes: { vacancy_type: string } }) => v.attributes.vacancy_type));
    expect([...types].sort()).toEqual(['activity', 'language', 'p2p', 'volunteering']);
    const activities = res.json.data.filter((v: { attributes: { vacancy_type: string } }) => v.attributes.vacancy_type === 'activity');
    for (const a of activities) expect(a.attributes.starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

test('the demo center has a vacancy of each status; Dutch search finds the food bank', async () => {
  const [demo] = await backend.db.select().from(schema.volunteerCenters).where(eq(schema.volunteerCenters.slug, 'demo'));
  const rows = await backend.db.select().from(schema.vacancies).where(eq(schema.vacancies.volunteerCenterId, demo!.id));
  expect([...new Set(rows.map((r) => r.status))].sort()).toEqual(['archived', 'deleted', 'draft', 'expired', 'filled', 'published']);
  const res = await call(backend, 'GET', '/api/v1/vacancies/search?filter[q]=vrijwilligers', { headers: centerHeaders(demo!.id) });
  expect(res.json.data[0].attributes.title).toBe('Vrijwilliger voedselbank: pakketten samenstellen');
});

test('every center has its own non-profit and activity type lists; the demo non-profits use their center’s entries; each map shows someone', async () => {
  const centers = await backend.db.select().from(schema.volunteerCenters);
  const types = await backend.db.select().from(schema.nonProfitTypes);
  const activities = await backend.db.select().from(schema.activityTypes);
  for (const center of centers) {
    expect(types.filter((t) => t.volunteerCenterId === center.id).map((t) => t.key)).toEqual([
      'care',
      'sports',
      'culture',
      'education',
      'nature',
    ]);
    expect(activities.filter((t) => t.volunteerCenterId === center.id)).toHaveLength(5);
    const markers = await call(backend, 'GET', '/api/v1/social_map/markers', { headers: centerHeaders(center.id) });
    expect(markers.json.meta.total_count).toBeGreaterThan(0);
  }
  const profiles = await backend.db
    .select({ profile: schema.organizationProfiles, org: schema.organizations })
    .from(schema.organizationProfiles)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.organizationProfiles.organizationId));
  const centerOfType = new Map(types.map((t) => [t.id, t.volunteerCenterId]));
  const centerOfActivity = new Map(activities.map((t) => [t.id, t.volunteerCenterId]));
  for (const { profile, org } of profiles) {
    expect(centerOfType.get(profile.nonProfitTypeId!)).toBe(org.volunteerCenterId);
    expect(profile.activityTypeIds.length).toBeGreaterThan(0);
    for (const id of profile.activityTypeIds) expect(centerOfActivity.get(id)).toBe(org.volunteerCenterId);
  }
  const [demo] = centers.filter((c) => c.slug === 'demo');
  const map = await call(backend, 'GET', '/api/v1/social_map/organizations?filter[q]=voedselbank', { headers: centerHeaders(demo!.id) });
  expect(map.json.data[0].attributes.name).toBe('Voedselbank Demo');
});
