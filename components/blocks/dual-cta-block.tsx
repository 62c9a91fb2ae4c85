import type { BlockSettings } from '@/lib/shared/content/blocks';
import { type BlockProps, BlockSection, ButtonLink } from './shared';

export function DualCtaBlock({ id, settings }: BlockProps<BlockSettings<'DualCta'>>) {
  return (
    <BlockSection>
      <div className="grid gap-6 md:grid-cols-2">
        {(['left', 'right'] as const).map((side) => {
          const cta = settings[side];
          const titleId = `block-${id}-${side}`;
          return (
            <section
              key={side}
              aria-labelledby={titleId}
              className={
                side === 'left'
                  ? 'rounded-[var(--radius)] bg-primary-50 p-8 dark:bg-primary-950'
                  : 'rounded-[var(--radius)] bg-secondary-50 p-8 dark:bg-secondary-950'
              }
            >
              <h2 id={titleId} className="font-heading text-2xl font-bold">
                {cta.title}
              </h2>
              {cta.text ? <p className="mt-3 text-muted-800 dark:text-muted-200">{cta.text}</p> : null}
              <ButtonLink button={cta.button} className="mt-6" />
            </section>
          );
        })}
      </div>
    </BlockSection>
  );
}
