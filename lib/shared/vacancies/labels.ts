/**
 * The words the tenant uses: one-to-one help is "burenhulp" (neighbour-help) where the tenant says so
 * (lib/shared/tenancy features.oneToOneHelpLabel). Pure.
 */
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy/tenants';
import { VACANCY_TYPES, type VacancyType } from '@/domain/vacancies';

export type OneToOneLabel = 'oneToOne' | 'neighbourHelp';

export const oneToOneLabel = (tenantKey: TenantKey): OneToOneLabel => TENANTS[tenantKey].features.oneToOneHelpLabel;

export function typeLabels(translate: (key: VacancyType) => string, p2pLabel: string): Record<VacancyType, string> {
  return Object.fromEntries(VACANCY_TYPES.map((type) => [type, type === 'p2p' ? p2pLabel : translate(type)])) as Record<
    VacancyType,
    string
  >;
}

/** The public pages of a feature are 404 where the tenant has it switched off. */
export function publicFeatureEnabled(tenantKey: TenantKey, feature: 'activities' | 'oneToOneHelp'): boolean {
  return TENANTS[tenantKey].features[feature];
}
