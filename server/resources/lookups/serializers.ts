import type { LookupAttributes } from '@/domain/social-map';
import type { Locale } from '@/domain/values';
import { document, resource } from '../../jsonapi/document';
import type { LookupRow, LookupType } from './service';

/** One entry of a list: its key, its name in the request's language and both names (domain/social-map.ts). */
export function lookupResource(type: LookupType, row: LookupRow, locale: Locale) {
  return resource({
    type,
    id: row.id,
    attributes: {
      key: row.key,
      name: locale === 'en' ? row.nameEn : row.nameNl,
      nameNl: row.nameNl,
      nameEn: row.nameEn,
    } satisfies LookupAttributes,
  });
}

/** The whole list, sorted by its name in the request's language, with its length as meta.total_count. */
export function lookupDocument(type: LookupType, rows: LookupRow[], locale: Locale) {
  const sorted = [...rows].sort(
    (a, b) => (locale === 'en' ? a.nameEn : a.nameNl).localeCompare(locale === 'en' ? b.nameEn : b.nameNl, locale) || a.id - b.id,
  );
  const data = sorted.map((row) => lookupResource(type, row, locale));
  return document(data, { meta: { totalCount: data.length } });
}
