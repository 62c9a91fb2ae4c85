/**
 * A file size for people: `formatBytes(2 * 1024 * 1024, 'nl')` -> "2 MB", `formatBytes(1536, 'en')` -> "1.5 kB".
 * Binary multiples (1 kB = 1024 bytes), as operating systems show file sizes, with the locale's decimal mark.
 */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function formatBytes(bytes: number, locale: string): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let exponent = safe === 0 ? 0 : Math.min(UNITS.length - 1, Math.floor(Math.log(safe) / Math.log(1024)));
  let value = safe / 1024 ** exponent;
  // 1023.96 kB rounds to "1024 kB": show "1 MB" instead.
  if (Number(value.toFixed(1)) >= 1024 && exponent < UNITS.length - 1) {
    exponent += 1;
    value = safe / 1024 ** exponent;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[exponent] ?? 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: exponent === 0 ? 0 : 1,
  }).format(value);
}
