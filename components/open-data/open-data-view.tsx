/**
 * The /open-data page (docs/api.md#open-feeds): the feed addresses of this center (RSS and JSON Feed, vacancies and
 * news), how to filter the vacancy feed, the widget's address and where staff make one, and the structured data on
 * every vacancy page. A server component: addresses are plain text to select and links to follow.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/domain/values';
import { PageContainer } from '@/components/shell/site-shell';
import { linkClass } from '@/components/ui/styles';
import { feedUrl, type FeedFormat, type FeedKind } from '@/lib/shared/feeds/addresses';
import { widgetUrl } from '@/lib/shared/widgets/embed';

export interface OpenDataViewProps {
  origin: string;
  locale: Locale;
  name: string;
  multiLanguage: boolean;
}

const FEEDS: { kind: FeedKind; format: FeedFormat; key: 'vacanciesRss' | 'vacanciesJson' | 'newsRss' | 'newsJson' }[] = [
  { kind: 'vacancies', format: 'rss', key: 'vacanciesRss' },
  { kind: 'vacancies', format: 'json', key: 'vacanciesJson' },
  { kind: 'news', format: 'rss', key: 'newsRss' },
  { kind: 'news', format: 'json', key: 'newsJson' },
];

export async function OpenDataView({ origin, locale, name, multiLanguage }: OpenDataViewProps) {
  const t = await getTranslations('openData');
  const example = feedUrl(origin, 'vacancies', 'rss', locale, new URLSearchParams({ vacancy_type: 'activity', tag: 'sport' }));
  const bank = `${origin}${locale === 'nl' ? '' : `/${locale}`}/vacancies/search`;
  const code = 'rounded bg-muted-100 px-1 py-0.5 font-mono text-sm break-all dark:bg-muted-800';
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="max-w-3xl py-10">
        <h1 className="font-heading text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-lg">{t('intro', { name })}</p>

        <section aria-labelledby="open-data-feeds" className="mt-10">
          <h2 id="open-data-feeds" className="font-heading text-2xl font-semibold">
            {t('feedsTitle')}
          </h2>
          <p className="mt-2">{t('feedsIntro')}</p>
          <dl className="mt-4 divide-y divide-muted-200 rounded-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
            {FEEDS.map((feed) => {
              const url = feedUrl(origin, feed.kind, feed.format, locale);
              return (
                <div key={feed.key} className="grid gap-1 p-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
                  <dt className="font-semibold">{t(feed.key, { name })}</dt>
                  <dd className="min-w-0">
                    <a href={url} className={`${linkClass} break-all`}>
                      {url}
                    </a>
                  </dd>
                </div>
              );
            })}
          </dl>
          {multiLanguage ? <p className="mt-3 text-sm">{t('languages')}</p> : null}
          <h3 className="mt-6 font-heading text-lg font-semibold">{t('filtersTitle')}</h3>
          <p className="mt-2">
            {t.rich('filtersIntro', {
              bank: (chunks) => (
                <a href={bank} className={linkClass}>
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p className="mt-2">
            {t('filtersExample')} <code className={code}>{example}</code>
          </p>
          <p className="mt-2">{t('caching')}</p>
        </section>

        <section aria-labelledby="open-data-widget" className="mt-10">
          <h2 id="open-data-widget" className="font-heading text-2xl font-semibold">
            {t('widgetTitle')}
          </h2>
          <p className="mt-2">{t('widgetIntro', { name })}</p>
          <p className="mt-2">
            {t('widgetAddress')} <code className={code}>{widgetUrl(origin, locale, t('widgetNumber'))}</code>
          </p>
          <p className="mt-2">{t('widgetHow')}</p>
        </section>

        <section aria-labelledby="open-data-structured" className="mt-10">
          <h2 id="open-data-structured" className="font-heading text-2xl font-semibold">
            {t('structuredTitle')}
          </h2>
          <p className="mt-2">{t('structuredIntro')}</p>
          <p className="mt-2">
            {t.rich('apiIntro', {
              api: (chunks) => (
                <a href={`${origin}/api/v1/docs`} className={linkClass}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        </section>
      </PageContainer>
    </div>
  );
}
