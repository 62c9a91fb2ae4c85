'use client';

/**
 * /test/tiptap: the rich-text editor of the content section (components/editor, tiptap) with its toolbar, the HTML it
 * produces, and that HTML as the public pages render it (sanitised by RichText, the same allow-list).
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RichTextEditor } from '@/components/editor/rich-text-editor';
import { RichText } from '@/components/ui/rich-text';
import { CodeBlock, DeveloperSection } from './section';

export function TiptapDemo({ initialHtml }: { initialHtml: string }) {
  const t = useTranslations('developer.tiptap');
  const [html, setHtml] = useState(initialHtml);
  return (
    <div className="space-y-6">
      <DeveloperSection title={t('editorTitle')} description={t('editorDescription')}>
        <p id="tiptap-label" className="text-sm font-medium">
          {t('label')}
        </p>
        <RichTextEditor id="tiptap-demo" value={html} onChange={setHtml} labelledBy="tiptap-label" />
      </DeveloperSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DeveloperSection title={t('renderedTitle')}>
          {html ? <RichText html={html} /> : <p className="text-sm text-muted-800 dark:text-muted-200">{t('empty')}</p>}
        </DeveloperSection>
        <DeveloperSection title={t('htmlTitle')}>
          <CodeBlock text={html} label={t('htmlTitle')} />
        </DeveloperSection>
      </div>
    </div>
  );
}
