/**
 * A small coloured label for a status or state. The text carries the meaning (not the colour alone); every tone
 * keeps 4.5:1 contrast in both colour modes. Features map their values to a tone in a thin wrapper that
 * translates the label (e.g. components/users/status-badge.tsx).
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'muted';

const toneClasses: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  warning: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  muted: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

export function Badge({ tone, className, children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
