/**
 * Public forms (issue 10, contract §Web Public): a signed-out visitor answers the demo center's public form by
 * keyboard only and gets the thank-you; errors show in place with and without JavaScript (the server keeps the
 * values); an invitation-only form refuses its public key, takes a valid invitation token once and refuses it the
 * second time; the contact form mails the center's contact address; the BuilderForm block on the seeded page renders
 * its form; axe in nl and en; screenshots of /forms/{key} and /contactformulier at 360, 768 and 1280 px.
 *
 * The forms are made through the API as the demo center's center_superuser, so the spec does not depend on seed data
 * other than the block's page.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, PORT, centerUrl } from './support/env';
import { latestMail, type StoredMail } from './support/mailbox';

const SERVER = `http://127.0.0.1:${PORT}`;
const HOST = { host: `demo.localhost:${PORT}` };
const JSON_API = 'application/vnd.api+json';

type Auth = Record<string, string>;

async function signIn(request: APIRequestContext): Promise<Auth> {
  const response = await request.post(`${SERVER}/auth/sign_in`, {
    headers: HOST,
    data: { email: 'center_superuser@demo.test', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const h = response.headers();
  return { ...HOST, 'access-token': h['access-token'] ?? '', client: h.client ?? '', uid: h.uid ?? '', 'content-type': JSON_API };
}

interface Created {
  id: string;
  publicKey: string;
  questions: Record<string, string>;
}

async function createForm(
  request: APIRequestContext,
  auth: Auth,
  attributes: {
    title: string;
    access_permission: 'anonymous' | 'token_holder';
    accepting_submissions?: boolean;
    questions: Record<string, unknown>[];
  },
): Promise<Created> {
  const response = await request.post(`${SERVER}/api/v1/forms`, {
    headers: auth,
    data: { data: { type: 'forms', attributes: { description: null, notify_owner: true, accepting_submissions: true, ...attributes } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as {
    data: { id: string; attributes: { public_key: string } };
    included?: { id: string; type: string; attributes: { text: string } }[];
  };
  const questions = Object.fromEntries(
    (body.included ?? []).filter((r) => r.type === 'form_questions').map((q) => [q.attributes.text, q.id]),
  );
  return { id: body.data.id, publicKey: body.data.attributes.public_key, questions };
}

const stamp = Date.now();
const ALL_TYPES = [
  { text: 'Naam', question_type: 'text', required: true },
  { text: 'Toelichting', question_type: 'text', long_answer: true, description: 'Vertel er gerust meer over.' },
  { text: 'Welke dag kom je?', question_type: 'multiple_choice', required: true, options: ['Zaterdag', 'Zondag'] },
  { text: 'Wat neem je mee?', question_type: 'checkbox', options: ['Taart', 'Stoelen', 'Muziek'] },
  { text: 'Over het feest', question_type: 'info_section', description: 'Het feest begint om 14.00 uur.' },
  { text: 'Aantal personen', question_type: 'number' },
  { text: 'Datum', question_type: 'date' },
  { text: 'Tijd', question_type: 'time' },
  { text: 'Website', question_type: 'url' },
  { text: 'Telefoonnummer', question_type: 'phone' },
];

let auth: Auth;
let open: Created;
let invitationOnly: Created;

test.beforeAll(async ({ request }) => {
  auth = await signIn(request);
  open = await createForm(request, auth, { title: `Buurtfeest ${stamp}`, access_permission: 'anonymous', questions: ALL_TYPES });
  invitationOnly = await createForm(request, auth, {
    title: `Evaluatie ${stamp}`,
    access_permission: 'token_holder',
    questions: [{ text: 'Hoe was het?', question_type: 'text', required: true }],
  });
});

/** Presses Tab until the control has focus (keyboard only: no clicks, no focus() calls). */
async function tabTo(page: Page, control: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

const formPath = (key: string) => `/forms/${key}`;

test.describe('a public form', () => {
  test('a visitor answers it by keyboard only and gets the thank-you; the owner and the respondent get a mail', async ({ page }) => {
    const since = new Date();
    const copy = `kopie-${stamp}@example.org`;
    await page.goto(centerUrl('demo', formPath(open.publicKey)));
    await expect(page.getByRole('heading', { level: 1, name: `Buurtfeest ${stamp}` })).toBeVisible();
    await expect(page.getByText('Het feest begint om 14.00 uur.')).toBeVisible();

    await tabTo(page, page.getByLabel('Naam'));
    await page.keyboard.type('Sanne de Vries');
    await tabTo(page, page.getByLabel('Toelichting'));
    await page.keyboard.type('Ik help graag met opbouwen.');
    await tabTo(page, page.getByRole('radio', { name: 'Zaterdag' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Zondag' })).toBeChecked();
    await tabTo(page, page.getByRole('checkbox', { name: 'Taart' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Taart' })).toBeChecked();
    await tabTo(page, page.getByLabel('Aantal personen'));
    await page.keyboard.type('2,5');
    await tabTo(page, page.getByLabel('Telefoonnummer'));
    await page.keyboard.type('+31 6 12345678');
    await tabTo(page, page.getByLabel('Stuur mij een kopie (e-mailadres)'));
    await page.keyboard.type(copy);
    await tabTo(page, page.getByRole('button', { name: 'Versturen' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Bedankt!' })).toBeVisible();
    await expect(page.getByText('We hebben je antwoorden ontvangen.')).toBeVisible();
    const owner = await latestMail('center_superuser@demo.test', { template: 'formSubmission' as StoredMail['template'], since });
    expect(owner.text).toContain('Sanne de Vries');
    const mine = await latestMail(copy, { template: 'formSubmissionCopy' as StoredMail['template'], since });
    expect(mine.text).toContain('Zondag');
  });

  test('errors show in place: on blur, in the summary after a refused submit', async ({ page }) => {
    await page.goto(centerUrl('demo', formPath(open.publicKey)));
    const phone = page.getByLabel('Telefoonnummer');
    await phone.fill('bel me');
    await phone.press('Tab');
    await expect(page.getByText('Vul een geldig telefoonnummer in')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Versturen' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Het formulier bevat fouten' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Naam: Dit veld is verplicht' })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Welke dag kom je\?/ })).toBeVisible();
    await summary.getByRole('link', { name: 'Naam: Dit veld is verplicht' }).click();
    await expect(page.getByLabel('Naam')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('without JavaScript the server answers with the errors in place and keeps the values', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(centerUrl('demo', formPath(open.publicKey)));
    await page.getByLabel('Naam').fill('Sanne');
    await page.getByLabel('Telefoonnummer').fill('bel me');
    await page.getByRole('checkbox', { name: 'Stoelen' }).check();
    await page.getByRole('button', { name: 'Versturen' }).click();

    await expect(page.getByText('Het formulier bevat fouten')).toBeVisible();
    await expect(page.getByText('Vul een geldig telefoonnummer in').first()).toBeVisible();
    await expect(page.getByLabel('Naam')).toHaveValue('Sanne');
    await expect(page.getByLabel('Telefoonnummer')).toHaveValue('bel me');
    await expect(page.getByLabel('Telefoonnummer')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('checkbox', { name: 'Stoelen' })).toBeChecked();

    await page.getByLabel('Telefoonnummer').fill('');
    await page.getByRole('radio', { name: 'Zaterdag' }).check();
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Bedankt!')).toBeVisible();
    await context.close();
  });
});

test.describe('an invitation-only form', () => {
  test('refuses its public key, takes a valid invitation token once', async ({ page, request }) => {
    await page.goto(centerUrl('demo', formPath(invitationOnly.publicKey)));
    await expect(page.getByRole('heading', { level: 1, name: 'Alleen met een uitnodiging' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);

    const invitee = `genodigde-${stamp}@example.org`;
    const since = new Date();
    const invited = await request.post(`${SERVER}/api/v1/forms/${invitationOnly.id}/invitations`, {
      headers: auth,
      data: { data: { type: 'form_invitations', attributes: { emails: [invitee] } } },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const mail = await latestMail(invitee, { template: 'formInvitation' as StoredMail['template'], since });
    const token = /\/forms\/([A-Za-z0-9_-]+)/.exec(mail.actionUrl)?.[1];
    expect(token).toBeTruthy();

    await page.goto(centerUrl('demo', formPath(token!)));
    await expect(page.getByRole('heading', { level: 1, name: `Evaluatie ${stamp}` })).toBeVisible();
    await page.getByLabel('Hoe was het?').fill('Heel fijn georganiseerd.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Bedankt!')).toBeVisible();

    await page.goto(centerUrl('demo', formPath(token!)));
    await expect(page.getByRole('heading', { level: 1, name: 'Deze uitnodiging is al gebruikt' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('demo', formPath('onbekendeSleutel')));
    await expect(page.getByRole('heading', { level: 1, name: 'Formulier niet gevonden' })).toBeVisible();
  });
});

test('a revoked invitation and a closed form say so', async ({ page, request }) => {
  const invitee = `ingetrokken-${stamp}@example.org`;
  const since = new Date();
  const invited = await request.post(`${SERVER}/api/v1/forms/${invitationOnly.id}/invitations`, {
    headers: auth,
    data: { data: { type: 'form_invitations', attributes: { emails: [invitee] } } },
  });
  expect(invited.status()).toBe(201);
  const invitationId = ((await invited.json()) as { data: { id: string }[] }).data[0]!.id;
  const mail = await latestMail(invitee, { template: 'formInvitation' as StoredMail['template'], since });
  const token = /\/forms\/([A-Za-z0-9_-]+)/.exec(mail.actionUrl)?.[1];
  const revoked = await request.delete(`${SERVER}/api/v1/forms/${invitationOnly.id}/invitations/${invitationId}`, { headers: auth });
  expect(revoked.status()).toBe(204);
  await page.goto(centerUrl('demo', formPath(token!)));
  await expect(page.getByRole('heading', { level: 1, name: 'Deze uitnodiging is ingetrokken' })).toBeVisible();

  const closed = await createForm(request, auth, {
    title: `Gesloten ${stamp}`,
    access_permission: 'anonymous',
    accepting_submissions: false,
    questions: [{ text: 'Iets', question_type: 'text' }],
  });
  await page.goto(centerUrl('demo', formPath(closed.publicKey)));
  await expect(page.getByRole('heading', { level: 1, name: `Gesloten ${stamp}` })).toBeVisible();
  await expect(page.getByText('Dit formulier is gesloten')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Versturen' })).toHaveCount(0);
});

test('the contact form sends a mail to the center contact address', async ({ page }) => {
  const since = new Date();
  await page.goto(centerUrl('demo', '/contactformulier'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByLabel('Naam').fill(`Bezoeker ${stamp}`);
  await page.getByLabel('E-mailadres').fill(`bezoeker-${stamp}@example.org`);
  await page.getByLabel('Bericht').fill('Hoe kan ik mij aanmelden als vrijwilliger?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bedankt!')).toBeVisible();
  const mail = await latestMail('info@demo.test', { template: 'formSubmission' as StoredMail['template'], since });
  expect(mail.text).toContain(`Bezoeker ${stamp}`);
});

test('the BuilderForm block on the seeded page renders its form', async ({ page }) => {
  await page.goto(centerUrl('demo', '/voor-organisaties'));
  const block = page.locator('[data-block-type="BuilderForm"]');
  await expect(block.locator('form')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Versturen' })).toBeVisible();
  await block.screenshot({ path: 'test-results/public-forms/block-1280.png' });
});

test.describe('accessibility and layout', () => {
  for (const locale of ['nl', 'en'] as const) {
    test(`axe finds nothing on the public form and the contact form (${locale})`, async ({ page }) => {
      const prefix = locale === 'en' ? '/en' : '';
      await page.goto(centerUrl('demo', `${prefix}${formPath(open.publicKey)}`));
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Send' : 'Versturen' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(centerUrl('demo', `${prefix}/contactformulier`));
      await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('screenshots at 360, 768 and 1280 px', async ({ page }) => {
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(centerUrl('demo', formPath(open.publicKey)));
      await expect(page.getByRole('button', { name: 'Versturen' })).toBeVisible();
      await page.screenshot({ path: `test-results/public-forms/form-${width}.png`, fullPage: true });
      // No horizontal scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto(centerUrl('demo', '/contactformulier'));
      await expect(page.getByRole('button', { name: 'Versturen' })).toBeVisible();
      await page.screenshot({ path: `test-results/public-forms/contact-${width}.png`, fullPage: true });
    }
  });
});
