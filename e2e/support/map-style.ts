/**
 * The map style of the end-to-end server (MAP_STYLE_URL in playwright.config.ts) points at a host that never
 * resolves; a spec that wants the map answers it here with an empty style (a background, no tiles), so maplibre
 * runs for real (WebGL, its worker from the site, the HTML markers) without any network.
 */
import type { Page } from '@playwright/test';

export const E2E_MAP_STYLE_URL = 'https://maps.e2e.invalid/style.json';

const BLANK_STYLE = {
  version: 8,
  name: 'e2e blank',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e8eef2' } }],
};

export async function serveBlankMapStyle(page: Page): Promise<void> {
  await page.route('https://maps.e2e.invalid/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(BLANK_STYLE),
    }),
  );
}
