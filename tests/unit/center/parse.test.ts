import { footerColumns } from '@/lib/shared/center/footer-columns';
import { analyticsId } from '@/lib/shared/center/analytics';
import { emptyProfile, parseCenter } from '@/lib/shared/center/parse';
import { FOOTER_COLUMNS } from '@/lib/shared/center/types';
import { isDarkMode, COLOR_MODE_SCRIPT, isColorMode } from '@/lib/shared/color-mode/color-mode';

const resource = {
  id: '3',
  type: 'volunteer_centers',
  name: 'Demo',
  slug: 'demo',
  tenantKey: 'demo',
  appName: 'Demo Vrijwilligerscentrale',
  profile: {
    id: '3',
    type: 'volunteer_center_profiles',
    name: 'Vrijwilligerscentrale Demo',
    primaryColor: '#1d4ed8',
    websiteLogoUrl: '',
    footerColumn1Title: 'Contact',
    footerColumn1Content: 'Dorpsstraat 1\r\n1234 AB Demo',
    showAnbiLogo: true,
    themeConfig: { defaultShape: 'straight' },
    primaryColorShades: 'not an object',
  },
};

describe('parseCenter', () => {
  it('maps a deserialized resource', () => {
    const center = parseCenter(resource);
    expect(center).toMatchObject({ id: '3', slug: 'demo', name: 'Demo', tenantKey: 'demo' });
    expect(center?.profile).toMatchObject({
      name: 'Vrijwilligerscentrale Demo',
      primaryColor: '#1d4ed8',
      websiteLogoUrl: null,
      websiteLogoDarkUrl: null,
      gtagId: null,
      showAnbiLogo: true,
      showNovLogo: false,
      primaryColorShades: null,
      themeConfig: { defaultShape: 'straight' },
    });
  });
  it('gives a center without profile an empty one with its name', () => {
    expect(parseCenter({ ...resource, id: 4, profile: null })?.profile).toEqual(emptyProfile('Demo'));
    expect(parseCenter({ ...resource, profile: undefined })?.profile.name).toBe('Demo');
  });
  it('rejects unknown tenants and broken resources', () => {
    expect(parseCenter({ ...resource, tenantKey: 'elsewhere' })).toBeNull();
    expect(parseCenter({ id: '1' })).toBeNull();
    expect(parseCenter(null)).toBeNull();
  });
});

describe('footerColumns', () => {
  it('keeps columns with a title or content, in order, with normalized line breaks', () => {
    const profile = {
      ...emptyProfile('x'),
      footerColumn1Title: 'Contact',
      footerColumn1Content: 'a\r\nb',
      footerColumn3Content: '  ',
      footerColumn8Content: 'Only text',
    };
    expect(footerColumns(profile, FOOTER_COLUMNS)).toEqual([
      { number: 1, title: 'Contact', content: 'a\nb' },
      { number: 8, title: null, content: 'Only text' },
    ]);
  });
});

describe('analyticsId', () => {
  it('accepts Google tag ids only', () => {
    expect(analyticsId('G-ABC123XYZ')).toBe('G-ABC123XYZ');
    expect(analyticsId(' UA-1234-5 ')).toBe('UA-1234-5');
    expect(analyticsId("G-1');alert(1);//")).toBeNull();
    expect(analyticsId('')).toBeNull();
    expect(analyticsId(null)).toBeNull();
  });
});

describe('color mode rules', () => {
  it('resolves dark', () => {
    expect(isDarkMode('dark', false)).toBe(true);
    expect(isDarkMode('light', true)).toBe(false);
    expect(isDarkMode('system', true)).toBe(true);
    expect(isDarkMode('system', false)).toBe(false);
    expect(isColorMode('sepia')).toBe(false);
  });
  it('ships a no-flash script that applies the same rules', () => {
    const classList = {
      value: '',
      toggle(name: string, on: boolean) {
        this.value = on ? name : '';
      },
    };
    const html = { classList, style: { colorScheme: '' }, getAttribute: () => null };
    const run = (stored: string | null, systemDark: boolean) => {
      new Function('document', 'localStorage', 'window', COLOR_MODE_SCRIPT)(
        { documentElement: html },
        { getItem: () => stored },
        { matchMedia: () => ({ matches: systemDark }) },
      );
      return classList.value;
    };
    expect(run('dark', false)).toBe('dark');
    expect(run('light', true)).toBe('');
    expect(run(null, true)).toBe('dark');
    expect(run('bogus', false)).toBe('');
  });
});
