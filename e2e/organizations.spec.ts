/**
 * An organization joins a center (docs/domain.md#screens-and-routes /organizations/signup, /organizations/approve; docs/domain.md organization
 * statuses): it signs up on the public site, the center is mailed, the organization's user confirms the e-mail
 * address, the center superuser approves it, and the organization's user signs in and finds it active.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { fillSignIn, formErrorSummary, LOGIN_PATH, signIn } from './support/session';

interface Signup {
  organization: string;
  orgEmail: string;
  userEmail: string;
  firstName: string;
  lastName: string;
  password: string;
}

function newSignup(organizationWord: string, firstName: string, lastName: string): Signup {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const domain = `${organizationWord.toLowerCase()}.test`;
  return {
    organization: `Stichting ${organizationWord} ${stamp}`,
    orgEmail: `info-${stamp}@${domain}`,
    userEmail: `${firstName.toLowerCase()}-${stamp}@${domain}`,
    firstName,
    lastName,
    password: 'Organisatie-2024',
  };
}

/** Fills in the public sign-up form (already open) and sends it; ends on the success page. */
async function submitSignup(page: Page, signup: Signup): Promise<void> {
  await page.locator('#organization-signup-field-name').fill(signup.organization);
  await page.locator('#organization-signup-field-organizationType').selectOption({ label: 'Maatschappelijke organisatie' });
  await page.locator('#organization-signup-field-email').fill(signup.orgEmail);
  await page.locator('#organization-signup-field-description').fill('Wij koppelen buren die elkaar een handje willen helpen.');
  await page.locator('#organization-signup-field-address-street').fill('Kerkstraat');
  await page.locator('#organization-signup-field-address-houseNumber').fill('12');
  await page.locator('#organization-signup-field-address-postalCode').fill('1234 AB');
  await page.locator('#organization-signup-field-address-city').fill('Demodorp');
  // The non-profit profile (docs/domain.md#entities): its type, the social map and activity types.
  await page.locator('#organization-signup-field-profile-nonProfitTypeId').selectOption({ label: 'Zorg en welzijn' });
  await page.getByLabel('Tonen op de sociale kaart').check();
  await page.getByRole('group', { name: 'Activiteiten' }).getByLabel('Gezelschap').check();
  await page.locator('#organization-signup-field-user-firstName').fill(signup.firstName);
  await page.locator('#organization-signup-field-user-lastName').fill(signup.lastName);
  await page.locator('#organization-signup-field-user-email').fill(signup.userEmail);
  await page.locator('#organization-signup-field-user-password').fill(signup.password);
  await page.locator('#organization-signup-field-user-passwordConfirmation').fill(signup.password);
  await page.locator('#organization-signup-field-user-acceptTerms').check();
  await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
  await expect(page).toHaveURL(centerUrl('demo', '/organizations/signup/success'));
}

/** The center superuser, signed in in a browser context of their own. */
async function centerStaff(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'center_superuser@demo.test');
  return { page, close: () => context.close() };
}

test.describe('organization sign-up and approval', () => {
  test('an organization signs up, the center approves it, and its user signs in', async ({ page, browser }) => {
    // Several people and pages in one journey: longer than the default budget on a busy machine.
    test.slow();
    const signup = newSignup('Buurtmaatjes', 'Olivier', 'Oprichter');
    const { organization, orgEmail, userEmail, password } = signup;

    await page.goto('/organizations/signup');
    await expect(page).toHaveTitle('Meld je organisatie aan - Demo Vrijwilligerscentrale');
    await expect(page.getByRole('heading', { level: 1, name: 'Meld je organisatie aan' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An empty form is refused at the form, and nothing is sent.
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
    await expect(formErrorSummary(page)).toBeVisible();
    await expect(page.locator('#organization-signup-field-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(centerUrl('demo', '/organizations/signup'));
    await expectNoAxeViolations(page);

    const since = new Date(Date.now() - 1000);
    await submitSignup(page, signup);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aanmelding' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'We hebben de aanmelding van je organisatie ontvangen.' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The center hears of it at its contact address (seeded as info@<slug>.test), with a link to the queue.
    const notice = await latestMail('info@demo.test', { template: 'organizationSignupNotice', since });
    expect(notice.text).toContain(organization);
    expect(notice.text).toContain(userEmail);
    expect(notice.actionUrl).toBe(centerUrl('demo', '/organizations/approve'));

    // The first user has to confirm the address before signing in.
    await page.goto(LOGIN_PATH);
    await fillSignIn(page, userEmail, password);
    await expect(formErrorSummary(page)).toContainText('E-mailadres niet bevestigd');
    const confirmation = await latestMail(userEmail, { template: 'confirmation', since });
    await page.goto(confirmation.actionUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' })).toBeVisible();

    // The center superuser approves it from the queue (own browser session).
    const center = await centerStaff(browser);
    const staff = center.page;
    let organizationPath = '';
    try {
      await staff.goto('/organizations/approve');
      await expect(staff.getByRole('heading', { level: 1, name: 'Organisaties die wachten op goedkeuring' })).toBeVisible();
      const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: organization }) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(orgEmail);
      await expect(row).toContainText('Maatschappelijke organisatie');
      await expectNoAxeViolations(staff);
      organizationPath = (await row.getByRole('link', { name: organization }).getAttribute('href')) ?? '';
      expect(organizationPath).toMatch(/^\/organizations\/\d+$/);

      // Still pending on its own page.
      await staff.goto(organizationPath);
      await expect(staff.getByRole('heading', { level: 1, name: organization })).toBeVisible();
      await expect(staff.locator('header').getByText('Wacht op goedkeuring', { exact: true })).toBeVisible();
      await expectNoAxeViolations(staff);
      await staff.getByRole('link', { name: 'Beoordelen in de goedkeuringslijst' }).click();
      await expect(staff).toHaveURL(centerUrl('demo', '/organizations/approve'));

      const approvedSince = new Date(Date.now() - 1000);
      await staff.getByRole('button', { name: `${organization} goedkeuren` }).click();
      await expect(staff.getByText(`${organization} is goedgekeurd.`)).toBeVisible();
      await expect(staff.getByRole('link', { name: organization })).toHaveCount(0);
      await expectNoAxeViolations(staff);

      // Reloaded from the server: no longer in the queue, active on its own page.
      await staff.reload();
      await expect(staff.getByRole('heading', { level: 1, name: 'Organisaties die wachten op goedkeuring' })).toBeVisible();
      await expect(staff.getByRole('link', { name: organization })).toHaveCount(0);
      await staff.goto(organizationPath);
      await expect(staff.locator('header').getByText('Actief', { exact: true })).toBeVisible();

      // The decision is mailed to the organization's user, with a link to sign in.
      const approved = await latestMail(userEmail, { template: 'organizationApproved', since: approvedSince });
      expect(approved.text).toContain(organization);
      expect(approved.actionUrl).toBe(centerUrl('demo', LOGIN_PATH));
      await latestMail(orgEmail, { template: 'organizationApproved', since: approvedSince });
    } finally {
      await center.close();
    }

    // The organization's user signs in and runs the organization.
    await page.goto(LOGIN_PATH);
    await fillSignIn(page, userEmail, password);
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Olivier' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Je rollen' }).getByText('Organisatiebeheerder')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(organizationPath);
    await expect(page.getByRole('heading', { level: 1, name: organization })).toBeVisible();
    await expect(page.locator('header').getByText('Actief', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bewerken' })).toBeVisible();
    await expect(page.getByText('Gezelschap')).toBeVisible();
    await expect(page.getByRole('table', { name: `Gebruikers van ${organization}` })).toContainText(userEmail);
    await expectNoAxeViolations(page);

    // They manage their organization's users (docs/domain.md): the menu offers them, scoped to their organization.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Organisaties' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Gebruikers' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/users'));
    const users = page.getByRole('table', { name: 'Gebruikers' });
    await expect(users.getByRole('link', { name: 'Oprichter, Olivier' })).toBeVisible();
    await expect(users).not.toContainText('volunteer@demo.test');
    await expect(users).not.toContainText('admin@demo.test');
    await expectNoAxeViolations(page);

    // Not center staff: the approval queue stays closed to them.
    await page.goto('/organizations/approve');
    await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
  });
  test('the center denies a sign-up with a reason, which is mailed to the organization', async ({ page, browser }) => {
    // Several people and pages in one journey: longer than the default budget on a busy machine.
    test.slow();
    const signup = newSignup('Dorpsbelang', 'Daan', 'Dekker');
    const reason = 'Jullie werkgebied valt buiten onze gemeente';
    await page.goto('/organizations/signup');
    await submitSignup(page, signup);

    const center = await centerStaff(browser);
    const staff = center.page;
    try {
      await staff.goto('/organizations/approve');
      await expect(staff.getByRole('link', { name: signup.organization })).toBeVisible();
      await staff.getByRole('button', { name: `${signup.organization} afwijzen` }).click();
      const dialog = staff.getByRole('dialog', { name: `${signup.organization} afwijzen` });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(staff, { include: '[role="dialog"]' });

      // A denial needs a reason.
      await dialog.getByRole('button', { name: 'Organisatie afwijzen' }).click();
      await expect(dialog.getByRole('textbox', { name: /^Reden/ })).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toBeVisible();

      const since = new Date(Date.now() - 1000);
      await dialog.getByRole('textbox', { name: /^Reden/ }).fill(reason);
      await dialog.getByRole('button', { name: 'Organisatie afwijzen' }).click();
      await expect(dialog).toBeHidden();
      await expect(staff.getByText(`${signup.organization} is afgewezen.`)).toBeVisible();
      await expect(staff.getByRole('link', { name: signup.organization })).toHaveCount(0);

      // The reason reaches the organization's user and the organization's own address.
      const denied = await latestMail(signup.userEmail, { template: 'organizationDenied', since });
      expect(denied.text).toContain(`Reden: ${reason}.`);
      await latestMail(signup.orgEmail, { template: 'organizationDenied', since });

      // Its page shows the decision and the reason.
      await staff.goto('/organizations?q=' + encodeURIComponent(signup.organization));
      await staff.getByRole('link', { name: signup.organization }).click();
      await expect(staff.getByRole('heading', { level: 1, name: signup.organization })).toBeVisible();
      await expect(staff.locator('header').getByText('Afgewezen', { exact: true })).toBeVisible();
      await expect(staff.getByText(`Reden van afwijzing: ${reason}`)).toBeVisible();
      await expectNoAxeViolations(staff);
    } finally {
      await center.close();
    }
  });

  test('the sign-up and approval screens in English', async ({ page, browser }) => {
    await page.goto('/en/organizations/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your organisation' })).toBeVisible();
    await page.getByRole('button', { name: 'Register organisation' }).click();
    await expect(formErrorSummary(page)).toBeVisible();
    await expect(page.locator('#organization-signup-field-user-email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.goto('/en/organizations/signup/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
    await expectNoAxeViolations(page);

    const center = await centerStaff(browser);
    try {
      await center.page.goto('/en/organizations/approve');
      await expect(center.page.getByRole('heading', { level: 1, name: 'Organisations awaiting approval' })).toBeVisible();
      // The seeded pending organization waits in the queue.
      await expect(center.page.getByRole('link', { name: 'Stichting Taalmaatjes' })).toBeVisible();
      await expectNoAxeViolations(center.page);
    } finally {
      await center.close();
    }
  });
});
