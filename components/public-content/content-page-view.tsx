/**
 * A content page: its title (visible or only for screen readers, as the editor chose) and its blocks. The Dutch
 * original shown to an English visitor (`original`, findContentPage) comes under the "only in Dutch" notice and is
 * marked as Dutch.
 */
import clsx from 'clsx';
import { BlockList } from '@/components/blocks/block-list';
import type { BlockContext } from '@/components/blocks/shared';
import type { PublicContentPage } from '@/lib/shared/content/public-data';
import { OnlyInDutchNotice } from './only-in-dutch-notice';

export function ContentPageView({
  page,
  context,
  original = false,
}: {
  page: PublicContentPage;
  context: BlockContext;
  original?: boolean;
}) {
  if (original)
    return (
      <>
        <OnlyInDutchNotice />
        <div lang="nl">
          <ContentPageView page={page} context={context} />
        </div>
      </>
    );
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
