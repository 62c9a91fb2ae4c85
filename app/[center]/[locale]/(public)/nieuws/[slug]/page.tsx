/** A news article: title, date, featured image and blocks, with schema.org Article structured data. */
import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BlockList } from '@/components/blocks/block-list';
import { BlockImage } from '@/components/blocks/shared';
import { focusRing } from '@/components/ui/styles';
import { SLUG_PATTERN } from '@/lib/shared/content/links';
import { OnlyInDutchNotice } from '@/components/public-content/only-in-dutch-notice';
import {
  contentPageMetadata,
  findContentPage,
  publicRequest,
  requirePublicRequest,
  translationsOf,
} from '@/lib/server/content/public-page';
import { articleJsonLd, jsonLdScript } from '@/lib/shared/content/seo';
import { Link } from '@/lib/shared/i18n/navigation';

type Params = Promise<{ center: string; locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { slug }] = await Promise.all([publicRequest(params), params]);
  if (!request || !SLUG_PATTERN.test(slug)) return {};
  const found = await findContentPage(request, 'news', slug);
  if (!found) return {};
  const { page, metadataRequest } = found;
  return contentPageMetadata(metadataRequest, page, found.original ? {} : await translationsOf(request, page.path, page));
}

export default async function NewsArticlePage({ params }: { params: Params }) {
  const [request, { slug }] = await Promise.all([requirePublicRequest(params), params]);
  if (!SLUG_PATTERN.test(slug)) notFound();
  const found = await findContentPage(request, 'news', slug);
  if (!found) notFound();
  const { page, original } = found;
  const [t, format] = await Promise.all([getTranslations('publicContent'), getFormatter()]);
  const jsonLd = articleJsonLd(page, {
    origin: request.origin,
    publisher: request.center.profile.name,
    logoUrl: request.center.profile.websiteLogoUrl,
  });
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
        <BlockList blocks={page.blocks} context={{ center: request.key, locale: request.locale, images: page.images }} />
      </article>
    </>
  );
}
