/** One result of the bank: title (the link), organization, type, summary, place or distance, first date. */
import { Building2, CalendarDays, MapPin } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';

export async function VacancyCard({
  vacancy,
  typeLabel,
  headingLevel = 'h2',
}: {
  vacancy: PublicVacancy;
  typeLabel: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const [t, format] = await Promise.all([getTranslations('vacancyBank'), getFormatter()]);
  const Heading = headingLevel;
  const place = vacancy.remote ? t('card.remote') : vacancy.city;
  return (
    <article className="relative flex h-full flex-col rounded-[var(--radius)] border border-muted-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary-600 dark:border-muted-700 dark:bg-muted-900">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary-800 dark:text-primary-200">{typeLabel}</p>
      <Heading className="mt-1 font-heading text-lg font-semibold">
        <Link href={`/vacancies/search/${vacancy.id}`} className={`after:absolute after:inset-0 hover:underline ${focusRing}`}>
          {vacancy.title}
        </Link>
      </Heading>
      {vacancy.organizationName ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-muted-700 dark:text-muted-300">
          <Building2 aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">{t('card.organization')}: </span>
          {vacancy.organizationName}
        </p>
      ) : null}
      {vacancy.summary ? <p className="mt-2 text-sm">{vacancy.summary}</p> : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm text-muted-700 dark:text-muted-300">
        {place || vacancy.distanceKm !== null ? (
          <li className="flex items-center gap-1">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {[place, vacancy.distanceKm !== null ? t('results.distance', { km: vacancy.distanceKm }) : null].filter(Boolean).join(' · ')}
          </li>
        ) : null}
        {vacancy.startsOn ? (
          <li className="flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {t('card.startsOn', {
              date: format.dateTime(new Date(`${vacancy.startsOn}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
            })}
          </li>
        ) : null}
        {vacancy.hoursPerWeek ? <li>{t('card.hours', { hours: vacancy.hoursPerWeek })}</li> : null}
      </ul>
    </article>
  );
}
