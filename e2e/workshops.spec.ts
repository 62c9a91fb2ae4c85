/**
 * Workshops (docs/domain.md#workshops): a content manager creates and publishes a workshop with one date; it is on
 * /workshops and its page offers the date to sign up for, and a guest signs up on it. Axe in nl and en; screenshots at three widths (test-results, not committed).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';
import { daysAhead } from './support/vacancies';
import { screenshotsAtWidths } from './support/screens';

const title = `Training omgaan met agressie ${Date.now().toString(36)}`;

test('a content manager publishes a workshop with a date; visitors see it and can sign up', async ({ browser }) => {
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'content_manager@demo.test');
  await staff.goto(centerUrl('demo', '/workshops/beheer/nieuw'));
  await staff.getByLabel('Titel').fill(title);
  await staff.getByLabel('Omschrijving').fill('Hoe blijf je rustig als een gesprek uit de hand loopt?');
  await staff.getByLabel('Plaats').fill('Vrijwilligerscentrum, zaal 2');
  await staff.getByLabel('Status').selectOption('published');
  await staff.getByRole('button', { name: 'Workshop aanmaken' }).click();
  await expect(staff.getByTestId('workshop-notice')).toBeVisible();
  await staff.getByLabel('Datum').fill(daysAhead(9));
  await staff.getByLabel('Begintijd').fill('19:30');
  await staff.getByLabel('Eindtijd').fill('21:30');
  await staff.getByLabel('Aantal plekken').fill('12');
  await staff.getByRole('button', { name: 'Dienst toevoegen' }).click();
  await expect(staff.getByTestId('shift-list')).toContainText('21:30');
  await expectNoAxeViolations(staff);
  await screenshotsAtWidths(staff, 'workshop-admin');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(centerUrl('demo', '/workshops'));
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('shift-card')).toContainText('Nog 12 plekken');
  await expectNoAxeViolations(visitor);
  await screenshotsAtWidths(visitor, 'workshop-page');
  // The visitor has no session, so this is the cached copy (docs/architecture.md "Cached public pages"): signing up as
  // a guest posts the form's action through it and answers in place, and the mail confirms.
  const card = visitor.getByTestId('shift-card');
  await card.locator('summary').click();
  await card.getByLabel('Voornaam').fill('Gijs');
  await card.getByLabel('Achternaam').fill('Gast');
  await card.getByLabel('E-mailadres').fill(`gijs.${Date.now().toString(36)}@example.test`);
  await card.getByLabel('Telefoonnummer').fill('0612345678');
  await card
    .locator('form')
    .getByRole('button', { name: /Aanmelden/ })
    .click();
  await expect(card.getByTestId('shift-signup-outcome')).toHaveAttribute('data-outcome', 'pending');
  await visitor.goto(centerUrl('demo', '/en/workshops'));
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await screenshotsAtWidths(visitor, 'workshops-en');
});
