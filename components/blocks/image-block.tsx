import clsx from 'clsx';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { BlockImage, type BlockProps } from './shared';

const WIDTH = { normal: 'max-w-3xl px-4 sm:px-6', wide: 'max-w-7xl px-4 sm:px-6', full: 'max-w-none' } as const;
const SIZES = { normal: '(min-width: 768px) 768px, 100vw', wide: '(min-width: 1280px) 1280px, 100vw', full: '100vw' } as const;

export function ImageBlock({ settings, first, images }: BlockProps<BlockSettings<'Image'>>) {
  return (
    <figure className={clsx('mx-auto w-full py-8', WIDTH[settings.width])}>
      <BlockImage
        images={images}
        src={settings.imageUrl}
        alt={settings.alt}
        priority={first}
        sizes={SIZES[settings.width]}
        className={clsx('h-auto w-full object-cover', settings.width !== 'full' && 'rounded-[var(--radius)]')}
      />
      {settings.caption ? (
        <figcaption className="mt-2 px-4 text-sm text-muted-700 sm:px-0 dark:text-muted-300">{settings.caption}</figcaption>
      ) : null}
    </figure>
  );
}
