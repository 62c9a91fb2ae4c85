import { describe, expect, it } from '@jest/globals';
import {
  dateIn,
  groupByDay,
  isoWeekday,
  monthGrid,
  monthRange,
  nextOccurrence,
  occurrences,
  parseMonth,
  shiftMonth,
} from '@/lib/shared/vacancies/calendar';

const activity = (over: Partial<Parameters<typeof occurrences>[0]>) => ({
  activityFrequency: 'once' as const,
  startsOn: '2026-12-05',
  endsOn: '2026-12-05',
  weekdays: [] as number[],
  expiresAt: null,
  ...over,
});

describe('months', () => {
  it('parses ?month and falls back to the current month', () => {
    expect(parseMonth('2027-02', '2026-11-23')).toEqual({ year: 2027, month: 2 });
    expect(parseMonth('2027-13', '2026-11-23')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth(undefined, '2026-11-23')).toEqual({ year: 2026, month: 11 });
  });

  it('shifts across years and knows month lengths', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 12 });
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });
});

describe('occurrences', () => {
  it('puts a one-off activity on its day only', () => {
    expect(occurrences(activity({}), '2026-12-01', '2026-12-31')).toEqual(['2026-12-05']);
    expect(occurrences(activity({}), '2027-01-01', '2027-01-31')).toEqual([]);
  });

  it('covers every day of a multi-day activity within the range', () => {
    expect(
      occurrences(activity({ activityFrequency: 'multi_day', startsOn: '2026-11-29', endsOn: '2026-12-02' }), '2026-12-01', '2026-12-31'),
    ).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('repeats a regular activity on its weekdays, until it expires when it names no end', () => {
    const weekly = activity({
      activityFrequency: 'regularly',
      startsOn: '2026-11-25',
      endsOn: '2026-11-25',
      weekdays: [3],
      expiresAt: '2026-12-20T09:00:00Z',
    });
    expect(occurrences(weekly, '2026-12-01', '2026-12-31')).toEqual(['2026-12-02', '2026-12-09', '2026-12-16']);
    expect(nextOccurrence(weekly, '2026-12-03')).toBe('2026-12-09');
    expect(nextOccurrence(weekly, '2026-12-21')).toBeNull();
  });

  it('groups activities by day in date order', () => {
    const a = { id: 'a', ...activity({ startsOn: '2026-12-09', endsOn: '2026-12-09' }) };
    const b = { id: 'b', ...activity({ activityFrequency: 'multi_day', startsOn: '2026-12-08', endsOn: '2026-12-09' }) };
    const days = groupByDay([a, b], '2026-12-01', '2026-12-31');
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2026-12-08', ['b']],
      ['2026-12-09', ['a', 'b']],
    ]);
  });
});

describe('dateIn', () => {
  it('takes the date in the given zone', () => {
    expect(dateIn('Europe/Amsterdam', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(dateIn('Europe/Amsterdam', new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
