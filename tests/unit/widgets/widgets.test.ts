/**
 * The widget's pure pieces (lib/shared/widgets, lib/shared/feeds): the snippet's origin check and fallback link, the
 * widget page's escaping, branding contrast and nonce, the preview query round trip, the feeds' 304 rule, and which
 * paths may be framed.
 */
import { notModified } from '@/lib/shared/feeds/documents';
import { feedUrl } from '@/lib/shared/feeds/addresses';
import { frameAncestorsFor } from '@/lib/shared/security/headers';
import { WIDGET_HEIGHT_MESSAGE, widgetSnippet, widgetUrl } from '@/lib/shared/widgets/embed';
import { widgetPageHtml } from '@/lib/shared/widgets/page';
import { widgetBankFilters, widgetPreviewQuery, widgetSettingsFromQuery, type WidgetSettings } from '@/lib/shared/widgets/view';

const settings: WidgetSettings = {
  vacancyTypes: ['activity', 'volunteering'],
  tag: 'sport',
  organizationId: 12,
  postalCode: '3511 AA',
  distanceKm: 10,
  itemCount: 7,
  theme: 'dark',
};

describe('widgetSnippet', () => {
  const snippet = widgetSnippet({
    origin: 'https://vrijwilligers.example.nl/',
    locale: 'en',
    id: 4,
    title: 'Vacatures van "A & B"',
    linkText: 'Alle vacatures <bij> A & B',
    linkUrl: 'https://vrijwilligers.example.nl/en/vacancies/search?tag=a&b=1',
  });

  it('frames the widget, listens only to its origin and its own iframe, and links without script', () => {
    expect(snippet).toContain('src="https://vrijwilligers.example.nl/en/widget/4"');
    expect(snippet).toContain('e.origin!=="https://vrijwilligers.example.nl"||e.source!==f.contentWindow');
    expect(snippet).toContain(JSON.stringify(WIDGET_HEIGHT_MESSAGE));
    expect(snippet).toContain('title="Vacatures van &quot;A &amp; B&quot;"');
    expect(snippet).toContain(
      '<a href="https://vrijwilligers.example.nl/en/vacancies/search?tag=a&amp;b=1">Alle vacatures &lt;bij&gt; A &amp; B</a>',
    );
  });

  it('addresses Dutch widgets without a prefix', () => {
    expect(widgetUrl('https://x.nl', 'nl', 3)).toBe('https://x.nl/widget/3');
  });
});

describe('widgetPageHtml', () => {
  const base = {
    lang: 'nl',
    title: 'Vacatures van <X>',
    logoUrl: null,
    theme: 'light' as const,
    items: [{ title: 'Koffie & "thee"', url: 'https://x.nl/vacancies/search/1', details: ['Org <1>', 'Utrecht'], summary: null }],
    emptyText: 'Geen',
    moreUrl: 'https://x.nl/vacancies/search',
    moreText: 'Alle',
    newWindowText: 'opent in een nieuw venster',
    nonce: 'abc123==',
    noindex: true,
  };

  it('escapes every text and carries the nonce on its one script', () => {
    const html = widgetPageHtml({ ...base, primaryColor: '#0055aa' });
    expect(html).toContain('<title>Vacatures van &lt;X&gt;</title>');
    expect(html).toContain('Koffie &amp; &quot;thee&quot;');
    expect(html).toContain('Org &lt;1&gt; · Utrecht');
    expect(html).toContain('<script nonce="abc123==">');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('rel="noopener"');
  });

  it('uses the brand colour for links only where it is readable', () => {
    expect(widgetPageHtml({ ...base, primaryColor: '#0055aa' })).toContain('a{color:#0055aa');
    // Pale yellow on white fails 4.5:1: the scheme's text colour instead.
    expect(widgetPageHtml({ ...base, primaryColor: '#ffee88' })).toContain('a{color:#1f2937');
  });

  it('says so when nothing matches', () => {
    expect(widgetPageHtml({ ...base, items: [], primaryColor: null })).toContain('<p class="e">Geen</p>');
  });
});

describe('widget settings in the URL', () => {
  it('round-trips the preview query and drops what is invalid', () => {
    const params = new URLSearchParams(widgetPreviewQuery(settings));
    const query = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
    expect(widgetSettingsFromQuery(query)).toEqual(settings);
    expect(widgetSettingsFromQuery({ vacancy_type: 'party', item_count: '999', distance_km: '10', theme: 'pink' })).toEqual({
      vacancyTypes: [],
      tag: null,
      organizationId: null,
      postalCode: null,
      distanceKm: null,
      itemCount: 5,
      theme: 'light',
    });
  });

  it("maps to the bank's filters", () => {
    expect(widgetBankFilters(settings)).toEqual({
      vacancyTypes: ['activity', 'volunteering'],
      tag: 'sport',
      organizationId: 12,
      postalCode: '3511 AA',
      distanceKm: 10,
      page: 1,
    });
  });
});

describe('feeds', () => {
  const etag = '"abc"';
  const modified = new Date('2026-11-20T10:00:00.500Z');
  it('304 on a matching If-None-Match; If-Modified-Since only without it', () => {
    expect(notModified({ ifNoneMatch: '"x", W/"abc"' }, etag, modified)).toBe(true);
    expect(notModified({ ifNoneMatch: '*' }, etag, modified)).toBe(true);
    expect(notModified({ ifNoneMatch: '"x"', ifModifiedSince: modified.toUTCString() }, etag, modified)).toBe(false);
    expect(notModified({ ifModifiedSince: 'Fri, 20 Nov 2026 10:00:00 GMT' }, etag, modified)).toBe(true);
    expect(notModified({ ifModifiedSince: 'Fri, 20 Nov 2026 09:59:59 GMT' }, etag, modified)).toBe(false);
    expect(notModified({ ifModifiedSince: 'nonsense' }, etag, modified)).toBe(false);
    expect(notModified({ ifModifiedSince: modified.toUTCString() }, etag, null)).toBe(false);
  });

  it('addresses feeds with the language and the filters', () => {
    expect(feedUrl('https://x.nl/', 'vacancies', 'json', 'en', new URLSearchParams({ tag: 'zorg' }))).toBe(
      'https://x.nl/api/v1/public/feeds/vacancies.json?tag=zorg&locale=en',
    );
  });
});

describe('frameAncestorsFor', () => {
  it('lets any site frame the widget and nothing else', () => {
    expect(frameAncestorsFor('/widget/12')).toEqual(['*']);
    expect(frameAncestorsFor('/en/widget/voorbeeld')).toEqual(['*']);
    expect(frameAncestorsFor('/widget/12/extra')).toEqual([]);
    expect(frameAncestorsFor('/content/widgets')).toEqual([]);
    expect(frameAncestorsFor('/vacancies/search')).toEqual([]);
  });
});
