import { describe, expect, it } from '@jest/globals';
import { type CalendarEntry, type WorkshopDate, dayEntries } from '@/lib/shared/vacancies/calendar-entries';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';

const activity = (id: number): CalendarEntry => ({ kind: 'activity', key: `vacancy-${id}`, vacancy: { id: String(id) } as PublicVacancy });
const workshop = (id: number): CalendarEntry => ({
  kind: 'workshop',
  key: `shift-${id}`,
  workshop: { shiftId: String(id) } as WorkshopDate,
});
const keys = (entries: CalendarEntry[]) => entries.map((e) => e.key);

describe('dayEntries', () => {
  it('shows every entry of a day within the limit', () => {
    const day = [activity(1), activity(2), workshop(7)];
    expect(dayEntries(day, 2)).toEqual({ shown: day, hidden: 0 });
  });

  it('keeps the first activities in the day order and counts the rest', () => {
    const day = [activity(1), activity(2), activity(3), activity(4), activity(5)];
    const { shown, hidden } = dayEntries(day, 3);
    expect(keys(shown)).toEqual(['vacancy-1', 'vacancy-2', 'vacancy-3']);
    expect(hidden).toBe(2);
  });

  it('never leaves out a workshop date: the bank the view links to has no workshops', () => {
    const day = [activity(1), activity(2), activity(3), workshop(8), workshop(9)];
    const { shown, hidden } = dayEntries(day, 1);
    expect(keys(shown)).toEqual(['vacancy-1', 'shift-8', 'shift-9']);
    expect(hidden).toBe(2);
  });
});
