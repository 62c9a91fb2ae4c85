import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/styles';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { BlockImage, type BlockProps, BlockSection } from './shared';

/** A horizontal CSS scroll-snap strip: swipe, scroll or arrow keys, no script. */
export async function PhotoSlideshowBlock({ id, settings, first, images }: BlockProps<BlockSettings<'PhotoSlideshow'>>) {
  const t = await getTranslations('blocks');
  return (
    <BlockSection label={t('slideshow.label')}>
      {/* Focusable so keyboard users can scroll it (WCAG 2.1.1). */}
      <ul
        id={`block-${id}-slides`}
        tabIndex={0}
        aria-label={t('slideshow.hint', { count: settings.images.length })}
        className={`flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4 ${focusRing}`}
      >
        {settings.images.map((image, i) => (
          <li key={i} className="w-[85%] shrink-0 snap-center sm:w-[60%] lg:w-[45%]">
            <figure>
              <BlockImage
                images={images}
                src={image.url}
                alt={image.alt}
                priority={first && i === 0}
                sizes="(min-width: 1024px) 45vw, (min-width: 640px) 60vw, 85vw"
                className="aspect-[3/2] h-auto w-full rounded-[var(--radius)] object-cover"
              />
              {image.caption ? <figcaption className="mt-2 text-sm text-muted-700 dark:text-muted-300">{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
