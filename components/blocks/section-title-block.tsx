import type { BlockSettings } from '@/lib/shared/content/blocks';
import type { BlockProps } from './shared';

export function SectionTitleBlock({ settings }: BlockProps<BlockSettings<'SectionTitle'>>) {
  const Heading = settings.level;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-10 sm:px-6">
      <Heading className={Heading === 'h2' ? 'font-heading text-3xl font-bold tracking-tight' : 'font-heading text-2xl font-semibold'}>
        {settings.title}
      </Heading>
      {settings.subtitle ? <p className="mt-2 max-w-3xl text-lg text-muted-700 dark:text-muted-300">{settings.subtitle}</p> : null}
    </div>
  );
}
