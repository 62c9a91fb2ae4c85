/**
 * Tailwind classes per toast color. Solid backgrounds with text contrast of at least 4.5:1: primary and muted
 * follow the center's theme (`--color-primary-*`, with `--color-primary-foreground` computed for the 700 shade by
 * lib/shared/theme), the others use Tailwind's palettes (warning is dark text on amber).
 */
import type { ToastColor } from '@/lib/browser/toast/toast-store';

export interface ToastStyle {
  card: string;
  progress: string;
  closeButton: string;
}

export const TOAST_STYLES: Readonly<Record<ToastColor, ToastStyle>> = {
  primary: {
    card: 'bg-primary-700 text-primary-foreground',
    progress: 'bg-primary-foreground/70',
    closeButton: 'hover:bg-primary-foreground/20 focus-visible:outline-primary-foreground',
  },
  success: { card: 'bg-green-700 text-white', progress: 'bg-white/70', closeButton: 'hover:bg-white/20 focus-visible:outline-white' },
  danger: { card: 'bg-red-700 text-white', progress: 'bg-white/70', closeButton: 'hover:bg-white/20 focus-visible:outline-white' },
  warning: {
    card: 'bg-amber-400 text-gray-950',
    progress: 'bg-gray-950/50',
    closeButton: 'hover:bg-gray-950/10 focus-visible:outline-gray-950',
  },
  info: { card: 'bg-sky-700 text-white', progress: 'bg-white/70', closeButton: 'hover:bg-white/20 focus-visible:outline-white' },
  muted: { card: 'bg-muted-800 text-white', progress: 'bg-white/70', closeButton: 'hover:bg-white/20 focus-visible:outline-white' },
};
