import clsx from 'clsx';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { RichText } from '@/components/ui/rich-text';
import { BlockImage, type BlockProps, BlockSection, BlockTitle, ButtonLink } from './shared';

export function ImageTextButtonsBlock({ id, settings, first, images }: BlockProps<BlockSettings<'ImageTextButtons'>>) {
  const titleId = `block-${id}-title`;
  return (
    <BlockSection labelledBy={titleId}>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div className={clsx(settings.imagePosition === 'right' && 'md:order-last')}>
          <BlockImage
            images={images}
            src={settings.imageUrl}
            alt={settings.alt}
            priority={first}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="aspect-[4/3] h-auto w-full rounded-[var(--radius)] object-cover"
          />
        </div>
        <div>
          <BlockTitle id={titleId}>{settings.title}</BlockTitle>
          <RichText html={settings.text} className="mt-4" />
          {settings.buttons.length > 0 ? (
            <div className="mt-6 flex flex-wrap gap-3">
              {settings.buttons.map((button, i) => (
                <ButtonLink key={i} button={button} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
