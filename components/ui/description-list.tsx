/**
 * Label–value pairs of a record (a user's profile, the center's settings, an application): a <dl> in two columns
 * from `sm` up, stacked on phones. Each pair sits in its own <div> (valid in a <dl>), so `dt + dd` stay
 * neighbours. A null item is left out, for pairs that only some records have.
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface DescriptionItem {
  term: ReactNode;
  details: ReactNode;
  /** Extra classes for the value (`break-all` for addresses, a flex row for a colour swatch). */
  detailsClassName?: string;
}

export function DescriptionList({
  items,
  className,
}: {
  items: readonly (DescriptionItem | null | false | undefined)[];
  /** Margins and text size of the list. */
  className?: string;
}) {
  return (
    <dl className={clsx('grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]', className)}>
      {items.map((item, index) =>
        item ? (
          <div key={index} className="contents">
            <dt className="font-medium">{item.term}</dt>
            <dd className={item.detailsClassName}>{item.details}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
