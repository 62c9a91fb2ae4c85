/**
 * /content/pages/{id}/preview: the saved version of a page, drafts included, rendered by the public site's block
 * components (components/blocks), so an editor sees exactly what publishing will show. Never indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlockList } from '@/components/blocks/block-list';
import { fetchPage } from '@/lib/shared/content/api';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { Alert } from '@/components/ui/alert';
import { type ContentBlock, parseBlockSettings } from '@/lib/shared/content/blocks';
import { centerKey } from '@/lib/server/content/public-api';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../../../page-context';
import { contentContext, validId } from '@/lib/server/content/access';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.preview' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function PagePreview({ params }: { params: Params }) {
  const { id } = await params;
  const { access, viewer, centerRecord } = contentContext(await signedInPage(params as PageParams, `/content/pages/${id}/preview`));
  if (!access.pages) return <ForbiddenScreen />;
  if (!validId(id)) notFound();
  const found = await fetchPage(await getViewerApi(viewer), id);
  if (!found) notFound();
  const { page } = found;
  // Stored settings were validated on save; parsing again narrows them to each type (and skips anything odd).
  const blocks = found.blocks.flatMap((b) => {
    const parsed = parseBlockSettings(b.blockType, b.settings);
    return parsed.success ? [{ id: b.id ?? b.key, blockType: b.blockType, settings: parsed.data } as ContentBlock & { id: string }] : [];
  });
  const t = await getTranslations('contentAdmin.preview');
  return (
    <div className="space-y-4">
      <BackLink href={`/content/pages/${page.id}`}>{t('backToEditor')}</BackLink>
      <Alert role="status" tone="warning">
        {page.isPublished ? t('bannerPublished') : t('bannerDraft')}
      </Alert>
      <article className="overflow-hidden rounded-lg border border-muted-200 bg-white dark:border-muted-800 dark:bg-background">
        {page.showTitleOnPage ? (
          <header className="mx-auto w-full max-w-3xl px-4 pt-8 sm:px-6">
            <h1 className="font-heading text-4xl font-bold tracking-tight">{page.title}</h1>
          </header>
        ) : (
          <h1 className="sr-only">{page.title}</h1>
        )}
        <BlockList blocks={blocks} context={{ center: centerKey(centerRecord), locale: page.locale }} />
      </article>
    </div>
  );
}
