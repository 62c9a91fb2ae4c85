/**
 * Conversations (docs/domain.md#conversations): an organization superuser opens the conversation of a volunteer's
 * application with one click; the volunteer and the organization each see the other's messages appear without
 * reloading (two browser contexts, the event stream through /bff), the volunteer's header badge counts the new one,
 * and a staff note never reaches the volunteer's screen. Axe in Dutch and English; screenshots at three widths
 * (test-results, not committed).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl } from './support/env';
import { fillSignIn, LOGIN_PATH } from './support/session';
import { DEMO_PASSWORD } from './support/env';
import { screenshotsAtWidths } from './support/screens';

/** The badge's count, from its accessible text ("Conversaties (2 ongelezen)"); 0 without one. */
async function badgeCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('conversations-badge').textContent()) ?? '';
  return Number(/\((\d+)/.exec(text)?.[1] ?? 0);
}

const run = Date.now().toString(36);

/** signIn of support/session.ts with room for a first, cold dashboard on a loaded machine. */
async function signIn(page: Page, email: string) {
  await page.goto(centerUrl('demo', LOGIN_PATH));
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(centerUrl('demo', '/dashboard'), { timeout: 60_000 });
}

test('an organization and a volunteer talk live; notes stay with the staff', async ({ browser }) => {
  test.setTimeout(540_000);
  const organization = await (await browser.newContext()).newPage();
  const volunteer = await (await browser.newContext()).newPage();
  await signIn(organization, 'organization_superuser@demo.test');
  await signIn(volunteer, 'volunteer@demo.test');

  // One click from the volunteer's application to its conversation.
  await organization.goto(centerUrl('demo', '/applications'));
  await organization.getByRole('link', { name: 'Vera Vrijwilliger' }).first().click();
  await expect(organization).toHaveURL(/\/applications\/\d+$/);
  const applicationId = /\/applications\/(\d+)$/.exec(organization.url())![1]!;
  await organization.getByRole('button', { name: 'Stuur bericht' }).click();
  await expect(organization).toHaveURL(/\/conversations\/\d+$/);
  const conversationPath = new URL(organization.url()).pathname;
  const notes = organization.getByTestId('conversation-notes');
  await expect(notes).toContainText('Alleen zichtbaar voor medewerkers');

  // The volunteer waits elsewhere: the header badge counts the new message without a reload.
  await volunteer.goto(centerUrl('demo', '/dashboard'));
  // The count arrives after the page (a client query): read it only once it is there, or 0 is taken for the count.
  await expect(volunteer.locator('[data-testid="conversations-badge"]:not([data-pending])')).toBeVisible();
  const before = await badgeCount(volunteer);
  const first = `Hallo Vera, kun je dinsdag? ${run}`;
  const composer = organization.getByLabel('Je bericht');
  await composer.fill(first);
  await composer.press('Control+Enter');
  await expect(organization.getByTestId('conversation-messages')).toContainText(first);
  await expect(composer).toHaveValue('');
  await expect.poll(() => badgeCount(volunteer), { timeout: 20_000 }).toBe(before + 1);

  // The organization writes a note; the volunteer opens the conversation from the badge and the inbox.
  const note = `Vera heeft rijbewijs B ${run}`;
  await notes.getByLabel('Nieuwe notitie').fill(note);
  await notes.getByRole('button', { name: 'Notitie opslaan' }).click();
  await expect(notes).toContainText(note);
  await volunteer.getByTestId('conversations-badge').click();
  await expect(volunteer).toHaveURL(centerUrl('demo', '/conversations'));
  await volunteer.getByTestId('conversation-list').locator(`a[href^="${conversationPath}"]`).click();
  await expect(volunteer).toHaveURL(new RegExp(`${conversationPath}$`));
  const volunteerThread = volunteer.getByTestId('conversation-messages');
  await expect(volunteerThread).toContainText(first);
  // Reading it clears all of its unread messages: the new one, and any the demo data left unread in it.
  await expect.poll(() => badgeCount(volunteer)).toBeLessThanOrEqual(before);

  // Live both ways, without reloading either page.
  const second = `Neem je handschoenen mee. ${run}`;
  await composer.fill(second);
  await organization.getByRole('button', { name: 'Versturen' }).click();
  await expect(volunteerThread).toContainText(second, { timeout: 20_000 });
  const reply = `Ja, dinsdag kan ik! ${run}`;
  await volunteer.getByLabel('Je bericht').fill(reply);
  await volunteer.getByLabel('Je bericht').press('Control+Enter');
  await expect(organization.getByTestId('conversation-messages')).toContainText(reply, { timeout: 20_000 });

  // The volunteer never sees a note, also not after a reload.
  await volunteer.reload();
  await expect(volunteerThread).toContainText(reply);
  await expect(volunteer.getByTestId('conversation-notes')).toHaveCount(0);
  await expect(volunteer.locator('body')).not.toContainText(note);
  await expect(volunteer.locator('body')).not.toContainText('Interne notities');

  await expectNoAxeViolations(volunteer);
  await screenshotsAtWidths(volunteer, 'thread-volunteer');
  await expectNoAxeViolations(organization);
  await screenshotsAtWidths(organization, 'thread-organization');
  await organization.goto(centerUrl('demo', '/conversations'));
  await expect(organization.getByTestId('conversation-list')).toContainText(reply);
  await expectNoAxeViolations(organization);
  await screenshotsAtWidths(organization, 'inbox');
  await organization.goto(centerUrl('demo', `/conversations/new?application_id=${applicationId}`));
  await expect(organization.getByText('Aan: Vera Vrijwilliger')).toBeVisible();
  await expectNoAxeViolations(organization);
  await screenshotsAtWidths(organization, 'new');

  // English (last: a visit to /en makes English the remembered language).
  await organization.goto(centerUrl('demo', `/en${conversationPath}`));
  await expect(organization.getByTestId('conversation-notes')).toContainText('Only visible to staff');
  await expectNoAxeViolations(organization);
  await volunteer.goto(centerUrl('demo', `/en${conversationPath}`));
  await expect(volunteer.getByRole('button', { name: 'Send' })).toBeVisible();
  await expectNoAxeViolations(volunteer);
  await volunteer.goto(centerUrl('demo', '/en/conversations'));
  await expect(volunteer.getByTestId('conversation-list')).toBeVisible();
  await expectNoAxeViolations(volunteer);
  await organization.goto(centerUrl('demo', `/en/conversations/new?application_id=${applicationId}`));
  await expect(organization.getByText('To: Vera Vrijwilliger')).toBeVisible();
  await expectNoAxeViolations(organization);
});
