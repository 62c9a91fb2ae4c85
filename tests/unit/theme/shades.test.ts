import { contrastRatio, hexToRgb, isSafeColor, normalizeHex, oklchToRgb, rgbToHex, rgbToOklch } from '@/lib/shared/theme/color';
import { SHADE_KEYS, generateShades, isCompleteShades } from '@/lib/shared/theme/shades';

const full = Object.fromEntries(SHADE_KEYS.map((k) => [k, '#123456']));

describe('SHADE_KEYS', () => {
  it('has the 11 keys of SPEC §9 in order', () => {
    expect(SHADE_KEYS).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
  });
});

describe('isCompleteShades', () => {
  it('accepts a set with every key', () => {
    expect(isCompleteShades(full)).toBe(true);
    expect(isCompleteShades({ ...full, 500: 'oklch(0.6 0.2 250)' })).toBe(true);
  });
  it('ignores a set missing any key (SPEC §5)', () => {
    for (const key of SHADE_KEYS) {
      const partial: Record<string, string> = { ...full };
      delete partial[key];
      expect(isCompleteShades(partial)).toBe(false);
    }
  });
  it('rejects values that are not colors or could inject CSS', () => {
    expect(isCompleteShades({ ...full, 600: 'red;}body{display:none' })).toBe(false);
    expect(isCompleteShades({ ...full, 600: '' })).toBe(false);
    expect(isCompleteShades({ ...full, 600: 42 })).toBe(false);
    expect(isCompleteShades(null)).toBe(false);
    expect(isCompleteShades([])).toBe(false);
    expect(isCompleteShades('#fff')).toBe(false);
  });
});

describe('color helpers', () => {
  it('normalizes hex', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #1D4ED8 ')).toBe('#1d4ed8');
    expect(normalizeHex('1d4ed8')).toBeNull();
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex(null)).toBeNull();
  });
  it('round-trips sRGB through OKLCH', () => {
    for (const hex of ['#1d4ed8', '#f59e0b', '#64748b', '#000000', '#ffffff', '#ff0000']) {
      const rgb = hexToRgb(hex);
      expect(rgb).not.toBeNull();
      if (rgb) expect(rgbToHex(oklchToRgb(rgbToOklch(rgb)))).toBe(hex);
    }
  });
  it('recognizes safe color values only', () => {
    expect(isSafeColor('#fff')).toBe(true);
    expect(isSafeColor('rgb(1 2 3 / 50%)')).toBe(true);
    expect(isSafeColor('url(https://x)')).toBe(false);
    expect(isSafeColor('red')).toBe(false);
    expect(isSafeColor('#fff;')).toBe(false);
  });
});

describe('generateShades', () => {
  it('produces all 11 shades with 500 equal to the color', () => {
    const shades = generateShades('#1D4ED8');
    expect(shades).not.toBeNull();
    expect(Object.keys(shades ?? {})).toEqual([...SHADE_KEYS]);
    expect(shades?.['500']).toBe('#1d4ed8');
    expect(isCompleteShades(shades)).toBe(true);
  });

  it('goes from light to dark', () => {
    for (const color of ['#1d4ed8', '#f59e0b', '#15803d', '#64748b', '#be185d']) {
      const shades = generateShades(color);
      if (!shades) throw new Error('no shades');
      const lightness = SHADE_KEYS.map((k) => {
        const rgb = hexToRgb(shades[k]);
        return rgb ? rgbToOklch(rgb).l : NaN;
      });
      for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1] ?? 2);
    }
  });

  it('gives white text enough contrast on 700 and dark text on 50 (WCAG AA)', () => {
    for (const color of ['#1d4ed8', '#7c3aed', '#15803d', '#b91c1c', '#c2410c', '#0f766e']) {
      const shades = generateShades(color);
      if (!shades) throw new Error('no shades');
      expect(contrastRatio(shades['700'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades['50'], '#111827')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('returns null for something that is not a hex color', () => {
    expect(generateShades('blue')).toBeNull();
    expect(generateShades('')).toBeNull();
  });
});
