'use client';

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/shared/i18n/navigation';
import { focusRing } from './styles';

export const sidebarItemClass = `flex w-full items-center gap-2 whitespace-nowrap rounded-[var(--radius)] px-3 py-2 text-sm font-medium hover:bg-muted-100 dark:hover:bg-muted-800 ${focusRing}`;

export function SidebarLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={clsx(sidebarItemClass, current && 'bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-100')}
    >
      {icon}
      {children}
    </Link>
  );
}
