/**
 * The API from outside the browser (README "Using the API with curl"): sign in with devise_token_auth-style
 * headers, then call the JSON:API with them. Node does not resolve *.localhost (Chromium and curl do), so the
 * requests go to 127.0.0.1 with the center's Host header, which is what curl sends for http://demo.localhost:3100.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PORT } from './support/env';

const SERVER = `http://127.0.0.1:${PORT}`;
const DEMO_HOST = { host: `demo.localhost:${PORT}` };

test.describe('API from outside', () => {
  test('sign in as admin and list the organizations', async ({ request }) => {
    const signIn = await request.post(`${SERVER}/auth/sign_in`, {
      headers: DEMO_HOST,
      data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const headers = signIn.headers();
    expect(headers['access-token']).toBeTruthy();
    expect(headers.client).toBeTruthy();
    expect(headers.uid).toBe('admin@demo.test');

    const auth = { ...DEMO_HOST, 'access-token': headers['access-token'] ?? '', client: headers.client ?? '', uid: headers.uid ?? '' };
    const list = await request.get(`${SERVER}/api/v1/organizations?include=profile&page[size]=100`, { headers: auth });
    expect(list.status()).toBe(200);
    const body = (await list.json()) as { data: { type: string; attributes: { name?: string } }[]; meta: { total_count?: number } };
    expect(body.meta.total_count).toBeGreaterThan(0);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((o) => o.attributes.name)).toContain('Voedselbank Demo');

    // Anonymous visitors see approved organizations only; the admin also sees pending, denied and archived ones.
    const anonymous = await request.get(`${SERVER}/api/v1/organizations`, { headers: DEMO_HOST });
    expect(anonymous.status()).toBe(200);
    const publicBody = (await anonymous.json()) as { meta: { total_count?: number } };
    expect(body.meta.total_count).toBeGreaterThan(publicBody.meta.total_count ?? 0);
  });

  test('a wrong password is refused, and the account of another center is refused on demo', async ({ request }) => {
    const wrong = await request.post(`${SERVER}/auth/sign_in`, {
      headers: DEMO_HOST,
      data: { email: 'admin@demo.test', password: 'wrong-password' },
    });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['access-token']).toBeUndefined();

    const otherCenter = await request.post(`${SERVER}/auth/sign_in`, {
      headers: DEMO_HOST,
      data: { email: 'center_superuser@oldebroek.test', password: DEMO_PASSWORD },
    });
    expect(otherCenter.status()).toBe(401);
    expect(JSON.stringify(await otherCenter.json())).toMatch(/wrong ?center/i);
  });
});
