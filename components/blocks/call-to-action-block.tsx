import type { BlockSettings } from '@/lib/shared/content/blocks';
import { type BlockProps, BlockSection, BlockTitle, ButtonLink } from './shared';

export function CallToActionBlock({ id, settings }: BlockProps<BlockSettings<'CallToAction'>>) {
  const titleId = `block-${id}-title`;
  const button = settings.button.variant === 'primary' ? { ...settings.button, variant: 'white' as const } : settings.button;
  return (
    <BlockSection tone="brand" labelledBy={titleId} className="text-center">
      <BlockTitle id={titleId}>{settings.title}</BlockTitle>
      {settings.text ? <p className="mx-auto mt-3 max-w-2xl text-lg">{settings.text}</p> : null}
      <ButtonLink button={button} className="mt-6" />
    </BlockSection>
  );
}
