import type { StockImageAttributes } from '@/domain/content';
import { resource } from '../../jsonapi/document';
import type { StockImageRow } from './service';

/** Every attribute of domain/content.ts's StockImageAttributes, no other: `shared` is an image without a center. */
export function stockImageResource(row: StockImageRow) {
  return resource({
    type: 'stock_images',
    id: row.id,
    attributes: {
      name: row.name,
      description: row.description,
      shortDescription: row.shortDescription,
      imageUrl: row.imageUrl,
      keywords: row.keywords,
      width: row.width,
      height: row.height,
      shared: row.volunteerCenterId === null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    } satisfies StockImageAttributes,
  });
}
