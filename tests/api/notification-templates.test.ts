/**
 * Notification templates and failed mail (docs/domain.md#notification-templates, #failed-mail; docs/api.md):
 * the resource with who may use it and another center's 404, every key listed with its placeholders, hostile
 * template input (HTML, `{{`, triple mustaches, partials, prototype names, very long values), the mailer using an
 * active template and falling back to the built-in text, the preview and the test mail, and failed mail with retry.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { builtInTemplate, mailTemplateKeys, placeholdersOf, renderTemplate, templateProblem } from '@/server/mail/center-templates';
import { renderMail } from '@/server/mail/templates';
import { call, createCenter, createUser, outbox, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { en, expectError, rowCount } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let manager: Headers;
let managerEmail: string;
let staff: Headers;
let volunteer: Headers;
let staffB: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  b = await createCenter(backend.db);
  const m = await createUser(backend.db, a.id, { role: 'content_manager', firstName: 'Mila' });
  managerEmail = m.email;
  manager = await signIn(backend, a.id, m.email);
  staff = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'center_superuser' })).email);
  volunteer = await signIn(backend, a.id, (await createUser(backend.db, a.id, { role: 'volunteer' })).email);
  staffB = await signIn(backend, b.id, (await createUser(backend.db, b.id, { role: 'center_superuser' })).email);
}, 120_000);
afterAll(() => backend?.close(), 60_000);

const body = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'notification_templates', ...(id ? { id } : {}), attributes },
});

async function create(headers: Headers, attributes: Record<string, unknown>) {
  const res = await call(backend, 'POST', '/api/v1/notification_templates', { headers, body: body(attributes) });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; attributes: Record<string, unknown> };
}

describe('keys and placeholders', () => {
  test('every mail with messages is a key, each with its placeholders from the built-in texts', () => {
    const keys = mailTemplateKeys();
    for (const key of ['applicationAccepted', 'confirmation', 'savedSearchAlert', 'digest', 'formSubmission']) expect(keys).toContain(key);
    expect(keys).not.toContain('greeting');
    expect(placeholdersOf('applicationAccepted')).toEqual(
      expect.arrayContaining(['name', 'appName', 'actionUrl', 'vacancy', 'organization']),
    );
    expect(placeholdersOf('savedSearchAlert')).toEqual(expect.arrayContaining(['count', 'search', 'more', 'unsubscribeUrl']));
    // The built-in text as a starting template parses and names only its own placeholders, for every key.
    for (const key of keys)
      for (const locale of ['nl', 'en'] as const) {
        const builtIn = builtInTemplate(key, locale);
        expect(templateProblem(builtIn.subject, placeholdersOf(key))).toBeNull();
        expect(templateProblem(builtIn.body, placeholdersOf(key))).toBeNull();
      }
  });

  test('the list names every key with label, placeholders and built-in text, for managers', async () => {
    const res = await call(backend, 'GET', '/api/v1/notification_templates', { headers: manager });
    expect(res.status).toBe(200);
    const keys = res.json.meta.keys as { key: string; label: string; placeholders: string[]; built_in: { nl: { subject: string } } }[];
    expect(keys.map((k) => k.key)).toEqual(mailTemplateKeys());
    const accepted = keys.find((k) => k.key === 'applicationAccepted')!;
    expect(accepted.label).toBe('Reactie geaccepteerd');
    expect(accepted.built_in.nl.subject).toContain('{{vacancy}}');
  });
});

describe('who may', () => {
  test('content managers and center staff manage; a volunteer is refused; signed out 401', async () => {
    expect((await call(backend, 'GET', '/api/v1/notification_templates', { headers: staff })).status).toBe(200);
    expectError(await call(backend, 'GET', '/api/v1/notification_templates', { headers: volunteer }), 403, 'forbidden');
    expect(
      (await call(backend, 'GET', '/api/v1/notification_templates', { headers: { 'volunteer-center-id': String(a.id) } })).status,
    ).toBe(401);
  });

  test("another center's template is not found, for reading, changing and test mail", async () => {
    const mine = await create(manager, { key: 'applicationRejected', locale: 'nl' });
    for (const [method, path, payload] of [
      ['GET', `/api/v1/notification_templates/${mine.id}`, undefined],
      ['PATCH', `/api/v1/notification_templates/${mine.id}`, body({ active: true }, mine.id)],
      ['DELETE', `/api/v1/notification_templates/${mine.id}`, undefined],
      ['POST', `/api/v1/notification_templates/${mine.id}/test_mail`, body({}, mine.id)],
    ] as const)
      expectError(await call(backend, method, path, { headers: staffB, body: payload }), 404, 'notFound');
    const [row] = await backend.db
      .select()
      .from(schema.notificationTemplates)
      .where(eq(schema.notificationTemplates.id, Number(mine.id)));
    expect(row?.active).toBe(false);
  });
});

describe('the resource', () => {
  test('create from the built-in text, edit, activate, delete', async () => {
    const created = await create(manager, { key: 'formInvitation', locale: 'en' });
    expect(created.attributes).toMatchObject({ key: 'formInvitation', locale: 'en', active: false, name: 'Form invitation' });
    expect(created.attributes.subject).toBe(builtInTemplate('formInvitation', 'en').subject);
    expect(created.attributes.placeholders).toEqual(expect.arrayContaining(['form', 'center']));
    const res = await call(backend, 'PATCH', `/api/v1/notification_templates/${created.id}`, {
      headers: manager,
      body: body({ subject: 'Fill in {{form}}', active: true }, created.id),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ subject: 'Fill in {{form}}', active: true });
    // One per key and language.
    expectError(
      await call(backend, 'POST', '/api/v1/notification_templates', {
        headers: manager,
        body: body({ key: 'formInvitation', locale: 'en' }),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/key' },
    );
    expect((await call(backend, 'DELETE', `/api/v1/notification_templates/${created.id}`, { headers: manager })).status).toBe(204);
    expect(await rowCount(backend.db, schema.notificationTemplates, eq(schema.notificationTemplates.id, Number(created.id)))).toBe(0);
  });

  test('bad input is 422 with a pointer, translated, and changes nothing', async () => {
    const t = await create(manager, { key: 'invitation', locale: 'nl' });
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'Hallo {{#name}}' }, '/data/attributes/subject'],
      [{ body: 'Je {{wachtwoord}} is' }, '/data/attributes/body'],
      [{ body: 'Hallo {{> header}}' }, '/data/attributes/body'],
      [{ body: '{{constructor}}' }, '/data/attributes/body'],
      [{ body: 'x'.repeat(10_001) }, '/data/attributes/body'],
      [{ subject: '' }, '/data/attributes/subject'],
    ];
    for (const [attributes, pointer] of cases) {
      const res = await call(backend, 'PATCH', `/api/v1/notification_templates/${t.id}`, {
        headers: { ...manager, ...en },
        body: body(attributes, t.id),
      });
      const error = expectError(res, 422, res.json.errors[0].code, { pointer });
      expect(error.detail).not.toMatch(/^notificationTemplateApi\./);
    }
    expectError(
      await call(backend, 'POST', '/api/v1/notification_templates', { headers: manager, body: body({ key: 'noSuchMail', locale: 'nl' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/key' },
    );
    const [row] = await backend.db
      .select()
      .from(schema.notificationTemplates)
      .where(eq(schema.notificationTemplates.id, Number(t.id)));
    expect(row?.subject).toBe(builtInTemplate('invitation', 'nl').subject);
  });
});

describe('rendering with hostile input', () => {
  const params = (over: Record<string, string>) => ({ appName: 'Centrale', name: 'Sanne', actionUrl: 'https://x.test/a?b=1&c=2', ...over });

  test('each placeholder of each key renders its value as text: HTML escaped in the HTML part, braces kept, never evaluated', () => {
    const hostile = '<script>alert(1)</script> {{appName}} {{{name}}} & "quotes"';
    for (const key of mailTemplateKeys()) {
      const names = placeholdersOf(key);
      const template = {
        subject: names.map((n) => `{{${n}}}`).join('|'),
        body: names.map((n) => `${n}: {{${n}}} / {{{${n}}}}`).join('\n'),
      };
      expect(templateProblem(template.body, names)).toBeNull();
      const values = Object.fromEntries(names.map((n) => [n, `${n}-${hostile}`]));
      const custom = renderTemplate(template, key, params(values));
      // A value is put in as it is: the `{{` in it is not rendered again.
      for (const n of names) expect(custom.body).toContain(`${n}: ${n}-${hostile} / ${n}-${hostile}`);
      const mail = renderMail(key, 'nl', params(values), [], custom);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; {{appName}} {{{name}}} &amp; &quot;quotes&quot;');
      expect(mail.text).toContain('<script>alert(1)</script>');
    }
  });

  test("the center's own markup is text too, and prototype names find nothing", () => {
    const custom = renderTemplate(
      { subject: 'S', body: '<b>Vet</b> {{#name}}hoi {{name}}{{/name}}{{^vacancy}} geen{{/vacancy}}' },
      'applicationAccepted',
      params({}),
    );
    expect(custom.body).toBe('<b>Vet</b> hoi Sanne geen');
    expect(renderMail('applicationAccepted', 'nl', params({}), [], custom).html).toContain('&lt;b&gt;Vet&lt;/b&gt;');
    // Names outside the placeholders never reach the template, also when rendering is asked directly.
    expect(
      renderTemplate(
        { subject: '{{constructor}}{{__proto__}}{{toString}}', body: '{{name.constructor}}' },
        'applicationAccepted',
        params({}),
      ),
    ).toEqual({ subject: '', body: '' });
  });

  test('a very long value is put in whole in the body; the subject stays one bounded line', () => {
    const long = 'lang '.repeat(20_000);
    const custom = renderTemplate(
      { subject: 'Over {{vacancy}}\r\nBcc: x@evil.test', body: '{{vacancy}}' },
      'applicationAccepted',
      params({ vacancy: long }),
    );
    expect(custom.body).toBe(long);
    expect(custom.subject.length).toBeLessThanOrEqual(400);
    expect(custom.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the mailer', () => {
  test('an active template is used for its center, key and language; inactive, missing or other center: built-in', async () => {
    const t = await create(manager, { key: 'applicationAccepted', locale: 'nl' });
    const send = (centerId: number, locale: 'nl' | 'en', to: string) =>
      backend.deps.mailer.send({
        volunteerCenterId: centerId,
        to,
        locale,
        template: 'applicationAccepted',
        params: {
          appName: 'Centrale',
          name: 'Sanne',
          actionUrl: 'https://x.test/app/1',
          vacancy: 'Taalmaatje <b>',
          organization: 'Buurthuis',
        },
      });
    await send(a.id, 'nl', 'inactive@mail.test');
    expect((await outbox(backend.db, 'inactive@mail.test'))[0]!.subject).toContain('Taalmaatje <b>');
    expect((await outbox(backend.db, 'inactive@mail.test'))[0]!.textBody).not.toContain('Gefeliciteerd vanuit het sjabloon');

    await call(backend, 'PATCH', `/api/v1/notification_templates/${t.id}`, {
      headers: manager,
      body: body(
        {
          subject: 'Ja! {{vacancy}}',
          body: 'Gefeliciteerd vanuit het sjabloon, {{name}}.\n\n{{organization}} neemt contact op.',
          active: true,
        },
        t.id,
      ),
    });
    await send(a.id, 'nl', 'active@mail.test');
    const [mail] = await outbox(backend.db, 'active@mail.test');
    expect(mail!.subject).toBe('Ja! Taalmaatje <b>');
    expect(mail!.textBody).toContain('Gefeliciteerd vanuit het sjabloon, Sanne.');
    expect(mail!.textBody).toContain('https://x.test/app/1');
    expect(mail!.htmlBody).toContain('<p>Buurthuis neemt contact op.</p>');
    expect(mail!.htmlBody).toContain('href="https://x.test/app/1"');

    await send(a.id, 'en', 'english@mail.test');
    expect((await outbox(backend.db, 'english@mail.test'))[0]!.textBody).not.toContain('sjabloon');
    await send(b.id, 'nl', 'other-center@mail.test');
    expect((await outbox(backend.db, 'other-center@mail.test'))[0]!.textBody).not.toContain('sjabloon');
  });

  test('preview renders the draft with sample values; the test mail goes to the viewer only', async () => {
    const preview = await call(backend, 'POST', '/api/v1/notification_templates/preview', {
      headers: manager,
      body: body({ key: 'applicationAccepted', locale: 'nl', subject: 'Over {{vacancy}}', body: 'Hoi {{name}}, <i>{{organization}}</i>' }),
    });
    expect(preview.status).toBe(200);
    expect(preview.json.meta.subject).toBe('Over Taalmaatje voor nieuwkomers');
    expect(preview.json.meta.html).toContain('Hoi Mila, &lt;i&gt;Buurthuis De Linde&lt;/i&gt;');
    expectError(
      await call(backend, 'POST', '/api/v1/notification_templates/preview', {
        headers: manager,
        body: body({ key: 'applicationAccepted', locale: 'nl', subject: 'x', body: '{{geheim}}' }),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/body' },
    );

    const t = await create(manager, { key: 'applicationReceived', locale: 'nl' });
    const res = await call(backend, 'POST', `/api/v1/notification_templates/${t.id}/test_mail`, {
      headers: manager,
      body: body({ subject: 'Test {{vacancy}}', body: 'Concept voor {{applicant}}' }, t.id),
    });
    expect(res.status).toBe(202);
    expect(res.json.meta.to).toBe(managerEmail);
    const mails = await outbox(backend.db, managerEmail);
    expect(mails.at(-1)).toMatchObject({ subject: 'Test Taalmaatje voor nieuwkomers', template: 'applicationReceived' });
    expect(mails.at(-1)!.textBody).toContain('Concept voor Sanne de Vries');
  });
});

describe('failed mail', () => {
  async function failed(centerId: number, to: string, withBody = true) {
    const [row] = await backend.db
      .insert(schema.emailOutbox)
      .values({
        volunteerCenterId: centerId,
        toAddress: to,
        subject: 'Onderwerp',
        textBody: withBody ? 'tekst' : null,
        htmlBody: withBody ? '<p>tekst</p>' : null,
        template: 'applicationAccepted',
        locale: 'nl',
        status: 'failed',
        error: '550 User unknown',
        attempts: 8,
      })
      .returning();
    return row!;
  }

  test('center staff see their center failed mail and put one back in the queue; others may not', async () => {
    const mine = await failed(a.id, 'kapot@mail.test');
    const scrubbed = await failed(a.id, 'oud@mail.test', false);
    const theirs = await failed(b.id, 'elders@mail.test');
    const list = await call(backend, 'GET', '/api/v1/failed_mails', { headers: staff });
    expect(list.status).toBe(200);
    const ids = list.json.data.map((d: { id: string }) => d.id);
    expect(ids).toEqual(expect.arrayContaining([String(mine.id), String(scrubbed.id)]));
    expect(ids).not.toContain(String(theirs.id));
    const item = list.json.data.find((d: { id: string }) => d.id === String(mine.id));
    expect(item.attributes).toMatchObject({
      template: 'applicationAccepted',
      to_address: 'kapot@mail.test',
      error: '550 User unknown',
      attempts: 8,
      retryable: true,
    });
    expect(item.attributes.text_body).toBeUndefined();

    expectError(await call(backend, 'GET', '/api/v1/failed_mails', { headers: manager }), 403, 'forbidden');
    expectError(await call(backend, 'POST', `/api/v1/failed_mails/${mine.id}/retry`, { headers: volunteer }), 403, 'forbidden');
    expectError(await call(backend, 'POST', `/api/v1/failed_mails/${theirs.id}/retry`, { headers: staff }), 404, 'notFound');
    expectError(await call(backend, 'POST', `/api/v1/failed_mails/${scrubbed.id}/retry`, { headers: staff }), 422, 'invalidAttribute');

    const retried = await call(backend, 'POST', `/api/v1/failed_mails/${mine.id}/retry`, { headers: staff });
    expect(retried.status).toBe(200);
    const [row] = await backend.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, mine.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, textBody: 'tekst' });
    // Once back in the queue it is no longer failed: a second retry finds nothing.
    expectError(await call(backend, 'POST', `/api/v1/failed_mails/${mine.id}/retry`, { headers: staff }), 404, 'notFound');
    expect(
      await rowCount(backend.db, schema.emailOutbox, and(eq(schema.emailOutbox.id, theirs.id), eq(schema.emailOutbox.status, 'failed'))),
    ).toBe(1);
  });
});
