/**
 * Small color toolkit for the theme: hex parsing and OKLCH conversion (Björn Ottosson's OKLab), enough to derive
 * a shade scale from one brand color. Pure; no DOM.
 */

export interface Rgb {
  r: number; // 0..1, gamma-encoded sRGB
  g: number;
  b: number;
}

export interface Oklch {
  l: number; // 0..1
  c: number; // chroma, 0..~0.4
  h: number; // degrees
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#1D4ED8" or "#1d4" -> "#1d4ed8"; anything else -> null. */
export function normalizeHex(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!HEX.test(v)) return null;
  const digits = v.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join('')}` : `#${digits}`;
}

export function hexToRgb(hex: string): Rgb | null {
  const n = normalizeHex(hex);
  if (!n) return null;
  return {
    r: parseInt(n.slice(1, 3), 16) / 255,
    g: parseInt(n.slice(3, 5), 16) / 255,
    b: parseInt(n.slice(5, 7), 16) / 255,
  };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

export function rgbToOklch(rgb: Rgb): Oklch {
  const r = toLinear(rgb.r);
  const g = toLinear(rgb.g);
  const b = toLinear(rgb.b);
  const l_ = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m_ = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s_ = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  const c = Math.hypot(A, B);
  const h = c < 1e-7 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** Linear-light sRGB, possibly out of gamut (components outside 0..1). */
function oklchToLinear({ l, c, h }: Oklch): Rgb {
  const rad = (h * Math.PI) / 180;
  const A = c * Math.cos(rad);
  const B = c * Math.sin(rad);
  const l_ = l + 0.3963377774 * A + 0.2158037573 * B;
  const m_ = l - 0.1055613458 * A - 0.0638541728 * B;
  const s_ = l - 0.0894841775 * A - 1.291485548 * B;
  const L3 = l_ ** 3;
  const M3 = m_ ** 3;
  const S3 = s_ ** 3;
  return {
    r: 4.0767416621 * L3 - 3.3077115913 * M3 + 0.2309699292 * S3,
    g: -1.2684380046 * L3 + 2.6097574011 * M3 - 0.3413193965 * S3,
    b: -0.0041960863 * L3 - 0.7034186147 * M3 + 1.707614701 * S3,
  };
}

const inGamut = ({ r, g, b }: Rgb) => [r, g, b].every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** Converts to sRGB, lowering chroma (keeping lightness and hue) until the color fits the gamut. */
export function oklchToRgb(color: Oklch): Rgb {
  let lin = oklchToLinear(color);
  if (!inGamut(lin)) {
    let lo = 0;
    let hi = color.c;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(oklchToLinear({ ...color, c: mid }))) lo = mid;
      else hi = mid;
    }
    lin = oklchToLinear({ ...color, c: lo });
  }
  return {
    r: toGamma(Math.min(1, Math.max(0, lin.r))),
    g: toGamma(Math.min(1, Math.max(0, lin.g))),
    b: toGamma(Math.min(1, Math.max(0, lin.b))),
  };
}

/** WCAG relative luminance of a hex color (0 black .. 1 white). */
export function relativeLuminance(hex: string): number {
  const rgb = hexToRgb(hex);
  if (!rgb) return 0;
  return 0.2126 * toLinear(rgb.r) + 0.7152 * toLinear(rgb.g) + 0.0722 * toLinear(rgb.b);
}

/** WCAG contrast ratio between two hex colors (1..21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A color value that is safe to put into a CSS declaration: hex, or one functional notation with digits,
 * units and separators only. Rejects anything that could close the declaration or the rule.
 */
const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?|oklch|oklab|lab|lch)\([0-9a-z.,%\s/+-]{1,80}\))$/i;

export function isSafeColor(value: unknown): value is string {
  return typeof value === 'string' && SAFE_COLOR.test(value.trim());
}
