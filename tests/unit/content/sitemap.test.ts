/** The sitemap's plan (one file or an index), its parts, the vacancy and fixed-route entries and hreflang. */
import { describe, expect, it } from '@jest/globals';
import { SITEMAP_MAX_URLS, SITEMAP_VACANCIES_PER_PART } from '@/lib/shared/content/sitemap-size';
import {
  fixedSitemapPaths,
  parseSitemapPart,
  sitemapAlternates,
  sitemapIndexXml,
  sitemapPartName,
  sitemapPlan,
  sitemapXml,
  vacancySitemapEntries,
} from '@/lib/shared/content/seo';

const ORIGIN = 'https://vrijwilligers.example.org';

describe('sitemapPlan', () => {
  it('is one file while the vacancies fit one part and everything stays under the URL limit', () => {
    expect(sitemapPlan({ pageUrls: 40, vacancies: 0, locales: 1 })).toEqual({ single: true });
    expect(sitemapPlan({ pageUrls: 40, vacancies: SITEMAP_VACANCIES_PER_PART, locales: 2 })).toEqual({ single: true });
  });

  it('is an index of the pages and one file per part of vacancies beyond that', () => {
    const plan = sitemapPlan({ pageUrls: 40, vacancies: 2 * SITEMAP_VACANCIES_PER_PART + 1, locales: 2 });
    expect(plan).toEqual({
      single: false,
      parts: [{ kind: 'pages' }, { kind: 'vacancies', page: 1 }, { kind: 'vacancies', page: 2 }, { kind: 'vacancies', page: 3 }],
    });
  });

  it('keeps every vacancy file under the protocol limit in both languages', () => {
    expect(SITEMAP_VACANCIES_PER_PART * 2).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(sitemapPlan({ pageUrls: SITEMAP_MAX_URLS, vacancies: 1, locales: 1 }).single).toBe(false);
  });
});

describe('parseSitemapPart', () => {
  it('reads the names the index writes and rejects anything else', () => {
    expect(parseSitemapPart(null)).toBe('all');
    expect(parseSitemapPart('')).toBe('all');
    expect(parseSitemapPart('pages')).toEqual({ kind: 'pages' });
    expect(parseSitemapPart('vacancies-3')).toEqual({ kind: 'vacancies', page: 3 });
    for (const bad of ['vacancies-0', 'vacancies-01', 'vacancies-x', 'vacancies-123456', 'news', '../etc'])
      expect(parseSitemapPart(bad)).toBeNull();
    for (const part of [{ kind: 'pages' as const }, { kind: 'vacancies' as const, page: 12 }])
      expect(parseSitemapPart(sitemapPartName(part))).toEqual(part);
  });
});

describe('fixedSitemapPaths', () => {
  it('lists one-to-one help and the calendar only where the tenant has them', () => {
    const none = fixedSitemapPaths({ oneToOneHelp: false, activities: false });
    expect(none).toEqual(['/', '/vacancies/search', '/sociale-kaart', '/nieuws', '/partners', '/open-data']);
    expect(fixedSitemapPaths({ oneToOneHelp: true, activities: false })).toContain('/een-op-een-hulp');
    expect(fixedSitemapPaths({ oneToOneHelp: true, activities: false })).not.toContain('/activiteitenkalender');
    expect(fixedSitemapPaths({ oneToOneHelp: false, activities: true })).toContain('/activiteitenkalender');
  });
});

describe('vacancySitemapEntries', () => {
  const items = [{ id: '7', updatedAt: '2026-05-01T10:00:00.000Z' }];

  it('lists a vacancy once with its last change on a single-language center, without hreflang', () => {
    expect(vacancySitemapEntries(ORIGIN, ['nl'], items)).toEqual([
      { url: `${ORIGIN}/vacancies/search/7`, lastModified: '2026-05-01T10:00:00.000Z' },
    ]);
  });

  it('lists both languages with hreflang and x-default Dutch on a multi-language center', () => {
    const entries = vacancySitemapEntries(ORIGIN, ['nl', 'en'], items);
    expect(entries.map((e) => e.url)).toEqual([`${ORIGIN}/vacancies/search/7`, `${ORIGIN}/en/vacancies/search/7`]);
    const languages = {
      nl: `${ORIGIN}/vacancies/search/7`,
      en: `${ORIGIN}/en/vacancies/search/7`,
      'x-default': `${ORIGIN}/vacancies/search/7`,
    };
    for (const entry of entries) expect(entry.alternates).toEqual(languages);
    const xml = sitemapXml(entries);
    expect(xml).toContain('<lastmod>2026-05-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/vacancies/search/7"/>`);
  });

  it('gives no alternates for one locale and the home page without a trailing path in English', () => {
    expect(sitemapAlternates(ORIGIN, '/', ['nl'])).toBeUndefined();
    expect(sitemapAlternates(ORIGIN, '/', ['nl', 'en'])).toEqual({ nl: `${ORIGIN}/`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/` });
  });
});

describe('sitemapIndexXml', () => {
  it('is a sitemapindex with escaped locations', () => {
    const xml = sitemapIndexXml([
      { url: `${ORIGIN}/sitemap.xml?part=pages&x=1` },
      { url: `${ORIGIN}/sitemap.xml?part=vacancies-1`, lastModified: '2026-05-01T10:00:00Z' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemap.xml?part=pages&amp;x=1</loc></sitemap>`);
    expect(xml).toContain('<lastmod>2026-05-01T10:00:00.000Z</lastmod>');
  });
});
