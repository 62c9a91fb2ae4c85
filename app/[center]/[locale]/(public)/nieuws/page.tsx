/** The news index: published news of the center, newest first, nine a page (?page=N, plain links). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NewsCard } from '@/components/blocks/news-card';
import { PageContainer } from '@/components/shell/site-shell';
import { PublicPager } from '@/components/shell/public-pager';
import { listNews } from '@/lib/server/content/public-api';
import { parsePageNumber } from '@/lib/shared/content/public-data';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { feedAlternates } from '@/lib/shared/feeds/addresses';

// With a query only (a search, a page number, a month): proxy.ts sends the plain address to the cached copy in
// %5Fcached (docs/architecture.md "Cached public pages"). This one reads the query, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const page = parsePageNumber((await searchParams).page);
  const t = await getTranslations({ locale: request.locale, namespace: 'publicContent' });
  const path = page > 1 ? `/nieuws?page=${page}` : '/nieuws';
  const metadata = fixedPageMetadata(request, {
    title: page > 1 ? t('news.titlePage', { page }) : t('news.title'),
    description: t('news.description', { name: request.center.profile.name }),
    path,
    translations: await translationsOf(request, path),
  });
  // Auto-discovery of the open news feeds (docs/api.md#open-feeds).
  const feeds = await getTranslations({ locale: request.locale, namespace: 'openData' });
  const name = request.center.profile.name;
  const types = feedAlternates(request.origin, 'news', request.locale, {
    rss: feeds('newsRss', { name }),
    json: feeds('newsJson', { name }),
  });
  return { ...metadata, alternates: { ...metadata.alternates, types } };
}

export default async function NewsIndexPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const request = await requirePublicRequest(params);
  const page = parsePageNumber((await searchParams).page);
  const [t, news] = await Promise.all([getTranslations('publicContent'), listNews(request.key, request.locale, { page })]);
  if (page > 1 && page > news.pageCount) notFound();
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-10">
        <h1 className="font-heading text-4xl font-bold tracking-tight">{t('news.title')}</h1>
        <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t('news.intro', { name: request.center.profile.name })}</p>
        {news.items.length === 0 ? (
          <p className="mt-8">{t('news.empty')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.items.map((item, i) => (
              <li key={item.id}>
                <NewsCard page={item} images={news.images} headingLevel="h2" priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
        <PublicPager current={page} total={news.pageCount} hrefOf={(n) => (n === 1 ? '/nieuws' : `/nieuws?page=${n}`)} />
      </PageContainer>
    </div>
  );
}
