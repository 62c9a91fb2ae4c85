'use client';

/** An application's state as a badge (new, accepted, rejected, withdrawn); 4.5:1 contrast in both modes. */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ApplicationState } from './application-view';

const tones: Record<ApplicationState, string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  withdrawn: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  const t = useTranslations('applications.states');
  return <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[state])}>{t(state)}</span>;
}
