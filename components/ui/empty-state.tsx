/**
 * What a list, search or section shows when it has nothing yet: a dashed box with a message. With only `title`
 * it is one line ("No pages yet."); with a description, icon or actions (children) it is a block whose title is a
 * heading when `heading` is given, so it joins the page outline only where it stands for a section.
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  heading?: 'h2' | 'h3';
  /** The heading's id, for an `aria-labelledby` outside. */
  id?: string;
  className?: string;
  children?: ReactNode;
}

const boxClass = 'rounded-[var(--radius)] border border-dashed border-muted-300 text-center dark:border-muted-700';

export function EmptyState({ title, description, icon, heading, id, className, children }: EmptyStateProps) {
  if (description === undefined && icon === undefined && heading === undefined && children === undefined) {
    return <p className={clsx(boxClass, 'p-6 text-muted-800 dark:text-muted-200', className)}>{title}</p>;
  }
  const Title = heading ?? 'p';
  // A titled section is a named region, so screen-reader users can jump to it like to the rest of the page.
  const Root = heading && id ? 'section' : 'div';
  return (
    <Root
      aria-labelledby={Root === 'section' ? id : undefined}
      className={clsx(boxClass, 'flex flex-col items-center gap-2 p-8', className)}
    >
      {icon}
      <Title id={id} className={heading ? 'font-heading text-xl font-semibold' : 'text-lg font-semibold'}>
        {title}
      </Title>
      {description ? <p className="max-w-prose text-muted-700 dark:text-muted-300">{description}</p> : null}
      {children}
    </Root>
  );
}
