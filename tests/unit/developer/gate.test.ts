/**
 * The developer pages' gate (docs/frontend.md "Developer pages"): closed in a production build unless
 * DEVELOPER_PAGES=true, open under `next dev` unless DEVELOPER_PAGES=false. The e2e server runs with the flag on,
 * so the closed state is covered here and not in Playwright.
 */
import { developerPagesEnabled, parseWebEnv } from '@/lib/server/env';

const mockEnv = { developerPages: false };
// A getter: the factory runs when the import above is hoisted, before mockEnv exists.
jest.mock('@/lib/server/env', () => ({
  ...jest.requireActual('@/lib/server/env'),
  get webEnv() {
    return mockEnv;
  },
}));
jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  }),
}));

describe('developerPagesEnabled', () => {
  it.each([
    ['production', undefined, false],
    ['production', 'false', false],
    ['production', 'true', true],
    ['test', undefined, false],
    ['test', 'true', true],
    ['development', undefined, true],
    ['development', 'false', false],
    ['development', 'true', true],
  ] as const)('NODE_ENV=%s DEVELOPER_PAGES=%s -> %s', (nodeEnv, flag, expected) => {
    expect(developerPagesEnabled(nodeEnv, flag)).toBe(expected);
  });
});

describe('the web environment', () => {
  it('has the pages off in production without the flag', () => {
    expect(parseWebEnv({ NODE_ENV: 'production' }).webEnv.developerPages).toBe(false);
    expect(parseWebEnv({ NODE_ENV: 'production', DEVELOPER_PAGES: '' }).webEnv.developerPages).toBe(false);
  });

  it('has them on with DEVELOPER_PAGES=true (the e2e server) and in development', () => {
    expect(parseWebEnv({ NODE_ENV: 'production', DEVELOPER_PAGES: 'true' }).webEnv.developerPages).toBe(true);
    expect(parseWebEnv({ NODE_ENV: 'development' }).webEnv.developerPages).toBe(true);
  });

  it('refuses anything but true or false', () => {
    expect(() => parseWebEnv({ NODE_ENV: 'production', DEVELOPER_PAGES: 'yes' })).toThrow(/DEVELOPER_PAGES: must be "true" or "false"/);
  });
});

describe('assertDeveloperPages', () => {
  // Loaded after the mocks above: the gate reads the mocked webEnv.
  const { assertDeveloperPages } = jest.requireActual<typeof import('@/lib/server/developer/gate')>('@/lib/server/developer/gate');

  it('answers 404 (notFound) while the pages are off', () => {
    mockEnv.developerPages = false;
    expect(() => assertDeveloperPages()).toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it('lets the page render while they are on', () => {
    mockEnv.developerPages = true;
    expect(() => assertDeveloperPages()).not.toThrow();
  });
});
