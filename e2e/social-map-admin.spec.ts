/**
 * The social map's lists and the organization card's preview (issue 12, admin screens): the center superuser keeps
 * the kinds of activity on /instellingen/sociale-kaart, an organization's edit form offers a new one at once and its
 * preview shows the card as the social map will, an entry in use cannot be deleted (the refusal shows beside its
 * row), and an organization superuser does not get the lists screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { signIn } from './support/session';

const LISTS_PATH = '/instellingen/sociale-kaart';
const WIDTHS = [360, 768, 1280] as const;

/** Full-page screenshots at the three widths into test-results/ (looked at by hand for overlap and clipping). */
async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/social-map-admin/${name}-${width}.png`, fullPage: true });
    // Nothing of the screen sticks out at any width (named if it does).
    const wide = await page.evaluate(() => {
      // The page's own content; the shell's header is the shell's (its spec checks it).
      const root = document.documentElement;
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
        return false;
      };
      return [...document.querySelectorAll('#main-content *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(el))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 160));
    });
    expect.soft(wide, `${name} at ${width} px`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

async function openLists(page: Page, path = LISTS_PATH): Promise<void> {
  await page.goto(path);
  await expect(page.locator('form#activity_types-add[data-hydrated]')).toBeAttached();
}

test.describe('social map lists', () => {
  test('the center superuser adds, renames, uses and deletes an activity type', async ({ page }) => {
    test.slow();
    const stamp = `${Date.now()}`.slice(-6);
    const name = `Samen koken ${stamp}`;
    const renamed = `Samen koken en eten ${stamp}`;
    const renamedEn = `Cooking and eating together ${stamp}`;
    const organization = `Kookclub De Pan ${stamp}`;

    await signIn(page, 'center_superuser@demo.test');

    // The settings navigation leads to the lists.
    await page.goto('/instellingen');
    await page.getByRole('navigation', { name: 'Onderdelen van de instellingen' }).getByRole('link', { name: 'Sociale kaart' }).click();
    await expect(page).toHaveURL(centerUrl('demo', LISTS_PATH));
    await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
    await expect(page.locator('form#activity_types-add[data-hydrated]')).toBeAttached();
    const activities = page.getByRole('region', { name: 'Soorten activiteiten' });
    await expect(page.getByRole('region', { name: 'Soorten organisaties' }).getByRole('listitem').first()).toBeVisible();
    await expect(activities.getByRole('listitem').filter({ hasText: 'Gezelschap' })).toContainText('Companionship');

    // Adding: both names are required; the form empties itself after a save.
    const add = activities.getByRole('form', { name: 'Soort activiteit toevoegen' });
    await add.getByLabel('Nederlandse naam').fill(name);
    await add.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(add.getByRole('alert')).toContainText('Engelse naam');
    await add.getByLabel('Engelse naam').fill('Cooking together');
    await add.getByRole('button', { name: 'Toevoegen' }).click();
    const row = activities.getByRole('listitem').filter({ hasText: stamp });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Cooking together');
    await expect(add.getByLabel('Nederlandse naam')).toHaveValue('');
    await expect(add.getByLabel('Nederlandse naam')).toBeFocused();
    await expect(add.getByRole('alert')).toHaveCount(0);

    // Renaming in place: Escape cancels and gives the focus back, Enter saves.
    await row.getByRole('button', { name: `Wijzigen: ${name}` }).click();
    // While it is edited the row holds inputs, not text: find the form by its name.
    const rename = activities.getByRole('form', { name: `${name} wijzigen` });
    await expect(rename.getByLabel('Nederlandse naam')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(rename).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Wijzigen: ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await rename.getByLabel('Nederlandse naam').fill(renamed);
    await rename.getByLabel('Engelse naam').fill(renamedEn);
    await rename.getByLabel('Engelse naam').press('Enter');
    await expect(row).toContainText(renamed);
    await expect(row).toContainText(renamedEn);
    await expect(row.getByRole('button', { name: `Wijzigen: ${renamed}` })).toBeFocused();

    await expectNoAxeViolations(page);
    await screenshots(page, 'lists');

    // The English screen: the same lists, named in English.
    await openLists(page, '/en/instellingen/sociale-kaart');
    await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kinds of activities' }).getByRole('listitem').filter({ hasText: stamp })).toContainText(
      renamedEn,
    );
    await expectNoAxeViolations(page);
    // Back to Dutch: the English page set the language cookie.
    await page.context().clearCookies({ name: 'NEXT_LOCALE' });

    // A new organization; its add form already previews the card.
    await page.goto('/organizations/add');
    await expect(page.locator('form#organization-add[data-hydrated]')).toBeAttached();
    const addPreview = page.getByRole('region', { name: 'Voorbeeld op de sociale kaart' });
    await expect(addPreview.getByRole('heading', { level: 3, name: 'Naam van de organisatie' })).toBeVisible();
    await expect(addPreview).toContainText('Niet zichtbaar op de sociale kaart');
    await expect(addPreview).toContainText('Geen postcode ingevuld');
    await page.locator('#organization-add-field-name').fill(organization);
    await page.locator('#organization-add-field-address-city').fill('Demodorp');
    await expect(addPreview.getByRole('heading', { level: 3, name: organization })).toBeVisible();
    await page.getByRole('button', { name: 'Organisatie toevoegen' }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    const organizationPath = new URL(page.url()).pathname;

    // The edit form offers the renamed activity type; ticking it shows it on the card at once.
    await page.goto(`${organizationPath}/edit`);
    await expect(page.locator('form#organization-edit[data-hydrated]')).toBeAttached();
    const preview = page.getByRole('region', { name: 'Voorbeeld op de sociale kaart' });
    const activityChoice = page.getByRole('group', { name: 'Activiteiten' }).getByLabel(renamed);
    await expect(activityChoice).toBeVisible();
    await activityChoice.check();
    await expect(preview.getByRole('list', { name: 'Activiteiten' })).toContainText(renamed);
    await page.getByLabel('Tonen op de sociale kaart').check();
    await expect(preview).not.toContainText('Niet zichtbaar op de sociale kaart');
    await page.locator('#organization-edit-field-address-postalCode').fill('1234 AB');
    await page.locator('#organization-edit-field-description').fill('Elke donderdag koken en eten we samen in het buurthuis.');
    await expect(preview).not.toContainText('Geen postcode ingevuld');
    await expect(preview).toContainText('1234 AB Demodorp');
    await expectNoAxeViolations(page);
    await screenshots(page, 'edit-preview');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page).toHaveURL(centerUrl('demo', organizationPath));

    // In use: the delete is refused and the reason shows beside the row.
    await openLists(page);
    const usedRow = activities.getByRole('listitem').filter({ hasText: stamp });
    await usedRow.getByRole('button', { name: `Verwijderen: ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `${renamed} verwijderen?` });
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(usedRow.getByRole('alert')).toBeVisible();
    await expect(usedRow.getByRole('button', { name: `Verwijderen: ${renamed}` })).toBeFocused();
    await expect(usedRow).toContainText(renamed);
    await expectNoAxeViolations(page);
    await screenshots(page, 'lists-in-use');

    // Unticked on the organization, it can go.
    await page.goto(`${organizationPath}/edit`);
    await expect(page.locator('form#organization-edit[data-hydrated]')).toBeAttached();
    await page.getByRole('group', { name: 'Activiteiten' }).getByLabel(renamed).uncheck();
    await expect(preview).not.toContainText(renamed);
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page).toHaveURL(centerUrl('demo', organizationPath));

    await openLists(page);
    await activities.getByRole('button', { name: `Verwijderen: ${renamed}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(page.getByText(`${renamed} is verwijderd.`)).toBeVisible();
    await expect(activities.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Soorten activiteiten' })).toBeFocused();

    // Gone from the edit form too.
    await page.goto(`${organizationPath}/edit`);
    await expect(page.getByRole('group', { name: 'Activiteiten' }).getByLabel('Gezelschap')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Activiteiten' }).getByLabel(renamed)).toHaveCount(0);
  });

  test('an organization superuser does not get the lists screen', async ({ page }) => {
    await signIn(page, 'organization_superuser@demo.test');
    await expect(page.getByRole('link', { name: 'Instellingen' })).toHaveCount(0);
    await page.goto(LISTS_PATH);
    await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Soorten activiteiten' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sociale kaart' })).toHaveCount(0);
  });
});
