/**
 * Shift times on the web: forms take a date and wall-clock times in the center's time zone (Europe/Amsterdam,
 * docs/domain.md#shifts), the API takes instants. Pure; unit-tested across the summer-time changes.
 */
export const SHIFT_TIMEZONE = 'Europe/Amsterdam';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The zone's offset from UTC in minutes at an instant (e.g. 120 in CEST). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/**
 * The instant of a wall-clock date and time in the zone, as ISO 8601, or null for input that is not a date and a
 * time. A time in the spring-forward gap moves one hour on, as clocks do.
 */
export function zonedToIso(date: string, time: string, timeZone: string = SHIFT_TIMEZONE): string | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(d[2]) - 1 || check.getUTCDate() !== Number(d[3])) return null;
  // Two passes: the offset at the first guess can differ from the offset at the answer around a change.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60000;
  return new Date(instant).toISOString();
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant in the zone, for a form's defaults. */
export function isoToZoned(iso: string, timeZone: string = SHIFT_TIMEZONE): { date: string; time: string } {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { date: '', time: '' };
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60000);
  const iso2 = shifted.toISOString();
  return { date: iso2.slice(0, 10), time: iso2.slice(11, 16) };
}

/** The end of a shift that ends at or before its start time on the clock ends the next day (a night shift). */
export function shiftInstants(
  date: string,
  startTime: string,
  endTime: string,
  timeZone: string = SHIFT_TIMEZONE,
): { startsAt: string; endsAt: string } | null {
  const startsAt = zonedToIso(date, startTime, timeZone);
  if (!startsAt) return null;
  let endsAt = zonedToIso(date, endTime, timeZone);
  if (!endsAt) return null;
  if (endsAt <= startsAt) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    endsAt = zonedToIso(next.toISOString().slice(0, 10), endTime, timeZone);
    if (!endsAt) return null;
  }
  return { startsAt, endsAt };
}
