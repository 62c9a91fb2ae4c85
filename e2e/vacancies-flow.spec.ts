/**
 * The application flow end to end (issue 5 "Flow"): an organization posts a vacancy, it appears in its own
 * center's public bank (not another's), a guest applies and confirms by mail, the organization hears of it by
 * mail and in-app (/notificaties), accepts it, and the guest is mailed the decision. And a volunteer withdraws a
 * new application of their own. Axe on /notificaties and the application page.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { signIn } from './support/session';
import { postVacancy } from './support/vacancies';

const ORGANIZATION_USER = 'organization_superuser@demo.test';

/** A second person in their own browser context (own cookies), in Dutch like the configured one. */
async function otherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'nl-NL' });
  return context.newPage();
}

/** The organization superuser posts a published vacancy with a unique word in its title. */
async function freshVacancy(page: Page, title: string, tag: string): Promise<string> {
  await signIn(page, ORGANIZATION_USER);
  await page.goto(centerUrl('demo', '/vacancies/add'));
  return postVacancy(page, title, tag, 'Publiceren');
}

test.describe('application flow', () => {
  test('post, find in the bank, a guest applies and confirms, the organization is told and accepts, the guest is mailed', async ({
    page,
    browser,
  }) => {
    // A multi-page journey with axe on every page, like the other long journeys: on a loaded machine it ran past 60 s.
    test.slow();
    const stamp = `${Date.now()}`;
    const word = `flw${stamp}`;
    const title = `Buurtmaaltijd koken ${word}`;
    const since = new Date();
    const vacancyId = await freshVacancy(page, title, `tag${stamp}`);

    // The public bank of the vacancy's own center finds it; another center's does not.
    const guest = await otherPerson(browser);
    await guest.goto(centerUrl('demo', `/vacancies/search?q=${word}`));
    const result = guest.getByTestId('bank-results').getByRole('link', { name: title });
    await expect(result).toBeVisible();
    await guest.goto(centerUrl('demo-oost', `/vacancies/search?q=${word}`));
    await expect(guest.getByRole('heading', { level: 1, name: 'Vacaturebank' })).toBeVisible();
    await expect(guest.getByRole('link', { name: title })).toHaveCount(0);

    // A guest applies and confirms through the mailed link.
    const email = `gast-flow-${stamp}@example.org`;
    await guest.goto(centerUrl('demo', `/vacancies/search?q=${word}`));
    await guest.getByTestId('bank-results').getByRole('link', { name: title }).click();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await guest.getByLabel('Voornaam').fill('Gijs');
    await guest.getByLabel('Achternaam').fill('Gast');
    await guest.getByLabel('E-mailadres').fill(email);
    await guest.getByLabel('Telefoonnummer').fill('0612345678');
    await guest.getByLabel('Bericht aan de organisatie').fill('Ik kook graag voor de buurt.');
    await guest.getByRole('button', { name: 'Verstuur reactie' }).click();
    await expect(guest.getByRole('status').filter({ hasText: email })).toBeVisible();
    const confirm = await latestMail(email, { template: 'applicationConfirm', since });
    expect(confirm.actionUrl).toContain(`/vacancies/search/${vacancyId}/confirm?token=`);
    await guest.goto(confirm.actionUrl);
    await expect(guest.getByTestId('confirm-outcome')).toHaveAttribute('data-outcome', 'done');

    // The organization hears of it by mail, with a link to the application...
    const received = await latestMail(ORGANIZATION_USER, { template: 'applicationReceived', since });
    const applicationPath = new URL(received.actionUrl).pathname;
    expect(applicationPath).toMatch(/^\/applications\/\d+$/);
    expect(received.text).toContain(title);

    // ...and in-app: an unread notification that leads to it.
    await page.goto(centerUrl('demo', '/notificaties'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Meldingen \(\d+ ongelezen\)$/ })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByRole('heading', { name: `Nieuwe aanmelding voor ${title} (ongelezen)` })).toBeVisible();
    await expect(item.getByText('Gijs Gast heeft zich aangemeld')).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('link', { name: `Nieuwe aanmelding voor ${title}` }).click();
    await expect(page).toHaveURL(centerUrl('demo', applicationPath));
    await expect(page.getByRole('heading', { level: 1, name: 'Reactie van Gijs Gast' })).toBeVisible();
    await expect(page.getByText('0612345678')).toBeVisible();
    await expectNoAxeViolations(page);

    // Opening it marked it read.
    await page.goto(centerUrl('demo', '/notificaties'));
    await expect(item.getByRole('heading', { name: `Nieuwe aanmelding voor ${title}`, exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: /Markeer als gelezen/ })).toHaveCount(0);

    // The organization accepts (after confirming) and the guest is mailed.
    await page.goto(centerUrl('demo', applicationPath));
    await page.getByRole('button', { name: 'Accepteren' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accepteren' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('De reactie van Gijs Gast is geaccepteerd.')).toBeVisible();
    await expect(page.getByText('Geaccepteerd', { exact: true }).first()).toBeVisible();
    const accepted = await latestMail(email, { template: 'applicationAccepted', since });
    expect(accepted.subject).toContain(title);
    await guest.context().close();
  });

  test('mark all as read empties the unread count', async ({ page }) => {
    await signIn(page, ORGANIZATION_USER);
    await page.goto(centerUrl('demo', '/notificaties'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Je meldingen' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
    await expect(page.getByText('Alle meldingen zijn als gelezen gemarkeerd.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Geen ongelezen meldingen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meldingen', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a volunteer sees their application and withdraws it', async ({ page, browser }) => {
    const stamp = `${Date.now()}`;
    const title = `Wandelmaatje gezocht ${stamp}`;
    const vacancyId = await freshVacancy(page, title, `tag${stamp}`);

    const volunteer = await otherPerson(browser);
    await signIn(volunteer, 'volunteer@demo.test');
    await volunteer.goto(centerUrl('demo', `/vacancies/search/${vacancyId}`));
    await volunteer.getByLabel('Bericht aan de organisatie').fill('Ik wandel graag mee.');
    await volunteer.getByRole('button', { name: 'Verstuur reactie' }).click();
    await expect(volunteer.getByRole('status').filter({ hasText: 'Bedankt!' })).toBeVisible();

    await volunteer.goto(centerUrl('demo', '/applications'));
    await expect(volunteer.getByRole('heading', { level: 1, name: 'Reacties' })).toBeVisible();
    const row = volunteer.getByRole('table', { name: 'Reacties' }).getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Nieuw', { exact: true })).toBeVisible();
    await row.getByRole('link').click();
    await expect(volunteer).toHaveURL(/\/applications\/\d+$/);
    await expect(volunteer.getByRole('heading', { level: 1, name: `Je reactie op ${title}` })).toBeVisible();
    // Not the organization's: no decision, no internal note.
    await expect(volunteer.getByRole('heading', { name: 'Interne notitie' })).toHaveCount(0);
    await expect(volunteer.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);
    await expectNoAxeViolations(volunteer);

    await volunteer.getByRole('button', { name: 'Reactie intrekken' }).click();
    const dialog = volunteer.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(volunteer, { include: '[role="alertdialog"]' });
    await dialog.getByRole('button', { name: 'Intrekken', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(volunteer.getByText(`Je reactie op ${title} is ingetrokken.`)).toBeVisible();
    await expect(volunteer.getByText('Ingetrokken', { exact: true }).first()).toBeVisible();
    await expect(volunteer.getByRole('button', { name: 'Reactie intrekken' })).toHaveCount(0);
    // The button went away with its section: focus continues from the page heading, not from the top of the page.
    await expect(volunteer.getByRole('heading', { level: 1 })).toBeFocused();

    await volunteer.goto(centerUrl('demo', '/applications'));
    await expect(row.getByText('Ingetrokken', { exact: true })).toBeVisible();
    await volunteer.context().close();
  });
});
