/**
 * The navigation item a path is within, for aria-current. Kept apart from items.ts: the header is a client
 * component, and importing items.ts there would ship every domain permission rule to the browser on every page
 * (the items themselves are chosen on the server and passed down).
 */
export type NavigationKey =
  | 'dashboard'
  | 'vacancies'
  | 'vacancyBank'
  | 'organizations'
  | 'users'
  | 'applications'
  | 'analytics'
  | 'content'
  | 'forms'
  | 'settings'
  | 'dataViewer'
  | 'conversations'
  | 'volunteerPool'
  | 'workshops'
  | 'hours';

export interface NavigationItem {
  key: NavigationKey;
  href: string;
}

/** Whether `pathname` (without locale prefix) is within an item. The longest match wins. */
export function activeNavigationKey(pathname: string, items: readonly NavigationItem[]): NavigationKey | null {
  let best: NavigationItem | null = null;
  for (const item of items) {
    const within = pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (within && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.key ?? null;
}
