/**
 * Saved searches and their alerts (docs/domain.md#saved-searches, docs/api.md "Saved searches"): the owner-only
 * resource /api/v1/saved_searches with its validation, the alert job (instant, daily, digest; once per vacancy, also
 * when run twice or at the same time), the mail with its List-Unsubscribe headers and the one-click unsubscribe.
 */
import { eq, sql } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { latestSendMoment, sendSavedSearchAlerts, MATCH_OVERLAP_MS } from '@/server/jobs/saved-search-alerts';
import { searchVacancies } from '@/server/resources/vacancies/search';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { createVacancy } from '../support/factories/vacancies';
import { en, expectError, rowCount } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let volunteer: Headers;
let other: Headers;
let staffB: Headers;
let englishEmail: string;
let english: Headers;

const MINUTE = 60_000;
const alertDeps = () => ({ db: backend.db, mailer: backend.deps.mailer, centerUrl: backend.deps.centerUrl });

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  b = await createCenter(backend.db);
  org = await createOrganization(backend.db, a.id, { name: 'Stichting Buurtzorg' });
  const v = await createUser(backend.db, a.id, { role: 'volunteer', firstName: 'Vera' });
  volunteer = await signIn(backend, a.id, v.email);
  other = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'volunteer' })).email);
  staffB = await signIn(backend, b.id, (await createUser(backend.db, b.id, { role: 'center_superuser' })).email);
  const e = await createUser(backend.db, a.id, { role: 'volunteer', locale: 'en', firstName: 'Emma' });
  englishEmail = e.email;
  english = await signIn(backend, a.id, e.email);
}, 120_000);
afterAll(() => backend?.close(), 60_000);

const body = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'saved_searches', ...(id ? { id } : {}), attributes },
});

async function save(headers: Headers, attributes: Record<string, unknown>) {
  const res = await call(backend, 'POST', '/api/v1/saved_searches', { headers, body: body(attributes) });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; attributes: Record<string, unknown> };
}

/** Makes a search's last check lie in the past, as if it had been saved a while ago. */
async function age(id: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await backend.db
    .update(schema.savedSearches)
    .set({ lastCheckedAt: then, createdAt: then })
    .where(eq(schema.savedSearches.id, Number(id)));
}

const alertsTo = async (email: string) => (await outbox(backend.db, email)).filter((m) => m.template === 'savedSearchAlert');

describe('the resource', () => {
  test('create, read, list, update and delete one of my own searches', async () => {
    const created = await save(volunteer, {
      name: 'Tuin in de buurt',
      query: { q: 'tuin', vacancy_types: ['volunteering'], tag: 'buiten', starts_from: '2026-01-01' },
    });
    expect(created.attributes).toMatchObject({
      name: 'Tuin in de buurt',
      frequency: 'instant',
      query: { q: 'tuin', vacancy_types: ['volunteering'], tag: 'buiten', starts_from: '2026-01-01' },
    });
    expect(created.attributes).not.toHaveProperty('unsubscribe_token');

    const shown = await call(backend, 'GET', `/api/v1/saved_searches/${created.id}`, { headers: volunteer });
    expect(shown.status).toBe(200);
    expect(shown.json.data.attributes.name).toBe('Tuin in de buurt');

    const list = await call(backend, 'GET', '/api/v1/saved_searches', { headers: volunteer });
    expect(list.json.data.map((d: { id: string }) => d.id)).toContain(created.id);
    const theirs = await call(backend, 'GET', '/api/v1/saved_searches', { headers: other });
    expect(theirs.json.data.map((d: { id: string }) => d.id)).not.toContain(created.id);

    const patched = await call(backend, 'PATCH', `/api/v1/saved_searches/${created.id}`, {
      headers: volunteer,
      body: body({ frequency: 'daily', name: 'Tuinieren' }, created.id),
    });
    expect(patched.status).toBe(200);
    expect(patched.json.data.attributes).toMatchObject({ frequency: 'daily', name: 'Tuinieren' });

    expect((await call(backend, 'DELETE', `/api/v1/saved_searches/${created.id}`, { headers: volunteer })).status).toBe(204);
    expect((await call(backend, 'GET', `/api/v1/saved_searches/${created.id}`, { headers: volunteer })).status).toBe(404);
  });

  test("another user's or another center's search is not found, and signed out is 401", async () => {
    const mine = await save(volunteer, { name: 'Mijn zoekopdracht', query: {} });
    for (const headers of [other, staffB]) {
      expect((await call(backend, 'GET', `/api/v1/saved_searches/${mine.id}`, { headers })).status).toBe(404);
      const patch = await call(backend, 'PATCH', `/api/v1/saved_searches/${mine.id}`, {
        headers,
        body: body({ frequency: 'off' }, mine.id),
      });
      expect(patch.status).toBe(404);
      expect((await call(backend, 'DELETE', `/api/v1/saved_searches/${mine.id}`, { headers })).status).toBe(404);
    }
    const signedOut = { 'volunteer-center-id': String(a.id) };
    expect((await call(backend, 'GET', '/api/v1/saved_searches', { headers: signedOut })).status).toBe(401);
    expect(
      (await call(backend, 'POST', '/api/v1/saved_searches', { headers: signedOut, body: body({ name: 'x', query: {} }) })).status,
    ).toBe(401);
    const stored = await backend.db
      .select()
      .from(schema.savedSearches)
      .where(eq(schema.savedSearches.id, Number(mine.id)));
    expect(stored[0]?.frequency).toBe('instant');
  });

  test('validation errors point at the attribute, translated', async () => {
    const post = (attributes: Record<string, unknown>, headers = volunteer) =>
      call(backend, 'POST', '/api/v1/saved_searches', { headers, body: body(attributes) });
    expectError(await post({ name: '', query: {} }), 422, 'invalidAttribute', { pointer: '/data/attributes/name' });
    expectError(await post({ name: 'x' }), 422, 'invalidAttribute', { pointer: '/data/attributes/query' });
    expectError(await post({ name: 'x', frequency: 'hourly', query: {} }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/frequency',
    });
    expectError(await post({ name: 'x', query: { vacancy_types: ['nonsense'] } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/query/vacancy_types/0',
    });
    expectError(await post({ name: 'x', query: { distance_km: 900, postal_code: '1234AB' } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/query/distance_km',
    });
    expectError(await post({ name: 'x', query: { color: 'red' } }), 422, 'unknownAttribute', { pointer: '/data/attributes/query/color' });
    const noPostal = expectError(await post({ name: 'x', query: { distance_km: 10 } }, { ...volunteer, ...en }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/query/postal_code',
    });
    expect(noPostal.detail).toBe('Enter a postal code to search within a distance.');
    expectError(await post({ name: 'x', query: { postal_code: '0123AB', distance_km: 5 } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/query/postal_code',
    });
    expectError(await post({ name: 'x', query: { starts_from: '2026-05-01', starts_until: '2026-04-01' } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/query/starts_until',
    });
  });
});

describe('the alert job', () => {
  test('instant: a matching new vacancy is mailed once, also when the job runs twice or at the same time', async () => {
    const user = await createUser(backend.db, a.id, { role: 'volunteer' });
    const headers = await signIn(backend, a.id, user.email);
    const search = await save(headers, { name: 'Voedselbank', query: { q: 'voedselbank' } });
    await age(search.id, 10 * MINUTE);
    const match = await createVacancy(backend, {
      centerId: a.id,
      organizationId: org.id,
      title: 'Helpen bij de voedselbank',
      publishedAt: new Date(Date.now() - MINUTE),
    });
    await createVacancy(backend, { centerId: a.id, organizationId: org.id, title: 'Voorlezen in de bibliotheek', publishedAt: new Date() });
    // Published before the search was saved: the user saw it on the bank already.
    await createVacancy(backend, {
      centerId: a.id,
      organizationId: org.id,
      title: 'Oude voedselbank vacature',
      publishedAt: new Date(Date.now() - 60 * MINUTE),
    });

    const runs = await Promise.all([sendSavedSearchAlerts(alertDeps(), new Date()), sendSavedSearchAlerts(alertDeps(), new Date())]);
    expect(runs.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    await sendSavedSearchAlerts(alertDeps(), new Date(Date.now() + MINUTE));

    const mails = await alertsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Nieuwe vacature voor je zoekopdracht "Voedselbank"');
    expect(mail?.textBody).toContain('Helpen bij de voedselbank');
    expect(mail?.textBody).toContain(`/vacancies/search/${match.id}`);
    expect(mail?.htmlBody).toContain(`href="http://${a.slug}.localhost:3000/vacancies/search/${match.id}"`);
    expect(mail?.textBody).not.toContain('Voorlezen');
    expect(mail?.textBody).not.toContain('Oude voedselbank');
    const deliveries = await rowCount(
      backend.db,
      schema.savedSearchDeliveries,
      eq(schema.savedSearchDeliveries.savedSearchId, Number(search.id)),
    );
    expect(deliveries).toBe(1);
  });

  test('a vacancy committed just after a run is still found by the next run (overlap), and announced once', async () => {
    const user = await createUser(backend.db, a.id, { role: 'volunteer' });
    const search = await save(await signIn(backend, a.id, user.email), { name: 'Alles', query: {} });
    await age(search.id, 10 * MINUTE);
    const runAt = new Date();
    await sendSavedSearchAlerts(alertDeps(), runAt);
    // Published (its publishedAt) before that run, but visible only now.
    await createVacancy(backend, {
      centerId: a.id,
      organizationId: org.id,
      title: 'Laat zichtbaar',
      publishedAt: new Date(runAt.getTime() - MINUTE),
    });
    await sendSavedSearchAlerts(alertDeps(), new Date(runAt.getTime() + MATCH_OVERLAP_MS / 2));
    await sendSavedSearchAlerts(alertDeps(), new Date(runAt.getTime() + MATCH_OVERLAP_MS));
    const mails = (await alertsTo(user.email)).filter((m) => m.textBody.includes('Laat zichtbaar'));
    expect(mails).toHaveLength(1);
  });

  test('matches what the bank finds: type, tag, organization and distance', async () => {
    const user = await createUser(backend.db, a.id, { role: 'volunteer' });
    const headers = await signIn(backend, a.id, user.email);
    const otherOrg = await createOrganization(backend.db, a.id, { name: 'Ander' });
    const base = { centerId: a.id, organizationId: org.id, publishedAt: new Date(Date.now() - MINUTE) };
    // A known point: the postal code of a vacancy with coordinates (Utrecht centre).
    await createVacancy(backend, {
      ...base,
      title: 'Ankerpunt',
      postalCode: '3511AB',
      latitude: 52.0907,
      longitude: 5.1214,
      publishedAt: new Date(Date.now() - 120 * MINUTE),
    });
    const search = await save(headers, {
      name: 'Dichtbij',
      query: { vacancy_types: ['volunteering'], tag: 'zorg', organization_id: org.id, postal_code: '3511AB', distance_km: 10 },
    });
    await age(search.id, 10 * MINUTE);
    const near = await createVacancy(backend, { ...base, title: 'Dichtbij zorg', tags: ['zorg'], latitude: 52.1, longitude: 5.13 });
    await createVacancy(backend, { ...base, title: 'Ver weg zorg', tags: ['zorg'], latitude: 53.2, longitude: 6.56 });
    await createVacancy(backend, { ...base, title: 'Andere tag', tags: ['sport'], latitude: 52.1, longitude: 5.13 });
    await createVacancy(backend, {
      ...base,
      title: 'Ander type',
      vacancyType: 'activity',
      tags: ['zorg'],
      latitude: 52.1,
      longitude: 5.13,
    });
    await createVacancy(backend, {
      ...base,
      organizationId: otherOrg.id,
      title: 'Andere organisatie',
      tags: ['zorg'],
      latitude: 52.1,
      longitude: 5.13,
    });
    await createVacancy(backend, { ...base, status: 'draft', title: 'Concept zorg', tags: ['zorg'], latitude: 52.1, longitude: 5.13 });

    await sendSavedSearchAlerts(alertDeps(), new Date());
    const [mail] = await alertsTo(user.email);
    expect(mail?.textBody).toContain(`/vacancies/search/${near.id}`);
    for (const title of ['Ver weg', 'Andere tag', 'Ander type', 'Andere organisatie', 'Concept'])
      expect(mail?.textBody).not.toContain(title);

    // The same criteria through the bank's own search find the same new vacancy.
    const bank = await searchVacancies(backend.db, {
      centerId: a.id,
      now: new Date(),
      vacancyTypes: ['volunteering'],
      tag: 'zorg',
      organizationIds: [org.id],
      point: { latitude: 52.0907, longitude: 5.1214 },
      distanceKm: 10,
      sort: 'published_at',
      limit: 50,
      offset: 0,
    });
    expect(bank.rows.map((r) => r.id)).toContain(near.id);
    expect(bank.rows.filter((r) => r.title.startsWith('Ver weg') || r.title.startsWith('Ander'))).toHaveLength(0);
  });

  test('daily: sent once per day at the send hour; digest: only on the digest days', async () => {
    const daily = await createUser(backend.db, a.id, { role: 'volunteer' });
    const digest = await createUser(backend.db, a.id, { role: 'volunteer' });
    const dailySearch = await save(await signIn(backend, a.id, daily.email), {
      name: 'Dagelijks',
      frequency: 'daily',
      query: { q: 'kookcafe' },
    });
    const digestSearch = await save(await signIn(backend, a.id, digest.email), {
      name: 'Digest',
      frequency: 'digest',
      query: { q: 'kookcafe' },
    });
    const { moment, weekday } = latestSendMoment(new Date());
    const before = new Date(moment.getTime() - 3 * 3600_000);
    for (const id of [dailySearch.id, digestSearch.id])
      await backend.db
        .update(schema.savedSearches)
        .set({ lastCheckedAt: before, createdAt: before })
        .where(eq(schema.savedSearches.id, Number(id)));
    await createVacancy(backend, {
      centerId: a.id,
      organizationId: org.id,
      title: 'Kookcafe',
      publishedAt: new Date(moment.getTime() - 3600_000),
    });

    // The digest day is not today: nothing for the digest search; the daily one is sent.
    await backend.db
      .update(schema.users)
      .set({ digestDays: [(weekday % 7) + 1] })
      .where(eq(schema.users.id, digest.id));
    await sendSavedSearchAlerts(alertDeps(), new Date());
    expect(await alertsTo(daily.email)).toHaveLength(1);
    expect(await alertsTo(digest.email)).toHaveLength(0);

    // Later the same day: the daily search was checked after today's send moment, so it is not due again.
    await createVacancy(backend, { centerId: a.id, organizationId: org.id, title: 'Kookcafe twee', publishedAt: new Date() });
    await sendSavedSearchAlerts(alertDeps(), new Date(Date.now() + 2 * MINUTE));
    expect(await alertsTo(daily.email)).toHaveLength(1);

    // Today is a digest day: the digest search gets both vacancies in one mail.
    await backend.db
      .update(schema.users)
      .set({ digestDays: [weekday] })
      .where(eq(schema.users.id, digest.id));
    await sendSavedSearchAlerts(alertDeps(), new Date(Date.now() + 3 * MINUTE));
    const digestMails = await alertsTo(digest.email);
    expect(digestMails).toHaveLength(1);
    expect(digestMails[0]?.subject).toBe('2 nieuwe vacatures voor je zoekopdracht "Digest"');
  });

  test('latestSendMoment is 8:00 Dutch time, winter and summer', () => {
    expect(latestSendMoment(new Date('2026-01-15T10:00:00Z')).moment.toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(latestSendMoment(new Date('2026-07-15T05:00:00Z')).moment.toISOString()).toBe('2026-07-14T06:00:00.000Z');
    expect(latestSendMoment(new Date('2026-07-15T05:00:00Z')).weekday).toBe(2);
  });

  test('the mail is in the owner language, has List-Unsubscribe headers, and the token unsubscribes without signing in', async () => {
    const search = await save(english, { name: 'Garden', query: { q: 'moestuin' } });
    await age(search.id, 10 * MINUTE);
    await createVacancy(backend, {
      centerId: a.id,
      organizationId: org.id,
      title: 'Moestuin helpers',
      publishedAt: new Date(Date.now() - MINUTE),
    });
    await sendSavedSearchAlerts(alertDeps(), new Date());
    const [mail] = await alertsTo(englishEmail);
    expect(mail?.subject).toBe('New vacancy for your search "Garden"');
    expect(mail?.locale).toBe('en');
    expect(mail?.textBody).toContain(`http://${a.slug}.localhost:3000/en/vacancies/search`);
    const headers = mail?.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const match = /^<(http:\/\/[^>]+\/api\/v1\/saved_searches\/unsubscribe\?token=([A-Za-z0-9_-]{43}))>$/.exec(
      headers['List-Unsubscribe'] ?? '',
    );
    expect(match).not.toBeNull();
    const token = match![2]!;
    expect(mail?.textBody).toContain(`/en/zoekopdrachten/afmelden?token=${token}`);

    const signedOut = { 'volunteer-center-id': String(a.id) };
    const info = await call(backend, 'GET', `/api/v1/saved_searches/unsubscribe?token=${token}`, { headers: signedOut });
    expect(info.json.meta).toEqual({ name: 'Garden', unsubscribed: false });
    // Another center's host does not know the token.
    expect(
      (
        await call(backend, 'POST', `/api/v1/saved_searches/unsubscribe?token=${token}`, {
          headers: { 'volunteer-center-id': String(b.id) },
        })
      ).status,
    ).toBe(404);
    const done = await call(backend, 'POST', `/api/v1/saved_searches/unsubscribe?token=${token}`, {
      headers: signedOut,
      rawBody: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(done.status).toBe(200);
    expect(done.json.meta).toEqual({ name: 'Garden', unsubscribed: true });
    expectError(
      await call(backend, 'POST', '/api/v1/saved_searches/unsubscribe?token=short', { headers: signedOut }),
      400,
      'invalidFilter',
      {
        parameter: 'token',
      },
    );

    await createVacancy(backend, { centerId: a.id, organizationId: org.id, title: 'Moestuin twee', publishedAt: new Date() });
    await sendSavedSearchAlerts(alertDeps(), new Date(Date.now() + MINUTE));
    expect(await alertsTo(englishEmail)).toHaveLength(1);
  });

  test('alerts stay in their center', async () => {
    const userB = await createUser(backend.db, b.id, { role: 'volunteer' });
    const searchB = await save(await signIn(backend, b.id, userB.email), { name: 'B', query: {} });
    await age(searchB.id, 10 * MINUTE);
    await createVacancy(backend, { centerId: a.id, organizationId: org.id, title: 'Alleen in A', publishedAt: new Date() });
    await sendSavedSearchAlerts(alertDeps(), new Date());
    expect((await alertsTo(userB.email)).filter((m) => m.textBody.includes('Alleen in A'))).toHaveLength(0);
    const pairs = await backend.db.execute(
      sql`select count(*)::int as n from saved_search_deliveries where saved_search_id = ${Number(searchB.id)}`,
    );
    const rows = Array.isArray(pairs) ? pairs : (pairs as unknown as { rows: { n: number }[] }).rows;
    expect(Number((rows[0] as { n: number }).n)).toBe(0);
  });
});
