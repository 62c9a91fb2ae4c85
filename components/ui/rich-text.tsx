/**
 * Stored HTML as prose: editor output (RichText, passed through the sanitizer's allow-list once more on the way out,
 * so stored content never runs script) or HTML this code rendered itself (SafeHtml, e.g. Markdown). Used by the
 * content blocks and the public vacancy page.
 */
import clsx from 'clsx';
import { sanitizeRichText } from '@/lib/shared/html/sanitize';

const RICH_TEXT_CLASSES =
  'max-w-none text-base leading-relaxed [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline dark:[&_a]:text-primary-300 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:font-heading [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-heading [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-[var(--radius)] [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_table]:mt-4 [&_td]:border [&_td]:border-muted-200 [&_td]:p-2 [&_th]:border [&_th]:border-muted-200 [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

/** Editor HTML, passed through the allow-list once more on the way out: stored content never runs script. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={clsx(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}

/** Already-sanitized HTML (rendered Markdown). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={clsx(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
