/**
 * The web's one environment module. Validated with zod when first
 * imported; a missing or invalid value stops start-up with a message naming it. No other web file reads
 * process.env (eslint enforces this). Server-side only: client components get what they need as props.
 *
 * Runtime secrets are not checked on import: `next build` imports this module and must work without them.
 * SESSION_SECRET is checked when the server starts (instrumentation.ts calls assertRuntimeSecrets) and at first use.
 */
import { z } from 'zod';
import { parseTenancyEnvironment } from '@/lib/shared/tenancy/environment';
import type { HostMapping } from '@/lib/shared/tenancy/host-mapping';

/** Only for development and tests: sealing cookies with a public secret is acceptable on a laptop, never live. */
const DEV_SESSION_SECRET = 'dev-only-session-secret-0123456789-not-for-production';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  API_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SENTRY_DSN: z.url({ error: 'must be a URL' }).optional(),
  /** maplibre-gl style of the vacancy bank's map; without one the bank shows no map. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The developer pages under /test (docs/frontend.md): on with "true", off with "false", else on in development only. */
  DEVELOPER_PAGES: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional(),
});

export interface WebEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  /** Unset in a production build; sessionSecret() is the only reader. */
  SESSION_SECRET: string | undefined;
  API_BASE_URL: string | undefined;
  SENTRY_DSN: string | undefined;
  MAP_STYLE_URL: string | undefined;
  /** Whether /test and its pages exist (developerPagesEnabled); a 404 otherwise. */
  developerPages: boolean;
  isDevelopment: boolean;
  isProduction: boolean;
}

/** Empty strings count as "not set": a blank line in .env must not fail a URL check. */
function withoutBlanks(source: Record<string, string | undefined>, keys: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = source[key];
    out[key] = value === undefined || value.trim() === '' ? undefined : value;
  }
  return out;
}

export function parseWebEnv(source: Record<string, string | undefined>): { webEnv: WebEnv; hostMapping: HostMapping } {
  const parsed = schema.safeParse(
    withoutBlanks(source, ['NODE_ENV', 'SESSION_SECRET', 'API_BASE_URL', 'SENTRY_DSN', 'MAP_STYLE_URL', 'DEVELOPER_PAGES']),
  );
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }

  let hostMapping: HostMapping | undefined;
  try {
    // GELDERSE_HANDEN_HOST="" is meaningful (it disables the redirect), so it is passed through untouched.
    hostMapping = parseTenancyEnvironment({
      HOST_MAPPING: blankToUndefined(source.HOST_MAPPING),
      DEFAULT_CENTER: blankToUndefined(source.DEFAULT_CENTER),
      GELDERSE_HANDEN_HOST: source.GELDERSE_HANDEN_HOST,
    }).hostMapping;
  } catch (error) {
    problems.push(`  - HOST_MAPPING / DEFAULT_CENTER / GELDERSE_HANDEN_HOST: ${describe(error)}`);
  }

  if (!parsed.success || !hostMapping || problems.length) {
    throw new Error(`Invalid web environment:\n${problems.join('\n')}\nSet these variables (see .env.example) and start again.`);
  }

  const env = parsed.data;
  return {
    webEnv: Object.freeze({
      NODE_ENV: env.NODE_ENV,
      SESSION_SECRET: env.SESSION_SECRET,
      API_BASE_URL: env.API_BASE_URL,
      SENTRY_DSN: env.SENTRY_DSN,
      MAP_STYLE_URL: env.MAP_STYLE_URL,
      developerPages: developerPagesEnabled(env.NODE_ENV, env.DEVELOPER_PAGES),
      isDevelopment: env.NODE_ENV === 'development',
      isProduction: env.NODE_ENV === 'production',
    }),
    hostMapping,
  };
}

/**
 * The developer pages' gate: an explicit DEVELOPER_PAGES wins; without it only `next dev` has them. A production
 * build (NODE_ENV=production) without DEVELOPER_PAGES=true answers 404 on every /test page.
 */
export function developerPagesEnabled(nodeEnv: WebEnv['NODE_ENV'], flag: 'true' | 'false' | undefined): boolean {
  if (flag !== undefined) return flag === 'true';
  return nodeEnv === 'development';
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
  return error instanceof Error ? error.message : String(error);
}

let warnedAboutDevSecret = false;

/**
 * The secret that seals the session cookie. Production without one is refused (the fixed development secret is
 * public); elsewhere the development secret, with one warning.
 */
export function resolveSessionSecret(env: Pick<WebEnv, 'SESSION_SECRET' | 'isProduction'>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.isProduction)
    throw new Error(
      'Invalid web environment:\n  - SESSION_SECRET: is required in production (at least 32 characters)\nSet it (see .env.example) and start again.',
    );
  if (!warnedAboutDevSecret) {
    warnedAboutDevSecret = true;
    console.warn('[env] SESSION_SECRET is not set: using the fixed development secret. Set SESSION_SECRET (32+ characters) in production.');
  }
  return DEV_SESSION_SECRET;
}

export function sessionSecret(): string {
  return resolveSessionSecret(webEnv);
}

/** Called when the server starts (instrumentation.ts register, never during the build): a missing secret stops it. */
export function assertRuntimeSecrets(): void {
  sessionSecret();
}

const parsedEnv = parseWebEnv(process.env);

export const webEnv: WebEnv = parsedEnv.webEnv;
export const hostMapping: HostMapping = parsedEnv.hostMapping;
