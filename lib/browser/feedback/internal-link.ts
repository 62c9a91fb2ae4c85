/**
 * Decides whether a click on a link is an in-app page change: shared by the loading bar (start on click) and the
 * unsaved-changes guard (ask before leaving). Pure, so the rules are unit-tested without a DOM.
 */

import 'client-only';
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** The anchor's href attribute (absolute or relative). */
  href: string;
  /** The anchor's target attribute ('' when absent). */
  target: string;
  /** Whether the anchor has a download attribute. */
  download: boolean;
}

/**
 * The URL an in-app navigation will go to, or null when the click opens another tab or window, downloads,
 * leaves the site, only moves to a fragment of the current page, or stays on the very same URL.
 */
export function internalNavigationUrl(click: ClickModifiers, anchor: AnchorInfo, currentHref: string): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.download) return null;
  const target = anchor.target.trim().toLowerCase();
  if (target !== '' && target !== '_self') return null;
  let current: URL;
  let next: URL;
  try {
    current = new URL(currentHref);
    next = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return null;
  if (next.origin !== current.origin) return null;
  if (next.pathname === current.pathname && next.search === current.search) return null;
  return next;
}

/** The closest `<a href>` around an event target (DOM helper for the click listeners). */
export function closestAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** Reads a DOM click on an anchor into the pure check above. */
export function internalNavigationUrlFromEvent(event: MouseEvent, currentHref: string): URL | null {
  const anchor = closestAnchor(event.target);
  if (!anchor) return null;
  return internalNavigationUrl(
    event,
    { href: anchor.getAttribute('href') ?? '', target: anchor.getAttribute('target') ?? '', download: anchor.hasAttribute('download') },
    currentHref,
  );
}
