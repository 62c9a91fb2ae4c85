/**
 * iCalendar (RFC 5545) text for activities: one VEVENT per activity, the center's feed as one VCALENDAR.
 * Pure (unit-tested): TEXT values escaped, lines folded at 75 octets without splitting a UTF-8 character,
 * CRLF line ends. Times are the activity's local times in Europe/Amsterdam, with that VTIMEZONE included,
 * because activities happen at a wall-clock time, whatever the offset.
 */
import { addDays } from '@/domain/dates';
import type { PublicVacancy } from './public-vacancy';

export const TIMEZONE = 'Europe/Amsterdam';
const ICAL_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replace(/-/g, '');
const compactTime = (hhmm: string) => `${hhmm.slice(0, 2)}${hhmm.slice(3, 5)}00`;

/** UTC timestamp in the basic format, e.g. 20260105T091500Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface EventOptions {
  /** Absolute URL of the vacancy page. */
  url: string;
  /** Stable, globally unique: e.g. "vacancy-12@demo.example.org". */
  uid: string;
  now: Date;
  location?: string | null;
}

/** The VEVENT lines of an activity, or an empty list when it has no start date. */
export function activityEvent(v: PublicVacancy, options: EventOptions): string[] {
  if (!v.startsOn) return [];
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(options.uid)}`, `DTSTAMP:${utcStamp(options.now)}`];
  const lastDay = v.endsOn && v.endsOn >= v.startsOn ? v.endsOn : v.startsOn;
  const timed = Boolean(v.startTime);
  if (timed) {
    lines.push(`DTSTART;TZID=${TIMEZONE}:${compactDate(v.startsOn)}T${compactTime(v.startTime!)}`);
    const end = v.endTime && v.endTime > v.startTime! ? v.endTime : v.startTime!;
    lines.push(`DTEND;TZID=${TIMEZONE}:${compactDate(v.startsOn)}T${compactTime(end)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(v.startsOn)}`);
    // All-day: DTEND is exclusive. A multi-day activity without times is one event spanning its days.
    const exclusiveEnd = v.activityFrequency === 'multi_day' ? addDays(lastDay, 1) : addDays(v.startsOn, 1);
    lines.push(`DTEND;VALUE=DATE:${compactDate(exclusiveEnd)}`);
  }
  const untilDay = lastDay > v.startsOn ? lastDay : null;
  if (v.activityFrequency === 'regularly' && v.weekdays.length) {
    const byDay = [...new Set(v.weekdays)]
      .sort()
      .map((d) => ICAL_WEEKDAYS[d - 1])
      .join(',');
    lines.push(`RRULE:FREQ=WEEKLY;BYDAY=${byDay}${untilDay ? `;UNTIL=${compactDate(untilDay)}T235959Z` : ''}`);
  } else if (v.activityFrequency === 'multi_day' && timed && untilDay) {
    lines.push(`RRULE:FREQ=DAILY;UNTIL=${compactDate(untilDay)}T235959Z`);
  }
  lines.push(`SUMMARY:${escapeText(v.title)}`);
  const description = [v.organizationName, v.summary, options.url].filter(Boolean).join('\n\n');
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (options.location) lines.push(`LOCATION:${escapeText(options.location)}`);
  if (v.latitude !== null && v.longitude !== null) lines.push(`GEO:${v.latitude};${v.longitude}`);
  lines.push(`URL:${options.url}`);
  if (v.updatedAt) {
    const updated = new Date(v.updatedAt);
    if (!Number.isNaN(updated.getTime())) lines.push(`LAST-MODIFIED:${utcStamp(updated)}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/** Europe/Amsterdam with the EU summer-time rules, so clients need not know the zone. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIMEZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function calendarText(options: { name: string; events: string[][]; language?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vrijwilligersplatform//Activiteitenkalender//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${TIMEZONE}`,
    ...VTIMEZONE,
    ...options.events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A safe file name for the download: letters, digits and dashes. */
export function icsFileName(title: string, id: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'activiteit'}-${id}.ics`;
}
