'use client';

/**
 * The page editor (/content/pages/{id}): the page's settings (SEO, summary, featured, slug, type, publication),
 * its block list, and a preview of the current, unsaved blocks before publishing.
 */
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { pagePath } from '@/lib/shared/content/links';
import { Link } from '@/lib/shared/i18n/navigation';
import { BlockListEditor } from './block-list-editor';
import { BlockPreview } from './block-preview';
import { PageSettingsForm } from './page-settings-form';
import { linkClass } from '@/components/ui/styles';
import type { EditorBlock, PageView } from '@/lib/shared/content/views';

export interface PageEditorProps {
  page: PageView;
  blocks: EditorBlock[];
  multiLanguage: boolean;
}

export function PageEditor({ page: initialPage, blocks: initialBlocks, multiLanguage }: PageEditorProps) {
  const t = useTranslations('contentAdmin.editor');
  const tPreview = useTranslations('contentAdmin.preview');
  const [page, setPage] = useState(initialPage);
  const [saved, setSaved] = useState(initialBlocks);
  const [blocks, setBlocks] = useState(initialBlocks);
  const [preview, setPreview] = useState(false);
  const dirty =
    JSON.stringify(blocks.map((b) => [b.blockType, b.settings])) !== JSON.stringify(saved.map((b) => [b.blockType, b.settings]));

  return (
    <div className="space-y-8">
      <BackLink href="/content/pages">{t('back')}</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { title: page.title })}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{page.isPublished ? t('statusPublished') : t('statusDraft')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-pressed={preview} aria-controls="page-preview" onClick={() => setPreview((p) => !p)}>
            {preview ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            {preview ? t('hidePreview') : t('showPreview')}
          </Button>
          <Link href={`/content/pages/${page.id}/preview`} className={`inline-flex h-10 items-center gap-2 ${linkClass}`}>
            {tPreview('fullPage')}
          </Link>
          {page.isPublished ? (
            <Link href={pagePath(page)} className={`inline-flex h-10 items-center gap-2 ${linkClass}`} target="_blank">
              <ExternalLink aria-hidden className="size-4" />
              {t('viewPublic')}
            </Link>
          ) : null}
        </div>
      </header>
      <div id="page-preview">{preview ? <BlockPreview blocks={blocks} title={page.title} /> : null}</div>
      <BlockListEditor
        pageId={page.id}
        blocks={blocks}
        onBlocksChange={setBlocks}
        dirty={dirty}
        onSaved={(next) => {
          setSaved(next);
          setBlocks(next);
        }}
      />
      <section aria-labelledby="page-settings-heading" className="space-y-4">
        <h2 id="page-settings-heading" className="font-heading text-xl font-semibold">
          {t('settingsTitle')}
        </h2>
        <PageSettingsForm page={page} multiLanguage={multiLanguage} onSaved={setPage} />
      </section>
    </div>
  );
}
