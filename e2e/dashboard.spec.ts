/**
 * The dashboard per role and the support page (docs/domain.md#dashboard, #support), on the demo data
 * (server/db/seed/dashboard.ts, hours.ts and support.ts): each role sees its own figures (center staff and organization
 * superusers also the approved hours per organization and month), a figure's link opens the filtered
 * list with as many rows as it counted, axe finds nothing in Dutch and English, and screenshots at 375, 768 and
 * 1280 px wide are kept as test artifacts (test-results/, not committed).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';
import { screenshotsAtWidths } from './support/screens';

const figure = (page: Page, testId: string) => page.getByTestId(testId);
const bodyRows = (page: Page) => page.locator('table tbody tr');

/** The first day of the hours card's first month: five months before this one in Amsterdam (docs/domain.md#hours). */
function hoursWindowStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - 5;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Approved minutes the viewer may read since a day, as the hours list counts them (server/db/seed/hours.ts seeds some). */
async function approvedMinutesSince(page: Page, from: string): Promise<number> {
  // Asked from the page, so the browser's host mapping of demo.localhost applies and its session cookie goes along.
  const { status, totalMinutes } = await page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { accept: 'application/vnd.api+json' } });
    const doc = (await res.json()) as { meta?: { total_minutes?: number } };
    return { status: res.status, totalMinutes: doc.meta?.total_minutes ?? -1 };
  }, `/bff/api/v1/hour_entries?filter[status]=approved&filter[from]=${from}`);
  expect(status).toBe(200);
  return totalMinutes;
}

const dutchHours = (minutes: number) => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(minutes / 60);

test.describe('dashboard', () => {
  test('center staff: the queue of the center, each figure opens its filtered list', async ({ page }) => {
    // Four pages with axe and three widths of screenshots: the slow budget, like the other multi-page journeys.
    test.slow();
    await signIn(page, 'center_superuser@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Wat op de centrale wacht' })).toBeVisible();
    await expect(figure(page, 'figure-pending-organizations')).toContainText('1');
    await expect(figure(page, 'figure-expiring-vacancies')).toContainText('2');
    await expect(figure(page, 'figure-unanswered-applications')).toContainText('1');
    await expect(page.getByRole('link', { name: 'Stichting Taalmaatjes', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
    // The hours card: the demo's approved hours (and any a spec before this one approved), per organization and month,
    // with the same total as the hours list since the first counted month; the table scrolls in its own region.
    await expect(page.getByRole('heading', { level: 2, name: 'Goedgekeurde uren' })).toBeVisible();
    const minutes = await approvedMinutesSince(page, hoursWindowStart());
    expect(minutes).toBeGreaterThan(0);
    const hoursTable = page.getByRole('region', { name: 'Uren per organisatie en maand' });
    await expect(hoursTable.getByRole('table')).toBeVisible();
    await expect(hoursTable.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('dashboard-hours-total')).toHaveText(dutchHours(minutes));
    await expect(page.getByRole('link', { name: 'Naar de uren' })).toHaveAttribute('href', /\/uren$/);
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'dashboard-staff');

    await figure(page, 'figure-expiring-vacancies').click();
    await expect(page).toHaveURL(/\/vacancies\?.*expiring=14/);
    await expect(page.getByLabel('Verloopt')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Gastvrouw of gastheer bij de kerstmarkt', exact: true })).toBeVisible();

    await page.goto('/dashboard');
    await figure(page, 'figure-unanswered-applications').click();
    await expect(page).toHaveURL(/\/applications\?.*waiting=7/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Hanneke de Wacht', exact: true })).toBeVisible();

    await page.goto('/dashboard');
    await figure(page, 'figure-pending-organizations').click();
    await expect(page).toHaveURL(/\/organizations\?status=pending/);
    await expect(page.getByRole('link', { name: 'Stichting Taalmaatjes', exact: true })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(1);

    // The hours card links to /uren, whose sections load on the client and then show.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Naar de uren' }).click();
    await expect(page).toHaveURL(/\/uren$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Uren beoordelen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mijn uren' })).toBeVisible();
    await expect(page.getByText('Laden…')).toHaveCount(0);

    await page.goto('/en/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for the center' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hours per organization and month' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('organization superuser: published vacancies and the new applications to them', async ({ page }) => {
    await signIn(page, 'organization_superuser@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Je organisatie', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wat op de centrale wacht' })).toHaveCount(0);
    await expect(figure(page, 'figure-new-applications')).toContainText('2');
    await expect(figure(page, 'figure-open-vacancies')).toBeVisible();
    // Their own organization's approved hours only: the same total as the hours list they may read.
    await expect(page.getByTestId('dashboard-hours-total')).toHaveText(dutchHours(await approvedMinutesSince(page, hoursWindowStart())));
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'dashboard-organization');
    await figure(page, 'figure-new-applications').click();
    await expect(page).toHaveURL(/\/applications\?status=new/);
    await expect(bodyRows(page)).toHaveCount(2);
  });

  test('volunteer: their applications by state, suggestions and notifications', async ({ page }) => {
    await signIn(page, 'volunteer@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Je aanmeldingen' })).toBeVisible();
    await expect(figure(page, 'figure-applications-new')).toContainText('1');
    await expect(figure(page, 'figure-applications-withdrawn')).toContainText('1');
    await expect(figure(page, 'figure-applications-accepted')).toContainText('0');
    await expect(page.getByRole('heading', { level: 3, name: 'Nieuw in de vacaturebank' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Goedgekeurde uren' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'dashboard-volunteer');
    await figure(page, 'figure-applications-withdrawn').click();
    await expect(page).toHaveURL(/\/applications\?status=withdrawn/);
    await expect(bodyRows(page)).toHaveCount(1);
    await page.goto('/en/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Your applications' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("mentor: their students' applications", async ({ page }) => {
    await signIn(page, 'mentor@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Je leerlingen' })).toBeVisible();
    await expect(figure(page, 'figure-student-applications-accepted')).toContainText('1');
    await expect(page.getByRole('link', { name: /Sara Student/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await figure(page, 'figure-student-applications-accepted').click();
    await expect(page).toHaveURL(/\/applications\?status=accepted/);
    await expect(page.getByRole('link', { name: 'Sara Student' })).toBeVisible();
  });

  test('content staff: drafts and recently changed pages', async ({ page }) => {
    await signIn(page, 'page_manager@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
    // The seeded draft (changed two days ago) at least; specs that ran before on the same server (content-admin) may
    // have added drafts and changed pages since, which can push it out of the five most recently changed.
    expect(Number(await figure(page, 'figure-drafts').locator('span').first().textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('link', { name: 'Vrijwilligersprijs 2027', exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'dashboard-content');
    await figure(page, 'figure-drafts').click();
    await expect(page).toHaveURL(/\/content\/pages\?published=false/);
    await expect(page.getByRole('link', { name: 'Vrijwilligersprijs 2027', exact: true })).toBeVisible();
  });
});

test.describe('support', () => {
  test('help texts, contact details, the question form and the release notes', async ({ page }) => {
    await signIn(page, 'volunteer@demo.test');
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Hulp en contact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Veelgestelde vragen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@demo.test' })).toHaveAttribute('href', 'mailto:info@demo.test');
    // A volunteer does not edit the help texts.
    await expect(page.getByRole('link', { name: 'Helpteksten bewerken' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotsAtWidths(page, 'support');

    await page.getByRole('link', { name: 'Bekijk de wijzigingen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/demo/changelog'));
    await expect(page.getByRole('heading', { level: 1, name: /Wat is er nieuw/ })).toBeVisible();

    await page.goto('/support');
    await page.getByRole('link', { name: 'Naar het contactformulier' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/contactformulier'));

    await page.goto('/en/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help and contact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('content staff get the way to edit the help texts', async ({ page }) => {
    await signIn(page, 'content_manager@demo.test');
    await page.goto('/support');
    await page.getByRole('link', { name: 'Helpteksten bewerken' }).click();
    await expect(page).toHaveURL(/\/content\/pages\/\d+/);
  });
});
