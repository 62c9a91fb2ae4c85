/** Which footer columns a profile fills, in order (pure; used by SiteFooter and its test). */
import type { CenterProfile, FooterColumn } from '@/lib/shared/center/types';

export interface FooterColumnContent {
  number: FooterColumn;
  title: string | null;
  content: string | null;
}

type FooterFields = Pick<CenterProfile, `footerColumn${FooterColumn}Title` | `footerColumn${FooterColumn}Content`>;

export function footerColumns(profile: FooterFields, numbers: readonly FooterColumn[]): FooterColumnContent[] {
  return numbers
    .map((number) => ({
      number,
      title: clean(profile[`footerColumn${number}Title`]),
      content: clean(profile[`footerColumn${number}Content`]),
    }))
    .filter((c) => c.title !== null || c.content !== null);
}

function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}
