/**
 * Conversations (docs/domain.md#conversations, docs/api.md "Conversations"): starting one, the inbox with unread
 * counts, search, archive and pagination, messages in order with paging back, who reads what (the volunteer, the
 * organization, center staff, a mentor of the student, nobody else; another center 404), internal notes that a
 * volunteer or mentor never sees, the application's one-click conversation, bad input, the live event stream fed by
 * LISTEN/NOTIFY, and the unread-message mail job (once per message, in the reader's language).
 */
import { eq, sql } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { CONVERSATION_MAILS_LOCK, sendConversationMails } from '@/server/jobs/conversation-mails';
import { closeConversationHub, conversationHub } from '@/server/realtime/hub';
import { seedConversations } from '@/server/db/seed/conversations';
import { startConversation } from '@/server/resources/conversations/service';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { createApplication, createVacancy } from '../support/factories/applications';
import { en, rowCount, type CallResult } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let otherOrg: Awaited<ReturnType<typeof createOrganization>>;
let school: Awaited<ReturnType<typeof createOrganization>>;
let otherSchool: Awaited<ReturnType<typeof createOrganization>>;
type User = Awaited<ReturnType<typeof createUser>>;
let vera: User;
let student: User;
let superuser: User;
const h = {} as Record<
  'vera' | 'student' | 'other' | 'superuser' | 'otherSuperuser' | 'staff' | 'mentor' | 'otherMentor' | 'staffB' | 'content',
  Headers
>;

const MINUTE = 60_000;

/** A 422 JSON:API error on this pointer, with a translated detail. */
function expectPointer(res: CallResult, pointer: string) {
  expect(res.status).toBe(422);
  expect(res.json.errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer)).toContain(pointer);
  for (const e of res.json.errors as { detail: string }[]) expect(e.detail).not.toMatch(/^(api|conversationApi)\./);
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db, { name: 'Vrijwilligerscentrum A' });
  b = await createCenter(backend.db);
  org = await createOrganization(backend.db, a.id, { name: 'Stichting Buurtzorg' });
  otherOrg = await createOrganization(backend.db, a.id, { name: 'Voedselbank' });
  school = await createOrganization(backend.db, a.id, { name: 'Het Lyceum', organizationType: 'School' });
  otherSchool = await createOrganization(backend.db, a.id, { name: 'Het College', organizationType: 'School' });
  const db = backend.db;
  vera = await createUser(db, a.id, { role: 'volunteer', firstName: 'Vera', locale: 'en' });
  superuser = await createUser(db, a.id, { role: 'organization_superuser', organizationId: org.id, firstName: 'Olga' });
  const mentor = await createUser(db, a.id, { role: 'mentor', organizationId: school.id, firstName: 'Merel' });
  const otherMentor = await createUser(db, a.id, { role: 'mentor', organizationId: otherSchool.id });
  student = await createUser(db, a.id, { role: 'student', organizationId: school.id, firstName: 'Sam' });
  await db.update(schema.users).set({ mentorId: mentor.id }).where(eq(schema.users.id, student.id));
  const sign = (u: User, center = a.id) => signIn(backend, center, u.email);
  h.vera = await sign(vera);
  h.student = await sign(student);
  h.superuser = await sign(superuser);
  h.mentor = await sign(mentor);
  h.otherMentor = await sign(otherMentor);
  h.other = await sign(await createUser(db, a.id, { role: 'volunteer' }));
  h.otherSuperuser = await sign(await createUser(db, a.id, { role: 'organization_superuser', organizationId: otherOrg.id }));
  h.staff = await sign(await createUser(db, a.id, { role: 'center_superuser', firstName: 'Cees' }));
  h.content = await sign(await createUser(db, a.id, { role: 'content_manager' }));
  h.staffB = await signIn(backend, b.id, (await createUser(db, b.id, { role: 'center_superuser' })).email);
}, 120_000);
afterAll(async () => {
  await closeConversationHub(backend.db);
  await backend?.close();
}, 60_000);

const resource = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

async function start(headers: Headers, attributes: Record<string, unknown>) {
  const res = await call(backend, 'POST', '/api/v1/conversations', { headers, body: resource('conversations', attributes) });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; attributes: Record<string, unknown> };
}

const post = (headers: Headers, id: string | number, body: string) =>
  call(backend, 'POST', `/api/v1/conversations/${id}/messages`, { headers, body: resource('conversation_messages', { body }) });

const inbox = async (headers: Headers, query = '') => {
  const res = await call(backend, 'GET', `/api/v1/conversations${query}`, { headers });
  expect(res.status).toBe(200);
  return res.json as { data: { id: string; attributes: Record<string, unknown> }[]; meta: { total_count: number } };
};

const unread = async (headers: Headers) =>
  (await call(backend, 'GET', '/api/v1/conversations/unread_count', { headers })).json.meta.unread_count as number;

describe('talking', () => {
  test('an organization starts a conversation; the volunteer sees it unread, reads it and replies', async () => {
    const before = await unread(h.vera);
    const c = await start(h.superuser, {
      subject: 'Je aanmelding bij de buurtzorg',
      body: 'Hoi Vera, welkom!',
      volunteer_id: vera.id,
      organization_id: org.id,
    });
    expect(c.attributes).toMatchObject({
      subject: 'Je aanmelding bij de buurtzorg',
      organization_id: org.id,
      organization_name: 'Stichting Buurtzorg',
      volunteer_id: vera.id,
      volunteer_name: 'Vera User',
      last_message_preview: 'Hoi Vera, welkom!',
      unread_count: 0,
      archived: false,
    });
    const mine = (await inbox(h.vera)).data.find((d) => d.id === c.id);
    expect(mine?.attributes.unread_count).toBe(1);
    expect(await unread(h.vera)).toBe(before + 1);

    const messages = await call(backend, 'GET', `/api/v1/conversations/${c.id}/messages`, { headers: h.vera });
    expect(messages.status).toBe(200);
    expect(messages.json.data).toHaveLength(1);
    expect(messages.json.data[0].attributes).toMatchObject({
      body: 'Hoi Vera, welkom!',
      sender_id: superuser.id,
      sender_name: 'Olga User',
      mine: false,
    });

    expect((await call(backend, 'POST', `/api/v1/conversations/${c.id}/read`, { headers: h.vera })).status).toBe(204);
    expect(await unread(h.vera)).toBe(before);

    const reply = await post(h.vera, c.id, 'Dank je, ik kom graag!');
    expect(reply.status).toBe(201);
    expect(reply.json.data.attributes).toMatchObject({ body: 'Dank je, ik kom graag!', mine: true, sender_id: vera.id });
    const seen = (await inbox(h.superuser)).data.find((d) => d.id === c.id);
    expect(seen?.attributes).toMatchObject({ unread_count: 1, last_message_preview: 'Dank je, ik kom graag!' });

    const all = await call(backend, 'GET', `/api/v1/conversations/${c.id}/messages`, { headers: h.superuser });
    expect(all.json.data.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual([
      'Hoi Vera, welkom!',
      'Dank je, ik kom graag!',
    ]);
  });

  test('the center itself talks with a volunteer (organization_id null: the center name)', async () => {
    const c = await start(h.staff, { subject: 'Vraagje van het centrum', body: 'Hallo!', volunteer_id: vera.id, organization_id: null });
    expect(c.attributes).toMatchObject({ organization_id: null, organization_name: 'Vrijwilligerscentrum A' });
    // The organization's superuser is not part of it.
    expect((await call(backend, 'GET', `/api/v1/conversations/${c.id}`, { headers: h.superuser })).status).toBe(404);
    expect((await call(backend, 'GET', `/api/v1/conversations/${c.id}`, { headers: h.vera })).status).toBe(200);
  });

  test('messages page back with page[before], oldest first within a page', async () => {
    const c = await start(h.superuser, { subject: 'Veel berichten', body: 'bericht 0', volunteer_id: vera.id, organization_id: org.id });
    for (let i = 1; i <= 4; i++) expect((await post(i % 2 ? h.vera : h.superuser, c.id, `bericht ${i}`)).status).toBe(201);
    const last = await call(backend, 'GET', `/api/v1/conversations/${c.id}/messages?page[size]=2`, { headers: h.vera });
    const bodies = (res: typeof last) => res.json.data.map((m: { attributes: { body: string } }) => m.attributes.body);
    expect(bodies(last)).toEqual(['bericht 3', 'bericht 4']);
    expect(last.json.meta.has_older).toBe(true);
    const before = last.json.data[0].id as string;
    const older = await call(backend, 'GET', `/api/v1/conversations/${c.id}/messages?page[size]=2&page[before]=${before}`, {
      headers: h.vera,
    });
    expect(bodies(older)).toEqual(['bericht 1', 'bericht 2']);
    const oldest = await call(backend, 'GET', `/api/v1/conversations/${c.id}/messages?page[size]=2&page[before]=${older.json.data[0].id}`, {
      headers: h.vera,
    });
    expect(bodies(oldest)).toEqual(['bericht 0']);
    expect(oldest.json.meta.has_older).toBe(false);
  });

  test('search by subject and participant name, archive per person, a reply brings it back, pages', async () => {
    const c = await start(h.superuser, {
      subject: 'Kerstmarkt zaterdag',
      body: 'Kun je helpen?',
      volunteer_id: vera.id,
      organization_id: org.id,
    });
    expect((await inbox(h.vera, '?filter[q]=kerstmarkt')).data.map((d) => d.id)).toEqual([c.id]);
    expect((await inbox(h.superuser, '?filter[q]=vera')).data.map((d) => d.id)).toContain(c.id);
    expect((await inbox(h.vera, '?filter[q]=buurtzorg')).data.map((d) => d.id)).toContain(c.id);
    expect((await inbox(h.vera, '?filter[q]=%25')).data).toHaveLength(0);

    expect((await call(backend, 'POST', `/api/v1/conversations/${c.id}/archive`, { headers: h.vera })).status).toBe(204);
    expect((await inbox(h.vera)).data.map((d) => d.id)).not.toContain(c.id);
    expect((await inbox(h.vera, '?filter[archived]=true')).data.map((d) => d.id)).toEqual([c.id]);
    // Archived for Vera only.
    expect((await inbox(h.superuser)).data.map((d) => d.id)).toContain(c.id);
    expect((await post(h.superuser, c.id, 'Nog even dit')).status).toBe(201);
    expect((await inbox(h.vera)).data.map((d) => d.id)).toContain(c.id);

    expect((await call(backend, 'POST', `/api/v1/conversations/${c.id}/archive`, { headers: h.vera })).status).toBe(204);
    expect((await call(backend, 'DELETE', `/api/v1/conversations/${c.id}/archive`, { headers: h.vera })).status).toBe(204);
    expect((await inbox(h.vera)).data.map((d) => d.id)).toContain(c.id);

    const page = await inbox(h.vera, '?page[size]=1&page[number]=2');
    expect(page.data).toHaveLength(1);
    expect(page.meta.total_count).toBeGreaterThan(1);
  });
});

describe('who sees what', () => {
  let id: string;
  let studentConversation: string;
  const NOTE = 'Interne notitie: eerst VOG aanvragen';

  beforeAll(async () => {
    id = (
      await start(h.superuser, { subject: 'Over je rooster', body: 'Welke dagen kun je?', volunteer_id: vera.id, organization_id: org.id })
    ).id;
    studentConversation = (
      await start(h.superuser, { subject: 'Maatschappelijke stage', body: 'Welkom Sam', volunteer_id: student.id, organization_id: org.id })
    ).id;
    for (const conv of [id, studentConversation]) {
      const res = await call(backend, 'POST', `/api/v1/conversations/${conv}/notes`, {
        headers: h.superuser,
        body: resource('conversation_notes', { note: NOTE }),
      });
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({ type: 'conversation_notes', attributes: { note: NOTE } });
    }
  });

  test.each([
    ['the volunteer', 'vera', 200],
    ['the organization superuser', 'superuser', 200],
    ['center staff', 'staff', 200],
    ['another volunteer', 'other', 404],
    ["another organization's superuser", 'otherSuperuser', 404],
    ['a content manager', 'content', 404],
    ['a mentor who is not her mentor', 'mentor', 404],
  ] as const)('%s (%s): GET the conversation and its messages, posting -> %i', async (_, who, status) => {
    expect((await call(backend, 'GET', `/api/v1/conversations/${id}`, { headers: h[who] })).status).toBe(status);
    expect((await call(backend, 'GET', `/api/v1/conversations/${id}/messages`, { headers: h[who] })).status).toBe(status);
    expect((await post(h[who], id, 'hallo')).status).toBe(status === 200 ? 201 : 404);
    const listed = (await inbox(h[who])).data.map((d) => d.id);
    if (status === 200) expect(listed).toContain(id);
    else expect(listed).not.toContain(id);
  });

  test("another center's staff: 404 for the conversation, its messages and notes; not in their inbox", async () => {
    for (const path of ['', '/messages', '/notes'])
      expect((await call(backend, 'GET', `/api/v1/conversations/${id}${path}`, { headers: h.staffB })).status).toBe(404);
    expect((await inbox(h.staffB)).data.map((d) => d.id)).not.toContain(id);
  });

  test("the student's mentor reads and writes in the student's conversation, but the other school's mentor does not", async () => {
    expect((await call(backend, 'GET', `/api/v1/conversations/${studentConversation}`, { headers: h.mentor })).status).toBe(200);
    expect((await inbox(h.mentor)).data.map((d) => d.id)).toContain(studentConversation);
    expect((await post(h.mentor, studentConversation, 'Ik ben de mentor van Sam')).status).toBe(201);
    expect((await call(backend, 'GET', `/api/v1/conversations/${studentConversation}`, { headers: h.otherMentor })).status).toBe(404);
    expect((await inbox(h.otherMentor)).data.map((d) => d.id)).not.toContain(studentConversation);
  });

  test.each([
    ['the volunteer', 'vera', 'id'],
    ['the student', 'student', 'studentConversation'],
    ["the student's mentor", 'mentor', 'studentConversation'],
    ['a mentor of another school', 'otherMentor', 'studentConversation'],
    ['another center', 'staffB', 'id'],
  ] as const)('notes: %s gets 404 on reading and writing them', async (_, who, which) => {
    const conv = which === 'id' ? id : studentConversation;
    expect((await call(backend, 'GET', `/api/v1/conversations/${conv}/notes`, { headers: h[who] })).status).toBe(404);
    const res = await call(backend, 'POST', `/api/v1/conversations/${conv}/notes`, {
      headers: h[who],
      body: resource('conversation_notes', { note: 'probeer' }),
    });
    expect(res.status).toBe(404);
  });

  test('notes: the organization and center staff read them; no other document of the conversation carries one', async () => {
    for (const who of ['superuser', 'staff'] as const) {
      const res = await call(backend, 'GET', `/api/v1/conversations/${id}/notes`, { headers: h[who] });
      expect(res.status).toBe(200);
      expect(res.json.data.map((n: { attributes: { note: string } }) => n.attributes.note)).toEqual([NOTE]);
    }
    for (const who of ['vera', 'superuser', 'staff'] as const)
      for (const path of ['', '/messages', `?filter[q]=rooster`].map((p) =>
        p.startsWith('?') ? `/api/v1/conversations${p}` : `/api/v1/conversations/${id}${p}`,
      )) {
        const res = await call(backend, 'GET', path, { headers: h[who] });
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.json)).not.toContain('VOG');
      }
    expect(
      (
        await call(backend, 'POST', `/api/v1/conversations/${id}/notes`, {
          headers: h.staff,
          body: resource('conversation_notes', { note: 'Centrum kijkt mee' }),
        })
      ).status,
    ).toBe(201);
  });

  test('starting a conversation for an organization: its superuser or center staff; never a volunteer or mentor', async () => {
    const attrs = { subject: 'Hallo', body: 'Hoi', volunteer_id: vera.id, organization_id: org.id };
    for (const who of ['other', 'mentor', 'otherSuperuser', 'content'] as const) {
      const before = await rowCount(backend.db, schema.conversations);
      const res = await call(backend, 'POST', '/api/v1/conversations', { headers: h[who], body: resource('conversations', attrs) });
      expect(res.status).toBe(403);
      expect(await rowCount(backend.db, schema.conversations)).toBe(before);
    }
    expect(
      (await call(backend, 'POST', '/api/v1/conversations', { headers: h.staff, body: resource('conversations', attrs) })).status,
    ).toBe(201);
  });
});

describe('bad input', () => {
  const attempt = (attributes: Record<string, unknown>, headers = h.superuser) =>
    call(backend, 'POST', '/api/v1/conversations', { headers: { ...headers, ...en }, body: resource('conversations', attributes) });
  const valid = () => ({ subject: 'Onderwerp', body: 'Tekst', volunteer_id: vera.id, organization_id: org.id });

  test.each([
    ['no subject', { subject: undefined }, '/data/attributes/subject'],
    ['an empty body', { body: '   ' }, '/data/attributes/body'],
    ['a subject of 201 characters', { subject: 'x'.repeat(201) }, '/data/attributes/subject'],
    ['no volunteer', { volunteer_id: undefined }, '/data/attributes/volunteer_id'],
    ['a volunteer id that is text', { volunteer_id: 'abc' }, '/data/attributes/volunteer_id'],
    ['an unknown attribute', { note: 'x' }, '/data/attributes/note'],
  ])('%s: 422 with a pointer, nothing stored', async (_, change, pointer) => {
    const before = await rowCount(backend.db, schema.conversations);
    const res = await attempt({ ...valid(), ...change });
    expectPointer(res, pointer);
    expect(await rowCount(backend.db, schema.conversations)).toBe(before);
  });

  test('references of another center, a vacancy of another organization, yourself: 422 in the reader language', async () => {
    const volunteerB = await createUser(backend.db, b.id, { role: 'volunteer' });
    const orgB = await createOrganization(backend.db, b.id);
    const vacancy = await createVacancy(backend, { centerId: a.id, organizationId: otherOrg.id });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ volunteer_id: volunteerB.id }, '/data/attributes/volunteer_id', 'This volunteer is not known in this center.'],
      [{ organization_id: orgB.id }, '/data/attributes/organization_id', 'forbidden'],
      [{ vacancy_id: vacancy.id }, '/data/attributes/vacancy_id', 'The vacancy belongs to another organization.'],
      [{ volunteer_id: superuser.id }, '/data/attributes/volunteer_id', 'You cannot start a conversation with yourself.'],
    ];
    for (const [change, pointer, detail] of cases) {
      const before = await rowCount(backend.db, schema.conversations);
      const res = await attempt({ ...valid(), ...change });
      if (detail === 'forbidden') expect(res.status).toBe(403);
      else {
        expectPointer(res, pointer);
        expect(res.json.errors[0].detail).toBe(detail);
      }
      expect(await rowCount(backend.db, schema.conversations)).toBe(before);
    }
  });

  test('bad paths and parameters are 400/404, never 500', async () => {
    expect((await call(backend, 'GET', '/api/v1/conversations/abc', { headers: h.vera })).status).toBe(400);
    expect((await call(backend, 'GET', '/api/v1/conversations/999999', { headers: h.vera })).status).toBe(404);
    expect((await call(backend, 'GET', '/api/v1/conversations?filter[archived]=maybe', { headers: h.vera })).status).toBe(400);
    expect((await call(backend, 'GET', '/api/v1/conversations?page[size]=1000', { headers: h.vera })).status).toBe(400);
    expect((await call(backend, 'GET', '/api/v1/conversations/events?max_seconds=abc', { headers: h.vera })).status).toBe(400);
    const c = await start(h.superuser, valid());
    expect((await call(backend, 'GET', `/api/v1/conversations/${c.id}/messages?page[before]=x`, { headers: h.vera })).status).toBe(400);
    expect((await post(h.vera, c.id, '')).status).toBe(422);
    expect((await call(backend, 'GET', '/api/v1/conversations', { headers: centerHeaders(a.id) })).status).toBe(401);
  });
});

describe('the application conversation', () => {
  test('one click opens it; a second click returns the same one; a guest application has no account to talk to', async () => {
    const vacancy = await createVacancy(backend, { centerId: a.id, organizationId: org.id, title: 'Chauffeur voor de boodschappenbus' });
    const application = await createApplication(backend, { centerId: a.id, vacancyId: vacancy.id, user: vera });
    const first = await call(backend, 'POST', `/api/v1/applications/${application.id}/conversation`, { headers: h.superuser });
    expect(first.status).toBe(201);
    expect(first.json.data.attributes).toMatchObject({
      subject: 'Chauffeur voor de boodschappenbus',
      application_id: application.id,
      vacancy_id: vacancy.id,
      vacancy_title: 'Chauffeur voor de boodschappenbus',
      organization_id: org.id,
      volunteer_id: vera.id,
    });
    const again = await call(backend, 'POST', `/api/v1/applications/${application.id}/conversation`, { headers: h.staff });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect((await call(backend, 'POST', `/api/v1/applications/${application.id}/conversation`, { headers: h.otherSuperuser })).status).toBe(
      403,
    );
    expect((await call(backend, 'POST', `/api/v1/applications/${application.id}/conversation`, { headers: h.vera })).status).toBe(403);
    expect((await call(backend, 'POST', `/api/v1/applications/${application.id}/conversation`, { headers: h.staffB })).status).toBe(404);

    const guest = await createApplication(backend, { centerId: a.id, vacancyId: vacancy.id, user: null });
    expectPointer(await call(backend, 'POST', `/api/v1/applications/${guest.id}/conversation`, { headers: h.superuser }), '/data');

    // Starting one with application_id takes volunteer, vacancy and organization from the application.
    const c = await start(h.superuser, { subject: 'Over je aanmelding', body: 'Wanneer kun je beginnen?', application_id: application.id });
    expect(c.attributes).toMatchObject({
      volunteer_id: vera.id,
      vacancy_id: vacancy.id,
      organization_id: org.id,
      application_id: application.id,
    });
  });
});

/** Reads an event stream's text until `until` matches or the time is up. */
async function readStream(body: ReadableStream<Uint8Array>, until: (text: string) => boolean, ms = 5_000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!until(text) && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
    ]);
    if (!next || next.done) break;
    text += decoder.decode(next.value);
  }
  return { text, stop: () => reader.cancel() };
}

async function openStream(headers: Headers, query = '') {
  const response = await backend.app.fetch(
    new Request(`http://backend.test/api/v1/conversations/events${query}`, { headers: { accept: 'text/event-stream', ...headers } }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return response.body!;
}

describe('the event stream (LISTEN/NOTIFY)', () => {
  test('a new message reaches the streams of those who may read it, not the others', async () => {
    const streams = {
      vera: await openStream(h.vera),
      staff: await openStream(h.staff),
      other: await openStream(h.other),
      staffB: await openStream(h.staffB),
      mentor: await openStream(h.mentor),
    };
    expect(conversationHub(backend.db).size).toBe(5);
    const { id, messageId } = await backend.db.transaction((tx) =>
      startConversation(tx, {
        volunteerCenterId: a.id,
        organizationId: org.id,
        volunteerId: vera.id,
        subject: 'Live',
        body: 'Zie je dit meteen?',
        senderId: superuser.id,
      }),
    );
    const expected = `event: message\ndata: {"conversation_id":${id},"message_id":${messageId}}\n\n`;
    for (const who of ['vera', 'staff'] as const) {
      const { text, stop } = await readStream(streams[who], (t) => t.includes(expected));
      expect(text).toContain(expected);
      expect(text.startsWith('retry: 3000\n: connected\n\n')).toBe(true);
      await stop();
    }
    for (const who of ['other', 'staffB', 'mentor'] as const) {
      const { text, stop } = await readStream(streams[who], (t) => t.includes('event: message'), 500);
      expect(text).not.toContain('event: message');
      await stop();
    }
    // Streams that end leave the hub; the listening connection closes with the last one.
    await new Promise((r) => setTimeout(r, 50));
    expect(conversationHub(backend.db).size).toBe(0);
  });

  test("a rolled-back message is never announced; a student's mentor gets the student's messages", async () => {
    const mentorStream = await openStream(h.mentor);
    await backend.db
      .transaction(async (tx) => {
        await startConversation(tx, {
          volunteerCenterId: a.id,
          organizationId: org.id,
          volunteerId: student.id,
          subject: 'x',
          body: 'x',
          senderId: superuser.id,
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const { id, messageId } = await startConversation(backend.db, {
      volunteerCenterId: a.id,
      organizationId: org.id,
      volunteerId: student.id,
      subject: 'Stage',
      body: 'Hoi Sam',
      senderId: superuser.id,
    });
    const { text, stop } = await readStream(mentorStream, (t) => t.includes(`"message_id":${messageId}`));
    expect(text.match(/event: message/g)).toHaveLength(1);
    expect(text).toContain(`{"conversation_id":${id},"message_id":${messageId}}`);
    await stop();
  });

  test('max_seconds=0 answers the opening lines and ends; signed out is 401', async () => {
    const body = await openStream(h.vera, '?max_seconds=0');
    expect(await new Response(body).text()).toBe('retry: 3000\n: connected\n\n');
    expect((await call(backend, 'GET', '/api/v1/conversations/events', { headers: centerHeaders(a.id) })).status).toBe(401);
  });
});

describe('the unread-message mail', () => {
  const deps = () => ({ db: backend.db, mailer: backend.deps.mailer, centerUrl: backend.deps.centerUrl });
  const age = (conversationId: number, ms: number) =>
    backend.db.execute(
      sql`update conversation_messages set created_at = created_at - ${`${ms} milliseconds`}::interval where conversation_id = ${conversationId}`,
    );
  const newMessageMails = async (email: string) => (await outbox(backend.db, email)).filter((m) => m.template === 'newMessage');

  test('after five minutes unread: one mail per message, in the reader language, with a link back; not again', async () => {
    const reader = await createUser(backend.db, a.id, { role: 'volunteer', locale: 'en', firstName: 'Emma' });
    const { id } = await startConversation(backend.db, {
      volunteerCenterId: a.id,
      organizationId: org.id,
      volunteerId: reader.id,
      subject: 'Rooster',
      body: 'Kun je dinsdag <b>komen</b>?',
      senderId: superuser.id,
    });
    expect((await sendConversationMails(deps(), new Date())).mails).toBe(0);
    await age(id, 6 * MINUTE);
    const first = await sendConversationMails(deps(), new Date());
    expect(first.ran).toBe(true);
    const mails = await newMessageMails(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message from Olga User: Rooster');
    expect(mails[0]!.textBody).toContain(`http://${a.slug}.localhost:3000/en/conversations/${id}`);
    expect(mails[0]!.textBody).toContain('Kun je dinsdag <b>komen</b>?');
    expect(mails[0]!.htmlBody).not.toContain('<b>komen</b>');
    // The sender (who has read it) and the same message again: nothing.
    await sendConversationMails(deps(), new Date());
    expect(await newMessageMails(reader.email)).toHaveLength(1);
    expect(await newMessageMails(superuser.email)).toHaveLength(0);
    // A newer message, read in time: no mail.
    await insertAged(id, superuser.id, 'Nog een vraag', 6 * MINUTE);
    await call(backend, 'POST', `/api/v1/conversations/${id}/read`, { headers: await signIn(backend, a.id, reader.email) });
    await sendConversationMails(deps(), new Date());
    expect(await newMessageMails(reader.email)).toHaveLength(1);
  });

  test('one instance at a time: with the lock held elsewhere the run does nothing', async () => {
    const { id } = await startConversation(backend.db, {
      volunteerCenterId: a.id,
      organizationId: org.id,
      volunteerId: vera.id,
      subject: 'Slot',
      body: 'Gelockt?',
      senderId: superuser.id,
    });
    await age(id, 6 * MINUTE);
    await backend.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CONVERSATION_MAILS_LOCK})`);
      // PGlite has one connection: the job would wait for this transaction, so only PostgreSQL runs it beside.
      if (process.env.DATABASE_URL) expect(await sendConversationMails(deps(), new Date())).toEqual({ ran: false, mails: 0 });
    });
    const result = await sendConversationMails(deps(), new Date());
    expect(result.ran).toBe(true);
    expect(result.mails).toBeGreaterThanOrEqual(1);
  });
});

async function insertAged(conversationId: number, senderId: number, body: string, ms: number) {
  await backend.db.insert(schema.conversationMessages).values({ conversationId, senderId, body, createdAt: new Date(Date.now() - ms) });
}

describe('demo data', () => {
  test('the demo center gets conversations with unread messages, notes and an archived one, none of them mailed', async () => {
    const demo = await createCenter(backend.db, { slug: 'demo', name: 'Demo' });
    const foodBank = await createOrganization(backend.db, demo.id, { name: 'Voedselbank Demo' });
    const college = await createOrganization(backend.db, demo.id, { name: 'Demo College', organizationType: 'School' });
    const make = (role: 'volunteer' | 'student' | 'organization_superuser' | 'center_superuser' | 'mentor', organizationId?: number) =>
      createUser(backend.db, demo.id, { role, email: `${role}@demo.test`, organizationId });
    const volunteer = await make('volunteer');
    const demoStudent = await make('student', college.id);
    const demoMentor = await make('mentor', college.id);
    await make('organization_superuser', foodBank.id);
    await make('center_superuser');
    await backend.db.update(schema.users).set({ mentorId: demoMentor.id }).where(eq(schema.users.id, demoStudent.id));
    await seedConversations(backend.db);

    const vh = await signIn(backend, demo.id, volunteer.email);
    const inboxOf = async (headers: Headers, q = '') => (await call(backend, 'GET', `/api/v1/conversations${q}`, { headers })).json;
    const list = await inboxOf(vh);
    expect(list.data.map((d: { attributes: { subject: string } }) => d.attributes.subject)).toEqual([
      'Je aanmelding bij de Voedselbank',
      'Welkom bij de vrijwilligerscentrale',
    ]);
    expect(list.data.map((d: { attributes: { unread_count: number } }) => d.attributes.unread_count)).toEqual([1, 1]);
    expect((await inboxOf(vh, '?filter[archived]=true')).data).toHaveLength(1);
    const mentorInbox = await inboxOf(await signIn(backend, demo.id, demoMentor.email));
    expect(mentorInbox.data.map((d: { attributes: { subject: string } }) => d.attributes.subject)).toEqual([
      'Maatschappelijke stage bij de Voedselbank',
    ]);
    expect(
      await rowCount(
        backend.db,
        schema.conversationNotes,
        eq(schema.conversationNotes.note, 'Rijbewijs B aanwezig: geschikt als chauffeur. VOG nog aanvragen.'),
      ),
    ).toBe(1);
    const before = await rowCount(backend.db, schema.emailOutbox);
    await sendConversationMails({ db: backend.db, mailer: backend.deps.mailer, centerUrl: backend.deps.centerUrl }, new Date());
    expect(await rowCount(backend.db, schema.emailOutbox, sql`${schema.emailOutbox.toAddress} like '%@demo.test'`)).toBe(0);
    expect(await rowCount(backend.db, schema.emailOutbox)).toBeGreaterThanOrEqual(before);
  });
});
