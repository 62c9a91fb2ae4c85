import {
  blockSchemas,
  CONTENT_BLOCK_TYPES,
  defaultBlockSettings,
  isSafeHref,
  isSafeImageUrl,
  parseBlockSettings,
  youTubeId,
  type BlockSettingsInput,
} from '@/lib/shared/content/blocks';
import type { ContentBlockType } from '@/domain/content';
import { contentBlockTypeEnum } from '@/server/db/schema/enums';

const button = { label: 'Lees meer', href: '/over-ons', variant: 'secondary' } as const;

/** One filled-in block of every type, as an editor would send it. */
const examples: { [T in ContentBlockType]: BlockSettingsInput<T> } = {
  Markdown: { markdown: '## Welkom\n\nWij helpen **vrijwilligers**.' },
  Image: { imageUrl: '/demo-images/a.webp', alt: 'Vrijwilligers aan het werk' },
  ImageTextButtons: {
    imageUrl: 'https://cdn.example.org/a.webp',
    alt: '',
    title: 'Doe mee',
    text: '<p>Tekst</p>',
    buttons: [button],
    imagePosition: 'right',
  },
  FourCards: {
    cards: [1, 2, 3, 4].map((n) => ({ title: `Kaart ${n}`, text: 'Uitleg', href: n === 1 ? 'https://example.org' : undefined })),
  },
  DynamicCards: { source: 'vacancies', limit: 6, vacancyType: 'activity' },
  YouTube: { videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', title: 'Video' },
  TextWithUsps: { title: 'Waarom', text: '<p>Daarom</p>', usps: [{ title: 'Snel' }, { title: 'Gratis', text: 'Altijd' }] },
  QuoteBlock: { quote: 'Mooi werk', author: 'Fatima', role: 'Vrijwilliger' },
  PhotoSlideshow: { images: [{ url: '/demo-images/a.webp', alt: 'Een' }] },
  PhotoHero: { imageUrl: '/demo-images/a.webp', alt: '', title: 'Samen', button },
  Hotlinks: {
    links: [
      { label: 'Bel ons', href: 'tel:+31201234567' },
      { label: 'Mail', href: 'mailto:info@example.org' },
    ],
  },
  CallToAction: { title: 'Aanmelden', button },
  DualCta: { left: { title: 'Vrijwilligers', button }, right: { title: 'Organisaties', text: 'Meld je aan', button } },
  NewsCarousel: { title: 'Nieuws' },
  SectionTitle: { title: 'Kopje', level: 'h3' },
  BuilderForm: { formId: 12 },
  LogoBar: { logos: [{ imageUrl: '/demo-images/logo.webp', alt: 'Gemeente', href: 'https://gemeente.nl' }] },
  VacancyCategories: {
    categories: [
      { label: 'Sport', tag: 'sport' },
      { label: 'Taal', vacancyType: 'language' },
    ],
  },
  HeroWithSearch: { title: 'Vind vrijwilligerswerk', placeholder: 'Zoek op trefwoord' },
};

describe('blockSchemas', () => {
  it('covers exactly the block types of the database enum, in order', () => {
    expect([...CONTENT_BLOCK_TYPES]).toEqual(contentBlockTypeEnum.enumValues);
    expect(Object.keys(blockSchemas).sort()).toEqual([...contentBlockTypeEnum.enumValues].sort());
  });

  it.each(CONTENT_BLOCK_TYPES)('accepts a filled-in %s block', (type) => {
    const result = parseBlockSettings(type, examples[type]);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it.each(CONTENT_BLOCK_TYPES)('refuses unknown keys in %s settings', (type) => {
    const result = parseBlockSettings(type, { ...examples[type], onclick: 'alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('applies defaults and reduces a YouTube URL to its id', () => {
    expect(blockSchemas.YouTube.parse(examples.YouTube).videoId).toBe('dQw4w9WgXcQ');
    expect(blockSchemas.Image.parse(examples.Image)).toMatchObject({ width: 'normal', alt: 'Vrijwilligers aan het werk' });
    expect(blockSchemas.NewsCarousel.parse({}).limit).toBe(6);
    expect(blockSchemas.CallToAction.parse(examples.CallToAction).button.variant).toBe('secondary');
  });

  it('points at the offending field', () => {
    const result = parseBlockSettings('DualCta', { ...examples.DualCta, right: { title: '', button } });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['right', 'title']]);
    const cards = parseBlockSettings('FourCards', { cards: examples.FourCards.cards.slice(0, 3) });
    expect(cards.error?.issues[0]?.path).toEqual(['cards']);
    const category = parseBlockSettings('VacancyCategories', { categories: [{ label: 'Alles' }] });
    expect(category.error?.issues[0]?.path).toEqual(['categories', 0, 'tag']);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    '//evil.example',
    'vbscript:x',
    ' ',
    '/\\evil',
  ])('refuses the link %j', (href) => {
    expect(parseBlockSettings('Hotlinks', { links: [{ label: 'x', href }] }).success).toBe(false);
    expect(parseBlockSettings('CallToAction', { title: 't', button: { label: 'x', href } }).success).toBe(false);
  });

  it('refuses unsafe image addresses and non-YouTube videos', () => {
    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAA', 'mailto:a@b.nl', '//cdn.example'])
      expect(parseBlockSettings('Image', { imageUrl, alt: '' }).success).toBe(false);
    expect(parseBlockSettings('YouTube', { videoId: 'https://vimeo.com/123456789', title: 'x' }).success).toBe(false);
  });

  it('refuses out-of-range numbers and enum values', () => {
    expect(parseBlockSettings('NewsCarousel', { limit: 0 }).success).toBe(false);
    expect(parseBlockSettings('DynamicCards', { source: 'users' }).success).toBe(false);
    expect(parseBlockSettings('SectionTitle', { title: 'x', level: 'h1' }).success).toBe(false);
    expect(parseBlockSettings('CallToAction', { title: 't', button: { ...button, variant: 'danger' } }).success).toBe(false);
  });
});

describe('defaultBlockSettings', () => {
  it.each(CONTENT_BLOCK_TYPES)('gives %s the shape of its schema', (type) => {
    const defaults = defaultBlockSettings(type);
    const result = blockSchemas[type].safeParse(defaults);
    // Defaults leave the editor's own content empty; any failure must be about an empty required field.
    for (const issue of result.error?.issues ?? [])
      expect(['too_small', 'invalid_format', 'custom', 'invalid_union']).toContain(issue.code);
    expect(result.error?.issues.some((i) => i.code === 'unrecognized_keys' || i.code === 'invalid_type') ?? false).toBe(false);
  });

  it('parses without changes for blocks that need no content', () => {
    for (const type of ['DynamicCards', 'NewsCarousel', 'BuilderForm'] as const)
      expect(blockSchemas[type].parse(defaultBlockSettings(type))).toEqual(defaultBlockSettings(type));
  });

  it('returns a fresh copy each time', () => {
    const a = defaultBlockSettings('FourCards');
    a.cards[0]!.title = 'changed';
    expect(defaultBlockSettings('FourCards').cards[0]!.title).toBe('');
  });
});

describe('link helpers', () => {
  it('accepts relative paths, anchors and http(s)/mailto/tel links', () => {
    for (const href of [
      '/',
      '/nieuws/artikel',
      '#inhoud',
      'https://example.org/x?y=1',
      'http://example.org',
      'mailto:a@b.nl',
      'tel:+31 20'.replace(' ', ''),
    ])
      expect(isSafeHref(href)).toBe(true);
    expect(isSafeImageUrl('/demo-images/x.webp')).toBe(true);
    expect(isSafeImageUrl('tel:123')).toBe(false);
  });

  it('extracts YouTube ids from the usual URL forms', () => {
    expect(youTubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeId('javascript:alert(1)')).toBeNull();
  });
});
