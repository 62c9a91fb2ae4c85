/** The page's one attribute schema, what the API and the page form derive from it, and the safe addresses. */
import { isSafeHref, isSafeImageUrl } from '@/domain/links';
import { pageAttributesSchema, SLUG_PATTERN } from '@/domain/pages';
import { pageFormSchema } from '@/components/content-admin/page-form-schema';
import { pageCreate, pageUpdate } from '@/server/resources/pages/schemas';

const formBase = {
  title: 'Over ons',
  slug: '',
  pageType: 'default',
  locale: 'nl',
  isPublished: false,
  showTitleOnPage: true,
  featured: false,
  summary: '',
  featuredImageUrl: '',
  metaTitle: '',
  metaDescription: '',
  ogTitle: '',
  ogDescription: '',
} as const;

describe('page attributes', () => {
  it('the API accepts exactly the domain attributes, with only the title required on create', () => {
    expect(Object.keys(pageCreate.shape).sort()).toEqual(Object.keys(pageAttributesSchema.shape).sort());
    expect(pageCreate.safeParse({ title: 'Over ons' }).success).toBe(true);
    expect(pageCreate.safeParse({}).success).toBe(false);
    expect(pageUpdate.safeParse({}).success).toBe(true);
    expect(pageUpdate.safeParse({ unknownField: 1 }).success).toBe(false);
  });

  it('keeps the rules: slug pattern with its message key, empty image cleared, unsafe image refused', () => {
    const badSlug = pageUpdate.safeParse({ slug: 'Over Ons' });
    expect(badSlug.success).toBe(false);
    expect(badSlug.error?.issues[0]?.message).toBe('contentApi.validation.slug');
    expect(pageUpdate.parse({ slug: '' }).slug).toBe('');
    expect(pageUpdate.parse({ featuredImageUrl: '' }).featuredImageUrl).toBeNull();
    expect(pageUpdate.safeParse({ ogImageUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('the form shares the title, type and language rules of the API', () => {
    expect(pageFormSchema.safeParse(formBase).success).toBe(true);
    expect(pageFormSchema.safeParse({ ...formBase, title: 'x'.repeat(201) }).success).toBe(false);
    expect(pageCreate.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
    expect(pageFormSchema.safeParse({ ...formBase, pageType: 'blog' }).success).toBe(false);
    expect(pageFormSchema.safeParse({ ...formBase, locale: 'de' }).success).toBe(false);
    expect(pageFormSchema.safeParse({ ...formBase, slug: 'over-ons--team' }).success).toBe(false);
  });
});

describe('safe addresses', () => {
  it.each(['/nieuws', 'https://example.org/a.png'])('allows the image %s', (url) => expect(isSafeImageUrl(url)).toBe(true));
  it.each(['//evil.example/a.png', 'data:image/png;base64,AAAA', 'java\tscript:x'])('refuses the image %s', (url) =>
    expect(isSafeImageUrl(url)).toBe(false),
  );
  it('allows anchors, mailto and tel as links but not as images', () => {
    expect(isSafeHref('#top') && isSafeHref('mailto:a@b.nl') && isSafeHref('tel:+31301234567')).toBe(true);
    expect(isSafeImageUrl('#top')).toBe(false);
  });
  it('slugs are lowercase words joined by single dashes', () => {
    expect(SLUG_PATTERN.test('over-ons-2')).toBe(true);
    expect(SLUG_PATTERN.test('-over')).toBe(false);
  });
});
