import { ArrowRight } from 'lucide-react';
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { type BlockProps, BlockSection, BlockTitle, SmartLink, cardLinkClass } from './shared';

export function HotlinksBlock({ id, settings }: BlockProps<BlockSettings<'Hotlinks'>>) {
  const titleId = settings.title ? `block-${id}-title` : undefined;
  return (
    <BlockSection labelledBy={titleId}>
      {settings.title ? <BlockTitle id={titleId!}>{settings.title}</BlockTitle> : null}
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {settings.links.map((link, i) => (
          <li key={i}>
            <SmartLink
              href={link.href}
              className={`${cardLinkClass} flex-row items-center justify-between gap-3 px-5 py-4 font-semibold text-primary-800 dark:text-primary-200`}
            >
              <span>{link.label}</span>
              <ArrowRight aria-hidden className="size-5 shrink-0" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
