/**
 * The center's two social-map lists (docs/domain.md#social-map): the kinds of non-profit and the kinds of activity
 * an organization chooses from on its profile. Center staff keep them on /instellingen/sociale-kaart; the
 * organization forms offer them (fetchLookups in ./api.ts). Each entry has a Dutch and an English name; the API
 * also sends `name` in the request's language, by which it sorts the list.
 */
import { z } from 'zod';
import { lookupAttributesSchema, type SocialMapLookupType } from '@/domain/social-map';
import { type ApiClient, ApiRequestError, serialize } from '@/lib/shared/api';

export type LookupKind = SocialMapLookupType;

export const lookupKeys = {
  all: ['organizations', 'lookups'] as const,
  list: (centerId: string, kind: LookupKind) => ['organizations', 'lookups', centerId, kind] as const,
};

/** One entry as the lists screen shows it. */
export interface LookupItem {
  id: string;
  /** Its stable key (derived from the first Dutch name); null if the API sent none. */
  key: string | null;
  /** In the request's language. */
  name: string;
  nameNl: string;
  nameEn: string;
}

const itemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  key: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  name: z.string().nullish(),
  nameNl: z.string().nullish(),
  nameEn: z.string().nullish(),
});

/** The API's resources as plain items; a missing name falls back to the other language's. */
export function toLookupItems(data: unknown): LookupItem[] {
  return z
    .array(itemSchema)
    .parse(data)
    .map((r) => {
      const nameNl = r.nameNl ?? r.name ?? '';
      const nameEn = r.nameEn ?? r.name ?? nameNl;
      return { id: r.id, key: r.key, name: r.name ?? nameNl, nameNl, nameEn };
    });
}

/** The name an item shows in `locale` (the API's `name` is the request's language, which may be another). */
export const lookupName = (item: Pick<LookupItem, 'nameNl' | 'nameEn'>, locale: string): string =>
  (locale === 'en' ? item.nameEn : item.nameNl) || item.nameNl || item.nameEn;

/** Sorted as the API sorts: by the name in the page's language, Dutch collation for Dutch. */
export function sortLookupItems(items: readonly LookupItem[], locale: string): LookupItem[] {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'nl', { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => collator.compare(lookupName(a, locale), lookupName(b, locale)));
}

/** The add and rename forms: both names, by the rule the API writes with (domain/social-map.ts). */
export const lookupNamesSchema = lookupAttributesSchema;

export type LookupNames = z.output<typeof lookupNamesSchema>;

export async function fetchLookupItems(api: ApiClient, kind: LookupKind, signal?: AbortSignal): Promise<LookupItem[]> {
  const doc = await api.get(`/api/v1/${kind}`, undefined, { signal });
  return toLookupItems(Array.isArray(doc.data) ? doc.data : []);
}

function single(data: unknown, fallback: LookupNames & { id?: string }): LookupItem {
  const [item] = toLookupItems(data && !Array.isArray(data) ? [data] : []);
  return item ?? { id: fallback.id ?? '', key: null, name: fallback.nameNl, nameNl: fallback.nameNl, nameEn: fallback.nameEn };
}

/** POST /{kind}: 201 with the new entry; 422 with pointers /data/attributes/name_nl|name_en for bad names. */
export async function createLookupItem(api: ApiClient, kind: LookupKind, names: LookupNames): Promise<LookupItem> {
  const doc = await api.post(`/api/v1/${kind}`, serialize(kind, { nameNl: names.nameNl, nameEn: names.nameEn }));
  return single(doc.data, names);
}

/** PATCH /{kind}/{id}: 200 with the entry as it is now. */
export async function updateLookupItem(api: ApiClient, kind: LookupKind, id: string, names: LookupNames): Promise<LookupItem> {
  const doc = await api.patch(`/api/v1/${kind}/${id}`, serialize(kind, { nameNl: names.nameNl, nameEn: names.nameEn }, { id }));
  return single(doc.data, { ...names, id });
}

/** DELETE /{kind}/{id}: 204, or 409 `inUse` while organizations have it (its translated detail names how many). */
export async function deleteLookupItem(api: ApiClient, kind: LookupKind, id: string): Promise<void> {
  await api.delete(`/api/v1/${kind}/${id}`);
}

/** Is this the API's refusal to delete an entry that organizations still use? */
export const isInUseError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  (error.errors.length === 0 || error.errors.some((e) => !e.code || e.code.replace(/[\s_-]/g, '').toLowerCase() === 'inuse'));
