import { internalNavigationUrl, type ClickModifiers } from '@/lib/browser/feedback/internal-link';

const click: ClickModifiers = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const here = 'https://demo.example.org/en/vacancies?page=2#top';
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});

describe('internalNavigationUrl', () => {
  it('accepts plain clicks on same-origin links to another page', () => {
    expect(internalNavigationUrl(click, anchor('/en/organizations'), here)?.href).toBe('https://demo.example.org/en/organizations');
    expect(internalNavigationUrl(click, anchor('?page=3'), here)?.search).toBe('?page=3');
    expect(internalNavigationUrl(click, anchor('https://demo.example.org/dashboard'), here)).not.toBeNull();
    expect(internalNavigationUrl(click, anchor('/dashboard', { target: '_self' }), here)).not.toBeNull();
  });

  it.each([
    ['a modifier key', { ...click, metaKey: true }],
    ['ctrl', { ...click, ctrlKey: true }],
    ['shift', { ...click, shiftKey: true }],
    ['alt', { ...click, altKey: true }],
    ['a middle click', { ...click, button: 1 }],
    ['an already handled click', { ...click, defaultPrevented: true }],
  ])('ignores %s', (_, modifiers) => {
    expect(internalNavigationUrl(modifiers, anchor('/dashboard'), here)).toBeNull();
  });

  it('ignores new windows, downloads, other sites, other protocols, fragments and the same URL', () => {
    expect(internalNavigationUrl(click, anchor('/dashboard', { target: '_blank' }), here)).toBeNull();
    expect(internalNavigationUrl(click, anchor('/export.csv', { download: true }), here)).toBeNull();
    expect(internalNavigationUrl(click, anchor('https://other.example.org/'), here)).toBeNull();
    expect(internalNavigationUrl(click, anchor('mailto:info@example.org'), here)).toBeNull();
    expect(internalNavigationUrl(click, anchor('#main'), here)).toBeNull();
    expect(internalNavigationUrl(click, anchor('/en/vacancies?page=2'), here)).toBeNull();
    expect(internalNavigationUrl(click, anchor('http://[bad'), here)).toBeNull();
  });
});
