/**
 * The settings screens' form values and the PATCH attributes they become (pure, unit-tested). Form fields mirror
 * the API's attribute names, so a server error's pointer lands on its field; two shapes differ and are mapped:
 * shade keys ("950" would be an array index to react-hook-form, so the form uses "s950") and cssVariables
 * (a list of rows in the form, a name -> value map on the wire).
 */
import type { BarVariant, ThemeShape } from '@/domain/centers';
import type { CenterProfile } from '@/lib/shared/center/types';
import { normalizeHex } from '@/lib/shared/theme/color';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import type { ThemeInput } from '@/lib/shared/theme/css-variables';
import type { FontKey } from '@/lib/shared/theme/fonts';
import { SHADE_KEYS, type ShadeKey } from '@/lib/shared/theme/shades';

export type ShadeFormKey = `s${ShadeKey}`;
export type ShadesForm = Record<ShadeFormKey, string>;
export const SHADE_FORM_KEYS = SHADE_KEYS.map((key) => `s${key}` as ShadeFormKey);

export const SCALE_NAMES = ['primary', 'secondary', 'muted'] as const;
export const COLOR_FIELDS = ['primaryColor', 'secondaryColor', 'mutedColor', 'backgroundColor', 'textColor'] as const;

export interface DesignFormValues {
  primaryColor: string;
  secondaryColor: string;
  mutedColor: string;
  backgroundColor: string;
  textColor: string;
  primaryColorShades: ShadesForm;
  secondaryColorShades: ShadesForm;
  mutedColorShades: ShadesForm;
  themeConfig: {
    defaultShape: ThemeShape;
    fonts: { sans: FontKey; heading: FontKey };
    header: {
      fullWidth: boolean;
      variant: BarVariant;
      sticky: boolean;
      languageToggle: boolean;
      centerMenuItems: boolean;
      menuItemFontClass: string;
    };
    footer: { variant: BarVariant };
    cssVariables: { name: string; value: string }[];
  };
}

export function shadesToForm(shades: Record<string, string> | null | undefined): ShadesForm {
  return Object.fromEntries(SHADE_KEYS.map((key) => [`s${key}`, shades?.[key] ?? ''])) as ShadesForm;
}

/** null when every shade is empty (the scale is then derived from the colour). */
export function shadesFromForm(form: ShadesForm): Record<ShadeKey, string> | null {
  const values = SHADE_KEYS.map((key) => [key, (form[`s${key}`] ?? '').trim()] as const);
  if (values.every(([, v]) => v === '')) return null;
  return Object.fromEntries(values.map(([k, v]) => [k, normalizeHex(v) ?? v])) as Record<ShadeKey, string>;
}

export function designDefaults(profile: CenterProfile): DesignFormValues {
  const theme = resolveThemeConfig(profile.themeConfig);
  return {
    primaryColor: profile.primaryColor ?? '',
    secondaryColor: profile.secondaryColor ?? '',
    mutedColor: profile.mutedColor ?? '',
    backgroundColor: profile.backgroundColor ?? '',
    textColor: profile.textColor ?? '',
    primaryColorShades: shadesToForm(profile.primaryColorShades),
    secondaryColorShades: shadesToForm(profile.secondaryColorShades),
    mutedColorShades: shadesToForm(profile.mutedColorShades),
    themeConfig: {
      defaultShape: theme.defaultShape,
      fonts: { ...theme.fonts },
      header: { ...theme.header },
      footer: { ...theme.footer },
      cssVariables: Object.entries(theme.cssVariables).map(([name, value]) => ({ name, value })),
    },
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The attributes PATCH /volunteer_centers/current receives from the design screen. */
export function designAttributes(values: DesignFormValues) {
  const { cssVariables, ...theme } = values.themeConfig;
  return {
    primaryColor: orNull(values.primaryColor),
    secondaryColor: orNull(values.secondaryColor),
    mutedColor: orNull(values.mutedColor),
    backgroundColor: orNull(values.backgroundColor),
    textColor: orNull(values.textColor),
    primaryColorShades: shadesFromForm(values.primaryColorShades),
    secondaryColorShades: shadesFromForm(values.secondaryColorShades),
    mutedColorShades: shadesFromForm(values.mutedColorShades),
    themeConfig: {
      ...theme,
      header: { ...theme.header, menuItemFontClass: theme.header.menuItemFontClass.trim() },
      cssVariables: Object.fromEntries(
        cssVariables.filter((row) => row.name.trim() !== '').map((row) => [row.name.trim(), row.value.trim()]),
      ),
    },
  };
}

/** What the live preview renders: the values as they are now, half-typed ones included (the theme falls back). */
export function previewTheme(values: DesignFormValues, profile: Pick<CenterProfile, 'customColorShades'>): ThemeInput {
  const attributes = designAttributes(values);
  return { ...attributes, customColorShades: profile.customColorShades };
}

/**
 * Server pointers -> this form's field paths where the shapes differ:
 * `/data/attributes/primary_color_shades/950` -> `…/primary_color_shades/s950`,
 * `/data/attributes/theme_config/css_variables/--x` -> `…/css_variables/<row index>/name`.
 */
export function designFieldPointer(pointer: string, cssVariableNames: readonly string[]): string {
  const shade = /^(\/data\/attributes\/(?:primary|secondary|muted)_color_shades)\/(\d+)$/.exec(pointer);
  if (shade) return `${shade[1]}/s${shade[2]}`;
  const css = /^(\/data\/attributes\/theme_config\/css_variables)\/(.+)$/.exec(pointer);
  if (css) {
    const index = cssVariableNames.findIndex((name) => name.trim() === css[2]);
    if (index >= 0) return `${css[1]}/${index}/value`;
  }
  return pointer;
}
