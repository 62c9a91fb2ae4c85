import { getTranslations } from 'next-intl/server';
import { NewsCard } from './news-card';
import { focusRing } from '@/components/ui/styles';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { listNews } from '@/lib/server/content/public-api';
import { Link } from '@/lib/shared/i18n/navigation';
import { type BlockContext, type BlockProps, BlockSection, BlockTitle } from './shared';

/** The latest published news, as a scroll-snap row (no script); nothing when there is no news yet. */
export async function NewsCarouselBlock({ id, settings, context }: BlockProps<BlockSettings<'NewsCarousel'>> & { context: BlockContext }) {
  const [t, news] = await Promise.all([
    getTranslations('blocks'),
    listNews(context.center, context.locale, { page: 1, size: settings.limit }).catch(() => null),
  ]);
  if (!news || news.items.length === 0) return null;
  const titleId = `block-${id}-title`;
  return (
    <BlockSection labelledBy={titleId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BlockTitle id={titleId}>{settings.title ?? t('news.title')}</BlockTitle>
        <Link href="/nieuws" className={`font-semibold text-primary-700 underline dark:text-primary-300 ${focusRing}`}>
          {t('news.all')}
        </Link>
      </div>
      <ul tabIndex={0} aria-label={t('news.list')} className={`mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 ${focusRing}`}>
        {news.items.map((page) => (
          <li key={page.id} className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]">
            <NewsCard page={page} images={news.images} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
