'use client';

/**
 * Forces a color mode while the page that renders it is shown (SPEC §1 "a page may force a mode through route
 * metadata"); the visitor's stored preference applies again when the page unmounts.
 * Usage in a page: `<ForceColorMode mode="dark" />`.
 */
import { useLayoutEffect } from 'react';
import { type ColorMode, setForcedColorMode } from '@/lib/shared/color-mode/color-mode';

export function ForceColorMode({ mode }: { mode: ColorMode }) {
  useLayoutEffect(() => {
    setForcedColorMode(mode);
    return () => setForcedColorMode(null);
  }, [mode]);
  return null;
}
