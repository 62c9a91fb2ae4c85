/**
 * The sign-in journey (docs/domain.md#screens-and-routes routes /auth/*, /signup, /confirm, /uitloggen, guards; #errors "wrong website"):
 * sign in and out, the wrong-center error, the redirect back after sign-in, password recovery through the
 * mailed link, sign-up with e-mail confirmation, and signing in on a phone.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl, DEMO_PASSWORD } from './support/env';
import { latestMail } from './support/mailbox';

const LOGIN = '/auth/login-1';

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#login-field-email').fill(email);
  await page.locator('#login-field-password').fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click();
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(LOGIN);
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
}

function errorSummary(page: Page) {
  return page.locator('form [role="alert"]').first();
}

test.describe('sign-in journey', () => {
  test('center superuser signs in, sees real data, and signs out through /uitloggen', async ({ page }) => {
    await page.goto(LOGIN);
    await expect(page).toHaveTitle('Inloggen - Demo Vrijwilligerscentrale');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expectNoAxeViolations(page);

    await fillSignIn(page, 'center_superuser@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Cees' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - Demo Vrijwilligerscentrale');

    // Real data from the API: the center's queue (seeded: one organization awaits approval).
    const queue = page.getByRole('region', { name: 'Wat op de centrale wacht' });
    await expect(queue).toBeVisible();
    const pending = queue.getByRole('link', { name: /Organisaties wachten op goedkeuring/ });
    expect(Number(await pending.locator('span').first().textContent())).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Je rollen' }).getByText('Centralebeheerder')).toBeVisible();
    // Staff navigation appears once signed in.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Organisaties' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // The account menu knows who is signed in.
    await page.getByRole('button', { name: 'Accountmenu van Cees Centrum' }).click();
    await expect(page.getByRole('menu')).toContainText('center_superuser@demo.test');
    await expectNoAxeViolations(page, { include: '[role="menu"]' });
    await page.keyboard.press('Escape');

    await page.goto('/uitloggen');
    await expect(page).toHaveURL(centerUrl('demo', '/'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(centerUrl('demo', LOGIN));
  });

  test('signing out from the account menu', async ({ page }) => {
    await signIn(page, 'content_manager@demo.test');
    await page.getByRole('button', { name: /^Accountmenu van/ }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(centerUrl('demo', LOGIN));
  });

  test('an account of another center gets "wrong website" (nl and en)', async ({ page }) => {
    await page.goto(LOGIN);
    await fillSignIn(page, 'center_superuser@oldebroek.test', DEMO_PASSWORD);
    await expect(errorSummary(page)).toContainText('Ingelogd op de verkeerde website');
    await expect(errorSummary(page)).toContainText('Neem contact op met de beheerder van deze website.');
    await expect(page).toHaveURL(centerUrl('demo', LOGIN));
    await expectNoAxeViolations(page);

    await page.goto(`/en${LOGIN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillSignIn(page, 'center_superuser@oldebroek.test', DEMO_PASSWORD);
    await expect(errorSummary(page)).toContainText('Logged in to the wrong website');
    await expect(errorSummary(page)).toContainText('This user account is registered with one of the other partners');
  });

  test('wrong password and empty fields are reported at the form', async ({ page }) => {
    await page.goto(LOGIN);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(page.locator('#login-field-email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await fillSignIn(page, 'volunteer@demo.test', 'not-the-password');
    await expect(errorSummary(page)).toContainText('Het e-mailadres of wachtwoord is onjuist.');
  });

  test('opening /dashboard signed out goes to sign-in and back after it', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(centerUrl('demo', LOGIN));
    await fillSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await page.goto('/uitloggen');

    // Another page: the redirect parameter carries it through sign-in.
    await page.goto('/account/roles');
    await expect(page).toHaveURL(centerUrl('demo', `${LOGIN}?redirect=%2Faccount%2Froles`));
    await fillSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(centerUrl('demo', '/account/roles'));
    await expectNoAxeViolations(page);
  });

  test('the language selector keeps the signed-in page', async ({ page }) => {
    await signIn(page, 'mentor@demo.test');
    await page.getByRole('button', { name: 'Taal wijzigen (huidige taal: Nederlands)' }).click();
    await page.getByRole('dialog', { name: 'Taal' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/en/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mark' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - Demo Vrijwilligerscentrale');
    await expectNoAxeViolations(page);
  });

  test('recover and reset the password through the mailed link, then sign in with it', async ({ page }) => {
    const email = 'page_manager@demo.test';
    const newPassword = 'Nieuw-Wachtwoord-2024';
    await page.goto(LOGIN);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/auth/recover'));
    await expect(page).toHaveTitle('Wachtwoord vergeten - Demo Vrijwilligerscentrale');
    await expectNoAxeViolations(page);

    const since = new Date(Date.now() - 1000);
    await page.locator('#recover-field-email').fill(email);
    await page.getByRole('button', { name: 'Stuur de link' }).click();
    await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await latestMail(email, { template: 'resetPassword', since });
    expect(mail.actionUrl.startsWith(centerUrl('demo', '/auth/reset?reset_password_token='))).toBe(true);
    expect(mail.text).toContain(mail.actionUrl);

    await page.goto(mail.actionUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Mismatch first: reported at the field.
    await page.locator('#reset-field-password').fill(newPassword);
    await page.locator('#reset-field-passwordConfirmation').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
    await expect(page.getByText('De wachtwoorden komen niet overeen').first()).toBeVisible();

    await page.locator('#reset-field-passwordConfirmation').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Pieter' })).toBeVisible();

    // The link is single-use.
    await page.goto('/uitloggen');
    await page.goto(mail.actionUrl);
    await page.locator('#reset-field-password').fill('Nog-een-ander-2024');
    await page.locator('#reset-field-passwordConfirmation').fill('Nog-een-ander-2024');
    await page.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/reset/);

    // The old password no longer works; the new one does.
    await page.goto(LOGIN);
    await fillSignIn(page, email, DEMO_PASSWORD);
    await expect(errorSummary(page)).toContainText('Het e-mailadres of wachtwoord is onjuist.');
    await page.locator('#login-field-password').fill(newPassword);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));

    // Back to the demo password through the profile's password form: later specs sign in as this page manager.
    await page.goto('/profile-edit/settings');
    await page.locator('#password-field-currentPassword').fill(newPassword);
    await page.locator('#password-field-password').fill(DEMO_PASSWORD);
    await page.locator('#password-field-passwordConfirmation').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
  });

  test('sign up, confirm through the mailed link, then sign in', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.test`;
    const password = 'Vrijwilliger-2024';
    await page.goto('/');
    await page.getByRole('link', { name: 'Aanmelden als vrijwilliger' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/signup'));
    await expect(page).toHaveTitle('Aanmelden - Demo Vrijwilligerscentrale');
    await expectNoAxeViolations(page);

    // Without accepting the terms the form does not go through.
    await page.locator('#signup-field-firstName').fill('Evi');
    await page.locator('#signup-field-lastName').fill('Endtoend');
    await page.locator('#signup-field-email').fill(email);
    await page.locator('#signup-field-password').fill(password);
    await page.locator('#signup-field-passwordConfirmation').fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText('Je moet akkoord gaan met de voorwaarden om je aan te melden').first()).toBeVisible();
    await expect(page).toHaveURL(centerUrl('demo', '/signup'));
    await expectNoAxeViolations(page);

    const since = new Date(Date.now() - 1000);
    await page.locator('#signup-field-acceptTerms').check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/signup/success'));
    await expect(page.getByRole('heading', { level: 1, name: 'Kijk in je mailbox' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Not confirmed yet: sign-in is refused.
    await page.goto(LOGIN);
    await fillSignIn(page, email, password);
    await expect(errorSummary(page)).toContainText('E-mailadres niet bevestigd');

    const mail = await latestMail(email, { template: 'confirmation', since });
    expect(mail.actionUrl.startsWith(centerUrl('demo', '/confirm?confirmation_token='))).toBe(true);
    await page.goto(mail.actionUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', LOGIN));
    await fillSignIn(page, email, password);
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Evi' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the English sign-up, recover and confirm pages pass axe', async ({ page }) => {
    await page.goto('/en/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up as a volunteer' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/auth/recover');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/confirm?confirmation_token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation failed' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/auth/reset');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/signup/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('sign in and reach the navigation through the menu', async ({ page }) => {
      await page.goto(LOGIN);
      await expectNoAxeViolations(page);
      await fillSignIn(page, 'volunteer@demo.test', DEMO_PASSWORD);
      await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
      await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Vera' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Menu openen' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: 'Vacaturebank' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Organisaties' })).toHaveCount(0);
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    });
  });
});
