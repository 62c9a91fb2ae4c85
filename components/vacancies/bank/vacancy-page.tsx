/**
 * A public vacancy's page: its details, organization, contact person (phone only where the vacancy shows it), the
 * apply form and its schema.org JobPosting data. A server component; the route loads the vacancy and decides
 * what is public (app/[center]/[locale]/(public)/vacancies/search/[id]/page.tsx).
 */
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/ui/rich-text';
import { focusRing } from '@/components/ui/styles';
import { jsonLdScript } from '@/lib/shared/content/seo';
import { Link } from '@/lib/shared/i18n/navigation';
import { addressLine, type ContactPerson, type PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { ApplyForm } from './apply-form';

export interface VacancyPageProps {
  vacancy: PublicVacancy;
  contact: ContactPerson | null;
  /** Labels of the vacancy types, as the center names them. */
  labels: Record<PublicVacancy['vacancyType'], string>;
  /** Names of the vacancy's age groups. */
  groups: string[];
  /** Lines saying when an activity takes place. */
  when: string[];
  jsonLd: unknown;
  /** The signed-in visitor's name, or null for a guest. */
  signedInAs: string | null;
  signInHref: string;
  calendarHref: string;
  /** The shift picker (components/shifts), when the activity has shifts. */
  shifts?: ReactNode;
}

export async function VacancyPage({
  vacancy,
  contact,
  labels,
  groups,
  when,
  jsonLd,
  signedInAs,
  signInHref,
  calendarHref,
  shifts,
}: VacancyPageProps) {
  const [t, format] = await Promise.all([getTranslations('vacancyBank'), getFormatter()]);
  const address = addressLine(vacancy);
  const link = `font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`;
  const dd = 'mt-0.5';

  return (
    <article className="bg-white dark:bg-background">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
        <Link href="/vacancies/search" className={`inline-flex items-center gap-1 text-sm ${link}`}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('vacancy.back')}
        </Link>
        <header className="mt-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-800 dark:text-primary-200">
            {labels[vacancy.vacancyType]}
          </p>
          <h1 className="mt-1 font-heading text-3xl font-bold tracking-tight sm:text-4xl">{vacancy.title}</h1>
          {vacancy.organizationName ? <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{vacancy.organizationName}</p> : null}
          {vacancy.summary ? <p className="mt-4 text-lg font-medium">{vacancy.summary}</p> : null}
        </header>
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <section aria-labelledby="vacancy-about">
              <h2 id="vacancy-about" className="font-heading text-2xl font-semibold">
                {t('vacancy.about')}
              </h2>
              {vacancy.description ? <RichText html={vacancy.description} className="mt-4" /> : null}
            </section>
            {shifts ? <div className="mt-10">{shifts}</div> : null}
            <section
              aria-labelledby="vacancy-apply"
              className="mt-10 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-700"
            >
              <h2 id="vacancy-apply" className="font-heading text-2xl font-semibold">
                {t('apply.title')}
              </h2>
              <div className="mt-4">
                <ApplyForm vacancyId={vacancy.id} signedInAs={signedInAs} signInHref={signInHref} />
              </div>
            </section>
          </div>
          <aside aria-labelledby="vacancy-details" className="space-y-6">
            <section className="rounded-[var(--radius)] bg-muted-50 p-4 dark:bg-muted-900">
              <h2 id="vacancy-details" className="font-heading text-xl font-semibold">
                {t('vacancy.details')}
              </h2>
              <dl className="mt-3 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold">{t('vacancy.type')}</dt>
                  <dd className={dd}>{labels[vacancy.vacancyType]}</dd>
                </div>
                {vacancy.organizationName ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.organization')}</dt>
                    <dd className={dd}>{vacancy.organizationName}</dd>
                  </div>
                ) : null}
                {address || vacancy.remote ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.location')}</dt>
                    {address ? <dd className={dd}>{address}</dd> : null}
                    {vacancy.remote ? <dd className={dd}>{t('vacancy.remote')}</dd> : null}
                  </div>
                ) : null}
                {when.length ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.when')}</dt>
                    {when.map((line) => (
                      <dd key={line} className={dd}>
                        {line}
                      </dd>
                    ))}
                  </div>
                ) : null}
                {vacancy.hoursPerWeek ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.hours')}</dt>
                    <dd className={dd}>{t('vacancy.hoursValue', { hours: vacancy.hoursPerWeek })}</dd>
                  </div>
                ) : null}
                {groups.length ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.ageGroups')}</dt>
                    <dd className={dd}>{format.list(groups, { type: 'conjunction' })}</dd>
                  </div>
                ) : null}
                {vacancy.tags.length ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.tags')}</dt>
                    <dd className={`${dd} flex flex-wrap gap-2`}>
                      {vacancy.tags.map((tag) => (
                        <Link
                          key={tag}
                          href={`/vacancies/search?tag=${encodeURIComponent(tag)}`}
                          className={`rounded-full bg-primary-50 px-2 py-0.5 text-primary-800 dark:bg-primary-900 dark:text-primary-100 ${focusRing}`}
                        >
                          {tag}
                        </Link>
                      ))}
                    </dd>
                  </div>
                ) : null}
                {vacancy.expiresAt ? (
                  <div>
                    <dt className="font-semibold">{t('vacancy.expires')}</dt>
                    <dd className={dd}>
                      <time dateTime={vacancy.expiresAt}>
                        {format.dateTime(new Date(vacancy.expiresAt), { dateStyle: 'long', timeZone: 'Europe/Amsterdam' })}
                      </time>
                    </dd>
                  </div>
                ) : null}
              </dl>
              {vacancy.vacancyType === 'activity' && vacancy.startsOn ? (
                <p className="mt-4">
                  <a href={calendarHref} download className={`inline-flex items-center gap-1 text-sm ${link}`}>
                    <CalendarPlus aria-hidden className="size-4" />
                    {t('vacancy.addToCalendar')}
                  </a>
                </p>
              ) : null}
            </section>
            {contact ? (
              <section aria-labelledby="vacancy-contact" className="rounded-[var(--radius)] bg-muted-50 p-4 dark:bg-muted-900">
                <h2 id="vacancy-contact" className="font-heading text-xl font-semibold">
                  {t('vacancy.contact')}
                </h2>
                <p className="mt-2 text-sm font-medium">{contact.fullName}</p>
                <dl className="mt-2 space-y-2 text-sm">
                  {contact.email ? (
                    <div>
                      <dt className="font-semibold">{t('vacancy.email')}</dt>
                      <dd>
                        <a href={`mailto:${contact.email}`} className={link}>
                          {contact.email}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                  {vacancy.contactPhoneVisible && contact.phoneNumber ? (
                    <div>
                      <dt className="font-semibold">{t('vacancy.phone')}</dt>
                      <dd>
                        <a href={`tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`} className={link}>
                          {contact.phoneNumber}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </section>
            ) : null}
          </aside>
        </div>
      </div>
    </article>
  );
}
