/**
 * The activity calendar's dates: on which days of a month an activity takes place (once: its day; multi_day:
 * every day of its range; regularly: its weekdays from its first day until its last, or until it expires when
 * it names no last day). Pure and in plain ISO dates (YYYY-MM-DD), so time zones play no part.
 */
import { addDays, weekdayOf } from '@/domain/dates';
import type { PublicVacancy } from './public-vacancy';

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

const MONTH = /^(\d{4})-(\d{2})$/;

export function parseMonth(value: string | string[] | undefined, today: string): Month {
  const v = Array.isArray(value) ? value[0] : value;
  const match = v ? MONTH.exec(v) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month };
  }
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

export const monthKey = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}`;

export function shiftMonth(m: Month, by: number): Month {
  const index = m.year * 12 + (m.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthRange(m: Month): { first: string; last: string } {
  const days = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  return { first: `${monthKey(m)}-01`, last: `${monthKey(m)}-${String(days).padStart(2, '0')}` };
}

/** ISO weekday, 1 = Monday. */
export function isoWeekday(iso: string): number {
  const day = weekdayOf(iso);
  return day === 0 ? 7 : day;
}

/** The days in [from, to] on which the activity takes place. */
export function occurrences(
  v: Pick<PublicVacancy, 'activityFrequency' | 'startsOn' | 'endsOn' | 'weekdays' | 'expiresAt'>,
  from: string,
  to: string,
): string[] {
  if (!v.startsOn) return [];
  const start = v.startsOn;
  let end = v.endsOn && v.endsOn >= start ? v.endsOn : start;
  if (v.activityFrequency === 'regularly' && end === start && v.expiresAt) end = v.expiresAt.slice(0, 10);
  if (v.activityFrequency === 'once' || !v.activityFrequency) end = start;
  const lo = start > from ? start : from;
  const hi = end < to ? end : to;
  const days: string[] = [];
  for (let day = lo; day <= hi; day = addDays(day, 1)) {
    if (v.activityFrequency === 'regularly' && v.weekdays.length && !v.weekdays.includes(isoWeekday(day))) continue;
    days.push(day);
  }
  return days;
}

export interface CalendarDay<T> {
  date: string;
  items: T[];
}

/** Every day of [from, to] that has an activity, in date order, each with its activities in the given order. */
export function groupByDay<T extends Parameters<typeof occurrences>[0]>(items: readonly T[], from: string, to: string): CalendarDay<T>[] {
  const map = new Map<string, T[]>();
  for (const item of items) {
    for (const day of occurrences(item, from, to)) {
      const list = map.get(day) ?? [];
      list.push(item);
      map.set(day, list);
    }
  }
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, items: list }));
}

/** The month as weeks (Monday first) of ISO dates, with null for the days outside the month. */
export function monthGrid(m: Month): (string | null)[][] {
  const { first, last } = monthRange(m);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The calendar date (YYYY-MM-DD) of an instant in the given time zone. */
export function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first day on or after `from` (within a year) on which the activity takes place, or null. */
export function nextOccurrence(v: Parameters<typeof occurrences>[0], from: string): string | null {
  const to = addDays(from, 366);
  return occurrences(v, from, to)[0] ?? null;
}
