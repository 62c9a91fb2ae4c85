/**
 * An organization's page on the social map: what it does, its kind and activities, how to reach it, where it is
 * (a small map when the site has one), its open vacancies linking into the vacancy bank, and its schema.org data.
 * A server component; the route decides what is public (app/[center]/[locale]/(public)/sociale-kaart/[id]).
 */
import { ArrowLeft } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { DescriptionList } from '@/components/ui/description-list';
import { EmptyState } from '@/components/ui/empty-state';
import { linkClass } from '@/components/ui/styles';
import { jsonLdScript } from '@/lib/shared/content/seo';
import { Link } from '@/lib/shared/i18n/navigation';
import { websiteLabel } from '@/lib/shared/social-map/card';
import { SOCIAL_MAP_PATH } from '@/lib/shared/social-map/filters';
import type { SocialMapOrganization } from '@/lib/shared/social-map/organization';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { MapLoader } from './map-loader';

interface Props {
  organization: SocialMapOrganization;
  vacancies: PublicVacancy[];
  jsonLd: unknown;
  /** The map style and worker when the site has a map. */
  map: { styleUrl: string; workerUrl: string } | null;
}

export async function SocialMapOrganizationPage({ organization: o, vacancies, jsonLd, map }: Props) {
  const t = await getTranslations('socialMap.organization');
  const paragraphs = (o.description ?? '')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const point = o.latitude !== null && o.longitude !== null ? { latitude: o.latitude, longitude: o.longitude } : null;
  return (
    <article className="bg-white dark:bg-background">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
        <Link href={SOCIAL_MAP_PATH} className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('back')}
        </Link>
        <header className="mt-4">
          {o.typeName ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-800 dark:text-primary-200">{o.typeName}</p>
          ) : null}
          <h1 className="mt-1 font-heading text-3xl font-bold tracking-tight sm:text-4xl">{o.name}</h1>
          {o.city ? <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{o.city}</p> : null}
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-8">
            <section aria-labelledby="organization-about">
              <h2 id="organization-about" className="font-heading text-xl font-semibold">
                {t('about')}
              </h2>
              {paragraphs.length ? (
                paragraphs.map((p, i) => (
                  <p key={i} className="mt-3 whitespace-pre-line">
                    {p}
                  </p>
                ))
              ) : (
                <p className="mt-3 text-muted-700 dark:text-muted-300">{t('noDescription')}</p>
              )}
              {o.activityNames.length ? (
                <>
                  <h3 className="mt-6 font-heading text-lg font-semibold">{t('activities')}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {o.activityNames.map((name) => (
                      <li
                        key={name}
                        className="rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100"
                      >
                        {name}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>

            <section aria-labelledby="organization-vacancies">
              <h2 id="organization-vacancies" className="font-heading text-xl font-semibold">
                {t('vacancies')}
              </h2>
              {vacancies.length ? (
                <>
                  <ul className="mt-3 divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
                    {vacancies.map((v) => (
                      <li key={v.id} className="p-4">
                        <Link href={`/vacancies/search/${v.id}`} className={`font-medium ${linkClass}`}>
                          {v.title}
                        </Link>
                        {v.summary ? <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{v.summary}</p> : null}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 text-sm">
                    <Link href={`/vacancies/search?organization_id=${o.id}`} className={linkClass}>
                      {t('allVacancies', { name: o.name })}
                    </Link>
                  </p>
                </>
              ) : (
                <EmptyState className="mt-3" title={t('noVacancies')} />
              )}
            </section>
          </div>

          <aside className="space-y-4">
            <section
              aria-labelledby="organization-contact"
              className="rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700"
            >
              <h2 id="organization-contact" className="font-heading text-xl font-semibold">
                {t('contact')}
              </h2>
              <DescriptionList
                className="mt-3 text-sm sm:grid-cols-1"
                items={[
                  o.address ? { term: t('address'), details: o.address } : null,
                  o.website
                    ? {
                        term: t('website'),
                        details: (
                          <a href={o.website} rel="noopener nofollow" className={`break-all ${linkClass}`}>
                            {websiteLabel(o.website)}
                          </a>
                        ),
                      }
                    : null,
                  o.phoneNumber
                    ? {
                        term: t('phone'),
                        details: (
                          <a href={`tel:${o.phoneNumber.replace(/[^\d+]/g, '')}`} className={linkClass}>
                            {o.phoneNumber}
                          </a>
                        ),
                      }
                    : null,
                  o.email
                    ? {
                        term: t('email'),
                        details: (
                          <a href={`mailto:${o.email}`} className={`break-all ${linkClass}`}>
                            {o.email}
                          </a>
                        ),
                      }
                    : null,
                ]}
              />
            </section>
            {map && point ? (
              <MapLoader
                styleUrl={map.styleUrl}
                workerUrl={map.workerUrl}
                markers={[{ id: o.id, name: o.name, nonProfitTypeId: o.nonProfitTypeId, ...point }]}
                label={t('map', { name: o.name })}
                className="h-64 w-full overflow-hidden rounded-[var(--radius)]"
              />
            ) : null}
          </aside>
        </div>
      </div>
    </article>
  );
}
