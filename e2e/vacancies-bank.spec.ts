/**
 * The public side of the vacancies (issue 5): the vacancy bank of one center (not another's), its filters in the
 * URL without JavaScript, the empty state, a guest applying and confirming through the mailed link, the activity
 * calendar with its .ics downloads and the demo workshop's dates (in the views and the feed), one-to-one help and the
 * tenant flags that hide these pages, and the bank on a phone-sized screen. Axe on every page.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { PORT, centerUrl } from './support/env';
import { latestMail } from './support/mailbox';
import { signIn } from './support/session';

const DEMO_ONLY = 'Vrijwilliger voedselbank: pakketten samenstellen';
const COMMON = 'Chauffeur voor de boodschappenbus';

/** The month (YYYY-MM) of a day `days` from now, as the seed plans its activities relative to today. */
/** Node cannot resolve *.localhost: requests outside the browser go to 127.0.0.1 with the center's Host. */
const fetchAs = (page: Page, slug: string, path: string) =>
  page.request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${slug}.localhost:${PORT}` } });

function monthIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600_000);
  return date.toISOString().slice(0, 7);
}

test.describe('vacancy bank', () => {
  test("shows the demo center's vacancies and not another center's", async ({ page }) => {
    await page.goto(centerUrl('demo', '/vacancies/search'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vacaturebank' })).toBeVisible();
    const results = page.getByTestId('bank-results');
    await expect(results.getByRole('link', { name: DEMO_ONLY })).toBeVisible();
    await expect(results.getByRole('link', { name: COMMON })).toBeVisible();
    // Drafts and other statuses are not public.
    await expect(results.getByRole('link', { name: 'Gastvrouw of gastheer in het buurthuis', exact: true })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', centerUrl('demo', '/vacancies/search'));
    await expectNoAxeViolations(page);

    // Past the last page is not found (far past it: earlier specs post vacancies of their own, so the bank may have a
    // second page); the English bank is the same bank in English.
    expect((await page.goto(centerUrl('demo', '/vacancies/search?page=999')))?.status()).toBe(404);
    await page.goto(centerUrl('demo', '/en/vacancies/search'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vacancy bank' })).toBeVisible();
    await expect(page.getByTestId('bank-results').getByRole('link', { name: DEMO_ONLY })).toBeVisible();

    await page.goto(centerUrl('demo', '/vacancies/search'));
    const demoHref = await page.getByTestId('bank-results').getByRole('link', { name: DEMO_ONLY }).getAttribute('href');
    await page.goto(centerUrl('demo-oost', '/vacancies/search'));
    await expect(page.getByTestId('bank-results').getByRole('link', { name: COMMON })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_ONLY })).toHaveCount(0);
    // The demo center's vacancy is not found on the other center's host.
    const response = await page.goto(centerUrl('demo-oost', demoHref!));
    expect(response?.status()).toBe(404);
  });

  test('a vacancy page has its details, structured data and social tags', async ({ page }) => {
    await page.goto(centerUrl('demo', '/vacancies/search'));
    const href = await page.getByTestId('bank-results').getByRole('link', { name: COMMON }).getAttribute('href');
    // Loaded, not navigated to: the tags are checked as a crawler gets them, in the server-rendered head (after a
    // client-side navigation the previous page's tags linger for a moment).
    await page.goto(centerUrl('demo', href!));
    await expect(page.getByRole('heading', { level: 1, name: COMMON })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contactpersoon' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(jsonLd['@type']).toBe('JobPosting');
    expect(jsonLd.title).toBe(COMMON);
    expect(jsonLd.employmentType).toBe('VOLUNTEER');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', COMMON);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${centerUrl('demo', '/vacancies/search/')}\\d+$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('search and filters live in the URL, and an empty search says so', async ({ page }) => {
      await page.goto(centerUrl('demo', '/vacancies/search'));
      await page.getByRole('searchbox', { name: 'Zoekwoorden' }).fill('koken');
      await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).first().click();
      await expect(page).toHaveURL(/\/vacancies\/search\?q=koken/);
      await expect(page.getByTestId('bank-results').getByRole('link', { name: 'Samen koken in het buurthuis' })).toBeVisible();
      await expect(page.getByTestId('bank-results').getByRole('link', { name: COMMON })).toHaveCount(0);

      await page.goto(centerUrl('demo', '/vacancies/search?vacancy_type=activity'));
      await expect(page.getByRole('checkbox', { name: 'Activiteit' })).toBeChecked();
      await expect(page.getByTestId('bank-results').getByRole('link', { name: 'Opschoondag in het park' })).toBeVisible();
      await expect(page.getByTestId('bank-results').getByRole('link', { name: COMMON })).toHaveCount(0);

      await page.goto(centerUrl('demo', '/vacancies/search?q=xyzzyplugh'));
      await expect(page.getByText('Geen overeenkomende resultaten')).toBeVisible();
    });
  });

  test('a guest applies and confirms through the mailed link', async ({ page }) => {
    const email = `gast-${Date.now()}@example.org`;
    await page.goto(centerUrl('demo', '/vacancies/search'));
    await page.getByTestId('bank-results').getByRole('link', { name: COMMON }).click();
    await page.getByLabel('Voornaam').fill('Gijs');
    await page.getByLabel('Achternaam').fill('Gast');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await page.getByLabel('Bericht aan de organisatie').fill('Ik rijd graag op dinsdag.');
    await page.getByRole('button', { name: 'Verstuur reactie' }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

    const mail = await latestMail(email);
    expect(mail.actionUrl).toContain('/confirm?token=');
    await page.goto(mail.actionUrl);
    await expect(page.getByTestId('confirm-outcome')).toHaveAttribute('data-outcome', 'done');
    await expectNoAxeViolations(page);
    // The link works once.
    await page.goto(mail.actionUrl);
    await expect(page.getByTestId('confirm-outcome')).toHaveAttribute('data-outcome', 'failed');
  });

  test('a signed-in volunteer applies with a message only', async ({ page }) => {
    await signIn(page, 'volunteer@demo.test');
    await page.goto(centerUrl('demo', '/vacancies/search'));
    await page.getByTestId('bank-results').getByRole('link', { name: 'Maatje voor een nieuwkomer' }).click();
    await expect(page.getByText('Je reageert als Vera Vrijwilliger.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveCount(0);
    await page.getByLabel('Bericht aan de organisatie').fill('Ik spreek graag Nederlands met iemand af.');
    await page.getByRole('button', { name: 'Verstuur reactie' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt!' })).toBeVisible();
  });

  test('a guest gets field errors for a form the API refuses', async ({ page }) => {
    await page.goto(centerUrl('demo', '/vacancies/search'));
    await page.getByTestId('bank-results').getByRole('link', { name: COMMON }).click();
    await page.getByLabel('Voornaam').fill('Gijs');
    await page.getByRole('button', { name: 'Verstuur reactie' }).click();
    await expect(page.getByText('Controleer de gemarkeerde velden.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Voornaam')).toHaveValue('Gijs');
  });
});

test.describe('activity calendar', () => {
  test('an activity appears in the calendar and its .ics downloads', async ({ page }) => {
    await page.goto(centerUrl('demo', `/activiteitenkalender?month=${monthIn(12)}&view=list`));
    await expect(page.getByRole('heading', { level: 1, name: 'Activiteitenkalender' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opschoondag in het park', exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('demo', `/activiteitenkalender?month=${monthIn(12)}`));
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('demo', '/activiteitenkalender/overzicht'));
    await expect(page.getByRole('link', { name: 'Opschoondag in het park', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.getByRole('link', { name: /Zet in je agenda: Opschoondag in het park/ });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/\/vacancies\/search\/\d+\/calendar\.ics$/);
    const ics = await fetchAs(page, 'demo', href!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(ics.headers()['content-disposition']).toContain('attachment');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VCALENDAR\r\n');
    expect(body).toContain('SUMMARY:Opschoondag in het park');
    expect(body).toMatch(/DTSTART;TZID=Europe\/Amsterdam:\d{8}T093000/);

    const feed = await fetchAs(page, 'demo', '/activiteitenkalender/feed.ics');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const feedBody = await feed.text();
    expect(feedBody).toContain('SUMMARY:Opschoondag in het park');
    expect(feedBody).toContain('SUMMARY:Samen koken in het buurthuis');
    expect(feedBody).toContain('SUMMARY:Zomerkamp voor kinderen');
    // The demo center's own activity is not in another center's feed.
    expect(await (await fetchAs(page, 'demo-oost', '/activiteitenkalender/feed.ics')).text()).not.toContain('Zomerkamp voor kinderen');
  });

  test("a published workshop's dates appear in the calendar, the overview and the feed", async ({ page }) => {
    // The demo workshop (server/db/seed/shifts.ts) has dates in 10 and 24 days; docs/domain.md#activity-calendar.
    const title = 'Training: in gesprek met nieuwe vrijwilligers';
    await page.goto(centerUrl('demo', `/activiteitenkalender?month=${monthIn(10)}&view=list`));
    const entry = page.getByTestId('calendar-workshop').filter({ hasText: title }).first();
    await expect(entry).toContainText('Workshop');
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', /\/workshops\/\d+$/);
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('demo', `/activiteitenkalender?month=${monthIn(10)}`));
    const cell = page.locator('table').getByTestId('calendar-workshop').filter({ hasText: title }).first();
    await expect(cell).toContainText('Workshop');
    await cell.getByRole('link').click();
    await expect(page).toHaveURL(/\/workshops\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto(centerUrl('demo', '/en/activiteitenkalender/overzicht'));
    const card = page.getByTestId('overview-workshop').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Workshop');
    await expectNoAxeViolations(page);

    const feed = await (await fetchAs(page, 'demo', '/activiteitenkalender/feed.ics')).text();
    // RFC 5545 folds long lines; unfold before matching.
    const unfolded = feed.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').filter((e) => e.includes(`SUMMARY:Workshop: ${title}`));
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatch(/\r\nUID:shift-\d+@demo\r\n/);
      expect(event).toMatch(/\r\nURL:http:\/\/demo\.localhost:\d+\/workshops\/\d+\r\n/);
    }
    expect(new Set(events.map((e) => /UID:(\S+)/.exec(e)?.[1])).size).toBe(2);
    expect(await (await fetchAs(page, 'demo-oost', '/activiteitenkalender/feed.ics')).text()).not.toContain(title);
  });

  test('is hidden where the tenant has no activities', async ({ page }) => {
    expect((await page.goto(centerUrl('roermond', '/activiteitenkalender')))?.status()).toBe(404);
    expect((await page.goto(centerUrl('roermond', '/activiteitenkalender/overzicht')))?.status()).toBe(404);
    expect((await fetchAs(page, 'roermond', '/activiteitenkalender/feed.ics')).status()).toBe(404);
  });
});

test.describe('one-to-one help', () => {
  test('lists the p2p requests, as neighbour-help where the tenant says so', async ({ page }) => {
    await page.goto(centerUrl('demo', '/een-op-een-hulp'));
    await expect(page.getByRole('heading', { level: 1, name: 'Een-op-een-hulp' })).toBeVisible();
    const results = page.getByTestId('bank-results');
    await expect(results.getByRole('link', { name: 'Hulp bij het opruimen van de tuin' })).toBeVisible();
    await expect(results.getByRole('link', { name: COMMON })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('roermond', '/een-op-een-hulp'));
    await expect(page.getByRole('heading', { level: 1, name: 'Burenhulp' })).toBeVisible();

    expect((await page.goto(centerUrl('oldebroek', '/een-op-een-hulp')))?.status()).toBe(404);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the bank fits the screen and a vacancy can be opened', async ({ page }) => {
    await page.goto(centerUrl('demo', '/vacancies/search'));
    await expect(page.getByTestId('bank-results').getByRole('link', { name: COMMON })).toBeVisible();
    // The bank's own content stays within the screen (the shell's header is checked by its own tests).
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => e.tagName);
    });
    expect(overflowing).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByTestId('bank-results').getByRole('link', { name: COMMON }).click();
    await expect(page.getByRole('heading', { level: 1, name: COMMON })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verstuur reactie' })).toBeVisible();
  });
});
