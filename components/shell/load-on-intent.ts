'use client';
/**
 * A toolbar control whose behaviour lives in a module the first load does without (Radix's dropdown and dialog are
 * about 36 kB gzip, docs/benchmarks.md "Public pages"): the server renders a plain button that looks and is labelled
 * the same, and the module is fetched when the visitor shows intent (the pointer or the focus reaches the button, a
 * finger touches it). Pressing it before the module has arrived is remembered: the control then mounts open, and
 * takes the focus if the button had it.
 */
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';

/** How the plain button was left at the render that mounts the loaded control in its place. */
export interface Opening {
  /** The visitor pressed the button before that render. */
  open: boolean;
  /** ... with the keyboard (a menu then starts on its first item). */
  byKeyboard: boolean;
  /** The plain button had the focus at that render. */
  focus: boolean;
}

export interface Loaded<M> extends Opening {
  module: M;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function useLoadOnIntent<M>(load: () => Promise<M>) {
  // State, not refs: a press or a focus change between the module's arrival and the next render must reach that render,
  // which mounts the loaded control (open, focused) in place of the plain button.
  const [module, setModule] = useState<M | null>(null);
  const [pressed, setPressed] = useState<null | 'pointer' | 'keyboard'>(null);
  const [focused, setFocused] = useState(false);
  const started = useRef(false);

  const start = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (loaded) => setModule(() => loaded),
      // Offline or a new deployment: the next intent tries again.
      () => {
        started.current = false;
      },
    );
  };

  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: start,
    onTouchStart: start,
    onFocus: () => {
      setFocused(true);
      start();
    },
    onBlur: () => setFocused(false),
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      setPressed('pointer');
      start();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setPressed('keyboard');
      start();
    },
  };

  const loaded: Loaded<M> | null =
    module === null ? null : { module, open: pressed !== null, byKeyboard: pressed === 'keyboard', focus: focused };
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
  // A layout effect: it runs in the same task as the swap, so no key press can land on the page in between.
  const { focus, open } = opening;
  useLayoutEffect(() => {
    if (focus && !open) triggerRef.current?.focus();
  }, [focus, open]);
  const contentRef = (node: HTMLElement | null) => {
    if (!node || handled.current || !opening.byKeyboard) return;
    handled.current = true;
    // After Radix has focused the content on mount (its focus scope runs in an effect).
    requestAnimationFrame(() => node.querySelector<HTMLElement>('[role^="menuitem"]')?.focus());
  };
  return { triggerRef, contentRef };
}
