import { getTranslations } from 'next-intl/server';
import { NewsCard } from './news-card';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { listNews, listVacancies } from '@/lib/server/content/public-api';
import { Link } from '@/lib/shared/i18n/navigation';
import { type BlockContext, type BlockProps, BlockSection, BlockTitle, cardLinkClass } from './shared';

/**
 * Cards filled from live data: the newest vacancies (optionally of a type or tag) or news. Organizations have no
 * public listing yet, so that source shows nothing; neither does a source without items.
 */
export async function DynamicCardsBlock({ id, settings, context }: BlockProps<BlockSettings<'DynamicCards'>> & { context: BlockContext }) {
  const t = await getTranslations('blocks');
  const titleId = settings.title ? `block-${id}-title` : undefined;
  const heading = settings.title ? <BlockTitle id={titleId!}>{settings.title}</BlockTitle> : null;
  const grid = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

  if (settings.source === 'news') {
    const news = await listNews(context.center, context.locale, { page: 1, size: settings.limit }).catch(() => null);
    if (!news || news.items.length === 0) return null;
    return (
      <BlockSection labelledBy={titleId}>
        {heading}
        <ul className={grid}>
          {news.items.map((page) => (
            <li key={page.id}>
              <NewsCard page={page} images={news.images} headingLevel={settings.title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      </BlockSection>
    );
  }

  if (settings.source !== 'vacancies') return null;
  const vacancies = await listVacancies(context.center, context.locale, {
    limit: settings.limit,
    tag: settings.tag,
    vacancyType: settings.vacancyType,
  });
  if (vacancies.length === 0) return null;
  const Heading = settings.title ? 'h3' : 'h2';
  return (
    <BlockSection labelledBy={titleId}>
      {heading}
      <ul className={grid}>
        {vacancies.map((vacancy) => (
          <li key={vacancy.id}>
            <Link href={`/vacancies/${vacancy.id}`} className={`${cardLinkClass} p-5`}>
              {vacancy.vacancyType ? (
                <span className="text-sm font-medium text-primary-700 dark:text-primary-300">
                  {t(`vacancyTypes.${vacancy.vacancyType}` as 'vacancyTypes.volunteering')}
                </span>
              ) : null}
              <Heading className="mt-1 font-heading text-lg font-semibold">{vacancy.title}</Heading>
              {vacancy.summary ? (
                <span className="mt-2 line-clamp-3 text-sm text-muted-800 dark:text-muted-200">{vacancy.summary}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
