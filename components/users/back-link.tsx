'use client';

/** "← All users" above the users sub-pages. */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/shell/styles';
import { Link } from '@/lib/shared/i18n/navigation';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={`inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline dark:text-primary-300 ${focusRing}`}>
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
