'use client';

/**
 * Scroll restoration (docs/domain.md#screens-and-routes): back/forward (and reload) returns smoothly to the position the page had, a new
 * page starts at the top, and a change of only the search parameters keeps the position. Positions are saved per
 * history entry in sessionStorage (lib/browser/feedback/scroll-positions.ts).
 *
 * History entries are told apart by the Navigation API's entry key where the browser has it, else by a key this
 * component keeps in history.state (Next.js keeps custom state on back/forward).
 */
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { createScrollPositions, decideScroll, type ScrollPosition, type ScrollPositions } from '@/lib/browser/feedback/scroll-positions';
import { RouteChangeListener, type RouteLocation } from './route-change-listener';

const STATE_KEY = '__vcScrollKey';
/** How long a restore waits for the page to grow tall enough (content still streaming in). */
const RESTORE_WAIT_MS = 1000;

interface Pending {
  position: ScrollPosition | undefined;
}

export function ScrollRestoration() {
  const positions = useRef<ScrollPositions | null>(null);
  const lastPath = useRef<string | null>(null);
  const lastLocation = useRef<string | null>(null);
  const pending = useRef<Pending | null>(null);
  const cancelRestore = useRef<() => void>(() => {});

  const store = useCallback((): ScrollPositions => {
    positions.current ??= createScrollPositions(sessionStorageOrNull());
    return positions.current;
  }, []);

  const onRouteChange = useCallback(
    ({ pathname, search }: RouteLocation) => {
      const first = lastPath.current === null;
      const pathChanged = !first && lastPath.current !== pathname;
      lastPath.current = pathname;
      lastLocation.current = `${pathname}?${search}`;

      let traversal = false;
      let saved: ScrollPosition | undefined;
      if (pending.current) {
        traversal = true;
        saved = pending.current.position;
        pending.current = null;
      } else if (first && isReloadOrTraversal()) {
        traversal = true;
        saved = store().get(entryKey());
      } else if (first) {
        return; // A fresh page load: the browser already shows the top or the #fragment.
      }

      const decision = decideScroll({ traversal, pathChanged, saved, hash: window.location.hash });
      cancelRestore.current();
      if (decision.kind === 'restore') cancelRestore.current = restore(decision.position);
      else if (decision.kind === 'top' && (window.scrollY !== 0 || window.scrollX !== 0))
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    },
    [store],
  );

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';

    let frame = 0;
    let persistTimer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      frame = 0;
      store().set(entryKey(), { x: window.scrollX, y: window.scrollY });
      clearTimeout(persistTimer);
      persistTimer = setTimeout(() => store().persist(), 250);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(save);
    };
    const onPopState = () => {
      const position = store().get(entryKey());
      const now = `${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`;
      if (now === lastLocation.current) {
        // Only the #fragment changed: no route change will follow, restore at once.
        cancelRestore.current();
        if (position) cancelRestore.current = restore(position);
        return;
      }
      pending.current = { position };
    };
    const onPageHide = () => {
      store().set(entryKey(), { x: window.scrollX, y: window.scrollY });
      store().persist();
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      if (frame !== 0) cancelAnimationFrame(frame);
      clearTimeout(persistTimer);
      cancelRestore.current();
      store().persist();
      history.scrollRestoration = previous;
    };
  }, [store]);

  return (
    <Suspense fallback={null}>
      <RouteChangeListener onChange={onRouteChange} />
    </Suspense>
  );
}

/** Scrolls to a saved position once the page is tall enough (or after a short wait); returns a cancel function. */
function restore(position: ScrollPosition): () => void {
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    if (frame !== 0) cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, cancel);
  };
  // The user taking over (scrolling, typing) beats a restore still waiting for content.
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, cancel, { passive: true, once: true });
  const attempt = () => {
    frame = 0;
    if (cancelled) return;
    const root = document.documentElement;
    const fits = root.scrollHeight - window.innerHeight >= position.y && root.scrollWidth - window.innerWidth >= position.x;
    if (fits || performance.now() >= deadline) {
      window.scrollTo({ top: position.y, left: position.x, behavior });
      cancel();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return cancel;
}

function isReloadOrTraversal(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  const type = entry && 'type' in entry ? entry.type : undefined;
  return type === 'reload' || type === 'back_forward';
}

/** A key for the current history entry, stable across back/forward and reloads. */
function entryKey(): string {
  const navigation: unknown = Reflect.get(window, 'navigation');
  if (typeof navigation === 'object' && navigation !== null && 'currentEntry' in navigation) {
    const entry = navigation.currentEntry;
    if (typeof entry === 'object' && entry !== null && 'key' in entry && typeof entry.key === 'string' && entry.key !== '')
      return entry.key;
  }
  const state: unknown = window.history.state;
  const existing = typeof state === 'object' && state !== null && STATE_KEY in state ? Reflect.get(state, STATE_KEY) : undefined;
  if (typeof existing === 'string') return existing;
  const key = Math.random().toString(36).slice(2) + Date.now().toString(36);
  // No URL argument: Next.js's patched replaceState then leaves its router alone.
  window.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), [STATE_KEY]: key }, '');
  return key;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Blocked storage (some privacy modes) throws on access.
  }
}
