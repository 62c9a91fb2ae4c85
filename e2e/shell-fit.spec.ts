/**
 * The signed-in shell fits every common screen (docs/frontend.md "Shell"): for every role of the demo data and six
 * widths, no two visible controls of the header overlap and none is cut off (outside the window or clipped by an
 * ancestor that hides its overflow); what the top navigation cannot show is in its "More" menu. A screenshot of the
 * header per role and width is kept in the test's output folder and attached to its report (not committed). Then the More menu and the side
 * panels by keyboard, with axe, in Dutch and English.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';

const ROLES = [
  'admin',
  'center_superuser',
  'content_manager',
  'page_manager',
  'organization_superuser',
  'mentor',
  'student',
  'volunteer',
] as const;
const WIDTHS = [360, 768, 1024, 1280, 1536, 1920] as const;

interface Fit {
  problems: string[];
  /** Items of the top navigation, shown in the bar, and whether the More button is there. */
  items: number;
  shown: number;
  more: boolean;
}

/** Everything wrong with the header as it is drawn now (an empty list when it fits). */
function headerFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    // The site header (the banner), not a page's own <header> inside <main>.
    const header = [...document.querySelectorAll('header')].find((h) => !h.closest('main, article, aside, section, nav'));
    if (!header) return { problems: ['no header'], items: 0, shown: 0, more: false };
    const viewportWidth = document.documentElement.clientWidth;
    const selector = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 0 && r.height > 0;
    };
    const controls = [...header.querySelectorAll(selector)].filter(visible);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    const EPS = 0.5;
    controls.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      if (r.left < -EPS || r.right > viewportWidth + EPS) problems.push(`${name(el)} is outside the window (${r.left}–${r.right})`);
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (r.left < c.left - EPS || r.right > c.right + EPS || r.top < c.top - EPS || r.bottom > c.bottom + EPS) {
          problems.push(`${name(el)} is clipped by ${a.tagName.toLowerCase()}.${a.className.toString().slice(0, 60)}`);
        }
      }
      for (const other of controls.slice(i + 1)) {
        if (el.contains(other) || other.contains(el)) continue;
        const o = other.getBoundingClientRect();
        const w = Math.min(r.right, o.right) - Math.max(r.left, o.left);
        const h = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
        if (w > EPS && h > EPS) problems.push(`${name(el)} overlaps ${name(other)} (${w.toFixed(1)}×${h.toFixed(1)} px)`);
      }
    });
    if (header.scrollWidth > header.clientWidth + EPS) problems.push(`the header scrolls sideways (${header.scrollWidth} px)`);
    const nav = header.querySelector('nav');
    const items = header.querySelectorAll('[data-measure="item"]').length;
    const shown = nav ? [...nav.querySelectorAll('a[href]')].filter(visible).length : 0;
    const more = nav ? [...nav.querySelectorAll('button[aria-haspopup="menu"]')].some(visible) : false;
    return { problems, items, shown, more };
  });
}

async function expectHeaderFits(page: Page, width: number): Promise<void> {
  const header = page.getByRole('banner');
  if (width < 768) {
    await expect(page.getByRole('navigation', { name: /^(Hoofdmenu|Main menu)$/ })).toBeHidden();
    await expect(header.getByRole('button', { name: /^(Menu openen|Open menu)$/ })).toBeVisible();
  } else {
    // The bar has counted what fits (after hydration, and again after every resize).
    await expect(header.locator('[data-measured]')).toHaveCount(1);
  }
  // A resize is counted by a ResizeObserver, one frame later: poll until the header settles.
  await expect
    .poll(
      async () => {
        const fit = await headerFit(page);
        const missing =
          width >= 768 && fit.shown < fit.items && !fit.more ? [`${fit.items - fit.shown} items neither shown nor in More`] : [];
        return [...fit.problems, ...missing];
      },
      { message: `header at ${width} px` },
    )
    .toEqual([]);
}

test.describe('the signed-in header fits from 360 to 1920 px', () => {
  for (const role of ROLES) {
    test(`${role}`, async ({ page }, testInfo) => {
      await signIn(page, `${role}@demo.test`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectHeaderFits(page, width);
        // Kept in the test's output folder (test-results/, not committed) and attached to the report.
        const path = testInfo.outputPath(`header-${role}-${width}.png`);
        await page.getByRole('banner').screenshot({ path, animations: 'disabled' });
        await testInfo.attach(`header-${role}-${width}.png`, { path, contentType: 'image/png' });
      }
    });
  }

  test('every item of a center superuser is reachable at 1024 px: in the bar or in More', async ({ page }) => {
    // At 1024 px from the start: after a resize the bar re-counts a frame later, and reading it in between once listed
    // two items both in the bar and in More.
    await page.setViewportSize({ width: 1024, height: 900 });
    await signIn(page, 'center_superuser@demo.test');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const more = nav.getByRole('button', { name: /^Meer/ });
    await expect(more).toBeVisible();
    const inBar = await nav.getByRole('link').allTextContents();
    await more.click();
    // The menu's code is fetched on the first press (components/shell/load-on-intent.ts): wait for it before reading.
    await expect(page.getByRole('menu')).toBeVisible();
    const inMore = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect([...inBar, ...inMore]).toEqual([
      'Dashboard',
      'Vacatures',
      'Vacaturebank',
      'Organisaties',
      'Gebruikers',
      'Aanvragen',
      'Analyse',
      'Content',
      'Instellingen',
      'Gegevens bekijken',
      'Conversaties',
      'Vrijwilligerspool',
      'Workshops',
      'Uren',
    ]);
    // Choosing one goes there, and the More button then says it holds the current page.
    expect(inMore).toContain('Instellingen');
    await page.getByRole('menuitem', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/instellingen$/);
    await expect(nav.getByRole('button', { name: 'Meer (bevat de huidige pagina)' })).toBeVisible();
  });
});

const TEXT = {
  nl: {
    path: '/dashboard',
    more: /^Meer/,
    activity: 'Recente activiteit openen',
    activityDialog: 'Recente activiteit',
    language: 'Taal wijzigen (huidige taal: Nederlands)',
    languageDialog: 'Taal',
    customize: 'Aanpassen',
    menu: 'Menu openen',
    menuDialog: 'Menu',
    support: 'Ondersteuning',
  },
  en: {
    path: '/en/dashboard',
    more: /^More/,
    activity: 'Open recent activity',
    activityDialog: 'Recent activity',
    language: 'Change language (current: English)',
    languageDialog: 'Language',
    customize: 'Customize',
    menu: 'Open menu',
    menuDialog: 'Menu',
    support: 'Support',
  },
} as const;

test.describe('the shell by keyboard, axe clean', () => {
  for (const locale of ['nl', 'en'] as const) {
    test(`More menu, side panels and the phone drawer (${locale})`, async ({ page }) => {
      test.slow();
      const x = TEXT[locale];
      await signIn(page, 'admin@demo.test');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(x.path);
      await expect(page.getByRole('banner').locator('[data-measured]')).toHaveCount(1);
      await expectNoAxeViolations(page, { include: 'header:not(main header)' });
      await expectNoAxeViolations(page, { include: 'aside' });
      const sidebar = page.locator('aside');
      await expect(sidebar.getByRole('link', { name: x.support })).toHaveAttribute('href', /\/support$/);

      // More: Enter opens it on its first item, arrows move, Escape closes and returns focus.
      const more = page.getByRole('navigation').getByRole('button', { name: x.more });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
      await expectNoAxeViolations(page, { include: '[role="menu"]' });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();

      // The activity panel loads when opened; the admin has no notifications in the demo data.
      const activity = page.getByRole('button', { name: x.activity });
      await activity.focus();
      await page.keyboard.press('Enter');
      const activityDialog = page.getByRole('dialog', { name: x.activityDialog });
      await expect(activityDialog).toBeVisible();
      await expect(activityDialog.getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(activity).toBeFocused();

      // The language panel.
      const language = page.getByRole('button', { name: x.language });
      await language.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: x.languageDialog })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(language).toBeFocused();

      // Customize (the sidebar's theme switcher): the color mode by keyboard.
      const customize = sidebar.getByRole('button', { name: x.customize });
      await customize.focus();
      await page.keyboard.press('Enter');
      const customizeDialog = page.getByRole('dialog', { name: x.customize });
      await expect(customizeDialog).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await customizeDialog.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(customize).toBeFocused();

      // The phone: the drawer holds the navigation, Support, Customize and the language.
      await page.setViewportSize({ width: 360, height: 800 });
      const open = page.getByRole('button', { name: x.menu });
      await open.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: x.menuDialog });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: x.support })).toBeVisible();
      await expect(drawer.getByRole('button', { name: x.customize })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(open).toBeFocused();
    });
  }

  test('the activity panel lists the recent events that concern the user, with links', async ({ page }) => {
    // The demo organization superuser has notifications of new applications for their vacancies.
    await signIn(page, 'organization_superuser@demo.test');
    await page.getByRole('button', { name: 'Recente activiteit openen' }).click();
    const panel = page.getByRole('dialog', { name: 'Recente activiteit' });
    const events = panel.getByRole('list', { name: 'Recente gebeurtenissen' }).getByRole('listitem');
    await expect(events.first()).toBeVisible();
    const first = events.first().getByRole('link');
    await expect(first).toHaveText(/^Nieuwe aanmelding voor /);
    await expect(panel.getByRole('link', { name: 'Alle meldingen bekijken' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/applications\/\d+$/);
    await first.click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(centerUrl('demo', href!));
  });
});
