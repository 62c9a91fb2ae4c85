/**
 * The classes a center may put on its top navigation items (theme config `header.menuItemFontClass`): a
 * space-separated list of these tokens only. An allow-list rather than free text, because the value ends up in
 * class attributes and Tailwind only generates classes it finds in the source (this file lists them all).
 */
export const MENU_ITEM_FONT_TOKENS = [
  'font-sans',
  'font-heading',
  'font-normal',
  'font-medium',
  'font-semibold',
  'font-bold',
  'uppercase',
  'normal-case',
  'tracking-normal',
  'tracking-wide',
  'tracking-wider',
  'text-sm',
  'text-base',
  'text-lg',
] as const;

/** Ready-made combinations offered by the design screen ('' = the theme's default). */
export const MENU_ITEM_FONT_PRESETS = [
  '',
  'font-heading',
  'font-semibold',
  'font-bold',
  'font-heading font-bold',
  'uppercase tracking-wide',
  'font-heading uppercase',
  'text-base font-semibold',
] as const;

const TOKENS = new Set<string>(MENU_ITEM_FONT_TOKENS);

/** '' or allow-listed tokens separated by single spaces, each at most once. */
export function isAllowedMenuItemFontClass(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed === '') return true;
  const tokens = trimmed.split(/\s+/);
  return tokens.length <= 6 && new Set(tokens).size === tokens.length && tokens.every((t) => TOKENS.has(t));
}

/** Collapses whitespace: "  font-bold   uppercase " -> "font-bold uppercase". */
export function normalizeMenuItemFontClass(value: string): string {
  return value.trim().split(/\s+/).filter(Boolean).join(' ');
}
