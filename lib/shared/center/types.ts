/** A volunteer center and its profile (branding, footer, theme) as the web uses them (SPEC §3). */
import type { TenantKey } from '@/lib/shared/tenancy/tenants';
import type { ThemeConfig } from '@/lib/shared/theme/config';

export type ColorShades = Record<string, string>;

export interface CenterProfile {
  name: string;
  websiteLogoUrl: string | null;
  websiteLogoDarkUrl: string | null;
  faviconUrl: string | null;
  gtagId: string | null;
  website: string | null;
  contactEmail: string | null;
  contactPhoneNumber: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  mutedColor: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  primaryColorShades: ColorShades | null;
  secondaryColorShades: ColorShades | null;
  mutedColorShades: ColorShades | null;
  customColorShades: Record<string, ColorShades> | null;
  footerColumn1Title: string | null;
  footerColumn1Content: string | null;
  footerColumn2Title: string | null;
  footerColumn2Content: string | null;
  footerColumn3Title: string | null;
  footerColumn3Content: string | null;
  footerColumn4Title: string | null;
  footerColumn4Content: string | null;
  footerColumn6Title: string | null;
  footerColumn6Content: string | null;
  footerColumn8Title: string | null;
  footerColumn8Content: string | null;
  showAnbiLogo: boolean;
  showNovLogo: boolean;
  themeConfig: ThemeConfig;
}

export interface Center {
  id: string;
  slug: string;
  name: string;
  tenantKey: TenantKey;
  profile: CenterProfile;
}

/** The footer columns a profile can fill (SPEC §3: 1-4, 6 and 8). */
export const FOOTER_COLUMNS = [1, 2, 3, 4, 6, 8] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];
