/** The build needs no secret; a production server without SESSION_SECRET refuses to start (lib/server/env.ts). */
import { parseWebEnv, resolveSessionSecret } from '@/lib/server/env';

describe('SESSION_SECRET', () => {
  it('is not required to read the environment (what `next build` does)', () => {
    const { webEnv } = parseWebEnv({ NODE_ENV: 'production' });
    expect(webEnv.isProduction).toBe(true);
    expect(webEnv.SESSION_SECRET).toBeUndefined();
  });

  it('still has to be 32 characters when set', () => {
    expect(() => parseWebEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });

  it('is required when a production server uses it', () => {
    expect(() => resolveSessionSecret({ SESSION_SECRET: undefined, isProduction: true })).toThrow(
      /SESSION_SECRET: is required in production/,
    );
    const secret = 'a-production-secret-of-at-least-32-chars';
    expect(resolveSessionSecret({ SESSION_SECRET: secret, isProduction: true })).toBe(secret);
  });

  it('falls back to the development secret outside production', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveSessionSecret({ SESSION_SECRET: undefined, isProduction: false })).toMatch(/^dev-only-session-secret/);
    warn.mockRestore();
  });
});
