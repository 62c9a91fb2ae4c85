import type { BlockSettings } from '@/lib/shared/content/blocks';
import { BlockImage, type BlockProps, ButtonLink } from './shared';

export function PhotoHeroBlock({ id, settings, first, images }: BlockProps<BlockSettings<'PhotoHero'>>) {
  const titleId = `block-${id}-title`;
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-primary-950">
      <BlockImage
        images={images}
        src={settings.imageUrl}
        alt={settings.alt}
        priority={first}
        sizes="100vw"
        className="absolute inset-0 -z-10 size-full object-cover opacity-40"
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-20 text-white sm:px-6 sm:py-28">
        <h2 id={titleId} className="max-w-3xl font-heading text-4xl font-bold tracking-tight sm:text-5xl">
          {settings.title}
        </h2>
        {settings.subtitle ? <p className="mt-4 max-w-2xl text-lg text-white">{settings.subtitle}</p> : null}
        {settings.button ? <ButtonLink button={settings.button} className="mt-8" /> : null}
      </div>
    </section>
  );
}
