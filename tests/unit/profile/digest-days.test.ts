import { digestSchedule, isIsoWeekday, ISO_WEEKDAYS, normalizeDigestDays } from '@/lib/shared/profile/digest-days';

describe('normalizeDigestDays', () => {
  test('checkbox strings and numbers become ISO weekdays, each once, Monday first', () => {
    expect(normalizeDigestDays(['5', '1', 5, '7'])).toEqual([1, 5, 7]);
    expect(normalizeDigestDays([7, 6, 5, 4, 3, 2, 1])).toEqual([...ISO_WEEKDAYS]);
  });

  test('anything that is not a weekday is dropped; nothing is no digest', () => {
    expect(normalizeDigestDays(['0', '8', 'ma', '', 1.5, -1, 3, '10'])).toEqual([3]);
    expect(normalizeDigestDays([])).toEqual([]);
    expect(normalizeDigestDays(null)).toEqual([]);
    expect(normalizeDigestDays(undefined)).toEqual([]);
  });

  test('isIsoWeekday', () => {
    expect(ISO_WEEKDAYS.every(isIsoWeekday)).toBe(true);
    for (const value of [0, 8, 1.5, '1', null]) expect(isIsoWeekday(value)).toBe(false);
  });
});

describe('digestSchedule', () => {
  test('none, every day, weekdays, or the listed days', () => {
    expect(digestSchedule([])).toEqual({ kind: 'none' });
    expect(digestSchedule(['1', '2', '3', '4', '5', '6', '7'])).toEqual({ kind: 'daily' });
    expect(digestSchedule([5, 4, 3, 2, 1])).toEqual({ kind: 'weekdays' });
    expect(digestSchedule(['4', '1'])).toEqual({ kind: 'some', days: [1, 4] });
    expect(digestSchedule([1, 2, 3, 4, 5, 6])).toEqual({ kind: 'some', days: [1, 2, 3, 4, 5, 6] });
  });
});
