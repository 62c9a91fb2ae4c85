/** /workshops: the center's published trainings and meetings (docs/domain.md#workshops), paged, server-rendered. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { Pager } from '@/components/ui/pager';
import { WorkshopList } from '@/components/workshops/workshop-list';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { listPublicWorkshops, WORKSHOP_PAGE_SIZE } from '@/lib/server/workshops/public-api';

// With a query only (a search, a page number, a month): proxy.ts sends the plain address to the cached copy in
// %5Fcached (docs/architecture.md "Cached public pages"). This one reads the query, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const BASE = '/workshops';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'workshops.public' });
  return fixedPageMetadata(request, {
    title: t('title'),
    description: t('description', { name: request.center.profile.name }),
    path: BASE,
    translations: await translationsOf(request, BASE),
  });
}

export default async function WorkshopsPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [request, query] = await Promise.all([requirePublicRequest(params), searchParams]);
  const requested = Number(typeof query.page === 'string' ? query.page : '1');
  const page = Number.isInteger(requested) && requested > 0 && requested < 10_000 ? requested : 1;
  const [{ items, total }, t] = await Promise.all([
    listPublicWorkshops(request.center, request.locale, page),
    getTranslations('workshops.public'),
  ]);
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer>
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted-700 dark:text-muted-300">{t('intro', { name: request.center.profile.name })}</p>
        <WorkshopList workshops={items} locale={request.locale} />
        <Pager
          current={page}
          total={Math.ceil(total / WORKSHOP_PAGE_SIZE)}
          hrefOf={(n) => (n === 1 ? BASE : `${BASE}?page=${n}`)}
          labels={{ label: t('pages'), previous: t('previous'), next: t('nextPage'), page: (n) => t('page', { page: n }) }}
        />
      </PageContainer>
    </div>
  );
}
