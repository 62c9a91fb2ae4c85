/**
 * Configuration flags are layered (SPEC §1, DOMAIN.md):
 *   1. defaults          allowInactiveUsers false, enableOrganizationsMoving false, isStagedoos false
 *   2. tenant layer      enableOrganizationsMoving true, then the tenant's own overrides
 *   3. environment       whatever the deployment sets explicitly
 */
import { type ConfigFlags, type TenantKey, TENANTS } from './tenants';

export const DEFAULT_CONFIG_FLAGS: Readonly<ConfigFlags> = Object.freeze({
  allowInactiveUsers: false,
  enableOrganizationsMoving: false,
  isStagedoos: false,
});

export const TENANT_LAYER_FLAGS: Readonly<Partial<ConfigFlags>> = Object.freeze({ enableOrganizationsMoving: true });

export function resolveConfigFlags(tenantKey: TenantKey, environmentLayer: Partial<ConfigFlags> = {}): ConfigFlags {
  return {
    ...DEFAULT_CONFIG_FLAGS,
    ...TENANT_LAYER_FLAGS,
    ...TENANTS[tenantKey].configFlags,
    ...definedOnly(environmentLayer),
  };
}

function definedOnly<T extends object>(layer: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(layer).filter(([, v]) => v !== undefined)) as Partial<T>;
}
