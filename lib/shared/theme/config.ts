/**
 * A center's theme configuration (docs/domain.md#entities): shapes, fonts, extra CSS variables, header and footer options.
 * Stored as JSON (`ThemeConfig`, domain/centers.ts), so it is parsed leniently: an unknown or wrong-typed option falls back to its default
 * instead of breaking the page.
 */
import { z } from 'zod';
import { BAR_VARIANTS, type BarVariant, THEME_SHAPES, type ThemeShape } from '@/domain/centers';
import { type FontKey, resolveFontKey } from './fonts';

export interface ResolvedThemeConfig {
  defaultShape: ThemeShape;
  fonts: { sans: FontKey; heading: FontKey };
  cssVariables: Record<string, string>;
  header: {
    fullWidth: boolean;
    variant: BarVariant;
    sticky: boolean;
    languageToggle: boolean;
    centerMenuItems: boolean;
    /** Extra classes for the top navigation items; '' when unset or unsafe. */
    menuItemFontClass: string;
  };
  footer: { variant: BarVariant };
}

/** docs/domain.md#entities defaults: all shapes rounded; header sticky, tab variant, language toggle on. */
export const DEFAULT_THEME_CONFIG: Readonly<ResolvedThemeConfig> = {
  defaultShape: 'rounded',
  fonts: { sans: 'inter', heading: 'inter' },
  cssVariables: {},
  header: { fullWidth: false, variant: 'tab', sticky: true, languageToggle: true, centerMenuItems: false, menuItemFontClass: '' },
  footer: { variant: 'tab' },
};

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const record = z.record(z.string(), z.unknown());

const themeSchema = z
  .object({
    defaultShape: lenient(z.enum(THEME_SHAPES)),
    fonts: lenient(z.object({ sans: lenient(z.string()), heading: lenient(z.string()) })),
    cssVariables: lenient(record),
    header: lenient(
      z.object({
        fullWidth: lenient(z.boolean()),
        variant: lenient(z.enum(BAR_VARIANTS)),
        sticky: lenient(z.boolean()),
        languageToggle: lenient(z.boolean()),
        centerMenuItems: lenient(z.boolean()),
        menuItemFontClass: lenient(z.string()),
      }),
    ),
    footer: lenient(z.object({ variant: lenient(z.enum(BAR_VARIANTS)) })),
  })
  .catch({});

/** Class lists only: letters, digits and Tailwind's separators. */
const SAFE_CLASSES = /^[a-z0-9 _:\-[\]/.]{0,120}$/i;

export function resolveThemeConfig(themeConfig: unknown): ResolvedThemeConfig {
  const input = themeSchema.parse(themeConfig ?? {});
  const d = DEFAULT_THEME_CONFIG;
  const cssVariables: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.cssVariables ?? {})) {
    if (typeof value === 'string') cssVariables[name] = value;
  }
  const fontClass = input.header?.menuItemFontClass ?? '';
  return {
    defaultShape: input.defaultShape ?? d.defaultShape,
    fonts: { sans: resolveFontKey(input.fonts?.sans), heading: resolveFontKey(input.fonts?.heading ?? input.fonts?.sans) },
    cssVariables,
    header: {
      fullWidth: input.header?.fullWidth ?? d.header.fullWidth,
      variant: input.header?.variant ?? d.header.variant,
      sticky: input.header?.sticky ?? d.header.sticky,
      languageToggle: input.header?.languageToggle ?? d.header.languageToggle,
      centerMenuItems: input.header?.centerMenuItems ?? d.header.centerMenuItems,
      menuItemFontClass: SAFE_CLASSES.test(fontClass) ? fontClass.trim() : '',
    },
    footer: { variant: input.footer?.variant ?? d.footer.variant },
  };
}
