/**
 * The developer pages under /test (docs/frontend.md "Developer pages"): every page renders its real content in Dutch
 * and English and is axe-clean; the API pages show live data from the backend, the multi-step forms validate per step
 * and complete, the toaster shows a toast, the server error reaches the error screen with a 500. The e2e server runs
 * with DEVELOPER_PAGES=true (playwright.config.ts); that a server without it answers 404 is a unit test of the gate
 * (tests/unit/developer/gate.test.ts), as no e2e server here runs without the flag.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/session';

const PAGES: { slug: string; nl: string; en: string }[] = [
  { slug: 'api', nl: 'API-client', en: 'API client' },
  { slug: 'dollar-api', nl: 'API-client in de browser ($api)', en: 'API client in the browser ($api)' },
  { slug: 'dupe', nl: 'Dubbele verzoeken', en: 'Duplicate requests' },
  { slug: 'user-store', nl: 'Gebruikersstore en querycache', en: 'User store and query cache' },
  { slug: 'auth', nl: 'Inlogstatus', en: 'Sign-in state' },
  { slug: 'user', nl: 'Huidige gebruiker', en: 'Current user' },
  { slug: 'form', nl: 'Formulierkit', en: 'Form kit' },
  { slug: 'step-form', nl: 'Formulier in stappen', en: 'Multi-step form' },
  { slug: 'step-form-2', nl: 'Formulier in stappen, één formulier per stap', en: 'Multi-step form, one form per step' },
  { slug: 'datepicker', nl: 'Datumkiezer', en: 'Date picker' },
  { slug: 'formbuilder', nl: 'Formulierbouwer', en: 'Form builder' },
  { slug: 'tiptap', nl: 'Teksteditor', en: 'Rich-text editor' },
  { slug: 'toaster', nl: 'Meldingen en laadbalk', en: 'Toasts and loading bar' },
  { slug: 'colors', nl: 'Kleurtokens', en: 'Color tokens' },
  { slug: 'sentry', nl: 'Foutrapportage (Sentry)', en: 'Error reporting (Sentry)' },
  { slug: 'server-error', nl: 'Serverfout', en: 'Server error' },
];

const ADMIN = 'admin@demo.test';

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('developer pages', () => {
  for (const locale of ['nl', 'en'] as const) {
    test(`every page renders and is axe-clean (${locale})`, async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, ADMIN);
      const prefix = locale === 'en' ? '/en' : '';
      const index = await page.goto(`${prefix}/test`);
      expect(index?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.getByRole('heading', { level: 1, name: locale === 'en' ? 'Developer pages' : "Ontwikkelaarspagina's" }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      for (const { [locale]: title } of PAGES) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      for (const { slug, [locale]: title } of PAGES) {
        const response = await page.goto(`${prefix}/test/${slug}`);
        expect(response?.status(), slug).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page.locator('main section').first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  test('the API page shows live data and the errors of the backend', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/test/api');
    await expect(page.getByText('Aanroepen gedaan als')).toBeVisible();
    const bank = region(page, 'Vacaturebank (openbaar)');
    await expect(bank.getByText('Status 200')).toBeVisible();
    await expect(bank.getByRole('listitem').first()).toBeVisible();
    const organizations = region(page, 'Organisaties');
    await expect(organizations.getByText('Status 200')).toBeVisible();
    await expect(organizations.getByRole('listitem')).toHaveCount(3);
    await expect(region(page, 'Huidige gebruiker').getByText('Status 200')).toBeVisible();
    await expect(region(page, 'Een record dat niet bestaat').getByText('Status 404')).toBeVisible();
    await expect(region(page, 'Een onjuiste parameter').getByText('Status 400')).toBeVisible();
    // The document itself, as it came over the wire.
    await organizations.getByText('JSON:API-document').click();
    await expect(organizations.getByLabel('JSON:API-document')).toContainText('"type": "organizations"');
  });

  test('signed out, the API page shows the 401 of the current user and /test/auth offers to sign in', async ({ page }) => {
    await page.goto('/test/api');
    await expect(page.getByText('Je bent niet ingelogd')).toBeVisible();
    await expect(region(page, 'Vacaturebank (openbaar)').getByText('Status 200')).toBeVisible();
    const currentUser = region(page, 'Huidige gebruiker');
    await expect(currentUser.getByText('Status 401')).toBeVisible();
    await expect(currentUser.getByText('Fouten')).toBeVisible();
    // Never indexed: not in the sitemap (which lists content pages and vacancies), noindex on every page.
    const sitemap = await page.goto('/sitemap.xml');
    expect(sitemap?.ok()).toBe(true);
    expect(await sitemap?.text()).not.toContain('/test');
    await page.goto('/test/auth');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Uitgelogd')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen', exact: true })).toHaveAttribute(
      'href',
      /\/auth\/login-1\?redirect=%2Ftest%2Fauth/,
    );
  });

  test('the browser client, duplicate requests, the stores and the session', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/test/dollar-api');
    await page.getByLabel('Aanroep').selectOption({ label: 'Organisaties' });
    await page.getByRole('button', { name: 'Versturen' }).click();
    const answer = region(page, 'Antwoord 1');
    await expect(answer.getByText('Status 200')).toBeVisible();
    await expect(answer.getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Pad').fill('https://example.org/');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Vul een pad in dat begint met /api/v1/.')).toBeVisible();

    await page.goto('/test/dupe');
    await expect(page.getByText('2 onderdelen, 1 verzoek verstuurd')).toBeVisible();
    await page.getByRole('button', { name: 'Een derde onderdeel toevoegen' }).click();
    await expect(page.getByText('3 onderdelen, 1 verzoek verstuurd')).toBeVisible();
    await page.getByRole('button', { name: 'Gegevens verversen' }).click();
    await expect(page.getByText('3 onderdelen, 2 verzoeken verstuurd')).toBeVisible();
    await page.getByRole('button', { name: 'Twee keer tegelijk aanroepen' }).click();
    await expect(page.getByText('2 verzoeken verstuurd', { exact: true })).toBeVisible();

    await page.goto('/test/user-store');
    await expect(region(page, 'Sessiestore').getByText('Ingelogd')).toBeVisible();
    await page.getByRole('button', { name: 'Huidige gebruiker in de cache laden' }).click();
    await expect(page.getByRole('cell', { name: /current-user/ })).toBeVisible();
    await expect(page.getByLabel('Huidige gebruiker uit de cache')).toContainText(ADMIN);

    await page.goto('/test/user');
    await expect(page.getByText(ADMIN).first()).toBeVisible();
    await expect(page.getByText('Beheerder').first()).toBeVisible();

    await page.goto('/test/auth');
    await expect(page.getByText('Nee: de sessiecookie is httpOnly')).toBeVisible();
    await expect(region(page, 'Cookies')).toContainText('vp_session');
  });

  test('the form kit shows field messages, the summary and a server refusal on its field', async ({ page }) => {
    await page.goto('/test/form');
    const form = page.getByRole('form', { name: 'Aanmeldformulier' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByRole('alert').first()).toContainText('Het formulier bevat fouten');
    await form.getByLabel('Voornaam').fill('Anna');
    await form.getByLabel('E-mailadres').fill('anna@example.org');
    await form.getByLabel('Ik ben een').selectOption({ label: 'Vrijwilliger' });
    await form.getByLabel('Ik ga akkoord met de voorwaarden').check();
    await form.getByLabel('Laat de server dit weigeren').check();
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByText('Dit e-mailadres is al in gebruik').first()).toBeVisible();
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Laat de server dit weigeren').uncheck();
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.locator('pre[aria-label="Verstuurde waarden"]')).toContainText('"firstName": "Anna"');
  });

  test('the multi-step form validates each step, goes back and forth and completes', async ({ page }) => {
    await page.goto('/test/step-form');
    const form = page.getByRole('form', { name: 'Aanmelden als vrijwilliger' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByRole('heading', { name: 'Stap 1 van 4: Over jou' })).toBeVisible();
    await form.getByRole('button', { name: 'Volgende' }).click();
    await expect(form.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('heading', { name: 'Stap 1 van 4: Over jou' })).toBeVisible();
    await form.getByLabel('Voornaam').fill('Anna');
    await form.getByLabel('Achternaam').fill('Jansen');
    await form.getByLabel('E-mailadres').fill('anna@example.org');
    await form.getByRole('button', { name: 'Volgende' }).click();

    await expect(form.getByRole('heading', { name: 'Stap 2 van 4: Beschikbaarheid' })).toBeVisible();
    await form.getByRole('button', { name: 'Volgende' }).click();
    await expect(form.getByLabel('Dagen per week')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Dagen per week').selectOption({ label: '2 dagen' });
    const nextYear = `${new Date().getFullYear() + 1}-03-01`;
    await form.getByLabel('Startdatum').fill(nextYear);
    await form.getByRole('button', { name: 'Terug' }).click();
    await expect(form.getByLabel('Voornaam')).toHaveValue('Anna');
    await form.getByRole('button', { name: 'Volgende' }).click();
    await expect(form.getByLabel('Startdatum')).toHaveValue(nextYear);
    await form.getByRole('button', { name: 'Volgende' }).click();

    await expect(form.getByRole('heading', { name: 'Stap 3 van 4: Motivatie' })).toBeVisible();
    await form.getByLabel('Waarom wil je vrijwilligerswerk doen?').fill('Te kort');
    await form.getByRole('button', { name: 'Volgende' }).click();
    await expect(form.getByLabel('Waarom wil je vrijwilligerswerk doen?')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Waarom wil je vrijwilligerswerk doen?').fill('Ik help graag mensen in mijn buurt.');
    await form.getByLabel('Mijn gegevens mogen met de organisatie worden gedeeld').check();
    await form.getByRole('button', { name: 'Volgende' }).click();

    await expect(form.getByRole('heading', { name: 'Stap 4 van 4: Overzicht' })).toBeVisible();
    await expect(form.getByText('anna@example.org')).toBeVisible();
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();
    await expect(page.getByText('Bedankt, Anna Jansen: je aanmelding is compleet.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Aanmelding afgerond' })).toBeVisible();
  });

  test('the form-per-step variant keeps each step and reopens one from the summary', async ({ page }) => {
    await page.goto('/test/step-form-2');
    const step1 = page.getByRole('form', { name: 'Organisatie' });
    await expect(step1).toHaveAttribute('data-hydrated', 'true');
    await step1.getByRole('button', { name: 'Volgende' }).click();
    await expect(step1.getByRole('alert').first()).toContainText('Het formulier bevat fouten');
    await step1.getByLabel('Naam van de organisatie').fill('Buurthuis De Linde');
    await step1.getByLabel('Soort').selectOption({ label: 'Vereniging' });
    await step1.getByRole('button', { name: 'Volgende' }).click();

    const step2 = page.getByRole('form', { name: 'Contactpersoon' });
    await step2.getByRole('textbox', { name: 'Naam (verplicht)', exact: true }).fill('Piet de Vries');
    await step2.getByLabel('E-mailadres').fill('piet@example.org');
    await step2.getByLabel('Postcode').fill('12345');
    await step2.getByRole('button', { name: 'Volgende' }).click();
    await expect(step2.getByText('Vul een Nederlandse postcode in, bijvoorbeeld 8091 AB').first()).toBeVisible();
    await step2.getByLabel('Postcode').fill('8091 ab');
    await step2.getByRole('button', { name: 'Volgende' }).click();

    await expect(page.getByRole('heading', { name: 'Stap 3 van 3: Overzicht' })).toBeVisible();
    await expect(page.getByText('8091 AB')).toBeVisible();
    await page.getByRole('button', { name: 'Organisatie wijzigen' }).click();
    await expect(page.getByLabel('Naam van de organisatie')).toHaveValue('Buurthuis De Linde');
    await page.getByLabel('Naam van de organisatie').fill('Buurthuis De Eik');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('button', { name: 'Aanmelding versturen' }).click();
    await expect(page.getByText('Buurthuis De Eik is aangemeld.')).toBeVisible();
  });

  test('the toaster shows toasts and the form builder sample checks answers without saving', async ({ page }) => {
    await page.goto('/test/toaster');
    await page.getByRole('button', { name: 'Gelukt tonen' }).click();
    await expect(page.getByText('Een melding van de soort ‘Gelukt’.')).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan (op zijn plek vervangen)' }).click();
    await expect(page.getByText('Opslaan…', { exact: true })).toBeVisible();
    await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible();

    await page.goto('/test/formbuilder');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByLabel(/^Je naam/)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(/^Je naam/).fill('Anna');
    await page.getByLabel(/^E-mailadres/).fill('anna@example.org');
    await page.getByLabel(/^Voorkeursdatum/).fill(`${new Date().getFullYear() + 1}-04-12`);
    // By keyboard: the renderer drops the date's message on blur, which moves the radio from under a pointer.
    await page.getByLabel('Kok').press('Space');
    await expect(page.getByLabel('Kok')).toBeChecked();
    // The same for sending: leaving the group drops its message (and moves the button) before a click could land.
    await page.getByRole('button', { name: 'Versturen' }).press('Enter');
    await expect(page.getByText('Bedankt!')).toBeVisible();
  });

  test('server-error reaches the error screen with a 500, from the server and from the browser', async ({ page }) => {
    const response = await page.goto('/test/server-error?throw=1');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: /Oeps\.\.\. er ging iets mis!/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar home' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/test/server-error');
    await page.getByRole('button', { name: 'Browserfout veroorzaken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Oeps\.\.\. er ging iets mis!/ })).toBeVisible();

    await page.goto('/test/sentry');
    await page.getByRole('button', { name: 'Testmelding vanaf de server versturen' }).click();
    await expect(page.getByText('Sentry is niet ingesteld (SENTRY_DSN ontbreekt): er is niets verstuurd.')).toBeVisible();
  });

  test('screenshots at 375, 768 and 1280 px', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, ADMIN);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const slug of ['', '/api', '/step-form', '/colors', '/formbuilder', '/toaster', '/user-store']) {
        await page.goto(`/test${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Nothing wider than the window: long paths and JSON scroll inside their own boxes.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on /test${slug} at ${width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`developer${slug.replace('/', '-') || '-index'}-${width}.png`), fullPage: true });
      }
    }
  });
});
