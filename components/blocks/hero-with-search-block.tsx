import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { SYSTEM_PAGES } from '@/lib/shared/content/links';
import { localizedPath } from '@/lib/shared/content/seo';
import { BlockImage, type BlockContext, type BlockProps } from './shared';

/** The home page hero: a plain GET form into the vacancy bank, so searching works without script. */
export async function HeroWithSearchBlock({
  id,
  settings,
  first,
  context,
  images,
}: BlockProps<BlockSettings<'HeroWithSearch'>> & { context: BlockContext }) {
  const t = await getTranslations('blocks');
  const titleId = `block-${id}-title`;
  const inputId = `block-${id}-q`;
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-primary-900">
      {settings.imageUrl ? (
        <BlockImage
          images={images}
          src={settings.imageUrl}
          alt=""
          priority={first}
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full object-cover opacity-30"
        />
      ) : null}
      <div className="mx-auto w-full max-w-7xl px-4 py-16 text-white sm:px-6 sm:py-24">
        <h2 id={titleId} className="max-w-3xl font-heading text-4xl font-bold tracking-tight sm:text-5xl">
          {settings.title}
        </h2>
        {settings.subtitle ? <p className="mt-4 max-w-2xl text-lg">{settings.subtitle}</p> : null}
        <form
          role="search"
          action={localizedPath(context.locale, SYSTEM_PAGES.vacancy_bank)}
          method="get"
          className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('heroSearch.label')}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            placeholder={settings.placeholder ?? t('heroSearch.placeholder')}
            className="min-h-12 flex-1 rounded-[var(--radius)] border-0 bg-white px-4 text-base text-muted-950 placeholder:text-muted-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-[var(--radius)] bg-secondary-800 px-6 font-semibold text-white hover:bg-secondary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Search aria-hidden className="size-5" />
            {t('heroSearch.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
