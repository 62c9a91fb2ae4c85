/**
 * Sign-in links (/auth/token, docs/architecture.md "Sessions"): following a link signs nobody in (login CSRF: a link
 * on another site must not sign the visitor in to the sender's account). The link only parks its tokens and asks;
 * pressing "continue" on the center's own page signs in, and the same press from another site does not.
 */
import { expect, type APIRequestContext, test } from '@playwright/test';
import { centerUrl, DEMO_PASSWORD, PORT } from './support/env';

const SERVER = `http://127.0.0.1:${PORT}`;
const DEMO_HOST = `demo.localhost:${PORT}`;

/** A real set of token headers for the volunteer, as a one-time sign-in link carries them. */
async function linkQuery(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${SERVER}/auth/sign_in`, {
    headers: { host: DEMO_HOST, 'content-type': 'application/json' },
    data: { email: 'volunteer@demo.test', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const headers = res.headers();
  return new URLSearchParams({ 'access-token': headers['access-token']!, client: headers.client!, uid: headers.uid! }).toString();
}

const cookieNames = (setCookie: string | undefined) =>
  (setCookie ?? '')
    .split('\n')
    .map((line) => line.split('=')[0]!.trim())
    .filter(Boolean);

test.describe('sign-in links', () => {
  test('following a link signs nobody in: it parks the tokens and asks on the center’s own page', async ({ page, request }) => {
    const query = await linkQuery(request);
    const follow = await request.get(`${SERVER}/auth/token?${query}`, { headers: { host: DEMO_HOST }, maxRedirects: 0 });
    expect(follow.status()).toBe(303);
    expect(follow.headers().location).toBe('/auth/token/confirm');
    // The parked link, and no session (the locale cookie the proxy sets on every page is beside the point).
    const set = cookieNames(follow.headers()['set-cookie']);
    expect(set).toContain('vp_token_link');
    expect(set).not.toContain('vp_session');

    // In a browser: the question names the account, and only "continue" signs in.
    await page.goto(centerUrl('demo', `/auth/token?${query}`));
    await expect(page).toHaveURL(centerUrl('demo', '/auth/token/confirm'));
    await expect(page.getByText('volunteer@demo.test')).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('vp_session');
    await page.getByRole('button', { name: 'Verder met inloggen' }).click();
    await expect(page).toHaveURL(centerUrl('demo', '/dashboard'));
    expect((await page.context().cookies()).map((c) => c.name)).toContain('vp_session');
  });

  test('the "continue" press from another site is refused and starts no session', async ({ request }) => {
    const query = await linkQuery(request);
    const follow = await request.get(`${SERVER}/auth/token?${query}`, { headers: { host: DEMO_HOST }, maxRedirects: 0 });
    const parked = (follow.headers()['set-cookie'] ?? '').split(';')[0]!;
    const crossSiteHeaders: Record<string, string>[] = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const crossSite of crossSiteHeaders) {
      const press = await request.post(`${SERVER}/auth/token`, {
        headers: { host: DEMO_HOST, cookie: parked, 'content-type': 'application/x-www-form-urlencoded', ...crossSite },
        maxRedirects: 0,
      });
      expect(press.status()).toBe(303);
      expect(press.headers().location).toBe('/auth/login-1?error=token');
      expect(cookieNames(press.headers()['set-cookie'])).not.toContain('vp_session');
    }
  });
});
