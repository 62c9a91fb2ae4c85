/**
 * The profile (issue 4, docs/domain.md#screens-and-routes /profiel, /profiel/verwijderd): the account menu leads to it, and a volunteer
 * deletes their own account: a wrong password is refused and changes nothing, the right one signs them out onto
 * the confirmation page, and the account can no longer sign in. A fresh volunteer signs up for it, so the demo
 * accounts the other specs use stay.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { fillSignIn, formErrorSummary, LOGIN_PATH, signIn } from './support/session';

const PASSWORD = 'Vrijwilliger-2024';

/** Signs up a volunteer on the demo center and confirms the address through the mailed link. */
async function signUpVolunteer(page: Page, email: string): Promise<void> {
  const since = new Date(Date.now() - 1000);
  await page.goto('/signup');
  await page.locator('#signup-field-firstName').fill('Dirk');
  await page.locator('#signup-field-lastName').fill('Doei');
  await page.locator('#signup-field-email').fill(email);
  await page.locator('#signup-field-password').fill(PASSWORD);
  await page.locator('#signup-field-passwordConfirmation').fill(PASSWORD);
  await page.locator('#signup-field-acceptTerms').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(centerUrl('demo', '/signup/success'));
  const mail = await latestMail(email, { template: 'confirmation', since });
  await page.goto(mail.actionUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' })).toBeVisible();
}

test.describe('profile', () => {
  test('the account menu links to the profile', async ({ page }) => {
    await signIn(page, 'volunteer@demo.test');
    await page.getByRole('button', { name: /^Accountmenu van/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profiel bewerken' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Mijn profiel' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/profiel'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await expect(page.getByText('volunteer@demo.test')).toBeVisible();
  });

  test('a volunteer deletes their own account and can no longer sign in', async ({ page }) => {
    const email = `e2e-delete-${Date.now()}@example.test`;
    await signUpVolunteer(page, email);
    await signIn(page, email, { password: PASSWORD });

    await page.goto('/profiel');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Je account verwijderen?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });

    // A wrong password is refused; the dialog stays, the account too.
    await dialog.getByLabel('Je wachtwoord').fill('niet-mijn-wachtwoord');
    await dialog.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click();
    await expect(dialog.getByText('Het wachtwoord klopt niet.').first()).toBeVisible();
    await expect(page).toHaveURL(centerUrl('demo', '/profiel'));
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });

    // Cancelling closes the dialog and keeps the account.
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    await dialog.getByLabel('Je wachtwoord').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click();

    await expect(page).toHaveURL(centerUrl('demo', '/profiel/verwijderd'));
    await expect(page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeVisible();
    await expect(page).toHaveTitle(/^Account verwijderd/);
    await expectNoAxeViolations(page);

    // Signed out: the profile asks to sign in again.
    await page.goto('/profiel');
    await expect(page).toHaveURL(new RegExp(`^${centerUrl('demo', LOGIN_PATH)}`));
    // And the account is gone: its e-mail and password no longer sign in.
    await fillSignIn(page, email, PASSWORD);
    await expect(formErrorSummary(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${centerUrl('demo', LOGIN_PATH)}`));
  });

  test('the confirmation page in English', async ({ page }) => {
    await page.goto('/en/profiel/verwijderd');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
