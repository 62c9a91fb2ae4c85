/**
 * Calendar dates as ISO strings (YYYY-MM-DD). Arithmetic on them counts calendar days, so it never meets the
 * 23- and 25-hour days of daylight saving time that stepping a moment by 24 hours does.
 */

/** The calendar date `days` after `iso` (before it when negative). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of the week of a calendar date, 0 = Sunday (as Date#getUTCDay). */
export const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();
