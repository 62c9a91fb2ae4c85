/**
 * Hours (docs/domain.md#hours, issue 15 §7) on /uren, each person in their own browser context: the demo student
 * records hours for the vacancy they were accepted for, the organization's superuser approves them in the review
 * queue, the student sees them approved and downloads the certificate (a PDF whose total matches the API's), and the
 * mentor sees the student's total for the school year and signs it off. The demo volunteer's own screen too. Axe on
 * every screen in Dutch and on /en/uren in English; screenshots at three widths per role (test-results, not
 * committed).
 *
 * Demo data for the specs after this one: only additions (one approved entry of the student, the current school
 * year's sign-off); the seeded pending entries stay pending.
 */
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { screenshotsAtWidths } from './support/screens';
import { signIn } from './support/session';

/** The locale cookie (lib/shared/i18n/locales.ts): an /en page sets it, and /uren then stays English. */
const LOCALE_COOKIE = 'NEXT_LOCALE';
const STUDENT = 'student@demo.test';
const STUDENT_NAME = 'Sara Student';
const note = `Bibliotheek e2e ${Date.now().toString(36)}`;

async function session(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: centerUrl('demo'), locale: 'nl-NL' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A day in the past (YYYY-MM-DD), well inside the current school year unless it began this week. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 10);
}

/** The current school year (1 August to 31 July, docs/domain.md#hours) of a day. */
function schoolYearOf(iso: string): { name: string; from: string } {
  const year = Number(iso.slice(0, 4));
  const start = iso.slice(5) >= '08-01' ? year : year - 1;
  return { name: `${start}-${start + 1}`, from: `${start}-08-01` };
}

/** Hours as the screens show them in Dutch: up to two decimals, a decimal comma. */
const dutchHours = (minutes: number) => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(minutes / 60);

/**
 * A GET through the web's /bff in the page itself, with its session: Node cannot resolve *.localhost, so
 * page.request would not reach the center's host. Returns the status, a few headers and the JSON body (or null).
 */
async function bffGet(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      contentType: type,
      totalMinutes: res.headers.get('x-total-minutes'),
      json: type.includes('json') ? ((await res.json()) as { meta?: { total_minutes?: number } }) : null,
    };
  }, path);
}

async function approvedMinutes(page: Page, from?: string): Promise<number> {
  const res = await bffGet(page, `/bff/api/v1/hour_entries?filter[status]=approved${from ? `&filter[from]=${from}` : ''}`);
  expect(res.status).toBe(200);
  return Number(res.json?.meta?.total_minutes);
}

async function openHours(page: Page, path = '/uren') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections load on the client; the certificate's is always there.
  await expect(page.getByRole('heading', { level: 2, name: /Urenverklaring|Certificate of hours/ })).toBeVisible();
}

test('an organization approves hours, the student downloads the certificate and the mentor signs off', async ({ browser }) => {
  // Four people, each signed in, with axe and screenshots at three widths: about two and a half minutes here.
  test.setTimeout(300_000);
  const workedOn = daysAgo(2);
  const year = schoolYearOf(workedOn);

  // The student records 1,75 hours for the vacancy an organization accepted them for.
  const student = await session(browser, STUDENT);
  await openHours(student);
  await expect(student.getByRole('heading', { level: 2, name: 'Uren registreren' })).toBeVisible();
  const before = await approvedMinutes(student);
  await student.getByLabel('Waarvoor').selectOption({ index: 1 });
  await student.getByLabel('Datum', { exact: true }).fill(workedOn);
  await student.getByLabel('Aantal uur').fill('1,75');
  await student.getByLabel('Notitie (optioneel)').fill(note);
  await student.getByRole('button', { name: 'Uren registreren' }).click();
  await expect(student.getByRole('status').filter({ hasText: 'Je uren zijn geregistreerd' })).toBeVisible();
  const mine = student.getByRole('listitem').filter({ hasText: note });
  await expect(mine).toContainText('Wacht op goedkeuring');
  await expectNoAxeViolations(student);
  await screenshotsAtWidths(student, 'hours-student');

  // The organization's superuser approves it in the review queue.
  const organization = await session(browser, 'organization_superuser@demo.test');
  await openHours(organization);
  const queue = organization.getByTestId('review-queue');
  const pending = queue.getByRole('listitem').filter({ hasText: note });
  await expect(pending).toContainText(STUDENT_NAME);
  await expect(pending).toContainText('1,75');
  // The correction field starts at the recorded hours, written the Dutch way.
  await expect(pending.getByRole('textbox')).toHaveValue('1,75');
  await expectNoAxeViolations(organization);
  await screenshotsAtWidths(organization, 'hours-organization');
  await pending.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(organization.getByRole('status').filter({ hasText: 'De uren zijn goedgekeurd.' })).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: note })).toHaveCount(0);
  // The seeded entries of the demo volunteer are still waiting (other specs may count on them).
  await expect(queue.getByRole('listitem').filter({ hasText: 'Koffie geschonken bij de open dag' })).toHaveCount(1);

  await organization.goto('/en/uren');
  await expect(organization.getByRole('heading', { level: 1, name: 'Hours' })).toBeVisible();
  await expect(organization.getByRole('heading', { level: 2, name: 'Review hours' })).toBeVisible();
  await expect(organization.getByRole('heading', { level: 2, name: 'Certificate of hours' })).toBeVisible();
  await expectNoAxeViolations(organization);

  // The student sees them approved, with the total grown by 105 minutes.
  await openHours(student);
  await expect(student.getByRole('listitem').filter({ hasText: note })).toContainText('Goedgekeurd');
  const total = await approvedMinutes(student);
  expect(total).toBe(before + 105);
  await expect(student.getByTestId('approved-total')).toHaveText(`Goedgekeurd in totaal: ${dutchHours(total)} uur`);

  // The certificate: a PDF of every approved hour, its total the API's.
  const downloading = student.waitForEvent('download');
  await student.getByRole('link', { name: 'Download urenverklaring (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('urenverklaring.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  const certificate = await bffGet(student, '/bff/api/v1/hour_certificates');
  expect(certificate.contentType).toContain('application/pdf');
  expect(Number(certificate.totalMinutes)).toBe(total);
  const thisYear = await approvedMinutes(student, year.from);

  await student.goto('/en/uren');
  await expect(student.getByRole('heading', { level: 2, name: 'Record hours' })).toBeVisible();
  await expect(student.getByTestId('approved-total')).toHaveText(/^Approved in total: [\d.]+ hours$/);
  await expectNoAxeViolations(student);

  // The mentor sees the student's approved hours of this school year and signs them off.
  const mentor = await session(browser, 'mentor@demo.test');
  await openHours(mentor);
  await expect(mentor.getByLabel('Schooljaar', { exact: true })).toHaveValue(year.name);
  const row = mentor.getByRole('row').filter({ has: mentor.getByRole('rowheader', { name: STUDENT_NAME }) });
  await expect(row.getByRole('cell').first()).toHaveText(dutchHours(thisYear));
  await expectNoAxeViolations(mentor);
  await screenshotsAtWidths(mentor, 'hours-mentor');
  await mentor.goto('/en/uren');
  await expect(mentor.getByRole('heading', { level: 2, name: "My students' hours" })).toBeVisible();
  await expect(mentor.getByRole('row').filter({ hasText: STUDENT_NAME })).toContainText('Not yet');
  await expectNoAxeViolations(mentor);

  // The English page set the locale cookie; back to Dutch.
  await mentor.context().clearCookies({ name: LOCALE_COOKIE });
  await openHours(mentor);
  await row.getByRole('button', { name: `Schooljaar ${year.name} van ${STUDENT_NAME} aftekenen` }).click();
  await expect(mentor.getByRole('status').filter({ hasText: 'Het schooljaar is afgetekend.' })).toBeVisible();
  await expect(row).toContainText(`${dutchHours(thisYear)} uur op`);
  await expect(row.getByRole('button', { name: `Opnieuw aftekenen: schooljaar ${year.name} van ${STUDENT_NAME}` })).toBeVisible();
  await expectNoAxeViolations(mentor);

  // The demo volunteer's own screen: hours waiting for approval and the certificate.
  const volunteer = await session(browser, 'volunteer@demo.test');
  await openHours(volunteer);
  await expect(volunteer.getByRole('listitem').filter({ hasText: 'Koffie geschonken bij de open dag' })).toContainText(
    'Wacht op goedkeuring',
  );
  await expectNoAxeViolations(volunteer);
  await screenshotsAtWidths(volunteer, 'hours-volunteer');
  await volunteer.goto('/en/uren');
  await expect(volunteer.getByRole('heading', { level: 2, name: 'My hours' })).toBeVisible();
  await expectNoAxeViolations(volunteer);

  for (const page of [student, organization, mentor, volunteer]) await page.context().close();
});
