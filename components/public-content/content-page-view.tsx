/** A content page: its title (visible or only for screen readers, as the editor chose) and its blocks. */
import clsx from 'clsx';
import { BlockList } from '@/components/blocks/block-list';
import type { BlockContext } from '@/components/blocks/shared';
import type { PublicContentPage } from '@/lib/shared/content/public-data';

export function ContentPageView({ page, context }: { page: PublicContentPage; context: BlockContext }) {
  return (
    <article className="bg-white text-text dark:bg-background" data-page-slug={page.slug}>
      <h1
        className={clsx(
          page.showTitleOnPage ? 'mx-auto w-full max-w-7xl px-4 pt-10 font-heading text-4xl font-bold tracking-tight sm:px-6' : 'sr-only',
        )}
      >
        {page.title}
      </h1>
      <BlockList blocks={page.blocks} context={{ ...context, images: page.images }} />
    </article>
  );
}
