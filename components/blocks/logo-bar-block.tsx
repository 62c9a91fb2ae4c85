import type { BlockSettings } from '@/lib/shared/content/blocks';
import { focusRing } from '@/components/ui/styles';
import { BlockImage, type BlockProps, BlockSection, BlockTitle, SmartLink } from './shared';

export function LogoBarBlock({ id, settings, images }: BlockProps<BlockSettings<'LogoBar'>>) {
  const titleId = settings.title ? `block-${id}-title` : undefined;
  return (
    <BlockSection labelledBy={titleId}>
      {settings.title ? (
        <BlockTitle id={titleId!} className="text-center">
          {settings.title}
        </BlockTitle>
      ) : null}
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {settings.logos.map((logo, i) => {
          const image = (
            <BlockImage images={images} src={logo.imageUrl} alt={logo.alt} sizes="160px" className="h-12 w-auto max-w-40 object-contain" />
          );
          return (
            <li key={i}>
              {logo.href ? (
                <SmartLink href={logo.href} className={`block rounded-[var(--radius)] ${focusRing}`}>
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
