/**
 * Notification templates (docs/domain.md#notification-templates): a center superuser switches on the center's own
 * Dutch "application accepted" text, sees it in the live preview, and the next acceptance mail is that text; then
 * switches it off again, so later specs get the built-in mail. The failed-mail screen (docs/domain.md#failed-mail)
 * lists the demo's failed mails and queues one again. Axe in Dutch and English; screenshots at three widths.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { screenshotsAtWidths } from './support/screens';
import { signIn } from './support/session';
import { postVacancy } from './support/vacancies';

const STAFF = 'center_superuser@demo.test';
const ORGANIZATION_USER = 'organization_superuser@demo.test';
const VOLUNTEER = 'volunteer@demo.test';

async function personPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'nl-NL' })).newPage();
  await signIn(page, email);
  return page;
}

/** Opens the editor of the Dutch "Reactie geaccepteerd" text from the list. */
async function openAcceptedTemplate(page: Page): Promise<void> {
  await page.goto(centerUrl('demo', '/notification_templates'));
  await page.getByRole('link', { name: 'Reactie geaccepteerd bewerken (Nederlands)' }).click();
  await expect(page).toHaveURL(/\/notification_templates\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reactie geaccepteerd' })).toBeVisible();
}

test('staff switch on their own "application accepted" text and the next acceptance mail uses it', async ({ page, browser }) => {
  // Three people, a vacancy posted and an application decided: a long journey.
  test.slow();
  const stamp = Date.now().toString(36);
  const since = new Date();
  await signIn(page, STAFF);
  await page.goto(centerUrl('demo', '/notification_templates'));
  await expect(page.getByRole('heading', { level: 1, name: 'Notificatiesjablonen' })).toBeVisible();
  await expect(page.getByTestId('notification-templates').getByRole('heading', { name: 'Reactie geaccepteerd' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtWidths(page, 'templates');

  await openAcceptedTemplate(page);
  // The placeholders the mail offers are listed beside the text, and a click puts one in it.
  await expect(page.getByRole('button', { name: 'vacancy invoegen' })).toBeVisible();
  const subject = `Welkom in het team van {{vacancy}} ${stamp}`;
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Tekst', { exact: true }).fill(`Hallo,\n\nWat fijn dat je komt helpen bij {{vacancy}}. Tot snel! ${stamp}`);
  await page.getByLabel('Deze tekst gebruiken in plaats van de standaardtekst').check();
  // The preview fills the placeholders with sample data.
  await expect(page.getByTestId('preview-subject')).toContainText('Welkom in het team van');
  await expect(page.getByTestId('preview-subject')).not.toContainText('{{');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sjabloon opgeslagen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtWidths(page, 'template-editor');
  await page.goto(centerUrl('demo', '/notification_templates'));
  const acceptedRow = page
    .getByTestId('notification-templates')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Reactie geaccepteerd' }) });
  await expect(acceptedRow).toContainText('Eigen tekst, aan');

  try {
    // An organization posts a vacancy, a volunteer applies, the organization accepts.
    const organization = await personPage(browser, ORGANIZATION_USER);
    const title = `Voorlezen in de bibliotheek ${stamp}`;
    await organization.goto(centerUrl('demo', '/vacancies/add'));
    const vacancyId = await postVacancy(organization, title, `tpl${stamp}`, 'Publiceren');
    const volunteer = await personPage(browser, VOLUNTEER);
    await volunteer.goto(centerUrl('demo', `/vacancies/search/${vacancyId}`));
    await volunteer.getByLabel('Bericht aan de organisatie').fill('Ik lees graag voor.');
    await volunteer.getByRole('button', { name: 'Verstuur reactie' }).click();
    await expect(volunteer.getByRole('status').filter({ hasText: 'Bedankt!' })).toBeVisible();

    await organization.goto(centerUrl('demo', '/applications'));
    await organization.getByRole('table', { name: 'Reacties' }).getByRole('row').filter({ hasText: title }).getByRole('link').click();
    await expect(organization).toHaveURL(/\/applications\/\d+$/);
    await organization.getByRole('button', { name: 'Accepteren' }).click();
    const dialog = organization.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Accepteren' }).click();
    await expect(dialog).toHaveCount(0);

    const mail = await latestMail(VOLUNTEER, { template: 'applicationAccepted', since });
    expect(mail.subject).toBe(`Welkom in het team van ${title} ${stamp}`);
    expect(mail.text).toContain(`Wat fijn dat je komt helpen bij ${title}. Tot snel! ${stamp}`);
    await organization.context().close();
    await volunteer.context().close();
  } finally {
    // Back to the built-in text for every later spec.
    await openAcceptedTemplate(page);
    await page.getByLabel('Deze tekst gebruiken in plaats van de standaardtekst').uncheck();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sjabloon opgeslagen' })).toBeVisible();
  }
});

test('staff see the mail that could not be delivered and send it again', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto(centerUrl('demo', '/notification_templates'));
  await page.getByRole('link', { name: 'Mislukte e-mails bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mislukte e-mails' })).toBeVisible();
  await expect(page.getByText('Recipient address rejected')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtWidths(page, 'failed-mail');

  // Queued again: it leaves the list of failed mail (the delivery job sends it when SMTP is configured).
  const retry = page.getByRole('button', { name: 'Mail aan info@buurthuis-oost.test opnieuw versturen' });
  await retry.click();
  await expect(page.getByText('De mail staat weer in de wachtrij')).toBeVisible();
  await expect(retry).toHaveCount(0);
  await expect(page.getByText('Recipient address rejected')).toBeVisible();
});

test('the template screens in English', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto(centerUrl('demo', '/en/notification_templates'));
  await expect(page.getByRole('heading', { level: 1, name: 'Notification templates' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit Application accepted (English)' }).click();
  await expect(page).toHaveURL(/\/en\/notification_templates\/\d+\/edit$/);
  await expectNoAxeViolations(page);
  await page.goto(centerUrl('demo', '/en/admin/mail'));
  await expect(page.getByRole('heading', { level: 1, name: 'Failed e-mails' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown digest unsubscribe link says so, signed out, in Dutch and English', async ({ page }) => {
  // Well formed, so it goes to the backend, which knows no such token (docs/domain.md#periodic-digest).
  const token = 'x'.repeat(43);
  await page.goto(centerUrl('demo', `/periodieke-mail/afmelden?token=${token}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Afmelden voor de periodieke mail' })).toBeVisible();
  await expect(page.getByText('Deze afmeldlink is ongeldig.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(centerUrl('demo', `/en/periodieke-mail/afmelden?token=${token}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the periodic mail' })).toBeVisible();
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await expectNoAxeViolations(page);
});
