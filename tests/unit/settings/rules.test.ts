/** Pure rules of the settings screens and uploads: profile rules, menu font classes, upload sniffing, form mapping. */
import { cssVariableProblem, isImageLocation, normalizeShades, shadeProblems } from '@/lib/shared/center/profile-rules';
import { designAttributes, designDefaults, designFieldPointer, shadesFromForm, shadesToForm } from '@/lib/shared/center/settings-forms';
import { emptyProfile } from '@/lib/shared/center/parse';
import { isProxyExcluded } from '@/lib/server/routing/proxy-rules';
import { isAllowedMenuItemFontClass, MENU_ITEM_FONT_PRESETS, normalizeMenuItemFontClass } from '@/lib/shared/theme/menu-font-classes';
import { generateShades } from '@/lib/shared/theme/shades';
import { acceptFor, contentTypeForName, sniffUploadKind, svgProblem } from '@/lib/shared/uploads/rules';

const text = (s: string) => new TextEncoder().encode(s);

describe('cssVariableProblem', () => {
  test.each([
    ['--hero-height', '24rem', null],
    ['--shadow', '0 1px 2px rgb(0 0 0 / 0.2)', null],
    ['--font-title', "'Georgia', serif", null],
    ['hero', '1rem', 'name'],
    ['--Hero', '1rem', 'name'],
    ['--color-primary-500', '#000', 'reserved'],
    ['--radius', '0', 'reserved'],
    ['--font-sans', 'serif', 'reserved'],
    ['--x', 'red;}body{x:y', 'value'],
    ['--x', '</style>', 'value'],
    ['--x', 'a /* b */', 'value'],
    ['--x', 'url(https://x.example/a.png)', 'value'],
    ['--x', 'URL (x)', 'value'],
    ['--x', '\\75 rl(x)', 'value'],
    ['--x', '@import "a"', 'value'],
    ['--x', '', 'value'],
    ['--x', 'a\nb', 'value'],
  ] as const)('%s: %s -> %s', (name, value, expected) => {
    expect(cssVariableProblem(name, value)).toBe(expected);
  });
});

describe('shades', () => {
  test('problems: missing, invalid and unknown keys', () => {
    const full = generateShades('#0f766e')!;
    expect(shadeProblems(full)).toEqual({ missing: [], invalid: [], unknown: [] });
    const { '50': _a, ...rest } = full;
    void _a;
    expect(shadeProblems({ ...rest, '500': 'red', '1000': '#000' })).toEqual({ missing: ['50'], invalid: ['500'], unknown: ['1000'] });
    expect(normalizeShades({ ...full, '50': '#ABC' })['50']).toBe('#aabbcc');
  });

  test('form round trip: "s"-prefixed keys; all empty means none', () => {
    const full = generateShades('#be185d')!;
    expect(shadesFromForm(shadesToForm(full))).toEqual(full);
    expect(shadesFromForm(shadesToForm(null))).toBeNull();
    expect(shadesToForm(null).s950).toBe('');
  });
});

describe('image locations', () => {
  test.each([
    ['/uploads/0123456789abcdef0123456789abcdef.png', true],
    ['https://cdn.example.org/logo.svg', true],
    ['/uploads/../secret.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['https://user:pw@example.org/x.png', false],
  ])('%s -> %s', (value, expected) => expect(isImageLocation(value)).toBe(expected));
});

describe('menu item font classes', () => {
  test('allow-listed tokens only, each once', () => {
    expect(isAllowedMenuItemFontClass('')).toBe(true);
    expect(isAllowedMenuItemFontClass(' font-heading  uppercase ')).toBe(true);
    expect(isAllowedMenuItemFontClass('font-bold font-bold')).toBe(false);
    expect(isAllowedMenuItemFontClass('bg-red-500')).toBe(false);
    expect(isAllowedMenuItemFontClass('font-bold" onclick="x')).toBe(false);
    expect(MENU_ITEM_FONT_PRESETS.every(isAllowedMenuItemFontClass)).toBe(true);
    expect(normalizeMenuItemFontClass('  font-bold   uppercase ')).toBe('font-bold uppercase');
  });
});

describe('upload sniffing', () => {
  test('by the first bytes, not the name', () => {
    expect(sniffUploadKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffUploadKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffUploadKind(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffUploadKind(new Uint8Array([0, 0, 1, 0, 1, 0]))).toBe('ico');
    expect(sniffUploadKind(new Uint8Array([0, 0, 1, 0, 0, 0]))).toBeNull();
    expect(sniffUploadKind(text('\uFEFF<?xml version="1.0"?><!-- x --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffUploadKind(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffUploadKind(text('GIF89a'))).toBeNull();
    expect(sniffUploadKind(new Uint8Array(0))).toBeNull();
  });

  test('unsafe SVG', () => {
    const ok =
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/><image href="data:image/png;base64,AAAA"/><rect fill="url(#g)"/></svg>';
    expect(svgProblem(text(ok))).toBeNull();
    expect(svgProblem(text('<svg><script>1</script></svg>'))).toBe('script');
    expect(svgProblem(text('<svg onload="x()"/>'))).toBe('eventHandler');
    expect(svgProblem(text('<svg><image href="data:text/html;base64,AAAA"/></svg>'))).toBe('dataUrl');
    expect(svgProblem(text('<svg><image xlink:href="https://t.example/p.png"/></svg>'))).toBe('externalReference');
    expect(svgProblem(new Uint8Array([0xff, 0xfe, 0x3c]))).toBe('encoding');
  });

  test('names and accept lists', () => {
    expect(contentTypeForName('0123456789abcdef0123456789abcdef.svg')).toBe('image/svg+xml');
    expect(contentTypeForName('../0123456789abcdef0123456789abcdef.svg')).toBeNull();
    expect(contentTypeForName('0123456789abcdef0123456789abcdef.html')).toBeNull();
    expect(acceptFor('favicon')).toContain('image/x-icon');
    expect(acceptFor('profile_picture')).not.toContain('image/svg+xml');
  });

  test('the proxy leaves /uploads/<name> alone for every stored extension', () => {
    for (const ext of ['png', 'jpg', 'webp', 'svg', 'ico'])
      expect(isProxyExcluded(`/uploads/0123456789abcdef0123456789abcdef.${ext}`)).toBe(true);
  });
});

describe('design form mapping', () => {
  test('defaults from a profile, attributes back, and server pointers onto the form', () => {
    const profile = {
      ...emptyProfile('Demo'),
      primaryColor: '#0f766e',
      themeConfig: { cssVariables: { '--a': '1rem' }, header: { sticky: false } },
    };
    const values = designDefaults(profile);
    expect(values.themeConfig.header.sticky).toBe(false);
    expect(values.themeConfig.cssVariables).toEqual([{ name: '--a', value: '1rem' }]);
    values.secondaryColor = ' ';
    values.themeConfig.cssVariables.push({ name: '', value: '' });
    const attributes = designAttributes(values);
    expect(attributes).toMatchObject({ primaryColor: '#0f766e', secondaryColor: null, primaryColorShades: null });
    expect(attributes.themeConfig.cssVariables).toEqual({ '--a': '1rem' });
    expect(designFieldPointer('/data/attributes/primary_color_shades/950', [])).toBe('/data/attributes/primary_color_shades/s950');
    expect(designFieldPointer('/data/attributes/theme_config/css_variables/--b', ['--a', '--b'])).toBe(
      '/data/attributes/theme_config/css_variables/1/value',
    );
    expect(designFieldPointer('/data/attributes/primary_color', [])).toBe('/data/attributes/primary_color');
  });
});
