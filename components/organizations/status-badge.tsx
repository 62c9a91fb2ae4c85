'use client';

/** The status of an organization as a badge; approved reads "Active" (SPEC §4). Colours keep 4.5:1 contrast. */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type OrganizationStatus, statusTone } from '@/lib/shared/organizations/status';

const toneClasses = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  warning: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  muted: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
} as const;

export function StatusBadge({ status }: { status: OrganizationStatus }) {
  const t = useTranslations('organizations.status');
  return <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', toneClasses[statusTone(status)])}>{t(status)}</span>;
}
