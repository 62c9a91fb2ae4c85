/**
 * How the sitemap is cut into files. The backend pages the sitemap's vacancy ids by the same size that the web
 * renders per file, so both import it from here rather than the backend reaching into the web's SEO module.
 */

/** The protocol's limit per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * Vacancies per sitemap file: with both languages that is 20 000 URLs with their hreflang links, a few MB,
 * well inside the 50 000 URL / 50 MB limits, and one page of ids (about 0.5 MB) stays under the 2 MB entry limit
 * of Next's data cache. A center with more gets a sitemap index (sitemapPlan in seo.ts).
 */
export const SITEMAP_VACANCIES_PER_PART = 10_000;
