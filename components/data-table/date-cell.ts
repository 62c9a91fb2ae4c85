import type { DateTimeFormatOptions, useFormatter } from 'next-intl';

type Formatter = ReturnType<typeof useFormatter>;

/** A list column's date: formatted in the viewer's locale, or a dash when the record has none. */
export function dateCell(
  format: Formatter,
  value: string | null | undefined,
  options: DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return value ? format.dateTime(new Date(value), options) : '—';
}
