'use client';

/** A vacancy's status as a badge. Colours keep 4.5:1 contrast in both colour modes. */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { VacancyStatus } from './vacancy-view';

const tones: Record<VacancyStatus, string> = {
  draft: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  published: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  filled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  expired: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  archived: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  deleted: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const t = useTranslations('vacancies.status');
  return <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}>{t(status)}</span>;
}
