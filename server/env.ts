/**
 * The backend's one environment module. Validated with zod at first use; a bad or missing value
 * stops start-up with a message naming it. No other backend file reads process.env.
 */
import 'server-only';
import { z } from 'zod';
import { parseTenancyEnvironment, type TenancyEnvironment } from '@/lib/shared/tenancy/environment';
import { parseTrustedProxies, trustHops, TRUST_NONE, type TrustPolicy } from './net/client-address';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PGLITE_DIR: z.string().default('.data/pglite'),
    AUTO_SEED: z.enum(['true', 'false']).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Vrijwilligersplatform <noreply@vrijwilligersplatform.nl>'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    RATE_LIMIT_DISABLED: bool(false),
    /**
     * Proxies whose X-Forwarded-For names the client (addresses, CIDR ranges, `loopback`, `private`);
     * empty: the socket address is the client. See docs/decisions.md, "The client address".
     */
    TRUSTED_PROXIES: z.string().optional(),
    /** Instead of TRUSTED_PROXIES: the number of proxies that always stand in front of this server. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /** Signs the known-device tokens of sign-in (32+ characters); falls back to SESSION_SECRET. */
    DEVICE_TOKEN_SECRET: z.string().min(32).optional(),
    SESSION_SECRET: z.string().optional(),
    /** Turns off the periodic jobs (vacancy expiry) of this instance, e.g. on web-only instances. */
    JOBS_DISABLED: bool(false),
    /** Base URL of a center in development, for links in e-mails; {center} is replaced by the slug. */
    CENTER_URL_TEMPLATE: z.string().optional(),
    AUTH_TOKEN_LIFESPAN_DAYS: z.coerce.number().int().positive().default(14),
    /** One JSON line per API request (method, path, status, duration); off only where it is noise (benchmarks). */
    API_LOG: bool(true),
    /** pino level of the process's logger (server/log.ts); tests default to silent. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Port of the standalone backend (`npm run api`). */
    PORT: z.coerce.number().int().positive().default(4000),
    /** Uploaded files (logos, favicons, profile pictures) on local disk, unless S3 is configured. */
    UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
    /** Bytes of uploads and media files one center may keep (server/resources/uploads/limits.ts); default 1 GiB. */
    UPLOAD_QUOTA_BYTES_PER_CENTER: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 ** 3),
    /** S3-compatible storage for uploads: used when endpoint, bucket and both keys are set. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,62}$/, 'must be a bucket name')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('auto'),
    /** Public base URL of the bucket's files; default `<S3_ENDPOINT>/<S3_BUCKET>` (path style). */
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Test-only: also write every mail as a JSON file into this folder (read by the Playwright tests). */
    E2E_MAILBOX_DIR: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    if (env.TRUSTED_PROXIES?.trim() && env.TRUSTED_PROXY_HOPS !== undefined)
      ctx.addIssue({ code: 'custom', path: ['TRUSTED_PROXY_HOPS'], message: 'set TRUSTED_PROXIES or TRUSTED_PROXY_HOPS, not both' });
    try {
      parseTrustedProxies(env.TRUSTED_PROXIES);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['TRUSTED_PROXIES'], message: error instanceof Error ? error.message : String(error) });
    }
  })
  .transform((env) => ({
    ...env,
    autoSeed: env.AUTO_SEED ? env.AUTO_SEED === 'true' : env.NODE_ENV === 'development',
    trustPolicy: trustPolicyOf(env.TRUSTED_PROXIES, env.TRUSTED_PROXY_HOPS),
    /** Undefined: a random key per process, so known devices are forgotten at restart. */
    deviceTokenSecret: env.DEVICE_TOKEN_SECRET ?? (env.SESSION_SECRET && env.SESSION_SECRET.length >= 32 ? env.SESSION_SECRET : undefined),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? ('silent' as const) : ('info' as const)),
  }));

function trustPolicyOf(list: string | undefined, hops: number | undefined): TrustPolicy {
  if (list?.trim()) return parseTrustedProxies(list);
  return hops === undefined ? TRUST_NONE : trustHops(hops);
}

export type ServerEnv = z.infer<typeof schema> & TenancyEnvironment;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid backend environment:\n${lines.join('\n')}\nSee .env.example.`);
  }
  let tenancy: TenancyEnvironment;
  try {
    tenancy = parseTenancyEnvironment(process.env);
  } catch (error) {
    throw new Error(`Invalid tenancy environment: ${error instanceof Error ? error.message : String(error)}`);
  }
  cached = { ...parsed.data, ...tenancy };
  return cached;
}

/** Tests change the environment between files; they call this to re-read it. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
