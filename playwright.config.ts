import { defineConfig, devices } from '@playwright/test';
import { E2E_MAILBOX_DIR, PORT } from './e2e/support/env';
import { E2E_MAP_STYLE_URL } from './e2e/support/map-style';
import { NEXT_RUNTIME_CACHE_DIRS } from './scripts/next-runtime-caches';

/**
 * End-to-end tests against a production build (`next build` first) served on port 3100, in Debian's
 * chromium (never a downloaded browser). Demo centers are reached as <center>.localhost:3100,
 * which Chromium resolves by itself. The server gets its own PGlite folder, seeded with the demo data.
 */

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .data/e2e ${E2E_MAILBOX_DIR} ${NEXT_RUNTIME_CACHE_DIRS.join(' ')} && npx next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/volunteer_centers?filter[slug_eq]=demo`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PGLITE_DIR: '.data/e2e',
      AUTO_SEED: 'true',
      SESSION_SECRET: 'e2e-only-session-secret-at-least-32-characters',
      CENTER_URL_TEMPLATE: `http://{center}.localhost:${PORT}`,
      GELDERSE_HANDEN_HOST: 'gelderse-handen.localhost',
      // The Gelderse Handen host must belong to an existing center (in production geldersehanden.nl falls back to
      // the default one); as "<slug>.localhost" it would be the center "gelderse-handen", which does not exist.
      // Not 'demo': an exact mapping also becomes that center's base URL in mail links (lib/shared/tenancy centerBaseUrl),
      // and the mail tests need demo's links on demo.localhost.
      HOST_MAPPING: JSON.stringify({ exact: { 'gelderse-handen.localhost': 'public' } }),
      RATE_LIMIT_DISABLED: 'true',
      E2E_MAILBOX_DIR,
      // A host that never resolves: the map specs answer it with an empty style (e2e/support/map-style.ts).
      MAP_STYLE_URL: E2E_MAP_STYLE_URL,
      // The developer pages under /test (lib/server/env.ts): a production build has them only with this flag.
      DEVELOPER_PAGES: 'true',
    },
  },
});
