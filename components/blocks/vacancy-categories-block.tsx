import type { BlockSettings } from '@/lib/shared/content/blocks';
import { vacancySearchHref } from '@/lib/shared/content/vacancy-links';
import { BlockImage, type BlockProps, BlockSection, BlockTitle, SmartLink, cardLinkClass } from './shared';

/** Tiles that open the vacancy bank filtered by a vacancy type and/or tag. */
export function VacancyCategoriesBlock({ id, settings, images }: BlockProps<BlockSettings<'VacancyCategories'>>) {
  const titleId = settings.title ? `block-${id}-title` : undefined;
  return (
    <BlockSection labelledBy={titleId}>
      {settings.title ? <BlockTitle id={titleId!}>{settings.title}</BlockTitle> : null}
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {settings.categories.map((category, i) => (
          <li key={i}>
            <SmartLink href={vacancySearchHref({ vacancyType: category.vacancyType, tag: category.tag })} className={cardLinkClass}>
              {category.imageUrl ? (
                <BlockImage
                  images={images}
                  src={category.imageUrl}
                  alt=""
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
              ) : null}
              <span className="p-4 font-semibold text-primary-800 dark:text-primary-200">{category.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
