import { describe, expect, it } from '@jest/globals';
import { activityEvent, calendarText, escapeText, foldLine, icsFileName, utcStamp } from '@/lib/shared/vacancies/ical';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';

const base: PublicVacancy = {
  id: '12',
  title: 'Opschoondag in het park',
  vacancyType: 'activity',
  summary: 'Zwerfafval prikken; daarna soep, brood en koffie.',
  description: null,
  tags: [],
  ageGroupIds: [],
  hoursPerWeek: null,
  street: 'Stationsplein',
  houseNumber: '1',
  postalCode: '3811 AB',
  city: 'Amersfoort',
  latitude: 52.155,
  longitude: 5.387,
  remote: false,
  activityFrequency: 'once',
  startsOn: '2026-12-05',
  endsOn: '2026-12-05',
  startTime: '09:30',
  endTime: '12:30',
  weekdays: [],
  imageUrl: null,
  expiresAt: null,
  publishedAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  organizationId: '3',
  organizationName: 'Stichting Groen',
  distanceKm: null,
  contactPhoneVisible: false,
};
const options = {
  url: 'https://demo.example.org/vacancies/search/12',
  uid: 'vacancy-12@demo',
  now: new Date('2026-11-23T09:00:00Z'),
  location: 'Stationsplein 1, 3811 AB Amersfoort',
};

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:kort')).toBe('SUMMARY:kort');
  });

  it('folds at 75 octets with CRLF and a space', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('never splits a multi-byte character', () => {
    const value = `SUMMARY:${'é€😀'.repeat(30)}`;
    const lines = foldLine(value).split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(value);
    expect(lines.join('')).not.toContain('\uFFFD');
  });
});

describe('activityEvent', () => {
  it('writes a timed one-day activity in Europe/Amsterdam', () => {
    const lines = activityEvent(base, options);
    expect(lines[0]).toBe('BEGIN:VEVENT');
    expect(lines.at(-1)).toBe('END:VEVENT');
    expect(lines).toContain('UID:vacancy-12@demo');
    expect(lines).toContain('DTSTAMP:20261123T090000Z');
    expect(lines).toContain('DTSTART;TZID=Europe/Amsterdam:20261205T093000');
    expect(lines).toContain('DTEND;TZID=Europe/Amsterdam:20261205T123000');
    expect(lines).toContain('SUMMARY:Opschoondag in het park');
    expect(lines).toContain('LOCATION:Stationsplein 1\\, 3811 AB Amersfoort');
    expect(lines).toContain('GEO:52.155;5.387');
    expect(lines).toContain('LAST-MODIFIED:20261101T100000Z');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Stichting Groen\\n\\nZwerfafval prikken\\; daarna soep\\, brood en koffie.\\n\\nhttps://demo.example.org/vacancies/search/12',
    );
    expect(lines.some((l) => l.startsWith('RRULE'))).toBe(false);
  });

  it('repeats a regular activity weekly on its weekdays until its last day', () => {
    const lines = activityEvent({ ...base, activityFrequency: 'regularly', weekdays: [5, 3], endsOn: '2027-03-31' }, options);
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20270331T235959Z');
  });

  it('leaves an open-ended regular activity without UNTIL', () => {
    const lines = activityEvent({ ...base, activityFrequency: 'regularly', weekdays: [3] }, options);
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE');
  });

  it('spans the days of a multi-day activity without times as one all-day event', () => {
    const lines = activityEvent({ ...base, activityFrequency: 'multi_day', endsOn: '2026-12-07', startTime: null, endTime: null }, options);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261205');
    expect(lines).toContain('DTEND;VALUE=DATE:20261208');
  });

  it('repeats the times of a multi-day activity daily', () => {
    const lines = activityEvent({ ...base, activityFrequency: 'multi_day', endsOn: '2026-12-07' }, options);
    expect(lines).toContain('RRULE:FREQ=DAILY;UNTIL=20261207T235959Z');
  });

  it('writes nothing for an activity without a date', () => {
    expect(activityEvent({ ...base, startsOn: null }, options)).toEqual([]);
  });
});

describe('calendarText', () => {
  it('wraps events in a VCALENDAR with CRLF line ends and the time zone', () => {
    const text = calendarText({ name: 'Activiteiten van Demo, Oost', events: [activityEvent(base, options)] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Activiteiten van Demo\\, Oost\r\n');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam\r\n');
    expect(text.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('helpers', () => {
  it('formats UTC stamps and safe file names', () => {
    expect(utcStamp(new Date('2026-01-05T09:15:00.123Z'))).toBe('20260105T091500Z');
    expect(icsFileName('Zomerkamp: café & "spel"!', '7')).toBe('zomerkamp-cafe-spel-7.ics');
    expect(icsFileName('***', '8')).toBe('activiteit-8.ics');
  });
});
