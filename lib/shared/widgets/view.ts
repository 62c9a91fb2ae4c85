/**
 * A vacancy widget as the web uses it (domain/widgets.ts), its calls' shapes, and the mapping of its settings to the
 * bank's filters (lib/shared/vacancies/filters.ts), so the widget, its preview and its "all vacancies" link select
 * the same vacancies as the bank does.
 */
import { isVacancyType, type VacancyType } from '@/domain/vacancies';
import { WIDGET_DISTANCES_KM, WIDGET_ITEM_COUNT, type WidgetTheme, type WidgetWire } from '@/domain/widgets';
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import type { Resource } from '@/lib/shared/api/jsonapi';
import type { BankFilters, SearchParamsRecord } from '@/lib/shared/vacancies/filters';

export interface WidgetView extends Omit<WidgetWire, 'updatedAt'> {
  id: string;
}

/** A widget's settings without its id and name: what the page and the preview need. */
export type WidgetSettings = Omit<WidgetView, 'id' | 'name'>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

export function toWidgetView(r: Resource): WidgetView {
  return {
    id: String(r.id),
    name: str(r.name) ?? '',
    ...toWidgetSettings(r),
  };
}

function toWidgetSettings(r: Record<string, unknown>): WidgetSettings {
  return {
    vacancyTypes: Array.isArray(r.vacancyTypes) ? r.vacancyTypes.filter(isVacancyType) : [],
    tag: str(r.tag),
    organizationId: int(r.organizationId),
    postalCode: str(r.postalCode),
    distanceKm: int(r.distanceKm),
    itemCount: int(r.itemCount) ?? WIDGET_ITEM_COUNT.default,
    theme: r.theme === 'dark' ? 'dark' : 'light',
  };
}

/** The bank's filters of a widget (page 1): its "all vacancies" link opens the bank on the same selection. */
export function widgetBankFilters(w: WidgetSettings): BankFilters {
  return {
    vacancyTypes: w.vacancyTypes,
    ...(w.tag ? { tag: w.tag } : {}),
    ...(w.organizationId ? { organizationId: w.organizationId } : {}),
    ...(w.postalCode ? { postalCode: w.postalCode } : {}),
    ...(w.postalCode && w.distanceKm ? { distanceKm: w.distanceKm } : {}),
    page: 1,
  };
}

/** The preview's query (/widget/voorbeeld?…): the unsaved settings of the screen. */
export function widgetPreviewQuery(w: WidgetSettings): string {
  const params = new URLSearchParams();
  for (const type of w.vacancyTypes) params.append('vacancy_type', type);
  if (w.tag) params.set('tag', w.tag);
  if (w.organizationId) params.set('organization_id', String(w.organizationId));
  if (w.postalCode) params.set('postal_code', w.postalCode);
  if (w.distanceKm) params.set('distance_km', String(w.distanceKm));
  params.set('item_count', String(w.itemCount));
  params.set('theme', w.theme);
  return params.toString();
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** The preview's settings from its query; anything invalid is left out, as the bank drops bad filters. */
export function widgetSettingsFromQuery(params: SearchParamsRecord): WidgetSettings {
  const types = (Array.isArray(params.vacancy_type) ? params.vacancy_type : params.vacancy_type ? [params.vacancy_type] : []).filter(
    (t): t is VacancyType => isVacancyType(t),
  );
  const postal = one(params.postal_code);
  const postalCode = postal && POSTAL_CODE_SEARCH_PATTERN.test(postal) ? postal.toUpperCase() : null;
  const distance = Number(one(params.distance_km));
  const count = Number(one(params.item_count));
  const organization = Number(one(params.organization_id));
  const tag = one(params.tag);
  return {
    vacancyTypes: [...new Set(types)],
    tag: tag && tag.length <= 40 ? tag : null,
    organizationId: Number.isInteger(organization) && organization > 0 && organization < 2 ** 31 ? organization : null,
    postalCode,
    distanceKm: postalCode && (WIDGET_DISTANCES_KM as readonly number[]).includes(distance) ? distance : null,
    itemCount:
      Number.isInteger(count) && count >= WIDGET_ITEM_COUNT.min && count <= WIDGET_ITEM_COUNT.max ? count : WIDGET_ITEM_COUNT.default,
    theme: (one(params.theme) === 'dark' ? 'dark' : 'light') satisfies WidgetTheme,
  };
}
