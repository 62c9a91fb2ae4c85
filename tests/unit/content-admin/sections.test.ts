/**
 * Every sub-section of /content has its navigation label and its card text on the overview in both languages: a
 * section added without them renders MISSING_MESSAGE on /content (next-intl throws at render time, not at build).
 */
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { CONTENT_SECTIONS } from '@/components/content-admin/sections';

const messages = { nl, en } as const;

describe.each(Object.keys(messages) as (keyof typeof messages)[])('content sections in %s', (locale) => {
  const admin = messages[locale].contentAdmin as { nav: Record<string, string>; index: { cards: Record<string, string> } };

  it.each(CONTENT_SECTIONS.map((s) => s.key))('%s has a navigation label', (key) => {
    expect(admin.nav[key]).toEqual(expect.any(String));
  });

  it.each(CONTENT_SECTIONS.filter((s) => s.key !== 'overview').map((s) => s.key))('%s has a card text on the overview', (key) => {
    expect(admin.index.cards[key]).toEqual(expect.any(String));
  });
});
