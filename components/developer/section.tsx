/** One titled part of a developer page: a card with an h2, named for assistive technology (a region). */
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { cardClass } from '@/components/ui/styles';

export function DeveloperSection({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx(cardClass, 'min-w-0 space-y-4', className)}>
      <div>
        <h2 id={id} className="font-heading text-xl font-semibold break-words">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-800 dark:text-muted-200">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Text as code, scrollable on its own so a long document never widens the page. */
export function CodeBlock({ text, label, maxChars = 6000 }: { text: string; label: string; maxChars?: number }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-96 max-w-full overflow-auto rounded-md bg-muted-100 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-muted-950 dark:bg-muted-900 dark:text-muted-50"
    >
      {text.length > maxChars ? `${text.slice(0, maxChars)}\n…` : text}
    </pre>
  );
}

/** Pretty-printed JSON in a CodeBlock. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return <CodeBlock text={JSON.stringify(value, null, 2) ?? 'undefined'} label={label} />;
}
