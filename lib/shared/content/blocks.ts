/**
 * The settings of the nineteen content block types (docs/domain.md#constants-and-limits): one strict zod schema per type, shared by the backend
 * (PUT /pages/{id}/content_blocks validates every block with it), the block editors and the public renderer.
 *
 * Keys are camelCase here and snake_case on the wire, like every attribute (the JSON:API layers convert both ways).
 * Rich-text fields (`RICH_TEXT_FIELDS`) carry HTML that the backend sanitizes before storing; Markdown is stored
 * as source and sanitized when rendered. Links and image addresses are limited to relative paths and http(s)
 * (links also mailto/tel) here, so no javascript: URL can reach a page. Pure: no server-only imports, so the
 * editors can import it in the browser.
 */
import { z } from 'zod';
import { type ContentBlockType } from '@/domain/content';
import { imageUrlSchema, isSafeHref } from '@/domain/links';
import { VACANCY_TYPES } from '@/domain/vacancies';

export { CONTENT_BLOCK_TYPES, isContentBlockType } from '@/domain/content';
export { imageUrlSchema, isSafeHref, isSafeImageUrl } from '@/domain/links';

/** docs/domain.md#constants-and-limits button variants. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'outline', 'outlineSecondary', 'light', 'white'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const DYNAMIC_CARD_SOURCES = ['vacancies', 'news', 'organizations'] as const;
export const IMAGE_WIDTHS = ['normal', 'wide', 'full'] as const;
export const IMAGE_POSITIONS = ['left', 'right'] as const;
export const HEADING_LEVELS = ['h2', 'h3'] as const;

export const MAX_RICH_TEXT = 20_000;
export const MAX_MARKDOWN = 50_000;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube URL (watch, youtu.be, embed, shorts, nocookie) or of a bare id;
 * null when the input is neither. Only YouTube's own hosts count: the id is later put into an embed URL.
 */
export function youTubeId(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live' || segments[0] === 'v') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => text(max).min(1);
/** Optional text: absent, null and '' all mean "not set". */
const optionalText = (max: number) => text(max).nullable().optional();

/** A link target (see isSafeHref). Reported as an invalid URL so both the API and the forms say so. */
export const hrefSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: value });
    else if (!isSafeHref(value)) ctx.addIssue({ code: 'invalid_format', format: 'url', input: value });
  });

const optionalHref = hrefSchema
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
const optionalImageUrl = imageUrlSchema
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
/** Alternative text; '' marks a purely decorative image. */
const alt = text(300).default('');
const richText = text(MAX_RICH_TEXT);

export const buttonSchema = z
  .object({
    label: requiredText(80),
    href: hrefSchema,
    variant: z.enum(BUTTON_VARIANTS).default('primary'),
  })
  .strict();

const ctaSide = z
  .object({
    title: requiredText(150),
    text: optionalText(1000),
    button: buttonSchema,
  })
  .strict();

const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

export const blockSchemas = {
  Markdown: z.object({ markdown: text(MAX_MARKDOWN).min(1) }).strict(),
  Image: z
    .object({
      imageUrl: imageUrlSchema,
      alt,
      caption: optionalText(300),
      width: z.enum(IMAGE_WIDTHS).default('normal'),
    })
    .strict(),
  ImageTextButtons: z
    .object({
      imageUrl: imageUrlSchema,
      alt,
      title: requiredText(150),
      text: richText,
      buttons: z.array(buttonSchema).max(3).default([]),
      imagePosition: z.enum(IMAGE_POSITIONS).default('left'),
    })
    .strict(),
  FourCards: z
    .object({
      title: optionalText(150),
      cards: z
        .array(
          z
            .object({
              title: requiredText(100),
              text: text(500),
              imageUrl: optionalImageUrl,
              href: optionalHref,
            })
            .strict(),
        )
        .length(4),
    })
    .strict(),
  DynamicCards: z
    .object({
      title: optionalText(150),
      source: z.enum(DYNAMIC_CARD_SOURCES),
      limit: limit(12, 3),
      tag: optionalText(50),
      vacancyType: z.enum(VACANCY_TYPES).nullable().optional(),
    })
    .strict(),
  YouTube: z
    .object({
      // A pasted URL is accepted and reduced to its id; the renderer builds the (privacy-enhanced) embed URL.
      videoId: z
        .string()
        .trim()
        .max(300)
        .transform((value, ctx) => {
          const id = youTubeId(value);
          if (id) return id;
          ctx.addIssue({ code: 'invalid_format', format: 'url', input: value });
          return z.NEVER;
        }),
      title: requiredText(150),
    })
    .strict(),
  TextWithUsps: z
    .object({
      title: requiredText(150),
      text: richText,
      usps: z
        .array(z.object({ title: requiredText(100), text: optionalText(300) }).strict())
        .min(1)
        .max(8),
    })
    .strict(),
  QuoteBlock: z
    .object({
      quote: requiredText(1000),
      author: requiredText(100),
      role: optionalText(100),
      imageUrl: optionalImageUrl,
    })
    .strict(),
  PhotoSlideshow: z
    .object({
      images: z
        .array(z.object({ url: imageUrlSchema, alt, caption: optionalText(300) }).strict())
        .min(1)
        .max(20),
    })
    .strict(),
  PhotoHero: z
    .object({
      imageUrl: imageUrlSchema,
      alt,
      title: requiredText(150),
      subtitle: optionalText(300),
      button: buttonSchema.nullable().optional(),
    })
    .strict(),
  Hotlinks: z
    .object({
      title: optionalText(150),
      links: z
        .array(z.object({ label: requiredText(80), href: hrefSchema }).strict())
        .min(1)
        .max(12),
    })
    .strict(),
  CallToAction: z
    .object({
      title: requiredText(150),
      text: optionalText(1000),
      button: buttonSchema,
    })
    .strict(),
  DualCta: z.object({ left: ctaSide, right: ctaSide }).strict(),
  NewsCarousel: z.object({ title: optionalText(150), limit: limit(12, 6) }).strict(),
  SectionTitle: z
    .object({
      title: requiredText(150),
      subtitle: optionalText(300),
      level: z.enum(HEADING_LEVELS).default('h2'),
    })
    .strict(),
  BuilderForm: z.object({ formId: z.number().int().positive().nullable().optional() }).strict(),
  LogoBar: z
    .object({
      title: optionalText(150),
      logos: z
        .array(z.object({ imageUrl: imageUrlSchema, alt, href: optionalHref }).strict())
        .min(1)
        .max(24),
    })
    .strict(),
  VacancyCategories: z
    .object({
      title: optionalText(150),
      categories: z
        .array(
          z
            .object({
              label: requiredText(80),
              vacancyType: z.enum(VACANCY_TYPES).nullable().optional(),
              tag: optionalText(50),
              imageUrl: optionalImageUrl,
            })
            .strict()
            // A category is a filtered link into the vacancy bank: without a filter it would just be the bank.
            .refine((c) => Boolean(c.vacancyType || c.tag), { path: ['tag'] }),
        )
        .min(1)
        .max(12),
    })
    .strict(),
  HeroWithSearch: z
    .object({
      title: requiredText(150),
      subtitle: optionalText(300),
      imageUrl: optionalImageUrl,
      placeholder: optionalText(100),
    })
    .strict(),
} as const satisfies Record<ContentBlockType, z.ZodType>;

/** Stored (parsed) settings of a block type. */
export type BlockSettings<T extends ContentBlockType> = z.output<(typeof blockSchemas)[T]>;
/** What an editor may send for a block type (defaults not yet applied, YouTube URL not yet reduced). */
export type BlockSettingsInput<T extends ContentBlockType> = z.input<(typeof blockSchemas)[T]>;

/** A block as the renderer sees it: the type narrows the settings. */
export type ContentBlock = { [T in ContentBlockType]: { blockType: T; settings: BlockSettings<T> } }[ContentBlockType];

/** Validates settings of a block type; the backend and the editors both use this. */
export function parseBlockSettings<T extends ContentBlockType>(type: T, settings: unknown): z.ZodSafeParseResult<BlockSettings<T>> {
  // The indexed schema is a union TypeScript cannot narrow by T; its output is BlockSettings<T> by construction.
  return (blockSchemas[type] as z.ZodType).safeParse(settings) as z.ZodSafeParseResult<BlockSettings<T>>;
}

/**
 * The rich-text (HTML) fields of each type: the backend sanitizes exactly these before storing. Paths are
 * top-level keys; no array item carries rich text.
 */
export const RICH_TEXT_FIELDS: Readonly<Partial<Record<ContentBlockType, readonly string[]>>> = {
  ImageTextButtons: ['text'],
  TextWithUsps: ['text'],
};

const button = (): BlockSettings<'CallToAction'>['button'] => ({ label: '', href: '/', variant: 'primary' });

/**
 * The settings a new block of a type starts with in the editor. Fields an editor must fill in (titles, images)
 * are empty, so saving an untouched block fails validation on exactly those fields.
 */
export function defaultBlockSettings<T extends ContentBlockType>(type: T): BlockSettings<T> {
  const defaults: { [K in ContentBlockType]: BlockSettings<K> } = {
    Markdown: { markdown: '' },
    Image: { imageUrl: '', alt: '', caption: null, width: 'normal' },
    ImageTextButtons: { imageUrl: '', alt: '', title: '', text: '', buttons: [], imagePosition: 'left' },
    FourCards: {
      title: null,
      cards: [0, 1, 2, 3].map(() => ({ title: '', text: '', imageUrl: null, href: null })),
    },
    DynamicCards: { title: null, source: 'vacancies', limit: 3, tag: null, vacancyType: null },
    YouTube: { videoId: '', title: '' },
    TextWithUsps: { title: '', text: '', usps: [{ title: '', text: null }] },
    QuoteBlock: { quote: '', author: '', role: null, imageUrl: null },
    PhotoSlideshow: { images: [{ url: '', alt: '', caption: null }] },
    PhotoHero: { imageUrl: '', alt: '', title: '', subtitle: null, button: null },
    Hotlinks: { title: null, links: [{ label: '', href: '/' }] },
    CallToAction: { title: '', text: null, button: button() },
    DualCta: { left: { title: '', text: null, button: button() }, right: { title: '', text: null, button: button() } },
    NewsCarousel: { title: null, limit: 6 },
    SectionTitle: { title: '', subtitle: null, level: 'h2' },
    BuilderForm: { formId: null },
    LogoBar: { title: null, logos: [{ imageUrl: '', alt: '', href: null }] },
    VacancyCategories: { title: null, categories: [{ label: '', vacancyType: 'volunteering', tag: null, imageUrl: null }] },
    HeroWithSearch: { title: '', subtitle: null, imageUrl: null, placeholder: null },
  };
  // A fresh copy: editors mutate nested arrays in form state.
  return structuredClone(defaults[type]);
}
