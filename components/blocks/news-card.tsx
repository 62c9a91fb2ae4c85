/** One news item or success story as a card: image, date, title (the link) and summary (news blocks and /nieuws). */
import { getFormatter } from 'next-intl/server';
import { BlockImage, cardLinkClass } from './shared';
import type { MediaImageIndex } from '@/lib/shared/content/images';
import type { PublicPage } from '@/lib/shared/content/public-data';
import { Link } from '@/lib/shared/i18n/navigation';

export async function NewsCard({
  page,
  headingLevel = 'h3',
  priority = false,
  images,
}: {
  page: PublicPage;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  images?: MediaImageIndex;
}) {
  const format = await getFormatter();
  const Heading = headingLevel;
  return (
    <article className="h-full">
      <Link href={page.path} className={cardLinkClass}>
        {page.featuredImageUrl ? (
          <BlockImage
            src={page.featuredImageUrl}
            images={images}
            alt=""
            priority={priority}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        ) : null}
        <span className="flex flex-1 flex-col p-5">
          {page.publishedAt ? (
            <time dateTime={page.publishedAt} className="text-sm text-muted-700 dark:text-muted-300">
              {format.dateTime(new Date(page.publishedAt), { dateStyle: 'long' })}
            </time>
          ) : null}
          <Heading className="mt-1 font-heading text-lg font-semibold text-primary-800 dark:text-primary-200">{page.title}</Heading>
          {page.summary ? <span className="mt-2 line-clamp-3 text-sm text-muted-800 dark:text-muted-200">{page.summary}</span> : null}
        </span>
      </Link>
    </article>
  );
}
