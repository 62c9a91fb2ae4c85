'use client';

/**
 * The search box of an admin list. What the visitor types stays local until submitted (or, with `delayMs`, until
 * a pause in typing); a search changed elsewhere (the back button, "clear filters") replaces the typed text.
 */
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The typed text of a search whose applied value is `query`, re-synced when `query` changes from outside. */
export function useSearchText(query: string): [string, (text: string) => void] {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  return [text, setText];
}

export interface SearchFieldProps {
  label: string;
  /** The applied search (the list state's `query`). */
  query: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box that applies itself after a pause in typing, for a toolbar that is its own search landmark. */
export function SearchField({ label, query, onSearch, placeholder, className, delayMs }: SearchFieldProps & { delayMs: number }) {
  const id = useId();
  const [text, setText] = useSearchText(query);
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, onSearch, query, text]);
  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <Input id={id} type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

export interface SearchFormProps extends SearchFieldProps {
  submitLabel: string;
  /** More fields applied by the same submit (their state is the caller's). */
  children?: ReactNode;
}

/** A search form (its own search landmark) applied by its button. */
export function SearchForm({ label, submitLabel, query, onSearch, placeholder, className, children }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useSearchText(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className={className ?? 'flex min-w-64 flex-1 flex-wrap items-end gap-2'}>
      <div className="min-w-48 flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <Input id={id} type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <Search aria-hidden className="size-4" />
        {submitLabel}
      </Button>
    </form>
  );
}
