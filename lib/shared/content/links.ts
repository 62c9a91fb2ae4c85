/**
 * Where content lives on a center's public site: the paths of pages, news and success stories, and the system
 * pages a menu item may point at. Paths are relative to the center and locale (the web's links add those).
 * Pure: the backend resolves menu hrefs with it, the menu editor lists the system pages from it.
 */
import type { PageType } from '@/domain/content';

export { SLUG_PATTERN } from '@/domain/pages';

export const SYSTEM_PAGES = {
  vacancy_bank: '/vacancies/search',
  social_map: '/sociale-kaart',
  activity_calendar: '/activiteitenkalender',
  one_to_one_help: '/een-op-een-hulp',
  news: '/nieuws',
  organization_signup: '/organizations/signup',
  partners: '/partners',
  login: '/auth/login-1',
} as const;

export type SystemPage = keyof typeof SYSTEM_PAGES;
export const SYSTEM_PAGE_KEYS = Object.keys(SYSTEM_PAGES) as SystemPage[];

export const isSystemPage = (value: unknown): value is SystemPage =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(SYSTEM_PAGES, value);

/** The base path of each page type; a default page with the empty slug is the home page ("/"). */
export const PAGE_TYPE_PATHS = {
  default: '',
  news: '/nieuws',
  success_story: '/succesverhalen',
} as const satisfies Record<PageType, string>;

export function pagePath(page: { pageType: PageType; slug: string }): string {
  const base = PAGE_TYPE_PATHS[page.pageType];
  if (page.slug === '') return base || '/';
  return `${base}/${page.slug}`;
}

/** A slug suggestion for a title: "Over ons & meer" -> "over-ons-meer". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
