'use client';

/**
 * A preview of the (unsaved) block list before publishing: each block's texts, images and buttons laid out the
 * way a visitor reads them. Not the public renderer (live blocks need server data), but faithful in content and
 * order. Rich text is shown as plain text here: only the server's sanitizer may turn editor HTML into markup.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isSafeImageUrl } from '@/lib/shared/content/blocks';
import type { EditorBlock } from '@/lib/shared/content/views';

const plain = (html: unknown) =>
  typeof html === 'string'
    ? html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function Img({ src, alt }: { src: unknown; alt: unknown }) {
  if (typeof src !== 'string' || !isSafeImageUrl(src)) return null;
  // eslint-disable-next-line @next/next/no-img-element -- any editor-entered address; the public site optimises
  return <img src={src} alt={typeof alt === 'string' ? alt : ''} className="max-h-64 w-full rounded-md object-cover" />;
}

function Texts({ value }: { value: Record<string, unknown> }): ReactNode {
  const title = str(value.title) ?? str(value.label);
  const text = plain(value.text ?? value.subtitle ?? value.quote);
  return (
    <>
      {title ? <p className="font-heading text-lg font-semibold">{title}</p> : null}
      {text ? <p className="text-muted-900 dark:text-muted-100">{text}</p> : null}
    </>
  );
}

export function BlockPreview({ blocks, title }: { blocks: readonly EditorBlock[]; title: string }) {
  const t = useTranslations('contentAdmin.preview');
  const tTypes = useTranslations('contentAdmin.blockTypes');
  return (
    <article
      className="space-y-6 rounded-lg border border-muted-200 bg-white p-6 text-gray-900 dark:border-muted-800"
      aria-label={t('label')}
    >
      <h2 className="font-heading text-3xl font-bold">{title}</h2>
      {blocks.length === 0 ? <p>{t('empty')}</p> : null}
      {blocks.map((block) => {
        const s = block.settings;
        const lists = ['cards', 'usps', 'images', 'links', 'logos', 'categories', 'buttons'].flatMap((key) =>
          Array.isArray(s[key]) ? (s[key] as Record<string, unknown>[]) : [],
        );
        return (
          <section key={block.key} className="space-y-3 border-t border-dashed border-gray-300 pt-4">
            <p className="text-xs font-medium uppercase tracking-wide text-gray-700">{tTypes(block.blockType)}</p>
            {block.blockType === 'Markdown' ? <pre className="whitespace-pre-wrap font-sans">{String(s.markdown ?? '')}</pre> : null}
            {block.blockType === 'YouTube' ? <p>{t('video', { title: String(s.title ?? '') })}</p> : null}
            {['NewsCarousel', 'DynamicCards', 'VacancyCategories', 'BuilderForm'].includes(block.blockType) ? (
              <p className="italic">{t('live')}</p>
            ) : null}
            <Img src={s.imageUrl} alt={s.alt} />
            <Texts value={s} />
            {str(s.author) ? <p className="text-sm">— {String(s.author)}</p> : null}
            {s.left && s.right ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <Texts value={s.left as Record<string, unknown>} />
                </div>
                <div>
                  <Texts value={s.right as Record<string, unknown>} />
                </div>
              </div>
            ) : null}
            {lists.length ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {lists.map((item, i) => (
                  <li key={i} className="space-y-2 rounded-md bg-gray-50 p-3">
                    <Img src={item.imageUrl ?? item.url} alt={item.alt} />
                    <Texts value={item} />
                  </li>
                ))}
              </ul>
            ) : null}
            {s.button && typeof s.button === 'object' ? (
              <span className="inline-block rounded-md bg-primary-700 px-4 py-2 text-sm font-medium text-primary-foreground">
                {String((s.button as { label?: unknown }).label ?? '')}
              </span>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
