/**
 * Shifts (docs/domain.md#shifts): center staff add a shift to an activity in the shift manager; a volunteer on a
 * phone-sized screen picks it on the public vacancy page, gets the confirmation mail, finds it under "Mijn diensten"
 * and the personal calendar feed lists it. Axe in nl and en; screenshots at three widths (test-results, not committed).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl, PORT } from './support/env';
import { latestMail } from './support/mailbox';
import { signIn } from './support/session';
import { daysAhead } from './support/vacancies';
import { screenshotsAtWidths } from './support/screens';

const VOLUNTEER = 'volunteer@demo.test';
const place = `Parkingang ${Date.now().toString(36)}`;
/** The demo activity "Opschoondag in het park": staff open it from the bank; its id. */
async function demoActivityId(staff: Page): Promise<string> {
  await staff.goto(centerUrl('demo', '/vacancies/search?q=Opschoondag'));
  await staff
    .getByRole('link', { name: /Opschoondag in het park/ })
    .first()
    .click();
  await expect(staff).toHaveURL(/\/vacancies\/search\/\d+$/);
  return /\/vacancies\/search\/(\d+)$/.exec(staff.url())![1]!;
}

/** Staff add a shift to the vacancy through its shifts screen; it is listed there afterwards. */
async function addShift(
  staff: Page,
  vacancyId: string,
  shift: { date: string; start: string; end: string; places: string; place: string },
) {
  await staff.goto(centerUrl('demo', `/vacancies/${vacancyId}/shifts`));
  await staff.getByLabel('Datum').fill(shift.date);
  await staff.getByLabel('Begintijd').fill(shift.start);
  await staff.getByLabel('Eindtijd').fill(shift.end);
  await staff.getByLabel('Aantal plekken').fill(shift.places);
  await staff.getByLabel('Plaats').fill(shift.place);
  await staff.getByRole('button', { name: 'Dienst toevoegen' }).click();
  await expect(staff.getByTestId('shift-list')).toContainText(shift.place);
}

test('a volunteer picks a shift on a phone, gets the mail, and the shift is in their calendar feed', async ({ browser }) => {
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'center_superuser@demo.test');
  const vacancyId = await demoActivityId(staff);
  await addShift(staff, vacancyId, { date: daysAhead(5), start: '09:30', end: '12:00', places: '2', place });
  await expectNoAxeViolations(staff);
  await screenshotsAtWidths(staff, 'shift-manager');

  const volunteer = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(volunteer, VOLUNTEER);
  const since = new Date();
  await volunteer.goto(centerUrl('demo', `/vacancies/search/${vacancyId}`));
  const card = volunteer.getByTestId('shift-card').filter({ hasText: place });
  await expect(card).toContainText('Nog 2 plekken');
  await expectNoAxeViolations(volunteer);
  await card.getByRole('button', { name: /Aanmelden/ }).click();
  await expect(card.getByTestId('shift-signup-outcome')).toHaveAttribute('data-outcome', 'confirmed');
  await screenshotsAtWidths(volunteer, 'shift-picker');

  // The newest mail to the volunteer since signing up is the confirmation (shiftConfirmed).
  const mail = await latestMail(VOLUNTEER, { since });
  expect(mail.text).toContain('Opschoondag in het park');
  expect(mail.text).toMatch(/\/diensten\/annuleren\?token=/);

  await volunteer.setViewportSize({ width: 375, height: 800 });
  await volunteer.goto(centerUrl('demo', '/profiel/diensten'));
  await expect(volunteer.getByTestId('my-shifts')).toContainText('Opschoondag in het park');
  await expectNoAxeViolations(volunteer);
  const feedUrl = await volunteer.getByTestId('calendar-feed-url').inputValue();
  // Node does not resolve *.localhost: the same path on localhost with the center as a header.
  const feed = await volunteer.request.get(`http://localhost:${PORT}${new URL(feedUrl).pathname}`, {
    headers: { 'Volunteer-Center-Id': 'demo' },
  });
  expect(feed.status()).toBe(200);
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('Opschoondag in het park');
  await screenshotsAtWidths(volunteer, 'my-shifts');

  await volunteer.goto(centerUrl('demo', '/en/profiel/diensten'));
  await expect(volunteer.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
  await expectNoAxeViolations(volunteer);
  await volunteer.goto(centerUrl('demo', `/en/vacancies/search/${vacancyId}`));
  await expect(volunteer.getByTestId('shift-picker')).toContainText('You are signed up');
  await expectNoAxeViolations(volunteer);
});

/** A day in the Netherlands as the date input wants it (yyyy-mm-dd): the reminder's "tomorrow" is a Dutch day. */
const dutchDay = (daysFromNow: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + daysFromNow * 24 * 3600_000));

test('the day before a shift the volunteer is reminded by mail, with the appointment and the cancel link', async ({ browser }) => {
  // The reminder job runs every minute (docs/domain.md#reminders): this waits for its next run.
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'center_superuser@demo.test');
  // From midnight on, so the reminder of a shift tomorrow is due whatever the time of this run.
  const setReminderHour = async (hour: string) => {
    await staff.goto(centerUrl('demo', '/instellingen/diensten'));
    await staff.getByLabel('Tijdstip van de herinnering').selectOption({ label: `${hour}:00 uur` });
    await staff.getByRole('button', { name: 'Opslaan' }).click();
    await expect(staff.getByText('Opgeslagen.')).toBeVisible();
  };
  await setReminderHour('00');
  try {
    const vacancyId = await demoActivityId(staff);
    const tomorrowPlace = `Morgenpad ${Date.now().toString(36)}`;
    await addShift(staff, vacancyId, { date: dutchDay(1), start: '10:00', end: '12:00', places: '5', place: tomorrowPlace });

    const volunteer = await (await browser.newContext()).newPage();
    await signIn(volunteer, VOLUNTEER);
    const since = new Date();
    await volunteer.goto(centerUrl('demo', `/vacancies/search/${vacancyId}`));
    const card = volunteer.getByTestId('shift-card').filter({ hasText: tomorrowPlace });
    await card.getByRole('button', { name: /Aanmelden/ }).click();
    await expect(card.getByTestId('shift-signup-outcome')).toHaveAttribute('data-outcome', 'confirmed');

    const reminder = await latestMail(VOLUNTEER, { template: 'shiftReminder', since, timeout: 150_000 });
    expect(reminder.subject).toBe('Herinnering: morgen Opschoondag in het park');
    expect(reminder.text).toContain(tomorrowPlace);
    expect(reminder.text).toContain('BEGIN:VCALENDAR');
    expect(reminder.actionUrl).toMatch(/\/diensten\/annuleren\?token=/);
    await volunteer.context().close();
  } finally {
    await setReminderHour('18');
  }
});
