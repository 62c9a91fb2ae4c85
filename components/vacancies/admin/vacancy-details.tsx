'use client';

/**
 * /vacancies/{id}: what the vacancy says, its status actions and its applications. The applications list is the
 * applications feature's screen, so the page passes it in (`applications`) rather than this screen importing it.
 */
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { VacancyStatusActions } from './status-actions';
import { VacancyStatusBadge } from './status-badge';
import { DescriptionList } from '@/components/ui/description-list';
import { actionLinkClass } from '@/components/ui/styles';
import type { AgeGroupOption, VacancyView } from '@/lib/shared/vacancies/view';

export function VacancyDetails({
  vacancy,
  ageGroups,
  applications,
}: {
  vacancy: VacancyView;
  ageGroups: AgeGroupOption[];
  /** The vacancy's applications (the page renders ApplicationsList with this vacancy fixed). */
  applications: ReactNode;
}) {
  const t = useTranslations('vacancies.details');
  const tType = useTranslations('vacancies.types');
  const tFrequency = useTranslations('vacancies.frequencies');
  const tDay = useTranslations('vacancies.weekdays');
  const format = useFormatter();
  const router = useRouter();
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '—');
  const ageGroupNames = ageGroups.filter((g) => vacancy.ageGroupIds.includes(Number(g.id))).map((g) => g.name);
  const address = [
    [vacancy.street, vacancy.houseNumber].filter(Boolean).join(' '),
    [vacancy.postalCode, vacancy.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

  const rows: [string, ReactNode][] = [
    [t('type'), tType(vacancy.vacancyType)],
    [t('organization'), vacancy.organizationName],
    [t('tags'), vacancy.tags.length ? vacancy.tags.join(', ') : '—'],
    [t('ageGroups'), ageGroupNames.length ? ageGroupNames.join(', ') : '—'],
    [t('hoursPerWeek'), vacancy.hoursPerWeek ?? '—'],
    [t('location'), vacancy.remote ? t('remote') : address || '—'],
    [t('contactPhoneVisible'), vacancy.contactPhoneVisible ? t('yes') : t('no')],
    [t('expiresAt'), date(vacancy.expiresAt)],
    [t('publishedAt'), date(vacancy.publishedAt)],
    [t('createdAt'), date(vacancy.createdAt)],
  ];
  if (vacancy.vacancyType === 'activity' && vacancy.activityFrequency) {
    const times = [vacancy.startTime, vacancy.endTime].filter(Boolean).join('–');
    rows.splice(2, 0, [
      t('when'),
      [
        tFrequency(vacancy.activityFrequency),
        vacancy.startsOn ? date(vacancy.startsOn) + (vacancy.endsOn ? ` – ${date(vacancy.endsOn)}` : '') : '',
        vacancy.weekdays.length ? vacancy.weekdays.map((d) => tDay(String(d))).join(', ') : '',
        times,
      ]
        .filter(Boolean)
        .join(' · '),
    ]);
  }

  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-2">
            <h1 className="font-heading text-3xl font-bold tracking-tight">{vacancy.title}</h1>
            <VacancyStatusBadge status={vacancy.status} />
          </div>
          {vacancy.status !== 'deleted' ? (
            <Link href={`/vacancies/${vacancy.id}/edit`} className={actionLinkClass}>
              <Pencil aria-hidden className="size-4" />
              {t('edit')}
            </Link>
          ) : null}
        </div>
        {vacancy.summary ? <p className="text-lg text-muted-800 dark:text-muted-200">{vacancy.summary}</p> : null}
      </header>

      <section aria-labelledby="vacancy-status" className="space-y-3">
        <h2 id="vacancy-status" className="font-heading text-xl font-semibold">
          {t('statusTitle')}
        </h2>
        {vacancy.status === 'deleted' ? (
          <p>{t('deletedNote')}</p>
        ) : (
          <VacancyStatusActions vacancy={vacancy} size="md" onChanged={() => router.refresh()} />
        )}
      </section>

      <section aria-labelledby="vacancy-facts" className="space-y-3">
        <h2 id="vacancy-facts" className="font-heading text-xl font-semibold">
          {t('factsTitle')}
        </h2>
        <DescriptionList items={rows.map(([label, value]) => ({ term: label, details: value }))} />
        {vacancy.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- any URL the organization gave, not an optimised asset
          <img
            src={vacancy.imageUrl}
            alt={t('imageAlt', { title: vacancy.title })}
            className="max-h-64 rounded-[var(--radius)] object-cover"
          />
        ) : null}
      </section>

      {vacancy.description ? (
        <section aria-labelledby="vacancy-description" className="space-y-3">
          <h2 id="vacancy-description" className="font-heading text-xl font-semibold">
            {t('descriptionTitle')}
          </h2>
          {/* Sanitized by the server on write (server/html/sanitize.ts). */}
          <div className="prose max-w-none dark:prose-invert" dangerouslySetInnerHTML={{ __html: vacancy.description }} />
        </section>
      ) : null}

      <section aria-labelledby="vacancy-applications" className="space-y-3">
        <h2 id="vacancy-applications" className="font-heading text-xl font-semibold">
          {t('applicationsTitle')}
        </h2>
        {applications}
      </section>
    </div>
  );
}
