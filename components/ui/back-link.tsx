'use client';

/**
 * "← All users": the way back to a list above its detail and form pages. The label comes in as children;
 * the link is locale-aware (lib/shared/i18n/navigation) so /en pages stay in English.
 */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from './styles';
import { Link } from '@/lib/shared/i18n/navigation';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={`inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline dark:text-primary-300 ${focusRing}`}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
