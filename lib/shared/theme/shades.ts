/** Shade scales 50..950 (SPEC §5, §9: 11 keys). */
import { hexToRgb, isSafeColor, normalizeHex, oklchToRgb, rgbToHex, rgbToOklch } from './color';

export const SHADE_KEYS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type ShadeKey = (typeof SHADE_KEYS)[number];
export type Shades = Record<ShadeKey, string>;

/** A shade set counts only when it has every key with a usable color; otherwise it is ignored (SPEC §5). */
export function isCompleteShades(value: unknown): value is Shades {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return SHADE_KEYS.every((key) => isSafeColor(record[key]));
}

/**
 * Each shade's lightness as a share of the way from the base color towards white (lighter shades) or black
 * (darker shades), and its chroma as a share of the base chroma. 500 is the color itself. The steps follow the
 * curve of Tailwind's own palettes, so generated scales sit well beside hand-made ones.
 */
const STEPS: Record<Exclude<ShadeKey, '500'>, { towards: 'white' | 'black'; amount: number; chroma: number }> = {
  '50': { towards: 'white', amount: 0.92, chroma: 0.08 },
  '100': { towards: 'white', amount: 0.83, chroma: 0.16 },
  '200': { towards: 'white', amount: 0.68, chroma: 0.3 },
  '300': { towards: 'white', amount: 0.49, chroma: 0.5 },
  '400': { towards: 'white', amount: 0.23, chroma: 0.78 },
  '600': { towards: 'black', amount: 0.13, chroma: 0.95 },
  '700': { towards: 'black', amount: 0.24, chroma: 0.87 },
  '800': { towards: 'black', amount: 0.34, chroma: 0.77 },
  '900': { towards: 'black', amount: 0.42, chroma: 0.66 },
  '950': { towards: 'black', amount: 0.56, chroma: 0.48 },
};

/** All 11 shades from one color, in OKLCH so the hue stays put. Returns null for a value that is not a hex color. */
export function generateShades(color: string): Shades | null {
  const hex = normalizeHex(color);
  const rgb = hex ? hexToRgb(hex) : null;
  if (!hex || !rgb) return null;
  const base = rgbToOklch(rgb);
  const out = {} as Shades;
  for (const key of SHADE_KEYS) {
    if (key === '500') {
      out[key] = hex;
      continue;
    }
    const step = STEPS[key];
    const l = step.towards === 'white' ? base.l + (1 - base.l) * step.amount : base.l * (1 - step.amount);
    out[key] = rgbToHex(oklchToRgb({ l, c: base.c * step.chroma, h: base.h }));
  }
  return out;
}
