import type { BlockSettings } from '@/lib/shared/content/blocks';
import { type BlockProps, BlockSection } from './shared';

/** The privacy-enhanced embed, loaded lazily: no YouTube request until the visitor scrolls near it. */
export function YouTubeBlock({ settings }: BlockProps<BlockSettings<'YouTube'>>) {
  return (
    <BlockSection label={settings.title} className="max-w-4xl">
      <div className="aspect-video w-full overflow-hidden rounded-[var(--radius)] bg-muted-900">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(settings.videoId)}`}
          title={settings.title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    </BlockSection>
  );
}
