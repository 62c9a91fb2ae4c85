/**
 * What the activity calendar lists (docs/domain.md#activity-calendar): the center's activities (vacancies of type
 * activity, with their own dates) and the dates of its published workshops (their open shifts, one entry each).
 * Pure: the shifts' instants become days and times in the calendar's time zone here, so the views and the feed
 * agree on which day a workshop falls.
 */
import type { Resource } from '@/lib/shared/api';
import { groupByDay, type CalendarDay } from './calendar';
import { escapeText, utcStamp } from './ical';
import type { PublicVacancy } from './public-vacancy';

/** One open shift of a published workshop, as the calendar shows it. */
export interface WorkshopDate {
  shiftId: string;
  workshopId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  /** The day (YYYY-MM-DD) and times (HH:MM) in the calendar's time zone. */
  date: string;
  startTime: string;
  endTime: string;
}

export type CalendarEntry =
  { kind: 'activity'; key: string; vacancy: PublicVacancy } | { kind: 'workshop'; key: string; workshop: WorkshopDate };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The day and time of an instant in the given time zone. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** A `shifts` resource of GET /api/v1/shifts?filter[parent_type]=workshops, or null when it is not a workshop's. */
export function toWorkshopDate(r: Resource, timeZone: string): WorkshopDate | null {
  const workshopId = r.workshopId;
  const startsAt = str(r.startsAt);
  const endsAt = str(r.endsAt);
  if ((typeof workshopId !== 'number' && typeof workshopId !== 'string') || !startsAt || !endsAt) return null;
  const start = localParts(startsAt, timeZone);
  return {
    shiftId: String(r.id),
    workshopId: String(workshopId),
    title: str(r.title),
    startsAt,
    endsAt,
    place: typeof r.place === 'string' && r.place ? r.place : null,
    date: start.date,
    startTime: start.time,
    endTime: localParts(endsAt, timeZone).time,
  };
}

/**
 * Every day of [from, to] with an activity or a workshop date, in date order; per day the activities in the given
 * order, then the workshop dates by their start.
 */
export function calendarDays(
  activities: readonly PublicVacancy[],
  workshops: readonly WorkshopDate[],
  from: string,
  to: string,
): CalendarDay<CalendarEntry>[] {
  const map = new Map<string, CalendarEntry[]>();
  for (const { date, items } of groupByDay(activities, from, to)) {
    map.set(
      date,
      items.map((vacancy) => ({ kind: 'activity', key: `vacancy-${vacancy.id}`, vacancy })),
    );
  }
  const inRange = workshops.filter((w) => w.date >= from && w.date <= to).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (const workshop of inRange) {
    const list = map.get(workshop.date) ?? [];
    list.push({ kind: 'workshop', key: `shift-${workshop.shiftId}`, workshop });
    map.set(workshop.date, list);
  }
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, items]) => ({ date, items }));
}

/**
 * What one day of the calendar shows: its workshop dates and at most `limit` activities, in the day's order, and how
 * many activities it leaves out (the view links to the bank filtered to that day for them). A big center can have
 * hundreds of activities on one day; listing them all made a month page megabytes (docs/benchmarks.md).
 */
export function dayEntries(items: readonly CalendarEntry[], limit: number): { shown: CalendarEntry[]; hidden: number } {
  let activities = 0;
  const shown = items.filter((e) => e.kind === 'workshop' || ++activities <= limit);
  return { shown, hidden: items.length - shown.length };
}

/** Per workshop its first date on or after `from` (the overview lists every coming workshop once). */
export function nextWorkshopDates(workshops: readonly WorkshopDate[], from: string): WorkshopDate[] {
  const first = new Map<string, WorkshopDate>();
  for (const w of [...workshops].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    if (w.date >= from && !first.has(w.workshopId)) first.set(w.workshopId, w);
  }
  return [...first.values()];
}

export interface WorkshopEventOptions {
  /** Absolute URL of the workshop page. */
  url: string;
  /** Stable per shift, e.g. "shift-12@demo". */
  uid: string;
  now: Date;
  /** Put before the title, so a calendar app shows it is a workshop ("Workshop: …"). */
  label: string;
}

/** The VEVENT lines of one workshop date: its start and end as UTC instants (RFC 5545 §3.3.5 form 2). */
export function workshopEvent(w: WorkshopDate, options: WorkshopEventOptions): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(options.uid)}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART:${utcStamp(new Date(w.startsAt))}`,
    `DTEND:${utcStamp(new Date(w.endsAt))}`,
    `SUMMARY:${escapeText(`${options.label}: ${w.title}`)}`,
    `CATEGORIES:${escapeText(options.label)}`,
    `DESCRIPTION:${escapeText(options.url)}`,
  ];
  if (w.place) lines.push(`LOCATION:${escapeText(w.place)}`);
  lines.push(`URL:${options.url}`, 'END:VEVENT');
  return lines;
}
