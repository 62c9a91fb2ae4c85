/**
 * Axe on every screen of issue 4 (organizations, users, settings, profile), each opened by a role that may use
 * it (docs/domain.md), in Dutch and a sample in English. One test per screen, so a run lists every screen with
 * violations at once. Each role signs in once; its session is reused through a storage-state file.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';

const STATE_DIR = path.resolve(__dirname, '..', '.data', 'e2e-state');

const sessions = new Map<string, Promise<string>>();

/** A storage-state file with a signed-in session of `email`, made once per worker. */
function sessionFile(browser: Browser, email: string): Promise<string> {
  let file = sessions.get(email);
  if (!file) {
    file = (async () => {
      mkdirSync(STATE_DIR, { recursive: true });
      const target = path.join(STATE_DIR, `${email.replace(/[^a-z0-9]+/gi, '-')}.json`);
      // The config's locale (nl-NL) applies to the test's own context only; without it the site answers in English.
      const context = await browser.newContext({ locale: 'nl-NL' });
      const page = await context.newPage();
      await signIn(page, email);
      await context.storageState({ path: target });
      await context.close();
      return target;
    })();
    sessions.set(email, file);
  }
  return file;
}

/** Every test of the describe runs signed in as `email`. */
function signedInAs(email: string): void {
  test.use({ storageState: async ({ browser }, provide) => provide(await sessionFile(browser, email)) });
}

/** The id in the first link to `/<collection>/<id>` named `name` on the current page. */
async function idFromLink(page: Page, collection: string, name: string): Promise<string> {
  const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
  const id = new RegExp(`/${collection}/(\\d+)`).exec(href ?? '')?.[1];
  expect(id, `a link to /${collection}/<id> named ${name}`).toBeTruthy();
  return id as string;
}

/** Opens the screen, waits for its heading, and runs axe. */
async function check(page: Page, url: string): Promise<void> {
  const response = await page.goto(centerUrl('demo', url));
  expect(response?.status(), url).toBeLessThan(400);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('as the center superuser', () => {
  const ids = { organization: '', user: '' };
  signedInAs('center_superuser@demo.test');

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-NL', storageState: await sessionFile(browser, 'center_superuser@demo.test') });
    const page = await context.newPage();
    await page.goto(centerUrl('demo', '/organizations'));
    // The demo municipality has more organizations than one page shows: search (the form applies on Enter), again
    // until the list answers, since a value typed before hydration is not seen by the search field.
    const search = page.getByRole('searchbox', { name: 'Organisaties zoeken' });
    await expect(async () => {
      await search.fill('Voedselbank');
      await search.press('Enter');
      await expect(page.getByRole('link', { name: 'Voedselbank Demo', exact: true })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    ids.organization = await idFromLink(page, 'organizations', 'Voedselbank Demo');
    await page.goto(centerUrl('demo', '/users'));
    ids.user = await idFromLink(page, 'users', 'Vrijwilliger, Vera');
    await context.close();
  });

  const screens: [string, () => string][] = [
    ['organizations', () => '/organizations'],
    ['organizations/add', () => '/organizations/add'],
    ['organizations/{id}', () => `/organizations/${ids.organization}`],
    ['organizations/{id}/edit', () => `/organizations/${ids.organization}/edit`],
    ['organizations/approve', () => '/organizations/approve'],
    ['organizations/{id}/move', () => `/organizations/${ids.organization}/move`],
    ['users', () => '/users'],
    ['users/add', () => '/users/add'],
    ['users/{id}', () => `/users/${ids.user}`],
    ['users/{id}/edit', () => `/users/${ids.user}/edit`],
    ['users/{id}/add_role', () => `/users/${ids.user}/add_role`],
    ['instellingen', () => '/instellingen'],
    ['instellingen/design', () => '/instellingen/design'],
    ['instellingen/footer', () => '/instellingen/footer'],
    ['instellingen/organisatie', () => '/instellingen/organisatie'],
    ['instellingen/contact-person', () => '/instellingen/contact-person'],
    ['en/organizations', () => '/en/organizations'],
    ['en/organizations/{id}', () => `/en/organizations/${ids.organization}`],
    ['en/organizations/approve', () => '/en/organizations/approve'],
    ['en/users', () => '/en/users'],
    ['en/users/{id}/edit', () => `/en/users/${ids.user}/edit`],
    ['en/instellingen/design', () => '/en/instellingen/design'],
    ['en/instellingen/footer', () => '/en/instellingen/footer'],
  ];
  for (const [name, url] of screens) {
    test(`/${name}`, async ({ page }) => {
      await check(page, url());
    });
  }
});

test.describe('as a volunteer', () => {
  signedInAs('volunteer@demo.test');

  for (const url of [
    '/profiel',
    '/profile-edit',
    '/profile-edit/email',
    '/profile-edit/settings',
    '/profile-edit/periodieke-mail',
    '/en/profiel',
    '/en/profile-edit',
    '/en/profile-edit/settings',
    '/en/profile-edit/periodieke-mail',
  ]) {
    test(url, async ({ page }) => {
      await check(page, url);
    });
  }
});

test.describe('signed out', () => {
  for (const url of [
    '/organizations/signup',
    '/organizations/signup/success',
    '/profiel/verwijderd',
    '/en/organizations/signup',
    '/en/organizations/signup/success',
    '/en/profiel/verwijderd',
  ]) {
    test(url, async ({ page }) => {
      await check(page, url);
    });
  }
});
