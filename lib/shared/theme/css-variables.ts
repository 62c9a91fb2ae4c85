/**
 * A center's branding as CSS custom properties, rendered server-side on :root by the root layout (no flash).
 * Tailwind's theme (app/globals.css) reads the same names, so `bg-primary-600` follows the center.
 */
import { contrastRatio, normalizeHex } from './color';
import { type ResolvedThemeConfig, resolveThemeConfig } from './config';
import { fontStack } from './fonts';
import { SHADE_KEYS, type Shades, generateShades, isCompleteShades } from './shades';
import { SHAPE_RADIUS } from './shape';

/** The profile fields the theme reads (a subset of CenterProfile, lib/shared/center/types.ts). */
export interface ThemeInput {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  mutedColor?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  primaryColorShades?: Record<string, string> | null;
  secondaryColorShades?: Record<string, string> | null;
  mutedColorShades?: Record<string, string> | null;
  customColorShades?: Record<string, Record<string, string>> | null;
  themeConfig?: unknown;
}

/** Used when a center sets nothing: a calm blue, warm amber, slate grey, black on white. */
export const DEFAULT_COLORS = Object.freeze({
  primary: '#1d4ed8',
  secondary: '#f59e0b',
  muted: '#64748b',
  background: '#ffffff',
  text: '#111827',
});

/** Pass-through variables: a plain custom-property name and a value that cannot end the declaration or rule. */
const SAFE_NAME = /^--[a-z0-9-]+$/;
const UNSAFE_VALUE = /[;{}<>]/;
/** Names the theme itself owns: a center's cssVariables cannot override the checked brand values. */
const RESERVED_PREFIXES = ['--color-primary-', '--color-secondary-', '--color-muted-', '--color-background', '--color-text'];

export function isSafeCssVariable(name: string, value: string): boolean {
  return SAFE_NAME.test(name) && !UNSAFE_VALUE.test(value) && !value.includes('\\') && value.length <= 200 && !/\/\*|\*\//.test(value);
}

function scale(shades: unknown, color: string | null | undefined, fallback: string): Shades {
  if (isCompleteShades(shades)) return shades;
  return generateShades(normalizeHex(color) ?? fallback) ?? (generateShades(fallback) as Shades);
}

export function themeToCssVariables(
  profile: ThemeInput,
  resolved: ResolvedThemeConfig = resolveThemeConfig(profile.themeConfig),
): Record<string, string> {
  const vars: Record<string, string> = {};

  for (const [name, value] of Object.entries(resolved.cssVariables)) {
    if (isSafeCssVariable(name, value) && !RESERVED_PREFIXES.some((p) => name.startsWith(p))) vars[name] = value.trim();
  }

  for (const [name, value] of Object.entries(profile.customColorShades ?? {})) {
    if (/^[a-z][a-z0-9-]{0,30}$/.test(name) && !['primary', 'secondary', 'muted'].includes(name) && isCompleteShades(value)) {
      for (const key of SHADE_KEYS) vars[`--color-${name}-${key}`] = value[key].trim();
    }
  }

  const scales = {
    primary: scale(profile.primaryColorShades, profile.primaryColor, DEFAULT_COLORS.primary),
    secondary: scale(profile.secondaryColorShades, profile.secondaryColor, DEFAULT_COLORS.secondary),
    muted: scale(profile.mutedColorShades, profile.mutedColor, DEFAULT_COLORS.muted),
  };
  for (const [name, shades] of Object.entries(scales)) {
    for (const key of SHADE_KEYS) vars[`--color-${name}-${key}`] = shades[key].trim();
  }

  // Text on the 700 shade (buttons, active items): white when it reads well (WCAG AA 4.5:1), else the 950 shade,
  // else (a mid-tone 700, e.g. amber, where neither reaches 4.5:1) black.
  for (const name of ['primary', 'secondary'] as const) {
    const fill = scales[name]['700'];
    let foreground = '#ffffff';
    if (/^#/.test(fill) && contrastRatio(fill, '#ffffff') < 4.5) {
      const dark = scales[name]['950'];
      foreground = /^#/.test(dark) && contrastRatio(fill, dark) >= 4.5 ? dark : '#000000';
    }
    vars[`--color-${name}-foreground`] = foreground;
  }

  vars['--color-background'] = normalizeHex(profile.backgroundColor) ?? DEFAULT_COLORS.background;
  vars['--color-text'] = normalizeHex(profile.textColor) ?? DEFAULT_COLORS.text;
  vars['--font-sans'] = fontStack(resolved.fonts.sans);
  vars['--font-heading'] = fontStack(resolved.fonts.heading);
  vars['--radius'] = SHAPE_RADIUS[resolved.defaultShape];
  return vars;
}

/** `:root{--a:b;...}` for a server-rendered <style>. Values were checked above; '<' can never appear. */
export function cssVariablesToRule(vars: Record<string, string>, selector = ':root'): string {
  const body = Object.entries(vars)
    .filter(([name, value]) => isSafeCssVariable(name, value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}
