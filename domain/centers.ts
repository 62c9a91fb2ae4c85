/**
 * Volunteer centers (docs/domain.md#tenants-and-centers): what the API serves of a center and of its profile
 * (branding, footer, theme), and who runs one. The rules of the profile's fields depend on the theme's colours and
 * fonts and live in lib/shared/center/profile-rules.ts (server/resources/volunteer-centers/schemas.ts validates).
 */
import { type Holder, isAdmin, isCenterStaff } from './roles';
import type { Wire } from './values';

/** A center's attributes as the API serves them (the backend's serializer satisfies this type). */
export interface CenterAttributes {
  name: string;
  slug: string;
  /** The tenant's key (lib/shared/tenancy). */
  tenantKey: string;
  /** The tenant's product name, else the center's name. */
  appName: string;
}

/** The same attributes as JSON carries them to the web. */
export type CenterWire = Wire<CenterAttributes>;

/** A colour's shade scale, 50..950 (docs/domain.md#validation: a scale missing any key is ignored when rendering). */
export type ColorShades = Record<string, string>;

export const THEME_SHAPES = ['rounded', 'straight'] as const;
export type ThemeShape = (typeof THEME_SHAPES)[number];

/** The header's and footer's looks. */
export const BAR_VARIANTS = ['tab', 'legacy'] as const;
export type BarVariant = (typeof BAR_VARIANTS)[number];

/**
 * A center's theme configuration (docs/domain.md#entities) as it is stored: every option optional. The web reads
 * it leniently (lib/shared/theme/config.ts), so an unknown or wrong-typed option falls back to its default.
 */
export interface ThemeConfig {
  defaultShape?: ThemeShape;
  fonts?: { sans?: string; heading?: string };
  cssVariables?: Record<string, string>;
  header?: {
    fullWidth?: boolean;
    variant?: BarVariant;
    sticky?: boolean;
    languageToggle?: boolean;
    centerMenuItems?: boolean;
    menuItemFontClass?: string;
  };
  footer?: { variant?: BarVariant };
}

/** A center's profile as the API serves it (docs/domain.md#entities "Profile"; the backend's serializer satisfies this type). */
export interface CenterProfileAttributes {
  name: string;
  websiteLogoUrl: string | null;
  websiteLogoDarkUrl: string | null;
  faviconUrl: string | null;
  gtagId: string | null;
  website: string | null;
  contactEmail: string | null;
  contactPhoneNumber: string | null;
  primaryColor: string | null;
  primaryColorShades: ColorShades | null;
  secondaryColor: string | null;
  secondaryColorShades: ColorShades | null;
  mutedColor: string | null;
  mutedColorShades: ColorShades | null;
  backgroundColor: string | null;
  textColor: string | null;
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
  /** From this hour (Dutch time) the day-before shift reminders go out (docs/domain.md#shifts, "Reminders"). */
  shiftReminderHour?: number;
  updatedAt: Date;
}

/** The same attributes as JSON carries them to the web. */
export type CenterProfileWire = Wire<CenterProfileAttributes>;

/** A center's profile, branding (logos, favicon), design, footer and settings are its staff's (admins: every center of their tenant). */
export const mayEditCenter = (actor: Holder): boolean => isCenterStaff(actor);

/** Creating and managing centers is the admins'. */
export const mayManageCenters = (actor: Holder): boolean => isAdmin(actor);
