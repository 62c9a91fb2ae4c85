/**
 * A header link with an unread count: the notifications bell and the conversations badge. Named by its
 * (screen-reader-only) text, not aria-label: the visible badge number is then no "label in name" mismatch for axe, and
 * the name still reads "Meldingen (2 ongelezen)".
 */
import type { ReactNode } from 'react';
import { Link } from '@/lib/shared/i18n/navigation';
import { toolbarButtonClass } from './styles';

export function UnreadCountLink({
  href,
  name,
  icon,
  count,
  testId,
  pending = false,
}: {
  href: string;
  name: string;
  icon: ReactNode;
  count: number;
  testId?: string;
  /** The count is still loading: marked so that a test (or a reader of the DOM) does not take the 0 for a count. */
  pending?: boolean;
}) {
  return (
    <Link href={href} className={`relative ${toolbarButtonClass}`} data-testid={testId} data-pending={pending ? '' : undefined}>
      <span className="sr-only">{name}</span>
      {icon}
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-1 min-w-4 rounded-full bg-red-700 px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
