'use client';
/**
 * A toolbar control whose behaviour lives in a module the first load does without (Radix's dropdown and dialog are
 * about 36 kB gzip, docs/benchmarks.md "Public pages"): the server renders a plain button that looks and is labelled
 * the same, and the module is fetched when the visitor shows intent (the pointer or the focus reaches the button, a
 * finger touches it). Pressing it before the module has arrived is remembered: the control then mounts open, and
 * takes the focus if the button had it.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

/** How the plain button was left when the module arrived. */
export interface Opening {
  /** The visitor pressed the button before the module arrived. */
  open: boolean;
  /** ... with the keyboard (a menu then starts on its first item). */
  byKeyboard: boolean;
  /** The plain button had the focus when the module arrived. */
  focus: boolean;
}

export interface Loaded<M> extends Opening {
  module: M;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function useLoadOnIntent<M>(load: () => Promise<M>) {
  const [loaded, setLoaded] = useState<Loaded<M> | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef<null | 'pointer' | 'keyboard'>(null);
  const started = useRef(false);

  const start = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (module) =>
        setLoaded({
          module,
          open: pressed.current !== null,
          byKeyboard: pressed.current === 'keyboard',
          focus: document.activeElement === ref.current,
        }),
      // Offline or a new deployment: the next intent tries again.
      () => {
        started.current = false;
      },
    );
  };

  const triggerProps = {
    ref,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: start,
    onFocus: start,
    onTouchStart: start,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      pressed.current = 'pointer';
      start();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      pressed.current = 'keyboard';
      start();
    },
  };

  return { loaded, triggerProps };
}

/**
 * For the loaded control: its trigger takes over the focus the plain button had, and a menu opened from the keyboard
 * before it arrived starts on its first item, as a Radix menu opened from the keyboard does (Radix only knows the
 * keyboard was used from key presses it saw itself). `contentRef` goes on the menu's content.
 */
export function useOpeningFocus(opening: Opening) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const handled = useRef(false);
  useEffect(() => {
    if (opening.focus && !opening.open) triggerRef.current?.focus();
  }, [opening]);
  const contentRef = (node: HTMLElement | null) => {
    if (!node || handled.current || !opening.byKeyboard) return;
    handled.current = true;
    // After Radix has focused the content on mount (its focus scope runs in an effect).
    requestAnimationFrame(() => node.querySelector<HTMLElement>('[role^="menuitem"]')?.focus());
  };
  return { triggerRef, contentRef };
}
