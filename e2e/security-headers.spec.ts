/**
 * Security headers as a browser receives them from the production build (issue 17; docs/architecture.md
 * "Operations"): a cached public page, a page rendered per request, an admin page and an API answer; the scripts of a
 * page rendered per request carry its nonce, a cached page carries none and gets the nonce-less policy (docs/decisions.md
 * "Cached public pages"); the home page, the vacancy bank and the page editor (tiptap) run without a single CSP
 * violation; unknown paths answer a server-rendered 404 with lang and text; the health probes answer through Next.js.
 */
import { expect, type APIResponse, type Page, type Response, test } from '@playwright/test';
import { centerUrl, PORT } from './support/env';
import { signIn } from './support/session';

const SERVER = `http://127.0.0.1:${PORT}`;
const run = Date.now().toString(36);

/** Records CSP violations from both sides: the page's securitypolicyviolation events and the console's reports. */
async function watchCsp(page: Page) {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return {
    /** Every violation so far (the in-page list is the current document's). */
    async violations(): Promise<string[]> {
      const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      return [...fromConsole, ...inPage];
    },
  };
}

/** A policy as directive -> sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * The headers every page gets; `cached`: a cached public page (no nonce), else one rendered per request. Returns the
 * nonce ('' for a cached page).
 */
function expectPageHeaders(response: Response | APIResponse | null, kind: 'cached' | 'per-request' = 'per-request') {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const csp = directives(headers['content-security-policy']);
  if (kind === 'cached') {
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com']);
    expect(headers['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
  } else {
    expect(csp.get('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      "'strict-dynamic'",
    ]);
    expect(headers['cache-control']).toContain('no-store');
  }
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
  expect({
    frame: headers['x-frame-options'],
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
    coop: headers['cross-origin-opener-policy'],
    hsts: headers['strict-transport-security'],
    rewrite: headers['x-middleware-rewrite'],
  }).toEqual({
    frame: 'DENY',
    nosniff: 'nosniff',
    referrer: 'strict-origin-when-cross-origin',
    coop: 'same-origin',
    hsts: 'max-age=31536000; includeSubDomains',
    rewrite: undefined,
  });
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/);
  return /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
}

/**
 * Every executable <script> the server wrote carries this request's nonce (JSON-LD data blocks need none), except the
 * color-mode script, which the policy allows by its hash.
 */
function expectScriptsCarryNonce(html: string, nonce: string) {
  const scripts = [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .filter(([, tag, body]) => !/type="application\/(ld\+)?json"/.test(tag!) && !(tag === '<script>' && body!.includes("'color-mode'")))
    .map(([, tag]) => tag!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

test.describe('security headers', () => {
  test('a cached public page: one document for every visitor, no nonce in it, the usual set', async ({ page }) => {
    const csp = await watchCsp(page);
    const response = await page.goto('/');
    expectPageHeaders(response, 'cached');
    const html = await response!.text();
    expect(html).not.toMatch(/nonce="/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vrijwilligerscentrale' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await csp.violations()).toEqual([]);

    // Served from the cache: the next request gets the same document, whatever the client sends as its own CSP.
    await page.setExtraHTTPHeaders({ 'content-security-policy': "script-src 'nonce-evil'", 'x-nonce': 'evil' });
    const again = await page.goto('/');
    expect(again!.headers()['x-nextjs-cache']).toBe('HIT');
    expectPageHeaders(again, 'cached');
    expect(await again!.text()).not.toContain('evil');
  });

  test('a page rendered per request: strict CSP with a fresh nonce on every script', async ({ page }) => {
    const csp = await watchCsp(page);
    // With a query the bank reads it, so it is rendered for this request.
    const response = await page.goto('/vacancies/search?q=vrijwilliger');
    const nonce = expectPageHeaders(response);
    expectScriptsCarryNonce(await response!.text(), nonce);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await csp.violations()).toEqual([]);

    // The policy is enforced, and the watcher sees it: an inline event handler (no nonce can allow one) is refused.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__injected = true');
      document.body.append(button);
      button.click();
    });
    await expect.poll(() => csp.violations()).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

    // Another request, another nonce.
    expect(expectPageHeaders(await page.reload())).not.toBe(nonce);
  });

  test('the vacancy bank runs without a CSP violation', async ({ page }) => {
    const csp = await watchCsp(page);
    expectPageHeaders(await page.goto('/vacancies/search'), 'cached');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await csp.violations()).toEqual([]);
  });

  test('an admin page and the page editor (tiptap) work under the CSP', async ({ page }) => {
    const csp = await watchCsp(page);
    await signIn(page, 'content_manager@demo.test');
    expectPageHeaders(await page.goto(centerUrl('demo', '/content/pages/add')));
    await page.getByLabel(/^Titel(\*? \(verplicht\))?$/).fill('CSP-pagina');
    await page.getByLabel(/^Adres \(slug\)(\*? \(verplicht\))?$/).fill(`e2e-csp-${run}`);
    await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
    await expect(page).toHaveURL(/\/content\/pages\/\d+$/);

    await page.getByLabel('Soort blok').selectOption({ label: 'Tekst met voordelen' });
    await page.getByRole('button', { name: 'Blok toevoegen' }).click();
    const editor = page.locator('[contenteditable="true"][role="textbox"]').first();
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type('Vrijwilligers maken het verschil.');
    await expect(editor).toContainText('Vrijwilligers maken het verschil.');
    await page.getByRole('button', { name: 'Vet' }).first().click();
    await page.waitForLoadState('networkidle');
    expect(await csp.violations()).toEqual([]);
  });

  test('API answers: a policy that allows nothing, nosniff, no framing, HSTS, a request id', async ({ request }) => {
    const response = await request.get(`${SERVER}/api/v1/volunteer_centers?filter[slug_eq]=demo`, {
      headers: { 'x-request-id': `e2e-${run}-probe` },
    });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect({
      csp: headers['content-security-policy'],
      frame: headers['x-frame-options'],
      nosniff: headers['x-content-type-options'],
      referrer: headers['referrer-policy'],
      hsts: headers['strict-transport-security'],
      requestId: headers['x-request-id'],
    }).toEqual({
      csp: "default-src 'none'; frame-ancestors 'none'",
      frame: 'DENY',
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      hsts: 'max-age=31536000; includeSubDomains',
      requestId: `e2e-${run}-probe`,
    });
  });

  test('the health probes answer through Next.js', async ({ request }) => {
    const healthz = await request.get(`${SERVER}/healthz`);
    expect({ status: healthz.status(), body: await healthz.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    const readyz = await request.get(`${SERVER}/readyz`);
    expect({ status: readyz.status(), body: await readyz.json() }).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok' } },
    });
  });

  test('CSP reports are accepted, and large ones refused unread', async ({ request }) => {
    const report = {
      'csp-report': { 'document-uri': centerUrl('demo', '/'), 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
    };
    const accepted = await request.post(`${SERVER}/api/csp-report`, {
      data: JSON.stringify(report),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(accepted.status()).toBe(204);
    const large = await request.post(`${SERVER}/api/csp-report`, {
      data: 'x'.repeat(20_000),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(large.status()).toBe(413);
  });

  // The raw HTML the server sent (response.text()), not the page after its scripts ran.
  test('an unknown path answers a 404 rendered on the server, with lang and text', async ({ page }) => {
    const nl = await page.goto('/bestaat-niet/echt');
    expect(nl?.status()).toBe(404);
    const html = await nl!.text();
    expect(html).toMatch(/<html lang="nl"/);
    expect(html).toMatch(/<h1[^>]*>Pagina niet gevonden<\/h1>/);
    expect(html).toContain('Pagina niet gevonden: /bestaat-niet/echt');
    expectScriptsCarryNonce(html, expectPageHeaders(nl));

    const en = await page.goto('/en/no/such/page');
    expect(en?.status()).toBe(404);
    const english = await en!.text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });
});
