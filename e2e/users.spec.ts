/**
 * Running people (docs/domain.md#screens-and-routes /users, /users/add, /users/{id}, /users/{id}/add_role; docs/domain.md#roles): an admin
 * invites a user who accepts through the mailed link; a granted and then removed role opens and closes a page
 * for that user; an admin signs in as another user, sees it in a banner, and comes back in one click.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { signIn } from './support/session';

/** A second signed-in person beside `page`, in a browser context of their own. */
async function otherSession(browser: Browser, email: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}

/** From the users list, by search, to a user's page; returns that page's path. The list reads "Last, First". */
async function openUser(page: Page, user: { firstName: string; lastName: string }): Promise<string> {
  const name = `${user.firstName} ${user.lastName}`;
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  const link = page
    .getByRole('table', { name: 'Gebruikers' })
    .getByRole('link', { name: `${user.lastName}, ${user.firstName}`, exact: true });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

test.describe('users', () => {
  test('an admin invites a user, who accepts through the mailed link and is signed in', async ({ page, browser }) => {
    // Several people and pages in one journey: longer than the default budget on a busy machine.
    test.slow();
    const stamp = Date.now();
    const email = `ingrid-${stamp}@example.test`;
    const password = 'Uitgenodigd-2024';

    await signIn(page, 'admin@demo.test');
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/users/add'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker toevoegen' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Without an e-mail address nobody is invited.
    await page.getByLabel('Voornaam').fill('Ingrid');
    await page.getByLabel('Achternaam').fill('Invité');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(centerUrl('demo', '/users/add'));
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('combobox', { name: /^Rol\b/ }).selectOption({ label: 'Vrijwilliger' });
    const since = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const userPath = new URL(page.url()).pathname;
    await expect(page.getByText(`Ingrid Invité is uitgenodigd; de uitnodiging is verstuurd naar ${email}.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Invité' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profiel' });
    await expect(profile.locator('dt:text-is("Status") + dd')).toHaveText('Uitgenodigd');
    await expect(profile.locator('dt:text-is("Account aangemaakt door") + dd')).toHaveText('Uitgenodigd');
    await expect(profile.locator('dt:text-is("E-mail bevestigd") + dd')).toHaveText('Nog niet');
    await expect(page.getByRole('region', { name: 'Rollen' })).toContainText('Vrijwilliger');
    await expect(page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Invited users cannot sign in with a password they do not have yet: the mail is the way in.
    const mail = await latestMail(email, { template: 'invitation', since });
    expect(mail.actionUrl).toMatch(new RegExp(`^${centerUrl('demo', '/auth/reset')}\\?invitation_token=`));
    expect(mail.text).toContain(mail.actionUrl);

    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    try {
      await invitee.goto(mail.actionUrl);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Accepteer je uitnodiging' })).toBeVisible();
      await expectNoAxeViolations(invitee);
      await invitee.locator('#reset-field-password').fill(password);
      await invitee.locator('#reset-field-passwordConfirmation').fill(password);
      await invitee.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
      await expect(invitee).toHaveURL(centerUrl('demo', '/dashboard'));
      await expect(invitee.getByRole('heading', { level: 1, name: 'Welkom, Ingrid' })).toBeVisible();
      await expect(invitee.getByRole('region', { name: 'Je rollen' }).getByText('Vrijwilliger')).toBeVisible();
      await expectNoAxeViolations(invitee);

      // The invitation link works once.
      await invitee.goto('/uitloggen');
      await invitee.goto(mail.actionUrl);
      await invitee.locator('#reset-field-password').fill('Nog-een-keer-2024');
      await invitee.locator('#reset-field-passwordConfirmation').fill('Nog-een-keer-2024');
      await invitee.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
      await expect(invitee.locator('form [role="alert"]').first()).toBeVisible();
      await expect(invitee).toHaveURL(/\/auth\/reset/);
      // The chosen password is the one that works.
      await signIn(invitee, email, { password });
    } finally {
      await inviteeContext.close();
    }

    // The admin sees an active, confirmed user now.
    await page.goto(userPath);
    await expect(profile.locator('dt:text-is("Status") + dd')).toHaveText('Actief');
    await expect(profile.locator('dt:text-is("E-mail bevestigd") + dd')).not.toHaveText('Nog niet');
    await expect(page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toHaveCount(0);
  });

  test('adding and removing a role opens and closes a page for that user', async ({ page, browser }) => {
    // Several people and pages in one journey: longer than the default budget on a busy machine.
    test.slow();
    const approvePath = '/organizations/approve';
    const student = await otherSession(browser, 'student@demo.test');
    try {
      // A student may not open the approval queue.
      await student.page.goto(approvePath);
      await expect(student.page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
      await expect(student.page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Organisaties' })).toHaveCount(0);
      await expectNoAxeViolations(student.page);

      await signIn(page, 'admin@demo.test');
      const userPath = await openUser(page, { firstName: 'Sara', lastName: 'Student' });
      const roles = page.getByRole('region', { name: 'Rollen' });
      await expect(roles).not.toContainText('Centralebeheerder');
      await page.getByRole('link', { name: 'Rol toevoegen' }).click();
      await expect(page).toHaveURL(centerUrl('demo', `${userPath}/add_role`));
      await expect(page.getByRole('heading', { level: 1, name: 'Rol toevoegen' })).toBeVisible();
      await expect(page.getByText('Huidige rollen: Student (Demo College).')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('combobox', { name: /^Rol\b/ }).selectOption({ label: 'Centralebeheerder' });
      await page.getByRole('button', { name: 'Rol toevoegen' }).click();
      await expect(page).toHaveURL(centerUrl('demo', userPath));
      await expect(page.getByText('Sara Student heeft nu de rol Centralebeheerder.')).toBeVisible();
      await expect(roles.getByRole('listitem').filter({ hasText: 'Centralebeheerder' })).toContainText('Hele centrale');
      await expectNoAxeViolations(page);

      // The student's next request already has the role: the queue opens, and the menu offers organizations.
      await student.page.reload();
      await expect(student.page.getByRole('heading', { level: 1, name: 'Organisaties die wachten op goedkeuring' })).toBeVisible();
      await expect(student.page.getByRole('link', { name: 'Stichting Taalmaatjes' })).toBeVisible();
      await expect(student.page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Organisaties' })).toBeVisible();
      await expectNoAxeViolations(student.page);

      // Removed again (with a confirmation), the page closes again.
      await page.getByRole('button', { name: 'Rol verwijderen: Centralebeheerder (Hele centrale)' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Deze rol verwijderen?' });
      await expect(dialog).toContainText('Sara Student verliest de rol Centralebeheerder (Hele centrale).');
      await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
      await dialog.getByRole('button', { name: 'Rol verwijderen' }).click();
      await expect(page.getByText('De rol Centralebeheerder is verwijderd.')).toBeVisible();
      await expect(roles).not.toContainText('Centralebeheerder');
      await page.reload();
      await expect(roles).toContainText('Student');
      await expect(roles).not.toContainText('Centralebeheerder');

      await student.page.reload();
      await expect(student.page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
      await expect(student.page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Organisaties' })).toHaveCount(0);
    } finally {
      await student.close();
    }
  });

  test('an admin signs in as another user, sees a banner, and goes back in one click', async ({ page }) => {
    // Several people and pages in one journey: longer than the default budget on a busy machine.
    test.slow();
    await signIn(page, 'admin@demo.test');
    // Every item of the top navigation, also those the bar moved into its More menu (its measuring copy lists them).
    const navigationLabels = () => page.getByRole('banner').locator('[data-measure="item"]').allTextContents();
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Je werkt nu als/ })).toHaveCount(0);

    const userPath = await openUser(page, { firstName: 'Vera', lastName: 'Vrijwilliger' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Inloggen als deze gebruiker' }).click();

    // Acting as Vera: her dashboard, her (volunteer) navigation, and a banner that says so on every page.
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Vera' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Je werkt nu als Vera Vrijwilliger.' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('region', { name: 'Je rollen' }).getByText('Vrijwilliger')).toBeVisible();
    await expect.poll(navigationLabels).not.toContain('Gebruikers');
    await expectNoAxeViolations(page);

    await page.goto('/account/roles');
    await expect(banner).toBeVisible();
    // Vera may not manage users.
    await page.goto(userPath);
    await expect(page.getByRole('button', { name: 'Inloggen als deze gebruiker' })).toHaveCount(0);
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Terug naar jezelf' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Je werkt nu als/ })).toHaveCount(0);
    await expect.poll(navigationLabels).toContain('Gebruikers');
    await expectNoAxeViolations(page);

    // Back as herself for good: a fresh load keeps the admin's own session.
    await page.goto(userPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Vera Vrijwilliger' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inloggen als deze gebruiker' })).toBeVisible();
  });
  test('the users screens in English', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/en/users?q=Vera');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Vrijwilliger, Vera' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Vrijwilliger, Vera' }).click();
    await expect(page).toHaveURL(/\/en\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vera Vrijwilliger' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add role' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add role' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/en/users/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add user' })).toBeVisible();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.locator('form [role="alert"]').first()).toBeVisible();
    await expect(page).toHaveURL(centerUrl('demo', '/en/users/add'));
    await expectNoAxeViolations(page);
  });
});
