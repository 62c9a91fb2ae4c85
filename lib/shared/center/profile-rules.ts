/**
 * The rules for a center's profile (docs/domain.md#entities) shared by the backend's PATCH /volunteer_centers/current and the
 * settings screens' forms, so both refuse the same values. Pure: no I/O, no framework.
 */
import { normalizeHex } from '@/lib/shared/theme/color';
import { isSafeCssVariable } from '@/lib/shared/theme/css-variables';
import { SHADE_KEYS } from '@/lib/shared/theme/shades';

/** "#1d4ed8" or "#14c" (stored normalised to six lowercase digits). */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value.trim());

/** A Google tag id (G-…, UA-…, AW-…, GT-…, DC-…), as lib/shared/center/analytics.ts accepts it. */
export const GTAG_ID = /^(?:G|UA|AW|GT|DC)-[A-Z0-9-]{2,30}$/i;

/** Digits, spaces and the usual separators, optionally starting with +. */
export const PHONE_NUMBER = /^\+?[0-9 ()./-]{6,40}$/;

/** Names of custom colour scales: lower-case words with dashes, not one of the theme's own scales. */
export const CUSTOM_COLOR_NAME = /^[a-z][a-z0-9-]{0,30}$/;
export const RESERVED_COLOR_NAMES = ['primary', 'secondary', 'muted', 'background', 'text', 'surface'] as const;
export const MAX_CUSTOM_COLORS = 10;

export const isCustomColorName = (name: string) =>
  CUSTOM_COLOR_NAME.test(name) && !(RESERVED_COLOR_NAMES as readonly string[]).includes(name);

export const PROFILE_LIMITS = Object.freeze({
  name: 200,
  url: 500,
  email: 254,
  footerTitle: 120,
  footerContent: 5000,
  cssVariables: 40,
});

/** CSS variables the theme itself sets: a center's cssVariables may not name them. */
export const THEME_OWNED_VARIABLES = [
  '--color-primary-',
  '--color-secondary-',
  '--color-muted-',
  '--color-background',
  '--color-text',
  '--font-sans',
  '--font-heading',
  '--radius',
];

/** A plain custom-property name (lower case, digits, dashes). */
export const CSS_VARIABLE_NAME = /^--[a-z0-9-]{1,60}$/;

/**
 * Why a cssVariables entry is refused, or null when it is fine. On top of the renderer's own check
 * (lib/shared/theme/css-variables.ts: no characters that end a declaration or rule, no comments, no backslashes),
 * values may not load anything (url(), @import, expression()).
 */
export function cssVariableProblem(name: string, value: unknown): 'name' | 'reserved' | 'value' | null {
  if (!CSS_VARIABLE_NAME.test(name)) return 'name';
  if (THEME_OWNED_VARIABLES.some((prefix) => name.startsWith(prefix))) return 'reserved';
  if (typeof value !== 'string' || value.trim() === '' || !isSafeCssVariable(name, value)) return 'value';
  if (/url\s*\(|@import|expression\s*\(|javascript:|image-set\s*\(|[\u0000-\u001f\u007f]/i.test(value)) return 'value';
  return null;
}

/** Which keys of a shade set are missing or not hex colours; unknown keys are reported apart. */
export function shadeProblems(value: Record<string, unknown>): { missing: string[]; invalid: string[]; unknown: string[] } {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const key of SHADE_KEYS) {
    if (!(key in value) || value[key] === null || value[key] === undefined || value[key] === '') missing.push(key);
    else if (!isHexColor(value[key])) invalid.push(key);
  }
  const unknown = Object.keys(value).filter((key) => !(SHADE_KEYS as readonly string[]).includes(key));
  return { missing, invalid, unknown };
}

/** A complete, valid shade set with every value normalised ("#ABC" -> "#aabbcc"). */
export function normalizeShades(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(SHADE_KEYS.map((key) => [key, normalizeHex(String(value[key])) ?? String(value[key])]));
}

/** Where a stored logo or favicon may point: an upload of this site, or an http(s) URL. */
export const UPLOAD_PATH = /^\/uploads\/[a-f0-9]{32}\.(?:png|jpg|webp|svg|ico)$/;

export function isImageLocation(value: string): boolean {
  if (UPLOAD_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}
