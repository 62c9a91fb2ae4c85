/**
 * The volunteer pool (docs/domain.md#volunteer-pool, docs/api.md "Volunteer pool"): one's own pool profile, the
 * search of organizations (filters, distance from a postal code, pagination), leaving the pool removing a profile
 * from every search at once, no contact details in any pool response, replies with mail and in-app notification,
 * and answering a reply turning it into a conversation. The role matrix is in tests/api/authorization/rows.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
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
import { expectError, rowCount } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let vera: Awaited<ReturnType<typeof createUser>>;
let volunteer: Headers;
let other: Headers;
let orgUser: Headers;
let staff: Headers;
let staffB: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  const b = await createCenter(backend.db);
  org = await createOrganization(backend.db, a.id, { name: 'Stichting Buurtzorg' });
  vera = await createUser(backend.db, a.id, { role: 'volunteer', firstName: 'Vera', email: 'vera-pool@example.org' });
  await backend.db.update(schema.users).set({ lastName: 'van Dijk', phoneNumber: '0612345678' }).where(eq(schema.users.id, vera.id));
  volunteer = await signIn(backend, a.id, vera.email);
  other = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'volunteer' })).email);
  orgUser = await signIn(
    backend,
    a.id,
    (await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org.id })).email,
  );
  staff = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'center_superuser' })).email);
  staffB = await signIn(backend, b.id, (await createUser(backend.db, b.id, { role: 'center_superuser' })).email);
}, 120_000);
afterAll(() => backend?.close(), 60_000);

const profileBody = (attributes: Record<string, unknown>) => ({ data: { type: 'volunteer_profiles', attributes } });
const replyBody = (body: string) => ({ data: { type: 'profile_replies', attributes: { body } } });

async function optIn(headers: Headers, attributes: Record<string, unknown>) {
  const res = await call(backend, 'PATCH', '/api/v1/volunteer_profile', { headers, body: profileBody({ in_pool: true, ...attributes }) });
  expect(res.status).toBe(200);
  return res.json.data as { id: string; attributes: Record<string, unknown> };
}

async function search(headers: Headers, query = '') {
  const res = await call(backend, 'GET', `/api/v1/volunteer_profiles${query ? `?${query}` : ''}`, { headers });
  expect(res.status).toBe(200);
  return res.json as { data: { id: string; attributes: Record<string, unknown> }[]; meta: { total_count?: number } };
}

const ids = (doc: { data: { id: string }[] }) => doc.data.map((d) => d.id);

describe('my pool profile', () => {
  test('before the first save: not in the pool; the first PATCH creates it, later ones change it', async () => {
    const before = await call(backend, 'GET', '/api/v1/volunteer_profile', { headers: volunteer });
    expect(before.status).toBe(200);
    expect(before.json.data.attributes).toMatchObject({ in_pool: false, interests: [], postal_code: null });

    const saved = await optIn(volunteer, {
      bio: 'Ik tuinier graag en kook voor de buurt.',
      interests: ['nature', 'neighbourhood', 'nature'],
      skills: ['gardening', 'cooking'],
      availability: ['sat_morning', 'wed_evening'],
      languages: ['nl', 'en'],
      postal_code: '6041ab',
      city: 'Roermond',
      max_distance_km: 25,
    });
    expect(saved.attributes).toMatchObject({
      in_pool: true,
      interests: ['nature', 'neighbourhood'],
      postal_code: '6041 AB',
      city: 'Roermond',
      max_distance_km: 25,
    });
    const again = await call(backend, 'PATCH', '/api/v1/volunteer_profile', {
      headers: volunteer,
      body: profileBody({ city: 'Roermond' }),
    });
    expect(again.json.data.id).toBe(saved.id);
    expect(await rowCount(backend.db, schema.volunteerProfiles, eq(schema.volunteerProfiles.userId, vera.id))).toBe(1);
  });

  test('bad input is a 422 with a pointer and changes nothing', async () => {
    const res = await call(backend, 'PATCH', '/api/v1/volunteer_profile', {
      headers: volunteer,
      body: profileBody({ in_pool: false, interests: ['knitting'] }),
    });
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/interests/0' });
    const postal = await call(backend, 'PATCH', '/api/v1/volunteer_profile', {
      headers: volunteer,
      body: profileBody({ in_pool: false, postal_code: '12' }),
    });
    expectError(postal, 422, 'invalidAttribute', { pointer: '/data/attributes/postal_code' });
    const mine = await call(backend, 'GET', '/api/v1/volunteer_profile', { headers: volunteer });
    expect(mine.json.data.attributes.in_pool).toBe(true);
  });

  test('an organization superuser keeps no pool profile (403)', async () => {
    const res = await call(backend, 'PATCH', '/api/v1/volunteer_profile', { headers: orgUser, body: profileBody({ in_pool: true }) });
    expect(res.status).toBe(403);
  });
});

describe('the search', () => {
  let veraId: string;
  let farId: string;

  beforeAll(async () => {
    veraId = (await call(backend, 'GET', '/api/v1/volunteer_profile', { headers: volunteer })).json.data.id;
    // Someone in Maastricht (about 40 km from Roermond) who travels anywhere, speaks Arabic.
    farId = (
      await optIn(other, {
        bio: 'Computerhulp voor ouderen.',
        interests: ['technology', 'elderly'],
        languages: ['ar', 'nl'],
        availability: ['mon_morning'],
        postal_code: '6211 AA',
        city: 'Maastricht',
        max_distance_km: null,
      })
    ).id;
  });

  test('organization staff and center staff find profiles in the pool; a volunteer may not search (403)', async () => {
    expect(ids(await search(orgUser))).toEqual(expect.arrayContaining([veraId, farId]));
    expect(ids(await search(staff))).toEqual(expect.arrayContaining([veraId, farId]));
    expect((await call(backend, 'GET', '/api/v1/volunteer_profiles', { headers: volunteer })).status).toBe(403);
  });

  test('a pool profile never carries an e-mail address, phone number, postal code or coordinates', async () => {
    const list = await search(orgUser);
    const one = await call(backend, 'GET', `/api/v1/volunteer_profiles/${veraId}`, { headers: orgUser });
    expect(one.status).toBe(200);
    expect(one.json.data.attributes.display_name).toBe('Vera D.');
    for (const text of [JSON.stringify(list), JSON.stringify(one.json)]) {
      expect(text).not.toContain('vera-pool@example.org');
      expect(text).not.toContain('0612345678');
      expect(text).not.toContain('6041');
      expect(text).not.toContain('latitude');
      expect(text).not.toContain('van Dijk');
    }
  });

  test('filters: words (as prefixes), interests, languages, day parts', async () => {
    expect(ids(await search(orgUser, 'filter[q]=tuinier'))).toEqual([veraId]);
    expect(ids(await search(orgUser, 'filter[q]=comp'))).toEqual([farId]);
    expect(ids(await search(orgUser, 'filter[interests]=technology,care'))).toEqual([farId]);
    expect(ids(await search(orgUser, 'filter[languages]=en'))).toEqual([veraId]);
    expect(ids(await search(orgUser, 'filter[availability]=sat_morning'))).toEqual([veraId]);
    expect(ids(await search(orgUser, 'filter[interests]=animals'))).toEqual([]);
    const bad = await call(backend, 'GET', '/api/v1/volunteer_profiles?filter[interests]=knitting', { headers: orgUser });
    expect(bad.status).toBe(400);
  });

  test('distance from a postal code: nearest first, within the distance and within how far the volunteer travels', async () => {
    const near = await search(orgUser, 'filter[postal_code]=6041&filter[distance_km]=10');
    expect(ids(near)).toEqual([veraId]);
    expect(near.data[0]!.attributes.distance_km).toBeLessThan(10);
    // From Maastricht within 50 km: Vera lies within 50 km, but travels at most 25 km; the other lives there.
    expect(ids(await search(orgUser, 'filter[postal_code]=6211&filter[distance_km]=50'))).toEqual([farId]);
    // Sorted by distance from Maastricht without a limit.
    const sorted = await search(orgUser, 'filter[postal_code]=6211');
    expect(ids(sorted).indexOf(farId)).toBeLessThan(ids(sorted).indexOf(veraId));
    const noPoint = await call(backend, 'GET', '/api/v1/volunteer_profiles?filter[distance_km]=10', { headers: orgUser });
    expectError(noPoint, 400, 'invalidFilter', { parameter: 'filter[distance_km]' });
  });

  test('pagination', async () => {
    const first = await search(orgUser, 'page[size]=1&page[number]=1');
    const second = await search(orgUser, 'page[size]=1&page[number]=2');
    expect(first.data).toHaveLength(1);
    expect(second.data).toHaveLength(1);
    expect(first.data[0]!.id).not.toBe(second.data[0]!.id);
    expect(first.meta.total_count).toBeGreaterThanOrEqual(2);
  });

  test("another center's staff never find a profile of this center (list empty, record 404)", async () => {
    expect(ids(await search(staffB))).not.toContain(veraId);
    expect((await call(backend, 'GET', `/api/v1/volunteer_profiles/${veraId}`, { headers: staffB })).status).toBe(404);
  });

  test('leaving the pool removes the profile from every search at once; joining again brings it back', async () => {
    await call(backend, 'PATCH', '/api/v1/volunteer_profile', { headers: other, body: profileBody({ in_pool: false }) });
    expect(ids(await search(orgUser))).not.toContain(farId);
    expect(ids(await search(staff, 'filter[q]=comp'))).toEqual([]);
    expect((await call(backend, 'GET', `/api/v1/volunteer_profiles/${farId}`, { headers: orgUser })).status).toBe(404);
    expect(
      (await call(backend, 'POST', `/api/v1/volunteer_profiles/${farId}/replies`, { headers: orgUser, body: replyBody('Hallo') })).status,
    ).toBe(404);
    await call(backend, 'PATCH', '/api/v1/volunteer_profile', { headers: other, body: profileBody({ in_pool: true }) });
    expect(ids(await search(orgUser))).toContain(farId);
  });

  test('a center whose tenant has no pool does not have these paths (404)', async () => {
    const plain = await createCenter(backend.db, { tenantKey: 'oldebroek' });
    const user = await createUser(backend.db, plain.id, { role: 'center_superuser' });
    const headers = await signIn(backend, plain.id, user.email);
    expect((await call(backend, 'GET', '/api/v1/volunteer_profiles', { headers })).status).toBe(404);
  });
});

describe('replies and answers', () => {
  let profileId: string;
  let replyId: string;

  beforeAll(async () => {
    profileId = (await call(backend, 'GET', '/api/v1/volunteer_profile', { headers: volunteer })).json.data.id;
  });

  test('an organization replies: the volunteer gets a mail with the link and an in-app notification', async () => {
    const res = await call(backend, 'POST', `/api/v1/volunteer_profiles/${profileId}/replies`, {
      headers: orgUser,
      body: replyBody('Wij zoeken iemand voor onze moestuin op zaterdag. Heb je zin?'),
    });
    expect(res.status).toBe(201);
    replyId = res.json.data.id;
    expect(res.json.data.attributes).toMatchObject({ organization_name: 'Stichting Buurtzorg', conversation_id: null, read: false });
    const mails = (await outbox(backend.db, vera.email)).filter((m) => m.template === 'profileReply');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Stichting Buurtzorg');
    expect(mails[0]!.textBody).toContain(`/profile-replies/${replyId}`);
    const notes = await call(backend, 'GET', '/api/v1/notifications', { headers: volunteer });
    const note = notes.json.data.find((n: { attributes: { kind: string } }) => n.attributes.kind === 'profile_reply');
    expect(note.attributes).toMatchObject({ url: `/profile-replies/${replyId}` });
    expect(note.attributes.title).toContain('Stichting Buurtzorg');
  });

  test('a second reply while the first is unanswered is refused (422) and stores nothing', async () => {
    const before = await rowCount(backend.db, schema.profileReplies);
    const res = await call(backend, 'POST', `/api/v1/volunteer_profiles/${profileId}/replies`, {
      headers: orgUser,
      body: replyBody('Nog een keer'),
    });
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/body' });
    expect(await rowCount(backend.db, schema.profileReplies)).toBe(before);
    const empty = await call(backend, 'POST', `/api/v1/volunteer_profiles/${profileId}/replies`, {
      headers: orgUser,
      body: replyBody('  '),
    });
    expectError(empty, 422, 'invalidAttribute', { pointer: '/data/attributes/body' });
  });

  test('center staff search but do not reply (403)', async () => {
    const res = await call(backend, 'POST', `/api/v1/volunteer_profiles/${profileId}/replies`, {
      headers: staff,
      body: replyBody('Hallo'),
    });
    expect(res.status).toBe(403);
  });

  test('lists: the volunteer their received replies, the organization and center staff the sent ones', async () => {
    const received = await call(backend, 'GET', '/api/v1/profile_replies', { headers: volunteer });
    expect(ids(received.json)).toEqual([replyId]);
    expect(ids((await call(backend, 'GET', '/api/v1/profile_replies', { headers: other })).json)).toEqual([]);
    expect(ids((await call(backend, 'GET', '/api/v1/profile_replies?filter[direction]=sent', { headers: orgUser })).json)).toEqual([
      replyId,
    ]);
    expect(ids((await call(backend, 'GET', '/api/v1/profile_replies?filter[direction]=sent', { headers: staff })).json)).toContain(replyId);
    expect(ids((await call(backend, 'GET', '/api/v1/profile_replies?filter[direction]=sent', { headers: staffB })).json)).toEqual([]);
    expect((await call(backend, 'GET', '/api/v1/profile_replies?filter[direction]=sent', { headers: volunteer })).status).toBe(403);
  });

  test('someone else and another center do not find the reply (404); the volunteer marks it read', async () => {
    expect((await call(backend, 'GET', `/api/v1/profile_replies/${replyId}`, { headers: other })).status).toBe(404);
    expect((await call(backend, 'GET', `/api/v1/profile_replies/${replyId}`, { headers: staffB })).status).toBe(404);
    expect((await call(backend, 'POST', `/api/v1/profile_replies/${replyId}/read`, { headers: orgUser })).status).toBe(403);
    expect((await call(backend, 'POST', `/api/v1/profile_replies/${replyId}/read`, { headers: volunteer })).status).toBe(204);
    const read = await call(backend, 'GET', `/api/v1/profile_replies/${replyId}`, { headers: volunteer });
    expect(read.json.data.attributes.read).toBe(true);
  });

  test('answering starts one conversation with the organization: its reply first, the answer after it', async () => {
    expect(
      (await call(backend, 'POST', `/api/v1/profile_replies/${replyId}/answer`, { headers: orgUser, body: replyBody('Ik antwoord zelf') }))
        .status,
    ).toBe(403);
    const res = await call(backend, 'POST', `/api/v1/profile_replies/${replyId}/answer`, {
      headers: volunteer,
      body: replyBody('Leuk! Zaterdagochtend kan ik.'),
    });
    expect(res.status).toBe(201);
    const conversationId = res.json.data.attributes.conversation_id as number;
    expect(conversationId).toEqual(expect.any(Number));
    const [conversation] = await backend.db.select().from(schema.conversations).where(eq(schema.conversations.id, conversationId));
    expect(conversation).toMatchObject({ volunteerCenterId: a.id, organizationId: org.id, volunteerId: vera.id });
    const messages = await backend.db
      .select()
      .from(schema.conversationMessages)
      .where(eq(schema.conversationMessages.conversationId, conversationId))
      .orderBy(schema.conversationMessages.id);
    expect(messages.map((m) => m.body)).toEqual([
      'Wij zoeken iemand voor onze moestuin op zaterdag. Heb je zin?',
      'Leuk! Zaterdagochtend kan ik.',
    ]);
    expect(messages[1]!.senderId).toBe(vera.id);

    const twice = await call(backend, 'POST', `/api/v1/profile_replies/${replyId}/answer`, {
      headers: volunteer,
      body: replyBody('Nog eens'),
    });
    expectError(twice, 422, 'invalidAttribute', { pointer: '/data/attributes/body' });
    expect(
      await rowCount(
        backend.db,
        schema.conversations,
        and(eq(schema.conversations.volunteerId, vera.id), eq(schema.conversations.organizationId, org.id)),
      ),
    ).toBe(1);
    // Answered: the organization may reply to the profile again.
    const next = await call(backend, 'POST', `/api/v1/volunteer_profiles/${profileId}/replies`, {
      headers: orgUser,
      body: replyBody('Tot zaterdag!'),
    });
    expect(next.status).toBe(201);
  });
});
