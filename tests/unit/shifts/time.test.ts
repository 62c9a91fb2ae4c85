import { mayStillCancel as mayStillCancelAt } from '@/lib/shared/shifts/api';
import { isoToZoned, shiftInstants, zonedToIso } from '@/lib/shared/shifts/time';

describe('shift times in Europe/Amsterdam', () => {
  it('turns a winter wall-clock time into UTC+1', () => {
    expect(zonedToIso('2026-12-05', '10:00')).toBe('2026-12-05T09:00:00.000Z');
  });

  it('turns a summer wall-clock time into UTC+2', () => {
    expect(zonedToIso('2026-07-01', '18:30')).toBe('2026-07-01T16:30:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(zonedToIso('2026-03-29', '12:00')).toBe('2026-03-29T10:00:00.000Z');
    expect(zonedToIso('2026-10-25', '12:00')).toBe('2026-10-25T11:00:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    expect(zonedToIso('2026-02-30', '10:00')).toBeNull();
    expect(zonedToIso('2026-02-03', '24:00')).toBeNull();
    expect(zonedToIso('', '')).toBeNull();
  });

  it('reads an instant back as the form shows it', () => {
    expect(isoToZoned('2026-07-01T16:30:00.000Z')).toEqual({ date: '2026-07-01', time: '18:30' });
    expect(isoToZoned('2026-12-31T23:30:00.000Z')).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(isoToZoned('nonsense')).toEqual({ date: '', time: '' });
  });

  it('ends a night shift the next day', () => {
    expect(shiftInstants('2026-12-05', '22:00', '02:00')).toEqual({
      startsAt: '2026-12-05T21:00:00.000Z',
      endsAt: '2026-12-06T01:00:00.000Z',
    });
    expect(shiftInstants('2026-12-05', '09:00', '12:30')?.endsAt).toBe('2026-12-05T11:30:00.000Z');
  });

  it('lets a volunteer cancel until the cut-off only', () => {
    const now = new Date('2026-12-05T08:00:00Z');
    expect(mayStillCancelAt({ status: 'confirmed', cancelUntil: '2026-12-05T09:00:00Z' }, now)).toBe(true);
    expect(mayStillCancelAt({ status: 'confirmed', cancelUntil: '2026-12-05T07:00:00Z' }, now)).toBe(false);
    expect(mayStillCancelAt({ status: 'cancelled', cancelUntil: null }, now)).toBe(false);
  });
});
