/**
 * A news article: title, date, summary, featured image and blocks, with its schema.org Article data. The Dutch
 * original shown to an English visitor (`original`, findContentPage) comes under the "only in Dutch" notice and is
 * marked as Dutch.
 */
import { ArrowLeft } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BlockList } from '@/components/blocks/block-list';
import { type BlockContext, BlockImage } from '@/components/blocks/shared';
import { focusRing } from '@/components/ui/styles';
import { jsonLdScript } from '@/lib/shared/content/seo';
import type { PublicContentPage } from '@/lib/shared/content/public-data';
import { Link } from '@/lib/shared/i18n/navigation';
import { OnlyInDutchNotice } from './only-in-dutch-notice';

export async function NewsArticle({
  page,
  original,
  context,
  jsonLd,
}: {
  page: PublicContentPage;
  original: boolean;
  context: BlockContext;
  /** The schema.org Article (articleJsonLd). */
  jsonLd: object;
}) {
  const [t, format] = await Promise.all([getTranslations('publicContent'), getFormatter()]);
  return (
    <>
      {original ? <OnlyInDutchNotice /> : null}
      <article className="bg-white dark:bg-background" lang={original ? 'nl' : undefined}>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
        <header className="mx-auto w-full max-w-3xl px-4 pt-8 sm:px-6">
          <Link
            href="/nieuws"
            className={`inline-flex items-center gap-1 text-sm font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('news.back')}
          </Link>
          <h1 className="mt-4 font-heading text-4xl font-bold tracking-tight">{page.title}</h1>
          {page.publishedAt ? (
            <p className="mt-2 text-muted-700 dark:text-muted-300">
              {t('news.publishedOn')}{' '}
              <time dateTime={page.publishedAt}>{format.dateTime(new Date(page.publishedAt), { dateStyle: 'long' })}</time>
            </p>
          ) : null}
          {page.summary ? <p className="mt-4 text-lg font-medium">{page.summary}</p> : null}
          {page.featuredImageUrl ? (
            <BlockImage
              src={page.featuredImageUrl}
              images={page.images}
              alt=""
              priority
              sizes="(min-width: 768px) 768px, 100vw"
              className="mt-6 aspect-[16/9] h-auto w-full rounded-[var(--radius)] object-cover"
            />
          ) : null}
        </header>
        <BlockList blocks={page.blocks} context={{ ...context, images: page.images }} />
      </article>
    </>
  );
}
