/** "Wednesday 16:00 to 20:00"-style lines for an activity's dates and times, formatted by next-intl. */
import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';

// 2024-01-01 was a Monday: ISO weekday d is 2024-01-0d.
const weekdayDate = (d: number) => new Date(Date.UTC(2024, 0, d, 12));
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

export async function activityWhen(v: PublicVacancy): Promise<string[]> {
  if (!v.startsOn) return [];
  const [t, format] = await Promise.all([getTranslations('vacancyBank.vacancy'), getFormatter()]);
  const date = (iso: string) => format.dateTime(day(iso), { dateStyle: 'full', timeZone: 'UTC' });
  const lines: string[] = [];
  if (v.activityFrequency === 'regularly' && v.weekdays.length) {
    const days = format.list(
      v.weekdays.map((d) => format.dateTime(weekdayDate(d), { weekday: 'long', timeZone: 'UTC' })),
      { type: 'conjunction' },
    );
    lines.push(t('weekdays', { days }));
    lines.push(
      v.endsOn && v.endsOn > v.startsOn
        ? format.dateTimeRange(day(v.startsOn), day(v.endsOn), { dateStyle: 'long', timeZone: 'UTC' })
        : date(v.startsOn),
    );
  } else if (v.endsOn && v.endsOn > v.startsOn) {
    lines.push(format.dateTimeRange(day(v.startsOn), day(v.endsOn), { dateStyle: 'long', timeZone: 'UTC' }));
  } else {
    lines.push(date(v.startsOn));
  }
  if (v.startTime) lines.push(v.endTime ? t('time', { from: v.startTime, until: v.endTime }) : v.startTime);
  return lines;
}
