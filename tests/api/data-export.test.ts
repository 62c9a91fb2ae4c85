/**
 * Personal data export (docs/decisions.md, "Personal data export") and the retention after account deletion: the
 * export's completeness against a seeded account, no secrets and no other person's data, owner-only access with the
 * session AND the mailed token, link expiry and deletion by the job, and what account deletion erases.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import * as schema from '@/server/db/schema';
import { runDataExports } from '@/server/jobs/prepare-data-exports';
import { localExportStorage } from '@/server/storage/exports';
import { createApplication, createVacancy } from '../support/factories/applications';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  PASSWORD,
  signIn,
  startTestBackend,
  type TestBackend,
} from '../support/api';
import { expectError, rowCount } from './helpers';

let backend: TestBackend;
let dir: string;
let clock = Date.now();

// Each test signs in several people and builds a ZIP; a loaded machine (CI) needs more than the default 5 s.
jest.setTimeout(60_000);

beforeAll(async () => {
  backend = await startTestBackend();
  dir = mkdtempSync(path.join(tmpdir(), 'exports-'));
  backend.deps.exportStorage = localExportStorage(dir);
  backend.deps.now = () => new Date(clock);
});
afterAll(async () => {
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

const json = 'application/json';

async function seedAccount() {
  const db = backend.db;
  const center = await createCenter(db, { name: 'Vrijwilligerscentrum Export' });
  const org = await createOrganization(db, center.id, { name: 'Stichting Export' });
  const user = await createUser(db, center.id, {
    email: `anna-${clock}-${Math.random().toString(36).slice(2)}@export.test`,
    firstName: 'Anna',
  });
  await db
    .update(schema.users)
    .set({ lastName: 'Jansen', phoneNumber: '0611111111', acceptedTermsAt: new Date() })
    .where(eq(schema.users.id, user.id));
  const other = await createUser(db, center.id, {
    email: `bert-${clock}-${Math.random().toString(36).slice(2)}@export.test`,
    firstName: 'Bert',
  });
  const vacancy = await createVacancy(db, { centerId: center.id, organizationId: org.id, title: 'Voorlezen in de bieb' });
  const mine = await createApplication(db, {
    centerId: center.id,
    vacancyId: vacancy.id,
    user: { ...user, lastName: 'Jansen' },
    message: 'Ik lees graag voor aan kinderen.',
    status: 'accepted',
    internalNote: 'GEHEIM: interne notitie van de organisatie',
  });
  await createApplication(db, { centerId: center.id, vacancyId: vacancy.id, user: other, message: 'Bericht van Bert' });
  const [form] = await db
    .insert(schema.forms)
    .values({ volunteerCenterId: center.id, title: 'Contactformulier Export', publicKey: `key-${clock}-${user.id}` })
    .returning();
  const [submission] = await db
    .insert(schema.formSubmissions)
    .values({ formId: form!.id, volunteerCenterId: center.id, respondentEmail: user.email.toUpperCase() })
    .returning();
  await db
    .insert(schema.formAnswers)
    .values({ submissionId: submission!.id, questionType: 'text', questionText: 'Uw vraag', value: 'Hoe werkt het?' });
  await db.insert(schema.formSubmissions).values({ formId: form!.id, volunteerCenterId: center.id, respondentEmail: other.email });
  await db
    .insert(schema.notifications)
    .values({ volunteerCenterId: center.id, userId: user.id, kind: 'application_accepted', data: { vacancy: 'Voorlezen in de bieb' } });
  await db.insert(schema.notifications).values({ volunteerCenterId: center.id, userId: other.id, kind: 'application_accepted', data: {} });
  // A conversation with the organization (a staff member writes, with an internal note), and one of Bert's.
  const staff = await createUser(db, center.id, { email: `carla-${clock}-${user.id}@export.test`, firstName: 'Carla' });
  await db.update(schema.users).set({ lastName: 'Medewerker' }).where(eq(schema.users.id, staff.id));
  const [conversation] = await db
    .insert(schema.conversations)
    .values({ volunteerCenterId: center.id, organizationId: org.id, volunteerId: user.id, subject: 'Over het voorlezen' })
    .returning();
  await db.insert(schema.conversationMessages).values([
    { conversationId: conversation!.id, senderId: staff.id, body: 'Welkom bij de bieb!' },
    { conversationId: conversation!.id, senderId: user.id, body: 'Dank je, ik kom dinsdag.' },
  ]);
  await db
    .insert(schema.conversationNotes)
    .values({ conversationId: conversation!.id, authorId: staff.id, note: 'GEHEIM: notitie over Anna' });
  const [bertsConversation] = await db
    .insert(schema.conversations)
    .values({ volunteerCenterId: center.id, organizationId: org.id, volunteerId: other.id, subject: 'Alleen voor Bert' })
    .returning();
  await db
    .insert(schema.conversationMessages)
    .values({ conversationId: bertsConversation!.id, senderId: other.id, body: 'Bericht van Bert: privé' });
  // The pool profile with a reply, a shift sign-up with attendance, approved hours.
  const [profile] = await db
    .insert(schema.volunteerProfiles)
    .values({
      volunteerCenterId: center.id,
      userId: user.id,
      inPool: true,
      bio: 'Ik lees graag voor.',
      interests: ['culture'],
      city: 'Demodorp',
    })
    .returning();
  await db.insert(schema.profileReplies).values({
    volunteerCenterId: center.id,
    volunteerProfileId: profile!.id,
    organizationId: org.id,
    senderId: staff.id,
    body: 'Kom je bij ons voorlezen?',
  });
  const startsAt = new Date(clock - 48 * 3600_000);
  const [shift] = await db
    .insert(schema.shifts)
    .values({
      volunteerCenterId: center.id,
      vacancyId: vacancy.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      capacity: 5,
    })
    .returning();
  const [signup] = await db
    .insert(schema.shiftSignups)
    .values({
      volunteerCenterId: center.id,
      shiftId: shift!.id,
      userId: user.id,
      email: user.email,
      status: 'confirmed',
      attended: true,
      cancelTokenHash: 'sha256:geheim-annuleren',
    })
    .returning();
  await db.insert(schema.hourEntries).values({
    volunteerCenterId: center.id,
    userId: user.id,
    organizationId: org.id,
    vacancyId: vacancy.id,
    shiftId: shift!.id,
    shiftSignupId: signup!.id,
    workedOn: '2026-11-20',
    minutes: 120,
    status: 'approved',
  });
  const headers = await signIn(backend, center.id, user.email);
  const otherHeaders = await signIn(backend, center.id, other.email);
  return { center, org, user, other, vacancy, mine, form: form!, headers, otherHeaders };
}

const linkOf = (body: string) => {
  const m = /\/profiel\/gegevens-export\/(\d+)\?token=([A-Za-z0-9_%-]+)/.exec(body);
  if (!m) throw new Error('no export link in the mail');
  return { id: Number(m[1]), token: decodeURIComponent(m[2]!) };
};

async function download(headers: Record<string, string>, id: number, token: string) {
  const response = await backend.app.fetch(
    new Request(`http://backend.test/api/v1/data_exports/${id}/download?token=${encodeURIComponent(token)}`, { headers }),
    { clientAddress: '127.0.0.1' },
  );
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('personal data export', () => {
  it('a small account is prepared at once, mailed as a link, and the ZIP holds everything about the person and nothing else', async () => {
    const s = await seedAccount();
    const res = await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers });
    expect(res.status).toBe(201);
    expect(res.json.data.attributes.status).toBe('ready');
    expect(res.json.data.attributes).not.toHaveProperty('token_hash');
    expect(res.json.data.attributes).not.toHaveProperty('file_name');

    const mails = await outbox(backend.db, s.user.email);
    const mail = mails.find((m) => m.template === 'dataExportReady')!;
    expect(mail.subject).toBe('Je gegevens staan klaar om te downloaden');
    const { id, token } = linkOf(mail.textBody ?? '');
    expect(id).toBe(Number(res.json.data.id));

    // Stored encrypted: the file on disk is no ZIP.
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.zip.enc'));
    expect(file).toBeDefined();

    const got = await download(s.headers, id, token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/zip');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('content-disposition')).toMatch(/attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(got.bytes);
    expect(Object.keys(files).sort()).toEqual(['overzicht.html', 'personal-data.json']);
    const data = JSON.parse(strFromU8(files['personal-data.json']!));
    const html = strFromU8(files['overzicht.html']!);

    expect(data.profile).toMatchObject({ email: s.user.email, firstName: 'Anna', lastName: 'Jansen', phoneNumber: '0611111111' });
    expect(data.consent.acceptedTermsAt).toBeTruthy();
    expect(data.roles).toEqual([expect.objectContaining({ role: 'volunteer' })]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        vacancy: 'Voorlezen in de bieb',
        organization: 'Stichting Export',
        message: 'Ik lees graag voor aan kinderen.',
        status: 'accepted',
      }),
    ]);
    expect(data.formSubmissions).toEqual([
      expect.objectContaining({
        form: 'Contactformulier Export',
        answers: [{ question: 'Uw vraag', type: 'text', value: 'Hoe werkt het?' }],
      }),
    ]);
    expect(data.notifications).toHaveLength(1);
    expect(data.notifications[0].title).not.toMatch(/^notifications\./);
    expect(data.signInSessions.length).toBeGreaterThanOrEqual(1);
    expect(data.signInSessions[0]).toEqual({ startedAt: expect.any(String), expiresAt: expect.any(String), byAdministrator: false });
    expect(data.savedSearches).toEqual([]);
    expect(data.conversationMessages).toEqual([
      {
        subject: 'Over het voorlezen',
        withWhom: 'Stichting Export',
        fromYou: false,
        body: 'Welkom bij de bieb!',
        sentAt: expect.any(String),
      },
      {
        subject: 'Over het voorlezen',
        withWhom: 'Stichting Export',
        fromYou: true,
        body: 'Dank je, ik kom dinsdag.',
        sentAt: expect.any(String),
      },
    ]);
    expect(data.poolProfile).toEqual([expect.objectContaining({ inPool: true, bio: 'Ik lees graag voor.', interests: ['culture'] })]);
    expect(data.profileReplies).toEqual([expect.objectContaining({ organization: 'Stichting Export', body: 'Kom je bij ons voorlezen?' })]);
    expect(data.shiftSignups).toEqual([expect.objectContaining({ title: 'Voorlezen in de bieb', status: 'confirmed', attended: true })]);
    expect(data.hours).toEqual([
      {
        organization: 'Stichting Export',
        vacancy: 'Voorlezen in de bieb',
        workedOn: '2026-11-20',
        minutes: 120,
        note: null,
        status: 'approved',
      },
    ]);
    expect(data.hourSignOffs).toEqual([]);
    expect(data.notHeld).toEqual(['devices']);
    expect(html).toContain('Welkom bij de bieb!');
    expect(html).toContain('Uren');

    // No secrets, no internal notes, nobody else's data.
    const everything = JSON.stringify(data) + html;
    for (const secret of [
      'GEHEIM',
      'Medewerker',
      'Alleen voor Bert',
      'Bericht van Bert',
      s.other.email,
      'password',
      'token_hash',
      'tokenHash',
      'sha256:',
      s.headers['access-token']!,
      s.headers.client!,
    ])
      expect(everything).not.toContain(secret);

    // The overview is readable Dutch, one section per kind of record.
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Jouw gegevens bij Vrijwilligerscentrum Export');
    for (const heading of [
      'Profiel',
      'Reacties op vacatures',
      'Ingevulde formulieren',
      'Meldingen',
      'Inloggeschiedenis',
      'Bewaarde zoekopdrachten',
    ])
      expect(html).toContain(heading);
    expect(html).not.toMatch(/dataExport\.file/);

    const shown = await call(backend, 'GET', `/api/v1/data_exports/${id}`, { headers: s.headers });
    expect(shown.json.data.attributes.downloaded_at).toBeTruthy();
  });

  it('only the signed-in owner with the right token downloads; anyone else gets 404', async () => {
    const s = await seedAccount();
    await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers });
    const { id, token } = linkOf((await outbox(backend.db, s.user.email)).find((m) => m.template === 'dataExportReady')!.textBody ?? '');

    expect((await download(s.otherHeaders, id, token)).status).toBe(404);
    expectError(await call(backend, 'GET', `/api/v1/data_exports/${id}`, { headers: s.otherHeaders }), 404, 'notFound');
    expect((await download(s.headers, id, `${token}x`)).status).toBe(404);
    expectError(await call(backend, 'GET', `/api/v1/data_exports/${id}?token=wrong`, { headers: s.headers }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/data_exports/${id}/download`, { headers: s.headers }), 400, 'dataExportTokenRequired');
    // Signed out: the token alone is not enough.
    expect((await download(centerHeaders(s.center.id), id, token)).status).toBe(401);
    // Center staff and another center's staff see nothing either.
    const staff = await createUser(backend.db, s.center.id, { role: 'center_superuser' });
    expect((await download(await signIn(backend, s.center.id, staff.email), id, token)).status).toBe(404);
    const list = await call(backend, 'GET', '/api/v1/data_exports', { headers: s.otherHeaders });
    expect(list.json.data).toEqual([]);
    expect((await download(s.headers, id, token)).status).toBe(200);
  });

  it('a large account waits for the job; the link expires after 7 days and the job deletes the file', async () => {
    const s = await seedAccount();
    const [row] = await backend.db.insert(schema.dataExports).values({ volunteerCenterId: s.center.id, userId: s.user.id }).returning();
    // A pending request is answered with itself, not a second one.
    const again = await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ id: String(row!.id), attributes: { status: 'pending' } });

    const run = await runDataExports(backend.deps);
    expect(run.prepared).toContain(row!.id);
    const { token } = linkOf((await outbox(backend.db, s.user.email)).find((m) => m.template === 'dataExportReady')!.textBody ?? '');
    const [ready] = await backend.db.select().from(schema.dataExports).where(eq(schema.dataExports.id, row!.id));
    expect(ready!.expiresAt!.getTime() - ready!.readyAt!.getTime()).toBe(7 * 24 * 3600_000);
    expect(ready!.tokenHash).not.toBe(token);

    const start = clock;
    try {
      clock = ready!.expiresAt!.getTime() + 1000;
      expectError(
        await call(backend, 'GET', `/api/v1/data_exports/${row!.id}/download?token=${encodeURIComponent(token)}`, { headers: s.headers }),
        410,
        'dataExportExpired',
      );
      const fileName = ready!.fileName!;
      expect(readdirSync(dir)).toContain(fileName);
      const later = await runDataExports(backend.deps);
      expect(later.deleted).toContain(row!.id);
      expect(readdirSync(dir)).not.toContain(fileName);
      const [gone] = await backend.db.select().from(schema.dataExports).where(eq(schema.dataExports.id, row!.id));
      expect(gone).toMatchObject({ status: 'expired', fileName: null, byteSize: null });
      // The page behind the link still recognises it and says it has expired.
      const page = await call(backend, 'GET', `/api/v1/data_exports/${row!.id}?token=${encodeURIComponent(token)}`, { headers: s.headers });
      expect(page.json.data.attributes.status).toBe('expired');
      expect((await download(s.headers, row!.id, token)).status).toBe(410);
    } finally {
      clock = start;
    }
  });

  it('an administrator signed in as the person may neither request nor download', async () => {
    const s = await seedAccount();
    await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers });
    const { id, token } = linkOf((await outbox(backend.db, s.user.email)).find((m) => m.template === 'dataExportReady')!.textBody ?? '');
    const admin = await createUser(backend.db, s.center.id, { role: 'admin' });
    const res = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers: await signIn(backend, s.center.id, admin.email),
      body: { user_id: s.user.id },
      contentType: json,
    });
    expect(res.status).toBe(200);
    const asUser = {
      ...centerHeaders(s.center.id),
      'access-token': res.headers.get('access-token') ?? '',
      client: res.headers.get('client') ?? '',
      uid: res.headers.get('uid') ?? '',
    };
    expectError(await call(backend, 'POST', '/api/v1/data_exports', { headers: asUser }), 403, 'forbidden');
    expect((await download(asUser, id, token)).status).toBe(403);
  });

  it('refuses more than 5 requests a day', async () => {
    const s = await seedAccount();
    for (let i = 0; i < 5; i++) {
      const res = await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers });
      expect(res.status).toBe(201);
    }
    expectError(await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers }), 429, 'dataExportLimit');
  });
});

describe('retention after account deletion', () => {
  it('deletes exports at once, anonymises applications, deletes submissions and notifications, keeps the audit entry', async () => {
    const s = await seedAccount();
    await call(backend, 'POST', '/api/v1/data_exports', { headers: s.headers });
    expect(await rowCount(backend.db, schema.dataExports, eq(schema.dataExports.userId, s.user.id))).toBe(1);
    const filesBefore = readdirSync(dir).length;

    const res = await call(backend, 'DELETE', '/api/v1/current_user', {
      headers: s.headers,
      body: { current_password: PASSWORD },
      contentType: json,
    });
    expect(res.status).toBeLessThan(300);

    expect(await rowCount(backend.db, schema.dataExports, eq(schema.dataExports.userId, s.user.id))).toBe(0);
    expect(readdirSync(dir).length).toBe(filesBefore - 1);
    const [application] = await backend.db.select().from(schema.applications).where(eq(schema.applications.id, s.mine.id));
    expect(application).toMatchObject({
      userId: null,
      firstName: 'Verwijderde gebruiker',
      lastName: '',
      email: `deleted-application-${s.mine.id}@invalid`,
      phoneNumber: null,
      message: '',
      internalNote: null,
      status: 'accepted',
    });
    expect(await rowCount(backend.db, schema.formSubmissions, eq(schema.formSubmissions.formId, s.form.id))).toBe(1);
    expect(await rowCount(backend.db, schema.notifications, eq(schema.notifications.userId, s.user.id))).toBe(0);
    // The other person's records are untouched.
    expect(await rowCount(backend.db, schema.notifications, eq(schema.notifications.userId, s.other.id))).toBe(1);
    const audit = await backend.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, String(s.user.id)));
    expect(audit.map((a) => a.action)).toContain('user.self_delete');
  });

  it('the job deletes audit entries older than 24 months and keeps newer ones', async () => {
    const center = await createCenter(backend.db);
    const old = new Date(clock);
    old.setMonth(old.getMonth() - 25);
    const recent = new Date(clock);
    recent.setMonth(recent.getMonth() - 23);
    await backend.db.insert(schema.auditLog).values([
      { volunteerCenterId: center.id, action: 'retention.old', subjectType: 'test', createdAt: old },
      { volunteerCenterId: center.id, action: 'retention.recent', subjectType: 'test', createdAt: recent },
    ]);
    await runDataExports(backend.deps);
    const left = await backend.db.select().from(schema.auditLog).where(eq(schema.auditLog.volunteerCenterId, center.id));
    expect(left.map((a) => a.action)).toEqual(['retention.recent']);
  });
});
