import type { Locale } from '@/domain/values';
import { document, resource } from '../../jsonapi/document';
import type { LookupRow, LookupType } from './service';

/** One entry of a lookup list, named in the request's language. */
interface LookupAttributes {
  key: string;
  name: string;
}

/** The whole list, sorted by its name in the request's language, with its length as meta.total_count. */
export function lookupDocument(type: LookupType, rows: LookupRow[], locale: Locale) {
  const data = rows
    .map((row) => ({ id: row.id, key: row.key, name: locale === 'en' ? row.nameEn : row.nameNl }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map((row) => resource({ type, id: row.id, attributes: { key: row.key, name: row.name } satisfies LookupAttributes }));
  return document(data, { meta: { totalCount: data.length } });
}
