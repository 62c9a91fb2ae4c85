/**
 * Building pieces every block shares: links that keep the locale, buttons in the variants of docs/domain.md#constants-and-limits, images
 * and the section frame (rich text is components/ui/rich-text). Colours come from the center's theme variables (primary-*, secondary-*, muted-*).
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/styles';
import type { Locale } from '@/domain/values';
import type { ButtonVariant } from '@/lib/shared/content/blocks';
import { type MediaImageIndex, responsiveImage } from '@/lib/shared/content/images';
import { Link } from '@/lib/shared/i18n/navigation';

/** A site-relative href goes through the locale-aware Link; anything else (https, mailto, tel, #) is a plain <a>. */
export function SmartLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

export const BUTTON_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-primary-foreground hover:bg-primary-800',
  secondary: 'bg-secondary-800 text-white hover:bg-secondary-900',
  tertiary: 'bg-muted-100 text-text hover:bg-muted-200 dark:bg-muted-800 dark:hover:bg-muted-700',
  outline:
    'border-2 border-primary-700 text-primary-800 hover:bg-primary-50 dark:border-primary-300 dark:text-primary-100 dark:hover:bg-primary-900',
  outlineSecondary:
    'border-2 border-secondary-800 text-secondary-900 hover:bg-secondary-50 dark:border-secondary-300 dark:text-secondary-100 dark:hover:bg-secondary-900',
  light: 'bg-primary-50 text-primary-900 hover:bg-primary-100',
  white: 'bg-white text-primary-900 hover:bg-primary-50',
};

export function ButtonLink({ button, className }: { button: { label: string; href: string; variant: ButtonVariant }; className?: string }) {
  return (
    <SmartLink
      href={button.href}
      className={clsx(
        'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] px-5 py-2.5 font-semibold',
        BUTTON_CLASSES[button.variant],
        focusRing,
        className,
      )}
    >
      {button.label}
    </SmartLink>
  );
}

/**
 * A content image. Lazy and async-decoded unless it is above the fold (`priority`: eager, high fetch priority).
 * An uploaded media image (found in `images`) gets its WebP widths as srcset, its AVIF widths as a <picture>
 * source, and its intrinsic width and height so no layout shift follows; `sizes` tells the browser which width
 * the layout gives it. Any other address is a plain src. Explicit width and height win (fixed-size images).
 */
export function BlockImage({
  src,
  alt,
  className,
  priority = false,
  sizes = '100vw',
  width,
  height,
  images,
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
  width?: number;
  height?: number;
  images?: MediaImageIndex;
}) {
  const image = responsiveImage(src, images);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- editor-chosen URLs (uploads, stock images) of any host; variants are made at upload
    <img
      src={image.src}
      srcSet={image.srcSet}
      alt={alt}
      sizes={image.srcSet ? sizes : undefined}
      width={width ?? image.width}
      height={height ?? image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

export function BlockSection({
  children,
  className,
  tone = 'plain',
  labelledBy,
  label,
}: {
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'tinted' | 'brand';
  labelledBy?: string;
  label?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={clsx(
        tone === 'tinted' && 'bg-primary-50 dark:bg-primary-950',
        tone === 'brand' && 'bg-primary-800 text-primary-foreground dark:bg-primary-900',
      )}
    >
      <div className={clsx('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12', className)}>{children}</div>
    </section>
  );
}

export function BlockTitle({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={clsx('font-heading text-2xl font-bold tracking-tight sm:text-3xl', className)}>
      {children}
    </h2>
  );
}

export const cardClass = `flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-surface shadow-sm dark:border-muted-800`;
export const cardLinkClass = `${cardClass} hover:border-primary-400 hover:shadow ${focusRing}`;

/** The props every block component receives. */
export interface BlockProps<S> {
  id: string;
  settings: S;
  /** The block is the first on the page: its image loads eagerly. */
  first: boolean;
  /** Size variants of the page's uploaded images (BlockImage). */
  images?: MediaImageIndex;
}

/** What the live blocks need to fetch their data. */
export interface BlockContext {
  center: import('@/lib/server/content/public-api').CenterKey;
  locale: Locale;
  images?: MediaImageIndex;
}
