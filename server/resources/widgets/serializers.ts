import type { WidgetWire } from '@/domain/widgets';
import { document, resource } from '../../jsonapi/document';
import type { WidgetRow } from './service';

/** A widget's settings (domain/widgets.ts), the same for its staff screen and its public page: nothing in it is private. */
export function widgetResource(row: WidgetRow) {
  return resource({
    type: 'vacancy_widgets',
    id: row.id,
    attributes: {
      name: row.name,
      vacancyTypes: row.vacancyTypes,
      tag: row.tag,
      organizationId: row.organizationId,
      postalCode: row.postalCode,
      distanceKm: row.distanceKm,
      itemCount: row.itemCount,
      theme: row.theme,
      updatedAt: row.updatedAt.toISOString(),
    } satisfies WidgetWire,
  });
}

export function widgetsDocument(rows: WidgetRow[]) {
  return document(rows.map(widgetResource), { meta: { totalCount: rows.length } });
}
