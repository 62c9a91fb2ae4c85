'use client';

/**
 * The filters of the visible columns (and of any hidden column that still filters): text contains, a choice for
 * enums and yes/no, a number for ids, a from and a to date for dates. Typed values apply together with the
 * button (or Enter), so a half-typed value never reloads the table.
 */
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import type { DataViewerColumn, DataViewerDataset } from '@/domain/data-viewer';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { filterKeys, validFilterValue } from '@/lib/shared/data-viewer/view-state';

export function FilterForm({
  dataset,
  visible,
  filters,
  labelOf,
  onApply,
}: {
  dataset: DataViewerDataset;
  visible: readonly string[];
  filters: Record<string, string>;
  labelOf: (name: string) => string;
  onApply: (filters: Record<string, string>) => void;
}) {
  const t = useTranslations('dataViewer');
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  const shown = filterKeys(dataset).filter(({ key, column }) => visible.includes(column.name) || filters[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const { key, column } of shown) {
      const value = draft[key]?.trim();
      if (value && validFilterValue(column, value)) next[key] = value;
    }
    onApply(next);
  };
  if (!shown.length) return null;

  const label = (key: string, column: DataViewerColumn) =>
    key.endsWith('_from') && column.kind === 'datetime'
      ? t('filterFrom', { column: labelOf(column.name) })
      : key.endsWith('_to') && column.kind === 'datetime'
        ? t('filterTo', { column: labelOf(column.name) })
        : labelOf(column.name);

  const field = (key: string, column: DataViewerColumn) => {
    const fieldId = `${id}-${key}`;
    const value = draft[key] ?? '';
    const set = (v: string) => setDraft((d) => ({ ...d, [key]: v }));
    let control;
    if (column.kind === 'enum' || column.kind === 'boolean') {
      const options = column.kind === 'boolean' ? ['true', 'false'] : (column.values ?? []);
      control = (
        <Select id={fieldId} value={value} onChange={(e) => set(e.target.value)}>
          <option value="">{t('all')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {column.kind === 'boolean' ? t(o === 'true' ? 'yes' : 'no') : t(`values.${o}`)}
            </option>
          ))}
        </Select>
      );
    } else if (column.kind === 'datetime') {
      control = <Input id={fieldId} type="date" value={value} onChange={(e) => set(e.target.value)} />;
    } else if (column.kind === 'id' || column.kind === 'number') {
      control = <Input id={fieldId} inputMode="numeric" pattern="[0-9]*" value={value} onChange={(e) => set(e.target.value)} />;
    } else {
      control = <Input id={fieldId} type="search" maxLength={200} value={value} onChange={(e) => set(e.target.value)} />;
    }
    return (
      <div key={key} className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {label(key, column)}
        </label>
        {control}
      </div>
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius)] border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('filters')}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{shown.map(({ key, column }) => field(key, column))}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">{t('applyFilters')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('clearFilters')}
        </Button>
      </div>
    </form>
  );
}
