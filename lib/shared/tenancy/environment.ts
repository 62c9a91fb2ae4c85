/**
 * Parses the tenancy part of an environment (host mapping overrides and configuration flags).
 * Pure: each side's env module (lib/server/env.ts, server/env.ts) passes its own process.env in.
 */
import { z } from 'zod';
import type { ConfigFlags } from './tenants';
import { DEFAULT_HOST_MAPPING, type HostMapping, parseHostMapping } from './host-mapping';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const tenancyEnvSchema = z.object({
  HOST_MAPPING: z.string().optional(),
  DEFAULT_CENTER: z.string().optional(),
  GELDERSE_HANDEN_HOST: z.string().optional(),
  ALLOW_INACTIVE_USERS: flag,
  ENABLE_ORGANIZATIONS_MOVING: flag,
  IS_STAGEDOOS: flag,
});

export interface TenancyEnvironment {
  hostMapping: HostMapping;
  configFlags: Partial<ConfigFlags>;
}

export function parseTenancyEnvironment(source: Record<string, string | undefined>): TenancyEnvironment {
  const env = tenancyEnvSchema.parse(source);
  let mapping: unknown = DEFAULT_HOST_MAPPING;
  if (env.HOST_MAPPING) {
    try {
      mapping = { ...DEFAULT_HOST_MAPPING, ...JSON.parse(env.HOST_MAPPING) };
    } catch {
      throw new Error('HOST_MAPPING is not valid JSON');
    }
  }
  const base = parseHostMapping(mapping);
  const hostMapping = parseHostMapping({
    ...base,
    ...(env.DEFAULT_CENTER ? { defaultCenter: env.DEFAULT_CENTER } : {}),
    ...(env.GELDERSE_HANDEN_HOST !== undefined ? { geldersHandenHost: env.GELDERSE_HANDEN_HOST || null } : {}),
  });
  return {
    hostMapping,
    configFlags: {
      allowInactiveUsers: env.ALLOW_INACTIVE_USERS,
      enableOrganizationsMoving: env.ENABLE_ORGANIZATIONS_MOVING,
      isStagedoos: env.IS_STAGEDOOS,
    },
  };
}
