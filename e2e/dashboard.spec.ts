/**
 * The dashboard per role and the support page (docs/domain.md#dashboard, #support), on the demo data
 * (server/db/seed/dashboard.ts and support.ts): each role sees its own figures, a figure's link opens the filtered
 * list with as many rows as it counted, axe finds nothing in Dutch and English, and screenshots at 375, 768 and
 * 1280 px wide are kept as test artifacts (test-results/, not committed).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';

const WIDTHS = [375, 768, 1280] as const;

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // No element may be wider than the screen (clipped cards or figures would be).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const figure = (page: Page, testId: string) => page.getByTestId(testId);
const bodyRows = (page: Page) => page.locator('table tbody tr');

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
    await expectNoAxeViolations(page);
    await screenshots(page, 'dashboard-staff');

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

    await page.goto('/en/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for the center' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('organization superuser: published vacancies and the new applications to them', async ({ page }) => {
    await signIn(page, 'organization_superuser@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Je organisatie', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wat op de centrale wacht' })).toHaveCount(0);
    await expect(figure(page, 'figure-new-applications')).toContainText('2');
    await expect(figure(page, 'figure-open-vacancies')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'dashboard-organization');
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
    await expectNoAxeViolations(page);
    await screenshots(page, 'dashboard-volunteer');
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
    await screenshots(page, 'dashboard-content');
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
    await screenshots(page, 'support');

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
