'use client';

/**
 * One filter of an admin list: a labelled select whose first option ("all …", the empty value) clears the filter.
 * The lists keep their filter values in the URL (use-list-state), so the value is a string or nothing.
 */
import { useId } from 'react';
import { Select } from '@/components/ui/select';

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly FilterOption[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} className={className}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
