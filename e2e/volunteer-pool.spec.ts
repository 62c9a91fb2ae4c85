/**
 * The volunteer pool (docs/domain.md#volunteer-pool): an organization finds the demo student in the pool and replies;
 * the student opens the mail's link, answers, and lands in the new conversation. Axe on the pool's screens in Dutch
 * and English; screenshots at three widths (written to test-results, not committed).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { signIn } from './support/session';
import { screenshotsAtWidths } from './support/screens';

const ORGANIZATION = 'organization_superuser@demo.test';
const STUDENT = 'student@demo.test';

test('an organization replies to a pool profile; the volunteer answers from the mail and lands in the conversation', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const organization = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();

  // The organization searches the pool: the student is the one who wants to teach near Demodorp.
  await signIn(organization, ORGANIZATION);
  await organization.goto(centerUrl('demo', '/vrijwilligerspool'));
  await expect(organization.getByRole('heading', { level: 1, name: 'Vrijwilligerspool' })).toBeVisible();
  await expectNoAxeViolations(organization);
  await screenshotsAtWidths(organization, 'pool-search');
  await organization.getByLabel('Interesse', { exact: true }).selectOption('education');
  await organization.getByLabel('Postcode', { exact: true }).fill('1234');
  await organization.getByLabel('Afstand', { exact: true }).selectOption('10');
  await organization.getByRole('button', { name: 'Zoeken' }).click();
  await expect(organization).toHaveURL(/interest=education/);
  const sara = organization.getByRole('link', { name: 'Profiel van Sara S.' });
  await expect(sara).toBeVisible();
  // No contact details anywhere on the pool's pages.
  await expect(organization.getByText('student@demo.test')).toHaveCount(0);
  await sara.click();
  await expect(organization.getByRole('heading', { level: 1, name: 'Sara S.' })).toBeVisible();
  await expect(organization.locator('form[data-hydrated]')).toBeVisible();
  await expectNoAxeViolations(organization);
  await screenshotsAtWidths(organization, 'pool-profile');
  const since = new Date();
  await organization
    .getByLabel('Je bericht')
    .fill('Hoi Sara, bij de Voedselbank zoeken we hulp bij het sorteren op woensdagmiddag. Zin in?');
  await organization.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(organization.getByRole('status').filter({ hasText: 'Je reactie is verstuurd' }).first()).toBeVisible();

  // The student gets the mail, follows its link and answers.
  const mail = await latestMail(STUDENT, { since });
  expect(mail.subject).toContain('Voedselbank Demo');
  expect(mail.actionUrl).toMatch(/\/profile-replies\/\d+$/);
  await signIn(student, STUDENT);
  await student.goto(mail.actionUrl);
  await expect(student.getByRole('heading', { level: 1, name: 'Van Voedselbank Demo' })).toBeVisible();
  await expect(student.locator('form[data-hydrated]')).toBeVisible();
  await expectNoAxeViolations(student);
  await screenshotsAtWidths(student, 'profile-reply');
  await student.getByLabel('Je antwoord').fill('Ja, woensdagmiddag na school kan ik!');
  await student.getByRole('button', { name: 'Antwoord versturen' }).click();
  await expect(student).toHaveURL(/\/conversations\/\d+$/);

  // The replies list and the opt-in form, in Dutch and in English.
  await student.goto(centerUrl('demo', '/profile-replies'));
  await expect(student.getByText('Beantwoord').first()).toBeVisible();
  await expectNoAxeViolations(student);
  await screenshotsAtWidths(student, 'profile-replies');
  await student.goto(centerUrl('demo', '/profile-edit/vrijwilligerspool'));
  await expect(student.getByLabel('Zet mijn profiel in de vrijwilligerspool')).toBeChecked();
  await expectNoAxeViolations(student);
  await screenshotsAtWidths(student, 'pool-opt-in');
  for (const path of ['/en/profile-edit/vrijwilligerspool', '/en/profile-replies']) {
    await student.goto(centerUrl('demo', path));
    await expectNoAxeViolations(student);
  }
  await expect(student.getByRole('heading', { level: 1, name: 'Replies to your profile' })).toBeVisible();
  for (const path of ['/en/vrijwilligerspool', '/en/vrijwilligerspool?interest=education']) {
    await organization.goto(centerUrl('demo', path));
    await expect(organization.getByRole('heading', { level: 1, name: 'Volunteer pool' })).toBeVisible();
    await expectNoAxeViolations(organization);
  }
});
