/**
 * Forms (docs/api.md, "Forms"; docs/domain.md#forms): the form builder's calls (/api/v1/forms: forms with their
 * questions written nested, submissions, CSV, summary, invitations) and answering on the public site
 * (/api/v1/public/forms): every question type's answers, token access, the honeypot, the rate limit and the mails.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { MemoryRateLimiter } from '@/server/auth/rate-limit';
import { hashSecret } from '@/server/auth/tokens';
import * as schema from '@/server/db/schema';
import { FORM_SUBMISSION_LIMITS } from '@/server/resources/forms/public-routes';
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
import { en, expectError, expectForbidden, includedOf, nl, rowCount } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents are arbitrary JSON
type Resource = { id: string; attributes: Record<string, any>; meta?: Record<string, any>; relationships?: Record<string, any> };
const included = (doc: { included?: { type: string; id: string }[] }, type: string) => includedOf(doc, type) as unknown as Resource[];

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let otherOrg: Awaited<ReturnType<typeof createOrganization>>;
const as: Record<string, Headers> = {};
let ownerEmail: string;
let englishOwnerEmail: string;
let clientSeq = 0;
/** A fresh client address per submission, so the rate limit of one test does not reach another. */
const nextAddress = () => `10.1.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db, { tenantKey: 'demo' });
  b = await createCenter(backend.db, { tenantKey: 'demo' });
  org = await createOrganization(backend.db, a.id, { name: 'Stichting Eigen' });
  otherOrg = await createOrganization(backend.db, a.id, { name: 'Stichting Ander' });
  for (const role of ['admin', 'center_superuser', 'content_manager', 'page_manager', 'volunteer'] as const) {
    const u = await createUser(backend.db, a.id, { role });
    as[role] = await signIn(backend, a.id, u.email);
    if (role === 'center_superuser') ownerEmail = u.email;
  }
  const orgSuper = await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org.id, locale: 'en' });
  englishOwnerEmail = orgSuper.email;
  as.organization_superuser = await signIn(backend, a.id, orgSuper.email);
  const staffB = await createUser(backend.db, b.id, { role: 'center_superuser' });
  as.staffB = await signIn(backend, b.id, staffB.email);
}, 120_000);
afterAll(() => backend?.close(), 60_000);

type Question = {
  text: string;
  question_type: string;
  required?: boolean;
  long_answer?: boolean;
  options?: string[];
  description?: string | null;
};

const ALL_TYPES: Question[] = [
  { text: 'Naam', question_type: 'text', required: true },
  { text: 'Tijdvak', question_type: 'multiple_choice', options: ['Ochtend', 'Middag'] },
  { text: 'Datum', question_type: 'date' },
  { text: 'Aantal', question_type: 'number' },
  { text: 'Interesses', question_type: 'checkbox', options: ['Sport', 'Zorg', 'Cultuur'] },
  { text: 'E-mail', question_type: 'email' },
  { text: 'Website', question_type: 'url' },
  { text: 'Telefoon', question_type: 'phone' },
  { text: 'Over ons', question_type: 'info_section', description: 'Lees dit eerst' },
  { text: 'Tijd', question_type: 'time' },
  { text: 'Toelichting', question_type: 'text', long_answer: true },
];

const formBody = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'forms', ...(id === undefined ? {} : { id: String(id) }), attributes },
});

async function createForm(attributes: Record<string, unknown> = {}, headers = as.center_superuser!) {
  const res = await call(backend, 'POST', '/api/v1/forms', {
    headers,
    body: formBody({ title: 'Aanmelden', access_permission: 'anonymous', questions: ALL_TYPES, ...attributes }),
  });
  if (res.status !== 201) throw new Error(`form not created: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { data: Resource; included: Resource[] };
}

const questionIds = (doc: { included: { id: string; attributes: Record<string, unknown> }[] }) =>
  Object.fromEntries(doc.included.map((q) => [String(q.attributes.text), q.id]));

function submit(
  key: string,
  answers: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  headers: Headers = {},
  address = nextAddress(),
) {
  return call(backend, 'POST', `/api/v1/public/forms/${key}/submissions`, {
    headers: centerHeaders(a.id, headers),
    body: { data: { type: 'form_submissions', attributes: { answers, ...extra } } },
    clientAddress: address,
  });
}

/** Every row of the form tables, to compare before and after a refused write. */
async function snapshot() {
  const rows = await backend.db.execute(
    sql`select (select coalesce(json_agg(f order by f.id), '[]') from forms f)::text as f,
               (select coalesce(json_agg(q order by q.id), '[]') from form_questions q)::text as q,
               (select count(*) from form_submissions)::text as s`,
  );
  return JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
}

describe('the form builder', () => {
  test('creates a form with questions of every type, in order, with include=questions', async () => {
    const doc = await createForm();
    expect(doc.data.attributes).toMatchObject({
      title: 'Aanmelden',
      access_permission: 'anonymous',
      kind: 'custom',
      notify_owner: true,
      accepting_submissions: true,
      organization_id: null,
    });
    expect(doc.data.attributes.public_key).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(doc.included.map((q) => [q.attributes.text, q.attributes.position])).toEqual(ALL_TYPES.map((q, i) => [q.text, i]));
    const shown = await call(backend, 'GET', `/api/v1/forms/${doc.data.id}?include=questions`, { headers: as.content_manager });
    expect(shown.status).toBe(200);
    expect(shown.json.data.meta).toEqual({ submission_count: 0 });
    expect(shown.json.data.relationships.questions.data).toHaveLength(ALL_TYPES.length);
    expect(included(shown.json, 'form_questions').map((q: Resource) => q.attributes.question_type)).toEqual(
      ALL_TYPES.map((q) => q.question_type),
    );
  });

  test.each([
    ['options on a text question', { text: 'X', question_type: 'text', options: ['a', 'b'] }, 'options'],
    ['one option', { text: 'X', question_type: 'multiple_choice', options: ['a'] }, 'options'],
    ['no options', { text: 'X', question_type: 'checkbox' }, 'options'],
    ['duplicate options', { text: 'X', question_type: 'checkbox', options: ['a', 'a'] }, 'options'],
    ['an empty option', { text: 'X', question_type: 'multiple_choice', options: ['a', ' '] }, 'options/1'],
    ['51 options', { text: 'X', question_type: 'multiple_choice', options: Array.from({ length: 51 }, (_, i) => `o${i}`) }, 'options'],
    ['a long option', { text: 'X', question_type: 'multiple_choice', options: ['a', 'b'.repeat(201)] }, 'options/1'],
    ['a required info section', { text: 'X', question_type: 'info_section', required: true }, 'required'],
    ['long_answer on a number', { text: 'X', question_type: 'number', long_answer: true }, 'long_answer'],
    ['no text', { text: ' ', question_type: 'text' }, 'text'],
    ['an unknown type', { text: 'X', question_type: 'essay' }, 'question_type'],
  ])('refuses a definition with %s (422 on the field, nothing stored)', async (_name, question, field) => {
    const before = await snapshot();
    const res = await call(backend, 'POST', '/api/v1/forms', {
      headers: as.center_superuser,
      body: formBody({ title: 'Fout', questions: [{ text: 'Goed', question_type: 'text' }, question] }),
    });
    expectError(res, 422, 'invalidAttribute', { pointer: `/data/attributes/questions/1/${field}` });
    expect(await snapshot()).toBe(before);
  });

  test('refuses more than 100 questions and a title over 200 characters', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ text: `V${i}`, question_type: 'text' }));
    expectError(
      await call(backend, 'POST', '/api/v1/forms', { headers: as.admin, body: formBody({ title: 'Veel', questions: many }) }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/questions',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/forms', { headers: as.admin, body: formBody({ title: 'x'.repeat(201) }) }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/title',
      },
    );
  });

  test('PATCH replaces the list: update by id, add without, _destroy removes, position is the order', async () => {
    const doc = await createForm({
      questions: [
        { text: 'Een', question_type: 'text' },
        { text: 'Twee', question_type: 'date' },
        { text: 'Drie', question_type: 'number' },
      ],
    });
    const ids = questionIds(doc);
    const res = await call(backend, 'PATCH', `/api/v1/forms/${doc.data.id}`, {
      headers: as.center_superuser,
      body: formBody(
        {
          title: 'Nieuw',
          questions: [
            { id: ids.Drie, text: 'Drie!', question_type: 'number', required: true },
            { text: 'Vier', question_type: 'multiple_choice', options: ['ja', 'nee'] },
            { id: ids.Een, _destroy: true },
            { id: Number(ids.Twee), text: 'Twee', question_type: 'date' },
          ],
        },
        Number(doc.data.id),
      ),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.title).toBe('Nieuw');
    const questions = included(res.json, 'form_questions').map((q: Resource) => [
      q.id,
      q.attributes.text,
      q.attributes.position,
      q.attributes.required,
    ]);
    expect(questions).toEqual([
      [ids.Drie, 'Drie!', 0, true],
      [expect.any(String), 'Vier', 1, false],
      [ids.Twee, 'Twee', 2, false],
    ]);
    expect(await rowCount(backend.db, schema.formQuestions, eq(schema.formQuestions.id, Number(ids.Een)))).toBe(0);
  });

  test('a PATCH with one invalid item changes nothing, and says which item and field', async () => {
    const doc = await createForm({
      questions: [
        { text: 'Een', question_type: 'text' },
        { text: 'Twee', question_type: 'text' },
      ],
    });
    const ids = questionIds(doc);
    const before = await snapshot();
    const invalid = await call(backend, 'PATCH', `/api/v1/forms/${doc.data.id}`, {
      headers: as.center_superuser,
      body: formBody({
        title: 'Gewijzigd',
        questions: [
          { id: ids.Een, _destroy: true },
          { text: 'Nieuw', question_type: 'text' },
          { id: ids.Twee, text: 'Twee', question_type: 'checkbox', options: ['x'] },
        ],
      }),
    });
    expectError(invalid, 422, 'invalidAttribute', { pointer: '/data/attributes/questions/2/options' });
    expect(await snapshot()).toBe(before);
    // A question of another form fails inside the transaction: the title and the deletion before it are rolled back.
    const other = await createForm({ questions: [{ text: 'Elders', question_type: 'text' }] });
    const before2 = await snapshot();
    const foreign = await call(backend, 'PATCH', `/api/v1/forms/${doc.data.id}`, {
      headers: as.center_superuser,
      body: formBody({
        title: 'Gewijzigd',
        questions: [
          { id: ids.Een, _destroy: true },
          { id: other.included[0]!.id, text: 'Gekaapt', question_type: 'text' },
        ],
      }),
    });
    expectError(foreign, 422, 'invalidAttribute', { pointer: '/data/attributes/questions/1/id' });
    expect(await snapshot()).toBe(before2);
  });

  test('lists forms with filters, sort, submission counts; organization superusers see only their own', async () => {
    const own = await createForm({ title: 'Zzz van de organisatie', organization_id: org.id, questions: [] }, as.organization_superuser);
    const ownKey = own.data.attributes.public_key;
    await createForm({ title: 'Aaa token', access_permission: 'token_holder', questions: [] });
    await submit(ownKey, {});
    const all = await call(backend, 'GET', '/api/v1/forms?page[size]=100&sort=title', { headers: as.admin });
    expect(all.status).toBe(200);
    const titles = all.json.data.map((f: Resource) => f.attributes.title);
    expect(titles[0]).toBe('Aaa token');
    expect(all.json.data.find((f: Resource) => f.id === own.data.id).meta.submission_count).toBe(1);
    const filtered = await call(backend, 'GET', '/api/v1/forms?filter[access_permission]=token_holder&filter[q]=aaa', {
      headers: as.admin,
    });
    expect(filtered.json.data.map((f: Resource) => f.attributes.title)).toEqual(['Aaa token']);
    const byOrg = await call(backend, 'GET', `/api/v1/forms?filter[organization_id]=${org.id}`, { headers: as.admin });
    expect(byOrg.json.data.map((f: Resource) => f.id)).toEqual([own.data.id]);
    const mine = await call(backend, 'GET', '/api/v1/forms', { headers: as.organization_superuser });
    expect(mine.json.data.map((f: Resource) => f.id)).toEqual([own.data.id]);
    expect((await call(backend, 'GET', '/api/v1/forms?page[size]=101', { headers: as.admin })).status).toBe(400);
    expect((await call(backend, 'GET', '/api/v1/forms?sort=updated_at', { headers: as.admin })).status).toBe(400);
  });

  test('who may: page managers and volunteers 403; org superusers only their organizations; another center 404', async () => {
    const centerForm = await createForm({ questions: [] });
    for (const role of ['page_manager', 'volunteer'] as const) {
      expectForbidden(await call(backend, 'GET', '/api/v1/forms', { headers: as[role] }));
      expectForbidden(await call(backend, 'GET', `/api/v1/forms/${centerForm.data.id}`, { headers: as[role] }));
    }
    expectForbidden(await call(backend, 'GET', `/api/v1/forms/${centerForm.data.id}`, { headers: as.organization_superuser }));
    expectError(
      await call(backend, 'POST', '/api/v1/forms', { headers: as.organization_superuser, body: formBody({ title: 'Zonder organisatie' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/organization_id' },
    );
    expectForbidden(
      await call(backend, 'POST', '/api/v1/forms', {
        headers: as.organization_superuser,
        body: formBody({ title: 'Ander', organization_id: otherOrg.id }),
      }),
    );
    expectError(await call(backend, 'GET', `/api/v1/forms/${centerForm.data.id}`, { headers: as.staffB }), 404, 'notFound');
    expectError(await call(backend, 'DELETE', `/api/v1/forms/${centerForm.data.id}`, { headers: as.staffB }), 404, 'notFound');
    expect((await call(backend, 'GET', '/api/v1/forms', { headers: centerHeaders(a.id) })).status).toBe(401);
  });

  test('DELETE removes the form with its submissions; the contact form stays (409 contactForm)', async () => {
    const doc = await createForm({ questions: [{ text: 'Naam', question_type: 'text' }] });
    await submit(doc.data.attributes.public_key, { [doc.included[0]!.id]: 'Piet' });
    expect((await call(backend, 'DELETE', `/api/v1/forms/${doc.data.id}`, { headers: as.content_manager })).status).toBe(204);
    expect(await rowCount(backend.db, schema.formSubmissions, eq(schema.formSubmissions.formId, Number(doc.data.id)))).toBe(0);
    const contact = await call(backend, 'GET', '/api/v1/public/forms/contact', { headers: centerHeaders(a.id) });
    expectError(await call(backend, 'DELETE', `/api/v1/forms/${contact.json.data.id}`, { headers: as.admin }), 409, 'contactForm');
    expectError(
      await call(backend, 'PATCH', `/api/v1/forms/${contact.json.data.id}`, {
        headers: as.admin,
        body: formBody({ access_permission: 'token_holder' }),
      }),
      422,
      'contactForm',
    );
  });
});

describe('answering', () => {
  let form: Awaited<ReturnType<typeof createForm>>;
  let ids: Record<string, string>;
  beforeAll(async () => {
    form = await createForm();
    ids = questionIds(form);
  });

  const valid = () => ({ [ids.Naam!]: 'Piet' });

  test.each<[string, string, unknown, unknown]>([
    ['text', 'Naam', '  Piet  ', 'Piet'],
    ['multiple_choice', 'Tijdvak', 'Middag', 'Middag'],
    ['date', 'Datum', '2026-02-28', '2026-02-28'],
    ['number', 'Aantal', '12,5', 12.5],
    ['number as a number', 'Aantal', 3, 3],
    ['checkbox', 'Interesses', ['Cultuur', 'Sport'], ['Sport', 'Cultuur']],
    ['checkbox with one string', 'Interesses', 'Zorg', ['Zorg']],
    ['email', 'E-mail', 'iemand@example.org', 'iemand@example.org'],
    ['url', 'Website', 'https://example.org/pad', 'https://example.org/pad'],
    ['phone', 'Telefoon', '+31 (0)6-12345678', '+31 (0)6-12345678'],
    ['time', 'Tijd', '9:30', '09:30'],
    ['long text', 'Toelichting', 'a'.repeat(5000), 'a'.repeat(5000)],
  ])('accepts a valid %s answer', async (_name, question, value, stored) => {
    const res = await submit(form.data.attributes.public_key, { ...valid(), [ids[question]!]: value });
    expect(res.status).toBe(201);
    const answer = included(res.json, 'form_answers').find((x: Resource) => x.attributes.question_id === Number(ids[question]));
    expect(answer?.attributes.value).toEqual(stored);
  });

  test.each<[string, string, unknown]>([
    ['required text missing', 'Naam', ''],
    ['short text too long', 'Naam', 'a'.repeat(501)],
    ['long text too long', 'Toelichting', 'a'.repeat(5001)],
    ['an unknown choice', 'Tijdvak', 'Avond'],
    ['a choice as a list', 'Tijdvak', ['Middag']],
    ['not a real date', 'Datum', '2026-02-30'],
    ['a date in another format', 'Datum', '28-02-2026'],
    ['not a number', 'Aantal', 'twaalf'],
    ['an infinite number', 'Aantal', '1e999'],
    ['an unknown checkbox option', 'Interesses', ['Sport', 'Reizen']],
    ['an e-mail without domain', 'E-mail', 'iemand@'],
    ['a ftp url', 'Website', 'ftp://example.org/'],
    ['a url without scheme', 'Website', 'example.org'],
    ['a phone with letters', 'Telefoon', '06-abcdefgh'],
    ['a short phone', 'Telefoon', '0612'],
    ['a time past midnight', 'Tijd', '24:10'],
    ['an answer to an info section', 'Over ons', 'iets'],
  ])('refuses %s (422 on /data/attributes/answers/<id>, nothing stored)', async (_name, question, value) => {
    const before = await rowCount(backend.db, schema.formSubmissions);
    const answers = question === 'Naam' ? { [ids.Naam!]: value } : { ...valid(), [ids[question]!]: value };
    const res = await submit(form.data.attributes.public_key, answers);
    expectError(res, 422, 'invalidAttribute', { pointer: `/data/attributes/answers/${ids[question]}` });
    expect(await rowCount(backend.db, schema.formSubmissions)).toBe(before);
  });

  test('a required checkbox needs one; messages are translated', async () => {
    const doc = await createForm({ questions: [{ text: 'Kies', question_type: 'checkbox', required: true, options: ['a', 'b'] }] });
    const res = await submit(doc.data.attributes.public_key, { [doc.included[0]!.id]: [] }, {}, nl);
    expect(expectError(res, 422, 'invalidAttribute').detail).toBe('Dit veld is verplicht');
    const date = await submit(form.data.attributes.public_key, { ...valid(), [ids.Datum!]: 'morgen' }, {}, en);
    expect(expectError(date, 422, 'invalidAttribute').detail).toBe('Enter a valid date');
    const unknown = await submit(form.data.attributes.public_key, { ...valid(), 999999: 'x' });
    expectError(unknown, 422, 'unknownAttribute', { pointer: '/data/attributes/answers/999999' });
  });

  test('answers keep the question as it was after it is edited or removed', async () => {
    const doc = await createForm({
      questions: [
        { text: 'Oud', question_type: 'text' },
        { text: 'Weg', question_type: 'text' },
      ],
    });
    const q = questionIds(doc);
    const sent = await submit(doc.data.attributes.public_key, { [q.Oud!]: 'een', [q.Weg!]: 'twee' });
    expect(sent.status).toBe(201);
    await call(backend, 'PATCH', `/api/v1/forms/${doc.data.id}`, {
      headers: as.admin,
      body: formBody({
        questions: [
          { id: q.Oud, text: 'Nieuw', question_type: 'text' },
          { id: q.Weg, _destroy: true },
        ],
      }),
    });
    const shown = await call(backend, 'GET', `/api/v1/forms/${doc.data.id}/submissions/${sent.json.data.id}`, { headers: as.admin });
    expect(
      included(shown.json, 'form_answers').map((x: Resource) => [x.attributes.question_id, x.attributes.question_text, x.attributes.value]),
    ).toEqual([
      [Number(q.Oud), 'Oud', 'een'],
      [null, 'Weg', 'twee'],
    ]);
  });

  test('a closed form shows accepting_submissions false and refuses answers', async () => {
    const doc = await createForm({ accepting_submissions: false, questions: [] });
    const shown = await call(backend, 'GET', `/api/v1/public/forms/${doc.data.attributes.public_key}`, { headers: centerHeaders(a.id) });
    expect(shown.status).toBe(200);
    expect(shown.json.data.attributes.accepting_submissions).toBe(false);
    expectError(await submit(doc.data.attributes.public_key, {}), 422, 'formClosed');
  });

  test('the honeypot: 201 and nothing stored', async () => {
    const before = await rowCount(backend.db, schema.formSubmissions);
    const res = await submit(form.data.attributes.public_key, valid(), { website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await rowCount(backend.db, schema.formSubmissions)).toBe(before);
  });

  test('a body over 64 KB is 413', async () => {
    const res = await submit(form.data.attributes.public_key, { ...valid(), [ids.Toelichting!]: 'a'.repeat(70_000) });
    expectError(res, 413, 'payloadTooLarge');
  });

  test('another center cannot open or answer the form (404)', async () => {
    const key = form.data.attributes.public_key;
    expectError(await call(backend, 'GET', `/api/v1/public/forms/${key}`, { headers: centerHeaders(b.id) }), 404, 'notFound');
    const res = await call(backend, 'POST', `/api/v1/public/forms/${key}/submissions`, {
      headers: centerHeaders(b.id),
      body: { data: { type: 'form_submissions', attributes: { answers: valid() } } },
    });
    expectError(res, 404, 'notFound');
    expectError(await call(backend, 'GET', '/api/v1/public/forms/onbekend-sleutel', { headers: centerHeaders(a.id) }), 404, 'notFound');
  });

  test('by id (the BuilderForm block): anonymous forms only, of this center', async () => {
    const byId = await call(backend, 'GET', `/api/v1/public/forms/${form.data.id}?include=questions`, { headers: centerHeaders(a.id) });
    expect(byId.status).toBe(200);
    expect(byId.json.data.attributes.public_key).toBe(form.data.attributes.public_key);
    expect(byId.json.included).toHaveLength(ALL_TYPES.length);
    const token = await createForm({ access_permission: 'token_holder', questions: [] });
    expectError(
      await call(backend, 'GET', `/api/v1/public/forms/${token.data.id}`, { headers: centerHeaders(a.id) }),
      403,
      'invitationRequired',
    );
    expectError(await call(backend, 'GET', `/api/v1/public/forms/${form.data.id}`, { headers: centerHeaders(b.id) }), 404, 'notFound');
    expect(
      (await call(backend, 'GET', `/api/v1/public/forms/${form.data.id}?include=answers`, { headers: centerHeaders(a.id) })).status,
    ).toBe(400);
  });

  test('rate limit per form and address: 429 with Retry-After', async () => {
    const limited: TestBackend = { ...backend, app: createApp({ ...backend.deps, rateLimiter: new MemoryRateLimiter() }) };
    const key = form.data.attributes.public_key;
    const send = () =>
      call(limited, 'POST', `/api/v1/public/forms/${key}/submissions`, {
        headers: centerHeaders(a.id),
        body: { data: { type: 'form_submissions', attributes: { answers: valid() } } },
        clientAddress: '10.9.9.9',
      });
    for (let i = 0; i < FORM_SUBMISSION_LIMITS.perFormAndAddress.limit; i++) expect((await send()).status).toBe(201);
    const res = await send();
    expectError(res, 429, 'tooManyRequests');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FORM_SUBMISSION_LIMITS.perFormAndAddress.windowMs / 1000);
    // Another address is not limited.
    const other = await call(limited, 'POST', `/api/v1/public/forms/${key}/submissions`, {
      headers: centerHeaders(a.id),
      body: { data: { type: 'form_submissions', attributes: { answers: valid() } } },
      clientAddress: '10.9.9.10',
    });
    expect(other.status).toBe(201);
  });
});

describe('invitations and token access', () => {
  let form: Awaited<ReturnType<typeof createForm>>;
  beforeAll(async () => {
    form = await createForm({
      access_permission: 'token_holder',
      questions: [{ text: 'Cijfer', question_type: 'number', required: true }],
    });
  });

  async function invite(emails: string[]) {
    const res = await call(backend, 'POST', `/api/v1/forms/${form.data.id}/invitations`, {
      headers: as.center_superuser,
      body: { data: { type: 'form_invitations', attributes: { emails, name: 'Deelnemer' } } },
    });
    expect(res.status).toBe(201);
    const tokens = await Promise.all(
      emails.map(async (email) => {
        const mails = await outbox(backend.db, email);
        const match = /\/forms\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody);
        return match![1]!;
      }),
    );
    return { res, tokens };
  }

  test('invites: one mail with its own link each; the token works once', async () => {
    const { res, tokens } = await invite(['een@example.org', 'twee@example.org']);
    expect(res.json.data.map((i: Resource) => [i.attributes.email, i.attributes.status])).toEqual([
      ['een@example.org', 'open'],
      ['twee@example.org', 'open'],
    ]);
    expect(res.json.data[0].attributes.sent_at).toEqual(expect.any(String));
    expect(tokens[0]).not.toBe(tokens[1]);
    const mail = (await outbox(backend.db, 'een@example.org')).at(-1)!;
    expect(mail.template).toBe('formInvitation');
    expect(mail.textBody).toContain(`http://${a.slug}.localhost:3000/forms/${tokens[0]}`);
    // Only the hash is stored.
    expect(await rowCount(backend.db, schema.formInvitations, eq(schema.formInvitations.tokenHash, tokens[0]!))).toBe(0);
    expect(await rowCount(backend.db, schema.formInvitations, eq(schema.formInvitations.tokenHash, hashSecret(tokens[0]!)))).toBe(1);

    const shown = await call(backend, 'GET', `/api/v1/public/forms/${tokens[0]}`, { headers: centerHeaders(a.id) });
    expect(shown.status).toBe(200);
    expect(shown.json.data.attributes.public_key).toBeNull();
    const qid = shown.json.included[0].id;
    const first = await submit(tokens[0]!, { [qid]: 8 });
    expect(first.status).toBe(201);
    expect(first.json.data.attributes.invitation_id).toBe(Number(res.json.data[0].id));
    expectError(await submit(tokens[0]!, { [qid]: 9 }), 410, 'invitationUsed');
    expectError(await call(backend, 'GET', `/api/v1/public/forms/${tokens[0]}`, { headers: centerHeaders(a.id) }), 410, 'invitationUsed');
    // Another center's request with the token: not found.
    expectError(await call(backend, 'GET', `/api/v1/public/forms/${tokens[1]}`, { headers: centerHeaders(b.id) }), 404, 'notFound');

    const list = await call(backend, 'GET', `/api/v1/forms/${form.data.id}/invitations`, { headers: as.admin });
    expect(list.json.data.map((i: Resource) => i.attributes.status).sort()).toEqual(['open', 'used']);
  });

  test('a revoked invitation is 410 invitationRevoked; the public key alone is 403 invitationRequired', async () => {
    const { res, tokens } = await invite(['drie@example.org']);
    const id = res.json.data[0].id;
    expect((await call(backend, 'DELETE', `/api/v1/forms/${form.data.id}/invitations/${id}`, { headers: as.admin })).status).toBe(204);
    expectError(
      await call(backend, 'GET', `/api/v1/public/forms/${tokens[0]}`, { headers: centerHeaders(a.id) }),
      410,
      'invitationRevoked',
    );
    expectError(await submit(tokens[0]!, {}), 410, 'invitationRevoked');
    const byKey = await call(backend, 'GET', `/api/v1/public/forms/${form.data.attributes.public_key}`, { headers: centerHeaders(a.id) });
    expectError(byKey, 403, 'invitationRequired');
    expectError(await submit(form.data.attributes.public_key, {}), 403, 'invitationRequired');
  });

  test('two submissions with one invitation at once: one is stored, the other is 410', async () => {
    const { tokens } = await invite(['tegelijk@example.org']);
    const shown = await call(backend, 'GET', `/api/v1/public/forms/${tokens[0]}`, { headers: centerHeaders(a.id) });
    const qid = shown.json.included[0].id;
    const results = await Promise.all([submit(tokens[0]!, { [qid]: 5 }), submit(tokens[0]!, { [qid]: 6 })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
  });

  test('invitations only for token_holder forms (422)', async () => {
    const open = await createForm({ questions: [] });
    const res = await call(backend, 'POST', `/api/v1/forms/${open.data.id}/invitations`, {
      headers: as.admin,
      body: { data: { type: 'form_invitations', attributes: { emails: ['x@example.org'] } } },
    });
    expectError(res, 422, 'notTokenHolder');
    expectError(await call(backend, 'GET', `/api/v1/forms/${open.data.id}/invitations`, { headers: as.admin }), 422, 'notTokenHolder');
    const tooMany = await call(backend, 'POST', `/api/v1/forms/${form.data.id}/invitations`, {
      headers: as.admin,
      body: { data: { type: 'form_invitations', attributes: { emails: Array.from({ length: 201 }, (_, i) => `p${i}@example.org`) } } },
    });
    expectError(tooMany, 422, 'invalidAttribute', { pointer: '/data/attributes/emails' });
  });
});

describe('submissions, CSV and summary', () => {
  let form: Awaited<ReturnType<typeof createForm>>;
  let ids: Record<string, string>;
  beforeAll(async () => {
    form = await createForm({
      title: 'Evaluatie: "dag" 1',
      questions: [
        { text: 'Naam', question_type: 'text' },
        { text: 'Tijdvak', question_type: 'multiple_choice', options: ['Ochtend', 'Middag'] },
        { text: 'Interesses', question_type: 'checkbox', options: ['Sport', 'Zorg'] },
        { text: 'Aantal', question_type: 'number' },
        { text: 'Kop', question_type: 'info_section' },
        { text: 'Weg', question_type: 'text' },
      ],
    });
    ids = questionIds(form);
    const key = form.data.attributes.public_key;
    await submit(key, {
      [ids.Naam!]: '=SUM(A1)',
      [ids.Tijdvak!]: 'Ochtend',
      [ids.Interesses!]: ['Sport', 'Zorg'],
      [ids.Aantal!]: 2,
      [ids.Weg!]: 'oud',
    });
    await submit(key, {
      [ids.Naam!]: 'Jan; "de" Vries\nregel 2',
      [ids.Tijdvak!]: 'Ochtend',
      [ids.Interesses!]: ['Zorg'],
      [ids.Aantal!]: '4,5',
    });
    await submit(key, { [ids.Naam!]: '@home', [ids.Tijdvak!]: 'Middag', [ids.Aantal!]: 6 }, { respondent_email: 'kopie@example.org' });
    await call(backend, 'PATCH', `/api/v1/forms/${form.data.id}`, {
      headers: as.admin,
      body: formBody({
        questions: [
          { id: ids.Naam, text: 'Naam', question_type: 'text' },
          { id: ids.Tijdvak, text: 'Tijdvak', question_type: 'multiple_choice', options: ['Ochtend', 'Middag'] },
          { id: ids.Interesses, text: 'Interesses', question_type: 'checkbox', options: ['Sport', 'Zorg'] },
          { id: ids.Aantal, text: 'Aantal', question_type: 'number' },
          { id: ids.Kop, text: 'Kop', question_type: 'info_section' },
          { id: ids.Weg, _destroy: true },
        ],
      }),
    });
  });

  test('lists submissions newest first with their answers; shows and deletes one', async () => {
    const list = await call(backend, 'GET', `/api/v1/forms/${form.data.id}/submissions?page[size]=2`, { headers: as.content_manager });
    expect(list.status).toBe(200);
    expect(list.json.meta.total_count).toBe(3);
    expect(list.json.data).toHaveLength(2);
    expect(list.json.data[0].attributes.respondent_email).toBe('kopie@example.org');
    expect(Number(list.json.data[0].id)).toBeGreaterThan(Number(list.json.data[1].id));
    const answerIds = list.json.data[0].relationships.answers.data.map((r: { id: string }) => r.id);
    expect(included(list.json, 'form_answers').map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining(answerIds));
    const extra = await submit(form.data.attributes.public_key, { [ids.Naam!]: 'Tijdelijk' });
    const path = `/api/v1/forms/${form.data.id}/submissions/${extra.json.data.id}`;
    expect((await call(backend, 'GET', path, { headers: as.admin })).status).toBe(200);
    expect((await call(backend, 'DELETE', path, { headers: as.admin })).status).toBe(204);
    expectError(await call(backend, 'GET', path, { headers: as.admin }), 404, 'notFound');
    expectError(await call(backend, 'GET', path, { headers: as.staffB }), 404, 'notFound');
  });

  test('CSV: BOM, ; separated, RFC 4180 quoting, formula guard, removed questions last', async () => {
    // The raw bytes: Response.text() would drop the byte order mark.
    const res = await backend.app.fetch(
      new Request(`http://backend.test/api/v1/forms/${form.data.id}/submissions.csv`, { headers: { ...as.admin, ...nl } }),
      { clientAddress: '127.0.0.1' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="evaluatie-dag-1.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Ingezonden op;E-mailadres;Naam;Tijdvak;Interesses;Aantal;Weg');
    // Newest first: the third submission, then the second (with a quoted cell over two lines), then the first.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};kopie@example\.org;'@home;Middag;;6;$/);
    expect(text).toContain(';"Jan; ""de"" Vries\nregel 2";Ochtend;Zorg;4,5;');
    expect(text).toContain(";'=SUM(A1);Ochtend;Sport, Zorg;2;oud\r\n");
  });

  test('summary: answered counts, option counts, number statistics', async () => {
    const res = await call(backend, 'GET', `/api/v1/forms/${form.data.id}/summary`, { headers: as.admin });
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ submission_count: 3 });
    const byText = Object.fromEntries(res.json.data.map((s: { question_text: string }) => [s.question_text, s]));
    expect(Object.keys(byText)).toEqual(['Naam', 'Tijdvak', 'Interesses', 'Aantal']);
    expect(byText.Naam.answered).toBe(3);
    expect(byText.Tijdvak.options).toEqual([
      { option: 'Ochtend', count: 2 },
      { option: 'Middag', count: 1 },
    ]);
    expect(byText.Interesses).toMatchObject({
      answered: 2,
      options: [
        { option: 'Sport', count: 1 },
        { option: 'Zorg', count: 2 },
      ],
    });
    expect(byText.Aantal).toMatchObject({ answered: 3, average: 4.17, min: 2, max: 6 });
  });
});

describe('mails', () => {
  test('the owner in their language with the answers and a link; the respondent a copy in the request language', async () => {
    const doc = await createForm(
      {
        title: 'Org formulier',
        organization_id: org.id,
        questions: [
          { text: 'Naam', question_type: 'text' },
          { text: 'Mail', question_type: 'email' },
        ],
      },
      as.organization_superuser,
    );
    const q = questionIds(doc);
    const res = await submit(doc.data.attributes.public_key, { [q.Naam!]: 'Karin', [q.Mail!]: 'karin@example.org' }, {}, nl);
    expect(res.status).toBe(201);
    expect(res.json.data.attributes.respondent_email).toBe('karin@example.org');
    const owner = (await outbox(backend.db, englishOwnerEmail)).at(-1)!;
    expect(owner.template).toBe('formSubmission');
    expect(owner.locale).toBe('en');
    expect(owner.subject).toBe('New response to Org formulier');
    expect(owner.textBody).toContain('Naam:\nKarin');
    expect(owner.textBody).toContain(`http://${a.slug}.localhost:3000/en/form_builder/${doc.data.id}/submissions/${res.json.data.id}`);
    const copy = (await outbox(backend.db, 'karin@example.org')).at(-1)!;
    expect(copy.template).toBe('formSubmissionCopy');
    expect(copy.locale).toBe('nl');
    expect(copy.subject).toBe('Je antwoorden op Org formulier');
    expect(copy.textBody).toContain('Karin');
    expect(copy.textBody).not.toContain('form_builder');
  });

  test('copies to one address are limited (the submissions are kept)', async () => {
    const doc = await createForm({ title: 'Kopie', notify_owner: false, questions: [{ text: 'Naam', question_type: 'text' }] });
    const { limit } = FORM_SUBMISSION_LIMITS.copiesPerRecipient;
    for (let i = 0; i <= limit; i++)
      expect(
        (await submit(doc.data.attributes.public_key, { [doc.included[0]!.id]: `n${i}` }, { respondent_email: 'veel@example.org' })).status,
      ).toBe(201);
    expect(await rowCount(backend.db, schema.formSubmissions, eq(schema.formSubmissions.formId, Number(doc.data.id)))).toBe(limit + 1);
    expect(await outbox(backend.db, 'veel@example.org')).toHaveLength(limit);
  });

  test('notify_owner false: no mail to the owner', async () => {
    const doc = await createForm({ title: 'Stil', notify_owner: false, questions: [{ text: 'Naam', question_type: 'text' }] });
    const before = (await outbox(backend.db, ownerEmail)).length;
    expect((await submit(doc.data.attributes.public_key, { [doc.included[0]!.id]: 'x' })).status).toBe(201);
    expect((await outbox(backend.db, ownerEmail)).length).toBe(before);
  });

  test("the contact form goes to the center's contact address and is made once", async () => {
    await backend.db
      .update(schema.volunteerCenterProfiles)
      .set({ contactEmail: 'info@center-a.example' })
      .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, a.id));
    const first = await call(backend, 'GET', '/api/v1/public/forms/contact', { headers: centerHeaders(a.id) });
    const second = await call(backend, 'GET', '/api/v1/public/forms/contact', { headers: centerHeaders(a.id) });
    expect(first.json.data.id).toBe(second.json.data.id);
    expect(first.json.data.attributes.kind).toBe('contact');
    expect(first.json.included.map((x: Resource) => [x.attributes.question_type, x.attributes.required, x.attributes.long_answer])).toEqual(
      [
        ['text', true, false],
        ['email', true, false],
        ['text', true, true],
      ],
    );
    expect(await rowCount(backend.db, schema.forms, and(eq(schema.forms.volunteerCenterId, a.id), eq(schema.forms.kind, 'contact')))).toBe(
      1,
    );
    const [name, email, message] = first.json.included.map((x: { id: string }) => x.id);
    const res = await submit(first.json.data.attributes.public_key, {
      [name]: 'Bezoeker',
      [email]: 'bezoeker@example.org',
      [message]: 'Hallo!',
    });
    expect(res.status).toBe(201);
    const mail = (await outbox(backend.db, 'info@center-a.example')).at(-1)!;
    expect(mail.template).toBe('formSubmission');
    expect(mail.textBody).toContain('Hallo!');
  });
});
