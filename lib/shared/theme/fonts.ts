/**
 * Brand fonts come from npm packages (@fontsource-variable/*), never from a network font service. This module is
 * pure (names and stacks); lib/shared/theme/font-faces.ts imports the packages' @font-face CSS once for the app.
 */
export const FONT_KEYS = ['inter', 'nunito', 'source-serif', 'montserrat'] as const;
export type FontKey = (typeof FONT_KEYS)[number];

export interface FontDefinition {
  /** The family name declared by the package's @font-face rules. */
  family: string;
  /** The npm package providing it. */
  packageName: string;
  fallback: string;
}

const SANS_FALLBACK = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const SERIF_FALLBACK = "ui-serif, Georgia, Cambria, 'Times New Roman', serif";

export const FONTS: Readonly<Record<FontKey, FontDefinition>> = Object.freeze({
  inter: { family: 'Inter Variable', packageName: '@fontsource-variable/inter', fallback: SANS_FALLBACK },
  nunito: { family: 'Nunito Variable', packageName: '@fontsource-variable/nunito', fallback: SANS_FALLBACK },
  'source-serif': { family: 'Source Serif 4 Variable', packageName: '@fontsource-variable/source-serif-4', fallback: SERIF_FALLBACK },
  montserrat: { family: 'Montserrat Variable', packageName: '@fontsource-variable/montserrat', fallback: SANS_FALLBACK },
});

export const DEFAULT_FONT: FontKey = 'inter';

export function isFontKey(value: unknown): value is FontKey {
  return typeof value === 'string' && (FONT_KEYS as readonly string[]).includes(value);
}

/** Unknown or missing keys fall back to Inter. Accepts a few spellings ("Source Serif", "source_serif_4"). */
export function resolveFontKey(value: unknown): FontKey {
  if (typeof value !== 'string') return DEFAULT_FONT;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-4$/, '');
  return isFontKey(key) ? key : DEFAULT_FONT;
}

/** The CSS font-family value for a key: the brand family first, then system fallbacks. */
export function fontStack(value: unknown): string {
  const font = FONTS[resolveFontKey(value)];
  return `'${font.family}', ${font.fallback}`;
}
