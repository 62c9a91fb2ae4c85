import type { BlockSettings } from '@/lib/shared/content/blocks';
import { renderMarkdown } from '@/lib/shared/html/markdown';
import { SafeHtml } from '@/components/ui/rich-text';
import type { BlockProps } from './shared';

export function MarkdownBlock({ settings }: BlockProps<BlockSettings<'Markdown'>>) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <SafeHtml html={renderMarkdown(settings.markdown)} />
    </div>
  );
}
