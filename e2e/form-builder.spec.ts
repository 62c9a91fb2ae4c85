/**
 * The form builder's admin screens (issue 10, contract §Web Admin): a content manager builds a form with one question
 * of each type (reordering by keyboard, with the move buttons and with dnd-kit's keyboard sensor), previews it and
 * finds it in /content/forms; the submissions page (table, per-question summary, detail, delete, CSV with BOM and
 * header) over submissions made through the public API; an invitation-only form's invitations panel; an
 * organization superuser sees only their organizations' forms; a page manager is refused. Axe on every screen in nl
 * and en; screenshots of the list, the editor and the submissions at 360, 768 and 1280 px.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openNavigationItem } from './support/navigation';
import { centerUrl, DEMO_PASSWORD, PORT } from './support/env';
import { signIn } from './support/session';

const SERVER = `http://127.0.0.1:${PORT}`;
const HOST = { host: `demo.localhost:${PORT}` };
const JSON_API = 'application/vnd.api+json';
const run = Date.now().toString(36);
const WIDTHS = [360, 768, 1280] as const;

/** A form control by its label, whether or not the label carries the screen-reader "(verplicht)". */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\*? \\(verplicht\\))?$`));

const cards = (page: Page) => page.getByTestId('question-card');

type Auth = Record<string, string>;

async function apiSignIn(request: APIRequestContext, email: string): Promise<Auth> {
  const response = await request.post(`${SERVER}/auth/sign_in`, { headers: HOST, data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const h = response.headers();
  return { ...HOST, 'access-token': h['access-token'] ?? '', client: h.client ?? '', uid: h.uid ?? '', 'content-type': JSON_API };
}

interface Created {
  id: string;
  publicKey: string;
  questions: Record<string, string>;
}

async function createForm(request: APIRequestContext, auth: Auth, attributes: Record<string, unknown>): Promise<Created> {
  const response = await request.post(`${SERVER}/api/v1/forms`, {
    headers: auth,
    data: { data: { type: 'forms', attributes: { description: null, notify_owner: false, accepting_submissions: true, ...attributes } } },
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

async function submit(request: APIRequestContext, key: string, answers: Record<string, unknown>) {
  const response = await request.post(`${SERVER}/api/v1/public/forms/${key}/submissions`, {
    headers: { ...HOST, 'content-type': JSON_API },
    data: { data: { type: 'form_submissions', attributes: { answers } } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/form-builder-${name}-${width}.png`, fullPage: true });
    // Nothing of the screen itself sticks out sideways (wide tables scroll inside their own box).
    const sticking = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((el) => !el.parentElement?.closest('.overflow-x-auto') && el.getBoundingClientRect().right > width + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    });
    expect(sticking, `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The question types as the type select names them, in the order they are added. */
const TYPES = [
  ['Tekst', 'Naam'],
  ['Meerkeuze (één antwoord)', 'Welke dag kom je?'],
  ['Datum', 'Geboortedatum'],
  ['Getal', 'Aantal personen'],
  ['Aankruisvakjes (meerdere antwoorden)', 'Wat neem je mee?'],
  ['E-mailadres', 'Je e-mailadres'],
  ['Webadres', 'Je website'],
  ['Telefoonnummer', 'Je telefoonnummer'],
  ['Informatieblok (geen vraag)', 'Het feest begint om 14.00 uur.'],
  ['Tijd', 'Hoe laat kom je?'],
] as const;

async function addQuestion(page: Page, type: string, text: string, options: string[] = []) {
  const before = await cards(page).count();
  await page.getByLabel('Soort vraag').selectOption({ label: type });
  await page.getByRole('button', { name: 'Vraag toevoegen' }).click();
  const card = cards(page).nth(before);
  await expect(card).toBeVisible();
  const textField = type.startsWith('Informatieblok') ? field(card, 'Tekst van het informatieblok') : field(card, 'Vraag');
  await expect(textField).toBeFocused();
  await textField.fill(text);
  for (const [index, option] of options.entries()) {
    if (index >= 2) await card.getByRole('button', { name: 'Keuze toevoegen' }).click();
    await field(card, `Keuze ${index + 1}`).fill(option);
  }
}

const questionTexts = async (page: Page) =>
  Promise.all(
    (await cards(page).all()).map(async (card) => {
      const input = card.locator('input[name$=".text"], textarea[name$=".text"]');
      return input.inputValue();
    }),
  );

test.describe('form builder', () => {
  test('a content manager builds a form with every question type, reorders it by keyboard and previews it', async ({ page }) => {
    // Ten questions saved, reordered and previewed, with axe on each screen: the slow budget (35-55 s on a loaded
    // 2-core machine). In two full runs it stalled at an axe run, like the template editor's, whose cause was axe's
    // result page not opening (e2e/support/axe.ts); since that fix it passes alone and after the specs before it.
    test.slow();
    const title = `Aanmelden buurtfeest ${run}`;
    await signIn(page, 'content_manager@demo.test');
    await page.goto(centerUrl('demo', '/content/forms'));
    await expect(page.getByRole('heading', { level: 1, name: 'Formulieren' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(centerUrl('demo', '/form_builder'));
    await expect(page.getByRole('heading', { level: 1, name: 'Formulieren' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'list');

    await page.getByRole('link', { name: 'Nieuw formulier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw formulier' })).toBeVisible();
    await expect(page.locator('form[data-hydrated]')).toBeVisible();
    await expectNoAxeViolations(page);

    // Validation on blur: an empty title says so when leaving the field.
    await field(page, 'Titel').focus();
    await field(page, 'Titel').blur();
    await expect(field(page, 'Titel')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Titel').fill(title);

    for (const [type, text] of TYPES) {
      const options = type.startsWith('Meerkeuze')
        ? ['Zaterdag', 'Zondag']
        : type.startsWith('Aankruisvakjes')
          ? ['Taart', 'Stoelen', 'Muziek']
          : [];
      await addQuestion(page, type, text, options);
    }
    await expect(cards(page)).toHaveCount(10);
    await field(cards(page).nth(0), 'Verplicht').check();
    await field(cards(page).nth(0), 'Lang antwoord (meerdere regels)').check();
    await field(cards(page).nth(0), 'Lang antwoord (meerdere regels)').uncheck();
    await expectNoAxeViolations(page);

    // Keyboard reorder with the move button: focus stays on the moved question.
    const down = cards(page)
      .nth(0)
      .getByRole('button', { name: /^Vraag 1 .* omlaag$/ });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Vraag 2 (Tekst): Naam omlaag' })).toBeFocused();
    expect((await questionTexts(page)).slice(0, 2)).toEqual(['Welke dag kom je?', 'Naam']);

    // And with dnd-kit's keyboard sensor on the handle: space lifts, the arrow moves, space drops (announced).
    // (A tall window holds the cards involved, so the drag does not scroll the page under dnd-kit's measurements.)
    await page.setViewportSize({ width: 1280, height: 2400 });
    await cards(page)
      .nth(0)
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const handle = cards(page)
      .nth(2)
      .getByRole('button', { name: /verslepen$/ });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(500);
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('boven plek 2 van 10.');
    await page.waitForTimeout(500);
    await page.keyboard.press('Space');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('neergezet op plek 2 van 10.');
    await expect.poll(async () => (await questionTexts(page)).slice(0, 3)).toEqual(['Welke dag kom je?', 'Geboortedatum', 'Naam']);

    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshots(page, 'editor');

    await page.getByRole('button', { name: 'Formulier maken' }).click();
    await expect(page).toHaveURL(/\/form_builder\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const formId = /\/form_builder\/(\d+)$/.exec(page.url())![1]!;
    await expect(page.getByLabel('Adres van het formulier')).toHaveValue(new RegExp(`/forms/[A-Za-z0-9_-]{12}$`));
    await expectNoAxeViolations(page);

    // The editor shows the saved order; removing a question and saving keeps the rest (ids kept, _destroy sent).
    await page.getByRole('link', { name: 'Bewerken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} bewerken` })).toBeVisible();
    await expect.poll(async () => (await questionTexts(page)).slice(0, 3)).toEqual(['Welke dag kom je?', 'Geboortedatum', 'Naam']);
    await expectNoAxeViolations(page);
    await cards(page)
      .nth(9)
      .getByRole('button', { name: /verwijderen$/ })
      .click();
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('button', { name: 'Formulier opslaan' }).click();
    await expect(page.getByText(`Het formulier ‘${title}’ is opgeslagen.`)).toBeVisible();
    await page.reload();
    await expect(cards(page)).toHaveCount(9);
    expect((await questionTexts(page))[0]).toBe('Welke dag kom je?');

    // The preview is the respondent's own form, not submittable.
    await page.goto(centerUrl('demo', `/form_builder/${formId}/preview`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Welke dag kom je?')).toBeVisible();
    await expect(page.getByText('Het feest begint om 14.00 uur.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The content section lists it and links into the builder.
    await page.goto(centerUrl('demo', `/content/forms?q=${encodeURIComponent(run)}`));
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/form_builder/${formId}`);

    // The same screens in English.
    for (const path of [
      '/en/form_builder',
      '/en/form_builder/new',
      `/en/form_builder/${formId}`,
      `/en/form_builder/${formId}/edit`,
      `/en/form_builder/${formId}/preview`,
    ]) {
      await page.goto(centerUrl('demo', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('submissions: the table, the summary, a submission and the CSV download', async ({ page, request }) => {
    const auth = await apiSignIn(request, 'content_manager@demo.test');
    const title = `Inzendingen ${run}`;
    const form = await createForm(request, auth, {
      title,
      access_permission: 'anonymous',
      questions: [
        { text: 'Naam', question_type: 'text', required: true },
        { text: 'Welke kleur?', question_type: 'multiple_choice', required: true, options: ['Rood', 'Blauw'] },
        { text: 'Leeftijd', question_type: 'number' },
        { text: 'E-mail', question_type: 'email' },
      ],
    });
    const q = form.questions;
    await submit(request, form.publicKey, {
      [q['Naam']!]: 'Anna',
      [q['Welke kleur?']!]: 'Rood',
      [q['Leeftijd']!]: '30',
      [q['E-mail']!]: 'anna@example.org',
    });
    await submit(request, form.publicKey, { [q['Naam']!]: 'Bram', [q['Welke kleur?']!]: 'Rood', [q['Leeftijd']!]: '40' });
    await submit(request, form.publicKey, { [q['Naam']!]: '=SOM(1;2)', [q['Welke kleur?']!]: 'Blauw' });

    await signIn(page, 'content_manager@demo.test');
    await page.goto(centerUrl('demo', `/form_builder/${form.id}/submissions`));
    await expect(page.getByRole('heading', { level: 1, name: `Inzendingen van ${title}` })).toBeVisible();
    const table = page.getByRole('table', { name: `Inzendingen van ${title}` });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('cell', { name: 'anna@example.org' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Welke kleur?' })).toBeVisible();
    const colour = page.getByRole('list', { name: 'Aantallen per keuze bij Welke kleur?' });
    await expect(colour.getByText('2 (67%)')).toBeVisible();
    await expect(colour.getByText('1 (33%)')).toBeVisible();
    await expect(page.getByText('Gemiddelde')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'submissions');

    // The CSV through /bff: UTF-8 BOM, `;`-separated header, formula injection guarded.
    const href = await page.getByRole('link', { name: 'Downloaden als CSV' }).getAttribute('href');
    expect(href).toBe(`/bff/api/v1/forms/${form.id}/submissions.csv`);
    // Through the app's own server, as the browser would fetch it (Node does not resolve *.localhost itself).
    const cookie = (await page.context().cookies(centerUrl('demo', '/'))).map((c) => `${c.name}=${c.value}`).join('; ');
    const csv = await page.request.get(`${SERVER}${href!}`, { headers: { ...HOST, cookie } });
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toContain('attachment');
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header] = text.split(/\r?\n/);
    expect(header).toContain(';Naam;Welke kleur?;Leeftijd;E-mail');
    expect(text).toContain("'=SOM(1;2)");

    // A submission: every answer with its question; deleting it behind a confirmation.
    await table.getByRole('row').nth(3).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Inzending van / })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Anna$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(page.url().replace(centerUrl('demo', '/form_builder/'), centerUrl('demo', '/en/form_builder/')));
    await expect(page.getByRole('heading', { level: 1, name: /^Submission of / })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete submission' }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/form_builder/${form.id}/submissions$`));
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('an invitation-only form mails invitations and revokes one', async ({ page, request }) => {
    const auth = await apiSignIn(request, 'content_manager@demo.test');
    const form = await createForm(request, auth, {
      title: `Evaluatie ${run}`,
      access_permission: 'token_holder',
      questions: [{ text: 'Hoe was het?', question_type: 'text', required: true }],
    });
    await signIn(page, 'content_manager@demo.test');
    await page.goto(centerUrl('demo', `/form_builder/${form.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Uitnodigingen' })).toBeVisible();
    await expect(page.locator('form[data-hydrated]')).toBeVisible();
    await field(page, 'E-mailadressen').fill('een@example.org, geen-adres');
    await page.getByRole('button', { name: 'Uitnodigingen versturen' }).click();
    await expect(page.getByText('Dit is geen geldig e-mailadres: geen-adres').first()).toBeVisible();
    await field(page, 'E-mailadressen').fill('een@example.org\ntwee@example.org');
    await page.getByRole('button', { name: 'Uitnodigingen versturen' }).click();
    await expect(page.getByText('2 uitnodigingen zijn verstuurd.')).toBeVisible();
    const invitations = page.getByRole('table', { name: 'Verstuurde uitnodigingen' });
    await expect(invitations.getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await invitations.getByRole('button', { name: 'Uitnodiging voor een@example.org intrekken' }).click();
    await page.getByRole('button', { name: 'Intrekken', exact: true }).click();
    await expect(invitations.getByRole('row').filter({ hasText: 'een@example.org' }).getByText('Ingetrokken')).toBeVisible();
    await page.goto(centerUrl('demo', `/en/form_builder/${form.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Invitations' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an organization superuser sees only their organizations' forms", async ({ page, request }) => {
    const auth = await apiSignIn(request, 'content_manager@demo.test');
    const centerForm = await createForm(request, auth, {
      title: `Centrumformulier ${run}`,
      access_permission: 'anonymous',
      questions: [{ text: 'Vraag', question_type: 'text' }],
    });
    await signIn(page, 'organization_superuser@demo.test');
    await openNavigationItem(page, 'Formulieren');
    await expect(page.getByRole('heading', { level: 1, name: 'Formulieren' })).toBeVisible();
    await page.getByRole('link', { name: 'Nieuw formulier' }).click();
    await expect(page.locator('form[data-hydrated]')).toBeVisible();
    const own = `Organisatieformulier ${run}`;
    await field(page, 'Titel').fill(own);
    await expect(field(page, 'Formulier van')).toHaveValue(/^\d+$/);
    await addQuestion(page, 'Tekst', 'Je naam');
    await page.getByRole('button', { name: 'Formulier maken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: own })).toBeVisible();

    await page.goto(centerUrl('demo', `/form_builder?q=${encodeURIComponent(run)}`));
    await expect(page.getByRole('link', { name: own, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Centrumformulier ${run}`, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(centerUrl('demo', `/form_builder/${centerForm.id}`));
    await expect(page.getByRole('heading', { level: 1, name: `Centrumformulier ${run}` })).toHaveCount(0);
  });

  test('a page manager is refused', async ({ page }) => {
    await signIn(page, 'page_manager@demo.test');
    await page.goto(centerUrl('demo', '/content'));
    await expect(page.getByRole('navigation', { name: 'Content', exact: true }).getByRole('link', { name: 'Formulieren' })).toHaveCount(0);
    for (const path of ['/form_builder', '/form_builder/new', '/content/forms']) {
      await page.goto(centerUrl('demo', path));
      await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
    }
  });
});
