/** A volunteer center and its profile (branding, footer, theme) as the web uses them (docs/domain.md#entities). */
import type { CenterProfileWire, CenterWire } from '@/domain/centers';
import type { TenantKey } from '@/lib/shared/tenancy/tenants';

/** The served profile (domain/centers.ts) as the web uses it: `name` falls back to the center's (lib/shared/center/parse.ts). */
export type CenterProfile = Omit<CenterProfileWire, 'updatedAt'>;

export interface Center extends Pick<CenterWire, 'slug' | 'name'> {
  id: string;
  tenantKey: TenantKey;
  profile: CenterProfile;
}

/** The footer columns a profile can fill (docs/domain.md#entities: 1-4, 6 and 8). */
export const FOOTER_COLUMNS = [1, 2, 3, 4, 6, 8] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];

/** The plain values of a center that a server page hands to a client screen (query keys, links). */
export interface CenterRef {
  id: string;
  tenantKey: string;
}
