/**
 * The periodic digest (docs/domain.md#periodic-digest): who gets one on which day, which vacancies (interests and
 * distance of the pool profile; all new ones without), in the user's language with one-click unsubscribe headers;
 * exactly once per user and day, also after a simulated crash half-way; the unsubscribe by token without a session.
 */
import { eq, inArray } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { digestDay, sendDigests } from '@/server/jobs/digest';
import type { Mailer } from '@/server/mail/mailer';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  startTestBackend,
  tokenFromMail,
  type TestBackend,
} from '../support/api';
import { createVacancy } from '../support/factories/vacancies';
import { expectError } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
const DAY = 24 * 3600_000;
/** Thursday 26 November 2026, 12:00 in Amsterdam (ISO weekday 4). */
const NOW = new Date(Date.UTC(2026, 10, 26, 11));
const THURSDAY = 4;

const deps = (mailer?: Mailer) => ({ db: backend.db, mailer: mailer ?? backend.deps.mailer, centerUrl: backend.deps.centerUrl });
const digestsTo = async (email: string) => (await outbox(backend.db, email)).filter((m) => m.template === 'digest');

async function volunteer(
  centerId: number,
  o: { days?: number[]; locale?: 'nl' | 'en'; profile?: Partial<typeof schema.volunteerProfiles.$inferInsert> } = {},
) {
  const user = await createUser(backend.db, centerId, { role: 'volunteer', locale: o.locale ?? 'nl', firstName: 'Vera' });
  await backend.db
    .update(schema.users)
    .set({ digestDays: o.days ?? [THURSDAY] })
    .where(eq(schema.users.id, user.id));
  if (o.profile) await backend.db.insert(schema.volunteerProfiles).values({ volunteerCenterId: centerId, userId: user.id, ...o.profile });
  return user;
}

let nature: Awaited<ReturnType<typeof createVacancy>>;
let kitchen: Awaited<ReturnType<typeof createVacancy>>;
let far: Awaited<ReturnType<typeof createVacancy>>;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  b = await createCenter(backend.db);
  const org = await createOrganization(backend.db, a.id, { name: 'Stichting Groen' });
  const published = new Date(NOW.getTime() - DAY);
  const expires = new Date(NOW.getTime() + 30 * DAY);
  // Utrecht-ish coordinates; "far" lies in Groningen.
  nature = await createVacancy(backend, {
    centerId: a.id,
    organizationId: org.id,
    title: 'Natuurwerkdag',
    tags: ['natuur'],
    publishedAt: published,
    expiresAt: expires,
    latitude: 52.09,
    longitude: 5.12,
  });
  kitchen = await createVacancy(backend, {
    centerId: a.id,
    organizationId: org.id,
    title: 'Kok in het buurthuis',
    tags: ['koken'],
    publishedAt: published,
    expiresAt: expires,
    latitude: 52.1,
    longitude: 5.11,
  });
  far = await createVacancy(backend, {
    centerId: a.id,
    organizationId: org.id,
    title: 'Tuinieren in het noorden',
    tags: ['tuin'],
    publishedAt: published,
    expiresAt: expires,
    latitude: 53.22,
    longitude: 6.57,
  });
  // Older than a first digest looks back, a draft, and another center's: never listed.
  await createVacancy(backend, {
    centerId: a.id,
    organizationId: org.id,
    title: 'Oud',
    publishedAt: new Date(NOW.getTime() - 10 * DAY),
    expiresAt: expires,
  });
  await createVacancy(backend, { centerId: a.id, organizationId: org.id, title: 'Concept', status: 'draft', expiresAt: expires });
  const orgB = await createOrganization(backend.db, b.id);
  await createVacancy(backend, { centerId: b.id, organizationId: orgB.id, title: 'Elders', publishedAt: published, expiresAt: expires });
}, 120_000);
afterAll(() => backend?.close(), 60_000);

test('the day is the Dutch date, from the digest hour on', () => {
  expect(digestDay(NOW)).toEqual({ day: '2026-11-26', weekday: THURSDAY });
  expect(digestDay(new Date(Date.UTC(2026, 10, 26, 6)))).toBeNull(); // 07:00 in Amsterdam
  expect(digestDay(new Date(Date.UTC(2026, 10, 25, 23, 30)))).toBeNull(); // 00:30 on the 26th
});

test('interests and distance choose the vacancies; no profile gets all; in the language, with unsubscribe headers; once a day', async () => {
  const plain = await volunteer(a.id, { locale: 'en' });
  const natureLover = await volunteer(a.id, { profile: { interests: ['nature'] } });
  const nearby = await volunteer(a.id, { profile: { interests: ['nature'], latitude: 52.09, longitude: 5.12, maxDistanceKm: 10 } });
  const otherDay = await volunteer(a.id, { days: [1, 2] });
  const cook = await volunteer(a.id, { profile: { interests: ['animals'] } });

  const result = await sendDigests(deps(), NOW);
  expect(result.ran).toBe(true);

  const [english] = await digestsTo(plain.email);
  expect(english!.locale).toBe('en');
  expect(english!.subject).toContain('New vacancies');
  for (const v of [nature, kitchen, far]) expect(english!.textBody).toContain(v.title);
  expect(english!.textBody).not.toMatch(/Oud|Concept|Elders/);
  expect(english!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  expect(english!.headers!['List-Unsubscribe']).toMatch(/\/api\/v1\/digest\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);

  const [natureMail] = await digestsTo(natureLover.email);
  expect(natureMail!.textBody).toContain('Natuurwerkdag');
  expect(natureMail!.textBody).toContain('Tuinieren in het noorden'); // "tuin" is a nature word
  expect(natureMail!.textBody).not.toContain('Kok in het buurthuis');

  const [near] = await digestsTo(nearby.email);
  expect(near!.textBody).toContain('Natuurwerkdag');
  expect(near!.textBody).not.toContain('Tuinieren in het noorden');

  expect(await digestsTo(otherDay.email)).toHaveLength(0);
  // Nothing matches: no mail, but the day is recorded.
  expect(await digestsTo(cook.email)).toHaveLength(0);
  const [cookDay] = await backend.db.select().from(schema.digestDeliveries).where(eq(schema.digestDeliveries.userId, cook.id));
  expect(cookDay).toMatchObject({ digestOn: '2026-11-26', vacancyCount: 0 });

  // Again the same day, and later that day: nothing new.
  await sendDigests(deps(), NOW);
  await sendDigests(deps(), new Date(NOW.getTime() + 3 * 3600_000));
  for (const u of [plain, natureLover, nearby]) expect(await digestsTo(u.email)).toHaveLength(1);

  // A week later only what was published since the last digest.
  const org = await createOrganization(backend.db, a.id);
  const next = new Date(NOW.getTime() + 7 * DAY);
  const fresh = await createVacancy(backend, {
    centerId: a.id,
    organizationId: org.id,
    title: 'Nieuwe natuurvacature',
    tags: ['natuur'],
    publishedAt: new Date(next.getTime() - DAY),
    expiresAt: new Date(next.getTime() + DAY),
  });
  await sendDigests(deps(), next);
  const mails = await digestsTo(natureLover.email);
  expect(mails).toHaveLength(2);
  expect(mails[1]!.textBody).toContain(fresh.title);
  expect(mails[1]!.textBody).not.toContain('Natuurwerkdag');
});

test('a crash half-way and a restart never send a digest twice', async () => {
  const users = await Promise.all([1, 2, 3, 4, 5].map(() => volunteer(a.id, { days: [5] })));
  const friday = new Date(NOW.getTime() + DAY);
  let batches = 0;
  // Queues the first batch's mails, then the process "dies" while queueing the second batch's.
  const crashing: Mailer = {
    send: (mail, executor) => backend.deps.mailer.send(mail, executor),
    async sendMany(mails, executor) {
      if (++batches === 2) {
        await backend.deps.mailer.sendMany!(mails.slice(0, 1), executor);
        throw new Error('process killed');
      }
      await backend.deps.mailer.sendMany!(mails, executor);
    },
  };
  await expect(sendDigests(deps(crashing), friday, 2)).rejects.toThrow('process killed');
  const counts = async () => Promise.all(users.map(async (u) => (await digestsTo(u.email)).length));
  const recorded = async () =>
    (
      await backend.db
        .select()
        .from(schema.digestDeliveries)
        .where(
          inArray(
            schema.digestDeliveries.userId,
            users.map((u) => u.id),
          ),
        )
    ).length;
  // The first batch committed (two users), the second rolled back with its mail.
  expect((await counts()).reduce((x, y) => x + y, 0)).toBe(2);
  expect(await recorded()).toBe(2);

  await sendDigests(deps(), friday, 2);
  expect(await counts()).toEqual([1, 1, 1, 1, 1]);
  expect(await recorded()).toBe(5);
  await sendDigests(deps(), friday, 2);
  expect(await counts()).toEqual([1, 1, 1, 1, 1]);
});

test('one-click unsubscribe by the mailed token, without a session; another center does not know it', async () => {
  const user = await volunteer(a.id, { days: [6] });
  await sendDigests(deps(), new Date(NOW.getTime() + 2 * DAY));
  const [mail] = await digestsTo(user.email);
  const token = tokenFromMail(mail!.headers!['List-Unsubscribe']!, 'token');
  const path = `/api/v1/digest/unsubscribe?token=${token}`;
  expect((await call(backend, 'GET', path, { headers: centerHeaders(a.id) })).json.meta).toEqual({ unsubscribed: false });
  expectError(await call(backend, 'POST', path, { headers: centerHeaders(b.id) }), 404, 'notFound');
  expectError(await call(backend, 'GET', '/api/v1/digest/unsubscribe?token=short', { headers: centerHeaders(a.id) }), 400, 'invalidFilter');
  const res = await call(backend, 'POST', path, {
    headers: centerHeaders(a.id),
    rawBody: 'List-Unsubscribe=One-Click',
    contentType: 'application/x-www-form-urlencoded',
  });
  expect(res.status).toBe(200);
  expect(res.json.meta).toEqual({ unsubscribed: true });
  const [row] = await backend.db.select({ days: schema.users.digestDays }).from(schema.users).where(eq(schema.users.id, user.id));
  expect(row!.days).toEqual([]);
  expect((await call(backend, 'GET', path, { headers: centerHeaders(a.id) })).json.meta).toEqual({ unsubscribed: true });
});
