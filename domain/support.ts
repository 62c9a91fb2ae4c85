/**
 * The support page (docs/domain.md#support): every signed-in person may open it; the center's help texts are the
 * content page with the reserved slug below, which content staff edit like any other page; the product's release
 * notes are the page `{product}-changelog`, shown at /{product}/changelog, where the product is the tenant.
 */
export const SUPPORT_PAGE_SLUG = 'support';

export const changelogSlug = (product: string): string => `${product}-changelog`;
