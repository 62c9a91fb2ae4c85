'use client';

/**
 * Which columns the table shows: a disclosure button and, below it in the page's flow (so nothing overlaps on a
 * phone), a group of native checkboxes, reachable and operable by keyboard. Escape closes it and returns focus to
 * the button. The last visible column cannot be switched off.
 */
import { Columns3 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

export function ColumnChooser({
  columns,
  chosen,
  labelOf,
  onChange,
  onReset,
}: {
  columns: readonly string[];
  chosen: readonly string[];
  labelOf: (name: string) => string;
  onChange: (columns: string[]) => void;
  onReset: () => void;
}) {
  const t = useTranslations('dataViewer');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hintId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The choice shows at once; the URL (and so `chosen`) follows after the router's transition.
  const [shown, setShown] = useState(chosen);
  const [applied, setApplied] = useState(chosen);
  if (applied !== chosen) {
    setApplied(chosen);
    setShown(chosen);
  }
  const toggle = (name: string, on: boolean) => {
    const next = columns.filter((n) => (n === name ? on : shown.includes(n)));
    setShown(next);
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="w-full">
      <Button
        ref={button}
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        className="gap-2"
        onClick={() => setOpen((o) => !o)}
      >
        <Columns3 aria-hidden className="size-4" />
        {t('columnsButton', { shown: shown.length, total: columns.length })}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        onKeyDown={onKeyDown}
        className="mt-2 rounded-[var(--radius)] border border-slate-200 p-4 dark:border-slate-700"
      >
        <fieldset aria-describedby={hintId}>
          <legend className="text-sm font-semibold">{t('columnsLegend')}</legend>
          <p id={hintId} className="mt-1 text-sm text-muted-700 dark:text-muted-300">
            {t('lastColumn')}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map((name) => {
              const checked = shown.includes(name);
              return (
                <label key={name} className="flex min-h-6 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary-700"
                    checked={checked}
                    disabled={checked && shown.length === 1}
                    onChange={(e) => toggle(name, e.target.checked)}
                  />
                  {labelOf(name)}
                </label>
              );
            })}
          </div>
        </fieldset>
        <Button type="button" variant="tertiary" size="sm" className="mt-3" onClick={onReset}>
          {t('columnsDefault')}
        </Button>
      </div>
    </div>
  );
}
