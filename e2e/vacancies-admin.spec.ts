/**
 * The vacancy admin screens (docs/domain.md#screens-and-routes /vacancies, /vacancies/add, /vacancies/{id}, /vacancies/{id}/edit,
 * /vacancies/bulk-edit, /applications, /applications/{id}): an organization posts a vacancy and finds it in its
 * list, a bulk edit changes two vacancies at once (after a refused one that changed nothing), and every screen
 * passes axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/session';
import { daysAhead, postVacancy } from './support/vacancies';

const ORGANIZATION_USER = 'organization_superuser@demo.test';

test.describe('vacancy admin', () => {
  test('an organization posts a vacancy and it appears in its list', async ({ page }) => {
    // Five pages, each checked with axe: longer than the default budget on a busy machine.
    test.slow();
    const stamp = `${Date.now()}`;
    const title = `Voedselpakketten uitdelen ${stamp}`;
    await signIn(page, ORGANIZATION_USER);

    await page.goto('/vacancies');
    await expect(page.getByRole('heading', { level: 1, name: 'Vacatures' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vacatures' }).locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Vacature toevoegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vacature toevoegen' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An empty form is refused at the form and nothing is sent.
    await page.getByRole('button', { name: 'Publiceren', exact: true }).click();
    await expect(page.locator('#vacancy-form-field-title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/vacancies\/add$/);

    // An activity needs its frequency: the activity fields appear with the type.
    await page.locator('#vacancy-form-field-vacancyType').selectOption({ label: 'Activiteit' });
    await page.locator('#vacancy-form-field-activityFrequency').selectOption({ label: 'Regelmatig' });
    await expect(page.getByRole('group', { name: 'Op welke dagen' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('#vacancy-form-field-vacancyType').selectOption({ label: 'Vrijwilligerswerk' });

    const id = await postVacancy(page, title, `tag${stamp}`, 'Publiceren');
    await expect(page.getByText('Gepubliceerd', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reacties' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/vacancies');
    await page.getByRole('searchbox', { name: 'Vacatures zoeken' }).fill(stamp);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Gepubliceerd', { exact: true })).toBeVisible();

    await page.goto(`/vacancies/${id}/edit`);
    await expect(page.locator('#vacancy-form-field-title')).toHaveValue(title);
    await expectNoAxeViolations(page);
    await page.locator('#vacancy-form-field-hoursPerWeek').fill('6');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vacancies/${id}$`));
    await expect(page.getByRole('definition').filter({ hasText: /^6$/ })).toBeVisible();
  });

  test('a bulk edit changes two vacancies at once, or nothing', async ({ page }) => {
    test.slow();
    const stamp = `${Date.now()}`;
    const tag = `bulk${stamp}`;
    await signIn(page, ORGANIZATION_USER);
    await page.goto('/vacancies/add');
    await postVacancy(page, `Maatje gezocht ${stamp}`, tag, 'Publiceren');
    await page.goto('/vacancies/add');
    await postVacancy(page, `Chauffeur gezocht ${stamp}`, tag, 'Opslaan als concept');

    await page.goto(`/vacancies?tag=${tag}`);
    const rows = page.getByRole('table', { name: 'Vacatures' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Alle vacatures op deze pagina selecteren' }).check();
    await expect(page.getByText('2 vacatures geselecteerd')).toBeVisible();
    await page.getByRole('link', { name: '2 vacatures tegelijk bewerken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vacatures tegelijk bewerken' })).toBeVisible();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Back to draft is not a transition a published vacancy allows: the whole edit is refused.
    await page.getByLabel('Nieuwe status').selectOption({ label: 'Concept' });
    await page.getByLabel('Tags toevoegen').fill(`extra${stamp}`);
    await page.getByRole('button', { name: '2 vacatures bijwerken' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Er is niets gewijzigd' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Maatje gezocht ${stamp}` })
        .getByText('Deze vacature kan de wijziging niet krijgen'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Nieuwe status').selectOption({ label: 'Status niet wijzigen' });
    await page.getByLabel('Nieuwe verloopdatum').fill(daysAhead(90));
    await page.getByRole('button', { name: '2 vacatures bijwerken' }).click();
    await expect(page).toHaveURL(/\/vacancies$/);
    await expect(page.getByText('2 vacatures bijgewerkt.')).toBeVisible();

    await page.goto(`/vacancies?tag=extra${stamp}`);
    await expect(rows).toHaveCount(2);
    // The refused attempt changed nothing: the published one is still published, the draft still a draft.
    await expect(rows.filter({ hasText: `Maatje gezocht ${stamp}` }).getByText('Gepubliceerd', { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: `Chauffeur gezocht ${stamp}` }).getByText('Concept', { exact: true })).toBeVisible();
  });

  test('the applications screens', async ({ page }) => {
    await signIn(page, ORGANIZATION_USER);
    await page.goto('/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Reacties' })).toBeVisible();
    const first = page.getByRole('table', { name: 'Reacties' }).locator('tbody tr').first().getByRole('link');
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Status').selectOption({ label: 'Nieuw' });
    await expect(page).toHaveURL(/status=new/);
    await first.click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Interne notitie' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Notitie', { exact: true }).fill('Gebeld, komt zaterdag kennismaken.');
    await page.getByRole('button', { name: 'Notitie opslaan' }).click();
    await expect(page.getByText('De notitie is opgeslagen.')).toBeVisible();

    await page.getByRole('button', { name: 'Accepteren' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Notitie', { exact: true })).toHaveValue('Gebeld, komt zaterdag kennismaken.');
  });

  test("center staff see every organization's vacancies, in both languages", async ({ page }) => {
    await signIn(page, 'center_superuser@demo.test');
    await page.goto('/vacancies');
    const table = page.getByRole('table', { name: 'Vacatures' });
    await expect(table.getByRole('columnheader', { name: 'Organisatie' })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Gepubliceerd' });
    await expect(page).toHaveURL(/status=published/);
    await expect(table.locator('tbody tr').first().getByText('Gepubliceerd', { exact: true })).toBeVisible();
    await page.getByLabel('Organisatie', { exact: true }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/organization=\d+/);
    await expectNoAxeViolations(page);

    await page.goto('/en/vacancies');
    await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
    await page.getByRole('table', { name: 'Vacancies' }).locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/vacancies\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Applications' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
