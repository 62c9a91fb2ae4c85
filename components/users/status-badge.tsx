'use client';

/** A user's status as a coloured, translated badge (text, not colour alone, carries the meaning). */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { UserStatus } from '@/lib/shared/users/rules';

const colors: Record<UserStatus, string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  invited: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  inactive: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  archived: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useTranslations('users.statuses');
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', colors[status])}>{t(status)}</span>;
}
