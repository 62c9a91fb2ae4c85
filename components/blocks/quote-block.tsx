import type { BlockSettings } from '@/lib/shared/content/blocks';
import { BlockImage, type BlockProps, BlockSection } from './shared';

export function QuoteBlock({ settings, images }: BlockProps<BlockSettings<'QuoteBlock'>>) {
  return (
    <BlockSection tone="tinted" className="max-w-4xl">
      <figure className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
        {settings.imageUrl ? (
          <BlockImage
            images={images}
            src={settings.imageUrl}
            alt=""
            width={112}
            height={112}
            sizes="112px"
            className="size-28 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div>
          <blockquote className="font-heading text-xl leading-relaxed text-primary-950 sm:text-2xl dark:text-primary-50">
            <p>“{settings.quote}”</p>
          </blockquote>
          <figcaption className="mt-4 text-muted-800 dark:text-muted-200">
            <span className="font-semibold">{settings.author}</span>
            {settings.role ? <span>, {settings.role}</span> : null}
          </figcaption>
        </div>
      </figure>
    </BlockSection>
  );
}
