/**
 * Scroll positions per history entry (SPEC §2: after a page change the position is restored smoothly to the
 * saved one, or to the top), kept in sessionStorage so they survive reloads. Pure apart from the storage passed
 * in, which tests replace with a Map.
 */

import 'client-only';
export interface ScrollPosition {
  x: number;
  y: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ScrollPositions {
  get(key: string): ScrollPosition | undefined;
  set(key: string, position: ScrollPosition): void;
  /** Writes the positions to storage (the component debounces this). */
  persist(): void;
}

export const SCROLL_STORAGE_KEY = 'vc:scroll-positions';
/** Enough for any realistic back-button depth, small enough to never matter for the storage quota. */
export const SCROLL_POSITIONS_LIMIT = 50;

export function createScrollPositions(
  storage: KeyValueStorage | null,
  { storageKey = SCROLL_STORAGE_KEY, limit = SCROLL_POSITIONS_LIMIT }: { storageKey?: string; limit?: number } = {},
): ScrollPositions {
  // Insertion order doubles as recency: set() moves a key to the end, the oldest are dropped first.
  const positions = new Map<string, ScrollPosition>(read(storage, storageKey));

  return {
    get: (key) => positions.get(key),
    set(key, position) {
      positions.delete(key);
      positions.set(key, { x: Math.max(0, Math.round(position.x)), y: Math.max(0, Math.round(position.y)) });
      while (positions.size > limit) {
        const oldest = positions.keys().next().value;
        if (oldest === undefined) break;
        positions.delete(oldest);
      }
    },
    persist() {
      try {
        storage?.setItem(storageKey, JSON.stringify([...positions]));
      } catch {
        // Storage full or disabled (private mode): positions still work for this page's lifetime.
      }
    },
  };
}

function read(storage: KeyValueStorage | null, storageKey: string): [string, ScrollPosition][] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(storageKey) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: [string, ScrollPosition][] = [];
  for (const item of parsed) {
    if (!Array.isArray(item) || typeof item[0] !== 'string') continue;
    const position: unknown = item[1];
    if (isPosition(position)) out.push([item[0], { x: position.x, y: position.y }]);
  }
  return out;
}

function isPosition(value: unknown): value is ScrollPosition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'x' in value &&
    'y' in value &&
    typeof value.x === 'number' &&
    Number.isFinite(value.x) &&
    typeof value.y === 'number' &&
    Number.isFinite(value.y)
  );
}

export type ScrollDecision = { kind: 'restore'; position: ScrollPosition } | { kind: 'top' } | { kind: 'none' };

export interface ScrollSituation {
  /** Back/forward (popstate) or a reload: the entry was visited before. */
  traversal: boolean;
  /** The pathname changed (a new page, not just other search parameters). */
  pathChanged: boolean;
  /** The position saved for the entry now shown. */
  saved: ScrollPosition | undefined;
  /** location.hash of the new URL. */
  hash: string;
}

/**
 * Back/forward restores the saved position; a new page starts at the top, unless its URL points at a fragment
 * (the browser scrolls to it). Changing only search parameters (filters, tabs) keeps the position.
 */
export function decideScroll({ traversal, pathChanged, saved, hash }: ScrollSituation): ScrollDecision {
  if (traversal && saved) return { kind: 'restore', position: saved };
  if (hash !== '' && hash !== '#') return { kind: 'none' };
  return pathChanged ? { kind: 'top' } : { kind: 'none' };
}
