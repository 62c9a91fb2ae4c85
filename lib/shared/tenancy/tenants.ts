/**
 * Tenants are deployment brands defined in code (docs/domain.md), not in the database.
 * A volunteer center (a database row) belongs to exactly one tenant.
 */
import { z } from 'zod';

export const TENANT_KEYS = ['oldebroek', 'roermond', 'meedoen', 'demo', 'public'] as const;
export type TenantKey = (typeof TENANT_KEYS)[number];
/** The tenant of the platform itself, whose admins keep what all tenants share (the stock image library). */
export const PLATFORM_TENANT: TenantKey = 'public';
export const tenantKeySchema = z.enum(TENANT_KEYS);

export const featuresSchema = z.object({
  volunteerProfiles: z.boolean(),
  activities: z.boolean(),
  oneToOneHelp: z.boolean(),
  /** Label variant for one-to-one help: roermond calls it "burenhulp" (neighbour-help). */
  oneToOneHelpLabel: z.enum(['oneToOne', 'neighbourHelp']),
  sharingBetweenCenters: z.boolean(),
  multiLanguage: z.boolean(),
});
export type TenantFeatures = z.infer<typeof featuresSchema>;

export const configFlagsSchema = z.object({
  allowInactiveUsers: z.boolean(),
  enableOrganizationsMoving: z.boolean(),
  isStagedoos: z.boolean(),
});
export type ConfigFlags = z.infer<typeof configFlagsSchema>;

export const tenantSchema = z.object({
  key: tenantKeySchema,
  appName: z.string().min(1),
  features: featuresSchema,
  /** The tenant's own layer of configuration flags, applied over the shared tenant layer. */
  configFlags: configFlagsSchema.partial(),
});
export type Tenant = z.infer<typeof tenantSchema>;

const off: TenantFeatures = {
  volunteerProfiles: false,
  activities: false,
  oneToOneHelp: false,
  oneToOneHelpLabel: 'oneToOne',
  sharingBetweenCenters: false,
  multiLanguage: false,
};

const TENANT_LIST: Tenant[] = [
  { key: 'oldebroek', appName: 'Vacaturebank Oldebroek', features: { ...off, activities: true }, configFlags: {} },
  {
    key: 'roermond',
    appName: 'Vrijwilligerspunt Roermond',
    features: { ...off, volunteerProfiles: true, oneToOneHelp: true, oneToOneHelpLabel: 'neighbourHelp' },
    configFlags: {},
  },
  {
    key: 'meedoen',
    appName: 'Meedoen',
    features: {
      ...off,
      volunteerProfiles: true,
      activities: true,
      oneToOneHelp: true,
      sharingBetweenCenters: true,
      multiLanguage: true,
    },
    configFlags: {},
  },
  {
    key: 'demo',
    appName: 'Demo Vrijwilligerscentrale',
    features: {
      volunteerProfiles: true,
      activities: true,
      oneToOneHelp: true,
      oneToOneHelpLabel: 'oneToOne',
      sharingBetweenCenters: true,
      multiLanguage: true,
    },
    configFlags: {},
  },
  { key: 'public', appName: 'Vrijwilligersplatform', features: { ...off, activities: true, multiLanguage: true }, configFlags: {} },
];

/** Validated once at module load: a broken tenant table fails start-up, not a request. */
export const TENANTS: Readonly<Record<TenantKey, Tenant>> = Object.freeze(
  Object.fromEntries(
    z
      .array(tenantSchema)
      .parse(TENANT_LIST)
      .map((t) => [t.key, t]),
  ) as Record<TenantKey, Tenant>,
);

export function isTenantKey(value: string): value is TenantKey {
  return (TENANT_KEYS as readonly string[]).includes(value);
}

export function getTenant(key: string): Tenant | undefined {
  return isTenantKey(key) ? TENANTS[key] : undefined;
}
