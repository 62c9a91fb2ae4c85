/** Renders a page's blocks in order, each by its type's server component. */
import type { ContentBlock } from '@/lib/shared/content/blocks';
import { BuilderFormBlock } from './builder-form-block';
import { CallToActionBlock } from './call-to-action-block';
import { DualCtaBlock } from './dual-cta-block';
import { DynamicCardsBlock } from './dynamic-cards-block';
import { FourCardsBlock } from './four-cards-block';
import { HeroWithSearchBlock } from './hero-with-search-block';
import { HotlinksBlock } from './hotlinks-block';
import { ImageBlock } from './image-block';
import { ImageTextButtonsBlock } from './image-text-buttons-block';
import { LogoBarBlock } from './logo-bar-block';
import { MarkdownBlock } from './markdown-block';
import { NewsCarouselBlock } from './news-carousel-block';
import { PhotoHeroBlock } from './photo-hero-block';
import { PhotoSlideshowBlock } from './photo-slideshow-block';
import { QuoteBlock } from './quote-block';
import { SectionTitleBlock } from './section-title-block';
import type { BlockContext } from './shared';
import { TextWithUspsBlock } from './text-with-usps-block';
import { VacancyCategoriesBlock } from './vacancy-categories-block';
import { YouTubeBlock } from './youtube-block';

function Block({ block, id, first, context }: { block: ContentBlock; id: string; first: boolean; context: BlockContext }) {
  const common = { id, first, images: context.images };
  switch (block.blockType) {
    case 'Markdown':
      return <MarkdownBlock {...common} settings={block.settings} />;
    case 'Image':
      return <ImageBlock {...common} settings={block.settings} />;
    case 'ImageTextButtons':
      return <ImageTextButtonsBlock {...common} settings={block.settings} />;
    case 'FourCards':
      return <FourCardsBlock {...common} settings={block.settings} />;
    case 'DynamicCards':
      return <DynamicCardsBlock {...common} settings={block.settings} context={context} />;
    case 'YouTube':
      return <YouTubeBlock {...common} settings={block.settings} />;
    case 'TextWithUsps':
      return <TextWithUspsBlock {...common} settings={block.settings} />;
    case 'QuoteBlock':
      return <QuoteBlock {...common} settings={block.settings} />;
    case 'PhotoSlideshow':
      return <PhotoSlideshowBlock {...common} settings={block.settings} />;
    case 'PhotoHero':
      return <PhotoHeroBlock {...common} settings={block.settings} />;
    case 'Hotlinks':
      return <HotlinksBlock {...common} settings={block.settings} />;
    case 'CallToAction':
      return <CallToActionBlock {...common} settings={block.settings} />;
    case 'DualCta':
      return <DualCtaBlock {...common} settings={block.settings} />;
    case 'NewsCarousel':
      return <NewsCarouselBlock {...common} settings={block.settings} context={context} />;
    case 'SectionTitle':
      return <SectionTitleBlock {...common} settings={block.settings} />;
    case 'BuilderForm':
      return <BuilderFormBlock {...common} settings={block.settings} context={context} />;
    case 'LogoBar':
      return <LogoBarBlock {...common} settings={block.settings} />;
    case 'VacancyCategories':
      return <VacancyCategoriesBlock {...common} settings={block.settings} />;
    case 'HeroWithSearch':
      return <HeroWithSearchBlock {...common} settings={block.settings} context={context} />;
  }
}

export function BlockList({ blocks, context }: { blocks: readonly (ContentBlock & { id: string })[]; context: BlockContext }) {
  return (
    <>
      {blocks.map((block, i) => (
        <div key={block.id} data-block-type={block.blockType}>
          <Block block={block} id={block.id} first={i === 0} context={context} />
        </div>
      ))}
    </>
  );
}
