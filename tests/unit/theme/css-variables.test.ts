import { contrastRatio } from '@/lib/shared/theme/color';
import { DEFAULT_THEME_CONFIG, resolveThemeConfig } from '@/lib/shared/theme/config';
import { DEFAULT_COLORS, cssVariablesToRule, isSafeCssVariable, themeToCssVariables } from '@/lib/shared/theme/css-variables';
import { FONTS, fontStack, resolveFontKey } from '@/lib/shared/theme/fonts';
import { SHADE_KEYS, generateShades } from '@/lib/shared/theme/shades';

const shadesOf = (hex: string) => Object.fromEntries(SHADE_KEYS.map((k) => [k, hex]));

describe('resolveThemeConfig', () => {
  it('applies the documented defaults to an empty config', () => {
    const resolved = resolveThemeConfig({});
    expect(resolved).toEqual(DEFAULT_THEME_CONFIG);
    expect(resolved.defaultShape).toBe('rounded');
    expect(resolved.header).toMatchObject({ sticky: true, variant: 'tab', languageToggle: true, fullWidth: false, centerMenuItems: false });
    expect(resolved.footer.variant).toBe('tab');
  });

  it('treats null, undefined and garbage as empty', () => {
    expect(resolveThemeConfig(null)).toEqual(DEFAULT_THEME_CONFIG);
    expect(resolveThemeConfig(undefined)).toEqual(DEFAULT_THEME_CONFIG);
    expect(resolveThemeConfig('nope')).toEqual(DEFAULT_THEME_CONFIG);
  });

  it('keeps valid options and drops wrong-typed ones', () => {
    const resolved = resolveThemeConfig({
      defaultShape: 'straight',
      fonts: { sans: 'nunito', heading: 'montserrat' },
      header: { variant: 'legacy', sticky: false, fullWidth: 'yes', centerMenuItems: true, menuItemFontClass: 'font-heading uppercase' },
      footer: { variant: 'weird' },
    });
    expect(resolved.defaultShape).toBe('straight');
    expect(resolved.fonts).toEqual({ sans: 'nunito', heading: 'montserrat' });
    expect(resolved.header).toEqual({
      variant: 'legacy',
      sticky: false,
      fullWidth: false,
      centerMenuItems: true,
      languageToggle: true,
      menuItemFontClass: 'font-heading uppercase',
    });
    expect(resolved.footer.variant).toBe('tab');
  });

  it('drops an unsafe menu item class', () => {
    expect(resolveThemeConfig({ header: { menuItemFontClass: '"><script>' } }).header.menuItemFontClass).toBe('');
  });

  it('does not share state between calls', () => {
    const a = resolveThemeConfig({});
    a.header.sticky = false;
    expect(resolveThemeConfig({}).header.sticky).toBe(true);
  });
});

describe('fonts', () => {
  it('maps the four keys to their packages’ families', () => {
    expect(FONTS.inter.family).toBe('Inter Variable');
    expect(FONTS['source-serif'].family).toBe('Source Serif 4 Variable');
    expect(fontStack('montserrat')).toMatch(/^'Montserrat Variable', /);
  });
  it('falls back to inter for unknown keys', () => {
    expect(resolveFontKey('comic-sans')).toBe('inter');
    expect(resolveFontKey(undefined)).toBe('inter');
    expect(resolveFontKey('Source Serif 4')).toBe('source-serif');
  });
});

describe('themeToCssVariables', () => {
  it('generates every variable from nothing (documented defaults)', () => {
    const vars = themeToCssVariables({});
    for (const name of ['primary', 'secondary', 'muted'])
      for (const key of SHADE_KEYS) expect(vars[`--color-${name}-${key}`]).toMatch(/^#[0-9a-f]{6}$/);
    expect(vars['--color-primary-500']).toBe(DEFAULT_COLORS.primary);
    expect(vars['--color-background']).toBe('#ffffff');
    expect(vars['--color-text']).toBe('#111827');
    expect(vars['--font-sans']).toBe(fontStack('inter'));
    expect(vars['--radius']).toBe('0.5rem');
  });

  it('uses a complete shade set as given', () => {
    const vars = themeToCssVariables({ primaryColor: '#ff0000', primaryColorShades: shadesOf('#abcdef') });
    expect(vars['--color-primary-50']).toBe('#abcdef');
    expect(vars['--color-primary-950']).toBe('#abcdef');
  });

  it('ignores an incomplete shade set and generates from the color instead', () => {
    const partial = shadesOf('#abcdef');
    delete partial['950'];
    const vars = themeToCssVariables({ primaryColor: '#7c3aed', primaryColorShades: partial });
    expect(vars['--color-primary-500']).toBe('#7c3aed');
    expect(vars['--color-primary-950']).toBe(generateShades('#7c3aed')?.['950']);
  });

  it('falls back to defaults for invalid colors', () => {
    const vars = themeToCssVariables({ secondaryColor: 'red;}', backgroundColor: 'url(x)', textColor: '#222' });
    expect(vars['--color-secondary-500']).toBe(DEFAULT_COLORS.secondary);
    expect(vars['--color-background']).toBe('#ffffff');
    expect(vars['--color-text']).toBe('#222222');
  });

  it('follows the theme config for fonts and shape', () => {
    const vars = themeToCssVariables({ themeConfig: { defaultShape: 'straight', fonts: { sans: 'nunito', heading: 'source-serif' } } });
    expect(vars['--radius']).toBe('0px');
    expect(vars['--font-sans']).toBe(fontStack('nunito'));
    expect(vars['--font-heading']).toBe(fontStack('source-serif'));
  });

  it('passes safe custom variables through and drops unsafe ones', () => {
    const vars = themeToCssVariables({
      themeConfig: {
        cssVariables: {
          '--header-height': '72px',
          '--hero-overlay': 'rgb(0 0 0 / 40%)',
          '--evil': 'red;} body{display:none',
          '--tag': '</style><script>alert(1)</script>',
          '--brace': 'a{b}',
          color: 'red',
          '--UPPER': '1px',
          '--color-primary-500': '#000000',
          '--comment': '/* x */',
          '--escape': '\\3c',
        },
      },
    });
    expect(vars['--header-height']).toBe('72px');
    expect(vars['--hero-overlay']).toBe('rgb(0 0 0 / 40%)');
    for (const bad of ['--evil', '--tag', '--brace', 'color', '--UPPER', '--comment', '--escape']) expect(vars[bad]).toBeUndefined();
    // The brand scale is the theme's own; cssVariables cannot override it.
    expect(vars['--color-primary-500']).toBe(DEFAULT_COLORS.primary);
  });

  it('adds complete custom color shade sets', () => {
    const vars = themeToCssVariables({
      customColorShades: { accent: shadesOf('#00ff00'), broken: { 50: '#fff' }, 'Bad Name': shadesOf('#000000') },
    });
    expect(vars['--color-accent-500']).toBe('#00ff00');
    expect(vars['--color-broken-50']).toBeUndefined();
    expect(Object.keys(vars).some((k) => k.includes('Bad'))).toBe(false);
  });
});

describe('cssVariablesToRule', () => {
  it('renders one :root rule and cannot be broken out of', () => {
    const rule = cssVariablesToRule({ '--a': '1px', '--b': 'x;}', '--c': '<' });
    expect(rule).toBe(':root{--a:1px}');
  });
  it('isSafeCssVariable matches the documented rule', () => {
    expect(isSafeCssVariable('--ok-1', 'calc(1px + 2px)')).toBe(true);
    expect(isSafeCssVariable('--x', 'a>b')).toBe(false);
    expect(isSafeCssVariable('-x', '1')).toBe(false);
  });
});

describe('foreground colors', () => {
  it('keep white on dark brand colors and switch to the 950 shade (or black) on light ones, always reaching 4.5:1', () => {
    expect(themeToCssVariables({ primaryColor: '#1d4ed8' })['--color-primary-foreground']).toBe('#ffffff');
    expect(themeToCssVariables({ primaryColor: '#facc15' })['--color-primary-foreground']).not.toBe('#ffffff');
    for (const color of ['#facc15', '#f59e0b', '#a3e635', '#22d3ee', '#fb7185', '#ffffff']) {
      const vars = themeToCssVariables({ primaryColor: color, secondaryColor: color });
      for (const name of ['primary', 'secondary']) {
        const foreground = vars[`--color-${name}-foreground`]!;
        expect(['#ffffff', vars[`--color-${name}-950`], '#000000']).toContain(foreground);
        expect(contrastRatio(vars[`--color-${name}-700`]!, foreground)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
