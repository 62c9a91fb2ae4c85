/** In-app notifications: a confirmed application notifies the organization superusers; each reads only their own. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { call, centerHeaders, createUser, outbox, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { applicationWorld, createVacancy } from '../support/factories/applications';
import { en, expectError } from './helpers';

let backend: TestBackend;
let w: Awaited<ReturnType<typeof applicationWorld>>;
const h: Record<string, Headers> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  w = await applicationWorld(backend);
  for (const [name, user] of Object.entries(w.people)) h[name] = await signIn(backend, user.volunteerCenterId, user.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const get = (headers: Headers, query = '') => call(backend, 'GET', `/api/v1/notifications${query}`, { headers });
const post = (path: string, headers: Headers) => call(backend, 'POST', `/api/v1/notifications${path}`, { headers });
const applyAs = async (headers: Headers, title: string) => {
  const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id, title });
  const res = await call(backend, 'POST', `/api/v1/vacancies/${vacancy.id}/applications`, {
    headers,
    body: { data: { type: 'applications', attributes: { message: 'Graag!' } } },
  });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
};

describe('GET /api/v1/notifications', () => {
  test("an application appears, in the reader's language, with a link, newest first, and the unread count in meta", async () => {
    const first = await applyAs(h.volunteer!, 'Boodschappen doen');
    const second = await applyAs(h.volunteerEn!, 'Hond uitlaten');
    const res = await get(h.superNl!);
    expect(res.status).toBe(200);
    expect(res.json.meta).toMatchObject({ total_count: 2, unread_count: 2 });
    expect(res.json.data.map((n: { attributes: { url: string } }) => n.attributes.url)).toEqual([
      `/applications/${second}`,
      `/applications/${first}`,
    ]);
    expect(res.json.data[1]).toMatchObject({
      type: 'notifications',
      attributes: {
        kind: 'application_received',
        title: 'Nieuwe aanmelding voor Boodschappen doen',
        body: 'Eva User heeft zich aangemeld voor Boodschappen doen.',
        subject_type: 'applications',
        subject_id: Number(first),
        read: false,
        read_at: null,
      },
    });
    const inEnglish = await get({ ...h.superEn!, ...en });
    expect(inEnglish.json.data[1].attributes.title).toBe('New application for Boodschappen doen');
    // Applicants, other organizations and staff are not notified.
    for (const who of ['volunteer', 'otherSuper', 'staff'])
      expect((await get(h[who]!)).json.meta).toMatchObject({ total_count: 0, unread_count: 0 });
  });

  test('filter[unread], pagination, bad parameters and signed-out', async () => {
    const page = await get(h.superNl!, '?page[size]=1&page[number]=2');
    expect(page.json.data).toHaveLength(1);
    expect(page.json.meta).toMatchObject({ total_count: 2, page: { number: 2, size: 1, total_pages: 2 } });
    expect((await get(h.superNl!, '?filter[unread]=true')).json.data).toHaveLength(2);
    expectError(await get(h.superNl!, '?filter[unread]=maybe'), 400, 'invalidFilter', { parameter: 'filter[unread]' });
    expectError(await get(h.superNl!, '?filter[kind]=x'), 400, 'unknownFilter', { parameter: 'filter[kind]' });
    expectError(await get(centerHeaders(w.center.id)), 401, 'unauthorized');
  });
  test('an archived organization superuser is neither notified nor mailed', async () => {
    const archived = await createUser(backend.db, w.center.id, {
      role: 'organization_superuser',
      organizationId: w.org.id,
      status: 'archived',
    });
    const id = await applyAs(h.volunteerEn!, 'Archief test');
    const rows = await backend.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.subjectId, Number(id)));
    expect(rows.map((r) => r.userId).sort()).toEqual([w.people.superNl.id, w.people.superEn.id].sort());
    expect(await outbox(backend.db, archived.email)).toEqual([]);
    // Leave the counts of the next tests as they were.
    await backend.db.delete(schema.notifications).where(eq(schema.notifications.subjectId, Number(id)));
  });
});

describe('POST /api/v1/notifications/{id}/read and /read_all', () => {
  test("marks one read (idempotent); another person's or another center's is 404", async () => {
    const [newest, older] = (await get(h.superNl!)).json.data as { id: string }[];
    const res = await post(`/${newest!.id}/read`, h.superNl!);
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ read: true, read_at: expect.any(String) });
    expect(res.json.meta).toEqual({ unread_count: 1 });
    const again = await post(`/${newest!.id}/read`, h.superNl!);
    expect(again.json.data.attributes.read_at).toBe(res.json.data.attributes.read_at);
    expect((await get(h.superNl!, '?filter[unread]=true')).json.data.map((n: { id: string }) => n.id)).toEqual([older!.id]);

    // Bob's own notifications are untouched; Anna's is not his to read.
    const bobs = (await get(h.superEn!)).json;
    expect(bobs.meta.unread_count).toBe(2);
    expectError(await post(`/${older!.id}/read`, h.superEn!), 404, 'notFound');
    expectError(await post(`/${older!.id}/read`, h.foreignStaff!), 404, 'notFound');
    expectError(await post('/abc/read', h.superNl!), 400, 'invalidId');
    expectError(await post(`/${older!.id}/read`, centerHeaders(w.center.id)), 401, 'unauthorized');
    const [row] = await backend.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.id, Number(older!.id)));
    expect(row!.readAt).toBeNull();
  });

  test("read_all marks only the reader's own", async () => {
    const res = await post('/read_all', h.superEn!);
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ updated: 2, unread_count: 0 });
    expect((await get(h.superEn!)).json.meta.unread_count).toBe(0);
    expect((await get(h.superNl!)).json.meta.unread_count).toBe(1);
    expect((await post('/read_all', h.superEn!)).json.meta).toEqual({ updated: 0, unread_count: 0 });
    expectError(await post('/read_all', centerHeaders(w.center.id)), 401, 'unauthorized');
  });
});
