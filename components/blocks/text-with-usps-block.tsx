import { CheckCircle2 } from 'lucide-react';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { RichText } from '@/components/ui/rich-text';
import { type BlockProps, BlockSection, BlockTitle } from './shared';

export function TextWithUspsBlock({ id, settings }: BlockProps<BlockSettings<'TextWithUsps'>>) {
  const titleId = `block-${id}-title`;
  return (
    <BlockSection labelledBy={titleId}>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <BlockTitle id={titleId}>{settings.title}</BlockTitle>
          <RichText html={settings.text} className="mt-4" />
        </div>
        <ul className="grid gap-4">
          {settings.usps.map((usp, i) => (
            <li key={i} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-700 dark:text-primary-300" />
              <div>
                <h3 className="font-semibold">{usp.title}</h3>
                {usp.text ? <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{usp.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
