/**
 * Signing in through the real form (docs/domain.md#screens-and-routes /auth/login-1), shared by the specs that need a signed-in user.
 * Each browser context has its own session, so two people can be signed in side by side in one test.
 */
import { expect, type Page } from '@playwright/test';
import { centerUrl, DEMO_PASSWORD } from './env';

export const LOGIN_PATH = '/auth/login-1';

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#login-field-email').fill(email);
  await page.locator('#login-field-password').fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click();
}

/** Signs in on the demo center (or `center`) and waits for the dashboard. */
export async function signIn(page: Page, email: string, options: { password?: string; center?: string } = {}): Promise<void> {
  const center = options.center ?? 'demo';
  await page.goto(centerUrl(center, LOGIN_PATH));
  await fillSignIn(page, email, options.password ?? DEMO_PASSWORD);
  await expect(page).toHaveURL(centerUrl(center, '/dashboard'));
}

/** The error summary at the top of a form (role="alert"). */
export function formErrorSummary(page: Page) {
  return page.locator('form [role="alert"]').first();
}
