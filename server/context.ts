/** The types every handler sees: dependencies, language, center scope and the signed-in viewer. */
import type { ConfigFlags, HostMapping, Tenant } from '@/lib/shared/tenancy';
import type { Database } from './db/client';
import type { Locale } from '@/domain/values';
import type { RoleName } from '@/domain/roles';
import type { volunteerCenters, users } from './db/schema';
import type { Translate } from './i18n';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './auth/rate-limit';
import type { PasswordHasher } from './auth/passwords';
import type { FileStorage } from './storage';
import type { ExportStorage } from './storage/exports';
import type { TrustPolicy } from './net/client-address';
import type { ReadinessCheck } from './health';
import type { Logger } from 'pino';
import type { CenterCache } from './tenancy/center-cache';

export type CenterRow = typeof volunteerCenters.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface Deps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  hostMapping: HostMapping;
  environmentFlags: Partial<ConfigFlags>;
  tokenLifespanMs: number;
  now: () => Date;
  /** Base URL of a center's site, for links in e-mails. */
  centerUrl: (slug: string) => string;
  /** Where uploads go; when absent, the environment decides (server/storage: UPLOADS_DIR or S3). */
  storage?: FileStorage;
  /** Where personal data exports go; when absent, the environment decides (server/storage/exports.ts). */
  exportStorage?: ExportStorage;
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); absent: the socket address is the client. */
  trustedProxies?: TrustPolicy;
  /** Signs known-device tokens (DEVICE_TOKEN_SECRET or SESSION_SECRET); absent: a random key per process. */
  deviceTokenSecret?: string;
  /** Drops cached public renderings after a committed write (next/cache revalidateTag in the web; absent in tests). */
  invalidate?: (tags: string[]) => void;
  /** /readyz checks besides the database (Redis when REDIS_URL is set; server/health.ts). */
  readiness?: ReadinessCheck[];
  /** The logger; the process's one (server/log.ts) when absent. Tests pass one writing into memory. */
  logger?: Logger;
  /** Centers by id and slug for a few seconds (server/tenancy/center-cache.ts); absent in tests: every request reads the row. */
  centerCache?: CenterCache;
  /** Security headers for production (HSTS); the environment decides when absent. */
  production?: boolean;
}

export interface Scope {
  center: CenterRow;
  tenant: Tenant;
  flags: ConfigFlags;
  appContext: 'meedoen' | 'gelderland';
}

export interface ViewerRole {
  name: RoleName;
  organizationId: number | null;
}

export interface Viewer {
  user: UserRow;
  roles: ViewerRole[];
  organizationIds: number[];
  /** The organization selected with Current-Organization-Id, checked against the memberships. */
  currentOrganizationId: number | null;
  auth: { client: string; accessToken: string; expiresAt: Date; impersonatorId: number | null };
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    locale: Locale;
    t: Translate;
    scope: Scope;
    viewer: Viewer | null;
    ip: string;
  };
}
