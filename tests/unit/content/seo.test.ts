/** Canonical URLs, hreflang, Article structured data, sitemap and robots output of the public site. */
import { describe, expect, it } from '@jest/globals';
import type { PublicPage } from '@/lib/shared/content/public-data';
import {
  absoluteAsset,
  absoluteUrl,
  alternates,
  articleJsonLd,
  jsonLdScript,
  localizedPath,
  robotsTxt,
  sitemapXml,
} from '@/lib/shared/content/seo';
import { vacancySearchHref } from '@/lib/shared/content/vacancy-links';

const ORIGIN = 'https://vrijwilligers.example.org';

describe('localized URLs', () => {
  it('prefixes English only', () => {
    expect(localizedPath('nl', '/')).toBe('/');
    expect(localizedPath('nl', '/nieuws')).toBe('/nieuws');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/nieuws/x')).toBe('/en/nieuws/x');
    expect(absoluteUrl(`${ORIGIN}/`, 'nl', 'over-ons')).toBe(`${ORIGIN}/over-ons`);
  });

  it('gives only a canonical without translations, and hreflang with x-default when there are', () => {
    expect(alternates(ORIGIN, 'nl', '/over-ons')).toEqual({ canonical: `${ORIGIN}/over-ons` });
    expect(alternates(ORIGIN, 'en', '/about-us', { en: '/about-us', nl: '/over-ons' })).toEqual({
      canonical: `${ORIGIN}/en/about-us`,
      languages: { en: `${ORIGIN}/en/about-us`, nl: `${ORIGIN}/over-ons`, 'x-default': `${ORIGIN}/over-ons` },
    });
  });

  it('resolves relative assets against the origin and keeps absolute ones', () => {
    expect(absoluteAsset(ORIGIN, '/images/a.svg')).toBe(`${ORIGIN}/images/a.svg`);
    expect(absoluteAsset(ORIGIN, 'https://cdn.example.org/a.webp')).toBe('https://cdn.example.org/a.webp');
    expect(absoluteAsset(ORIGIN, null)).toBeUndefined();
  });
});

describe('articleJsonLd', () => {
  const page: PublicPage = {
    id: '1',
    pageType: 'news',
    locale: 'nl',
    title: 'Award </script><script>alert(1)</script>',
    slug: 'award',
    showTitleOnPage: true,
    publishedAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    summary: 'Nomineer je held',
    featured: false,
    featuredImageUrl: '/images/demo/a.svg',
    metaTitle: null,
    metaDescription: null,
    ogTitle: null,
    ogDescription: null,
    ogImageUrl: null,
    translationKey: null,
    path: '/nieuws/award',
  };

  it('describes the article with absolute URLs', () => {
    const data = articleJsonLd(page, { origin: ORIGIN, publisher: 'Demo', logoUrl: '/logo.svg' });
    expect(data).toMatchObject({
      '@type': 'Article',
      url: `${ORIGIN}/nieuws/award`,
      image: [`${ORIGIN}/images/demo/a.svg`],
      datePublished: page.publishedAt,
      dateModified: page.updatedAt,
      description: 'Nomineer je held',
      publisher: { name: 'Demo', logo: { url: `${ORIGIN}/logo.svg` } },
    });
  });

  it('cannot close its script element', () => {
    const script = jsonLdScript(articleJsonLd(page, { origin: ORIGIN, publisher: 'Demo' }));
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script).headline).toContain('</script>');
  });
});

describe('sitemap and robots', () => {
  it('escapes URLs and lists alternates', () => {
    const xml = sitemapXml([
      { url: `${ORIGIN}/nieuws?page=2&x=1`, lastModified: '2026-11-01T10:00:00Z', alternates: { en: `${ORIGIN}/en/nieuws` } },
    ]);
    expect(xml).toContain('<loc>https://vrijwilligers.example.org/nieuws?page=2&amp;x=1</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('hreflang="en" href="https://vrijwilligers.example.org/en/nieuws"');
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('points robots at the host sitemap and keeps private sections out', () => {
    const body = robotsTxt(`${ORIGIN}/`);
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(body).toContain('Disallow: /dashboard');
    expect(body).toContain('Disallow: /api/');
  });
});

describe('vacancySearchHref', () => {
  it('links into the vacancy bank with its filters', () => {
    expect(vacancySearchHref({})).toBe('/vacancies/search');
    expect(vacancySearchHref({ vacancyType: 'language', tag: ' zorg ' })).toBe('/vacancies/search?vacancy_type=language&tag=zorg');
    expect(vacancySearchHref({ q: 'koken & tuin' })).toBe('/vacancies/search?q=koken+%26+tuin');
  });
});
