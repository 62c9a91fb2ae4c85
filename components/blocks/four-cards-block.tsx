import type { BlockSettings } from '@/lib/shared/content/blocks';
import { BlockImage, type BlockProps, BlockSection, BlockTitle, SmartLink, cardClass, cardLinkClass } from './shared';

export function FourCardsBlock({ id, settings, images }: BlockProps<BlockSettings<'FourCards'>>) {
  const titleId = settings.title ? `block-${id}-title` : undefined;
  return (
    <BlockSection labelledBy={titleId}>
      {settings.title ? <BlockTitle id={titleId!}>{settings.title}</BlockTitle> : null}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {settings.cards.map((card, i) => {
          const body = (
            <>
              {card.imageUrl ? (
                <BlockImage
                  images={images}
                  src={card.imageUrl}
                  alt=""
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
              ) : null}
              <span className="flex flex-1 flex-col p-5">
                <span className="font-heading text-lg font-semibold text-primary-800 dark:text-primary-200">{card.title}</span>
                {card.text ? <span className="mt-2 text-sm text-muted-700 dark:text-muted-300">{card.text}</span> : null}
              </span>
            </>
          );
          return (
            <li key={i}>
              {card.href ? (
                <SmartLink href={card.href} className={cardLinkClass}>
                  {body}
                </SmartLink>
              ) : (
                <div className={cardClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
