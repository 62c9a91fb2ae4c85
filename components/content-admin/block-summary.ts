/** A short text that tells blocks apart in the collapsed list (title, first text, or video title). */
import type { EditorBlock } from '@/lib/shared/content/views';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function blockSummary(block: EditorBlock): string {
  const s = block.settings;
  const candidates = [s.title, s.quote, s.markdown, s.text, (s.left as { title?: unknown } | undefined)?.title, s.source];
  const first = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  if (!first) return '';
  const plain = stripTags(first);
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
}
