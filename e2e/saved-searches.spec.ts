/**
 * Saved searches and alerts (docs/domain.md#saved-searches): a volunteer saves a search on the vacancy bank, an
 * organization publishes a matching vacancy, the server's own alert job (every minute) mails it, the mail's link opens
 * the vacancy and its unsubscribe link turns the alerts off without signing in. Axe on the new screens in Dutch and
 * English; screenshots at three widths (written to test-results, not committed).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl, E2E_MAILBOX_DIR } from './support/env';
import { signIn } from './support/session';
import { postVacancy } from './support/vacancies';
import { screenshotsAtWidths } from './support/screens';

const VOLUNTEER = 'volunteer@demo.test';
const mailbox = path.resolve(__dirname, '..', E2E_MAILBOX_DIR);

interface AlertMail {
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** The alert mail to the volunteer that names `title`; the job runs every minute, so this waits up to 3. */
async function alertMail(title: string): Promise<AlertMail> {
  let found: AlertMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(mailbox).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('-savedSearchAlert.json'))) {
          const mail = JSON.parse(await readFile(path.join(mailbox, name), 'utf8')) as AlertMail;
          if (mail.to === VOLUNTEER && mail.text.includes(title)) found = mail;
        }
        return found !== undefined;
      },
      { message: `an alert mail naming ${title}`, timeout: 180_000, intervals: [2_000] },
    )
    .toBe(true);
  return found as AlertMail;
}

// Letters only, so the search index keeps it as one word.
const word = `kwelder${Date.now()
  .toString(26)
  .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;

test('a volunteer saves a search, a matching vacancy is published, the alert arrives and unsubscribes', async ({ browser }) => {
  test.setTimeout(480_000);
  // Separate contexts: separate sessions, and axe needs pages of a context.
  const volunteer = await (await browser.newContext()).newPage();
  await signIn(volunteer, VOLUNTEER);

  await volunteer.goto(centerUrl('demo', `/vacancies/search?q=${word}`));
  await volunteer.getByTestId('save-search').click();
  await expect(volunteer).toHaveURL(new RegExp(`/profiel/zoekopdrachten/nieuw\\?q=${word}`));
  await expect(volunteer.getByTestId('saved-search-summary')).toContainText(word);
  await expectNoAxeViolations(volunteer);
  await screenshotsAtWidths(volunteer, 'save-search');
  await volunteer.getByLabel(/^Naam/).fill(`Kwelder ${word}`);
  await volunteer.getByRole('radio', { name: /Direct/ }).check();
  await volunteer.getByRole('button', { name: 'Bewaren' }).click();
  await expect(volunteer).toHaveURL(/\/profiel\?zoekopdracht=bewaard/);
  await expect(volunteer.getByRole('status').filter({ hasText: 'Je zoekopdracht is bewaard.' })).toBeVisible();
  await expect(volunteer.getByTestId('saved-searches')).toContainText(`Kwelder ${word}`);
  await expectNoAxeViolations(volunteer);
  await screenshotsAtWidths(volunteer, 'profile-saved-searches');

  // An organization publishes a matching vacancy through the admin screens.
  const organization = await (await browser.newContext()).newPage();
  await signIn(organization, 'organization_superuser@demo.test');
  await organization.goto(centerUrl('demo', '/vacancies/add'));
  const title = `Wandelgids ${word}`;
  const vacancyId = await postVacancy(organization, title, 'natuur', 'Publiceren');

  const mail = await alertMail(title);
  expect(mail.locale).toBe('nl');
  expect(mail.subject).toContain(`Kwelder ${word}`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    /^<http:\/\/demo\.localhost:\d+\/api\/v1\/saved_searches\/unsubscribe\?token=[\w-]{43}>$/,
  );

  // The vacancy's link works.
  const vacancyLink = new RegExp(`http://demo\\.localhost:\\d+/vacancies/search/${vacancyId}`).exec(mail.text)?.[0];
  expect(vacancyLink).toBeTruthy();
  await volunteer.goto(vacancyLink!);
  await expect(volunteer.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The unsubscribe link works signed out: it asks first, then turns the alerts off.
  const unsubscribeLink = /http:\/\/demo\.localhost:\d+\/zoekopdrachten\/afmelden\?token=[\w-]{43}/.exec(mail.text)?.[0];
  expect(unsubscribeLink).toBeTruthy();
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(unsubscribeLink!);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Afmelden voor e-mails' })).toBeVisible();
  await expectNoAxeViolations(stranger);
  await screenshotsAtWidths(stranger, 'unsubscribe');
  await stranger.getByRole('button', { name: 'Afmelden' }).click();
  await expect(stranger.getByText(`Je krijgt geen e-mails meer voor “Kwelder ${word}”.`)).toBeVisible();
  await expectNoAxeViolations(stranger);
  await screenshotsAtWidths(stranger, 'unsubscribed');

  await volunteer.goto(centerUrl('demo', '/profiel'));
  const row = volunteer
    .getByTestId('saved-searches')
    .getByRole('listitem')
    .filter({ hasText: `Kwelder ${word}` });
  await expect(row.getByRole('combobox')).toHaveValue('off');

  // Deleting removes it from the list.
  await row.getByRole('button', { name: /Verwijderen/ }).click();
  await expect(volunteer.getByRole('status').filter({ hasText: 'De zoekopdracht is verwijderd.' })).toBeVisible();
  await expect(volunteer.getByText(`Kwelder ${word}`)).toHaveCount(0);
  // English last: visiting /en sets the NEXT_LOCALE cookie, after which /profiel answers in English.
  // English: the same screens pass axe.
  await volunteer.goto(centerUrl('demo', `/en/profiel/zoekopdrachten/nieuw?q=${word}`));
  await expect(volunteer.getByRole('heading', { level: 1, name: 'Save this search' })).toBeVisible();
  await expectNoAxeViolations(volunteer);
  await volunteer.goto(centerUrl('demo', '/en/profiel'));
  await expect(volunteer.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
  await expectNoAxeViolations(volunteer);
  await stranger.goto(unsubscribeLink!.replace('/zoekopdrachten/', '/en/zoekopdrachten/'));
  await expect(stranger.getByRole('heading', { level: 1, name: 'Unsubscribe from e-mails' })).toBeVisible();
  await expectNoAxeViolations(stranger);
});
