/**
 * The organization forms' live preview of the social map's card (components/organizations/social-map-preview.tsx):
 * the form's values as they are being typed, mapped to the card's data, with the chosen non-profit type and
 * activity types named from the lists the form offers, and what keeps the organization off the map.
 */
import type { SocialMapCardData } from '@/lib/shared/social-map/card';
import { formatAddress, type LookupOption } from './view';

/** The part of the organization form the card shows (as the inputs hold it: strings, possibly empty). */
export interface PreviewValues {
  name?: string | undefined;
  description?: string | undefined;
  website?: string | undefined;
  phoneNumber?: string | undefined;
  address?:
    | {
        street?: string | undefined;
        houseNumber?: string | undefined;
        postalCode?: string | undefined;
        city?: string | undefined;
      }
    | undefined;
  profile?:
    | {
        nonProfitTypeId?: string | undefined;
        showOnSocialMap?: boolean | undefined;
        activityTypeIds?: readonly string[] | undefined;
      }
    | undefined;
}

export interface PreviewLookups {
  nonProfitTypes: readonly LookupOption[];
  activityTypes: readonly LookupOption[];
}

const textOrNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The card's data. `fallbackName` stands in while the name is empty; activity types keep the order of the list
 * (the order the social map shows them in), and ids the lists no longer have are left out.
 */
export function toPreviewCard(
  values: PreviewValues,
  lookups: PreviewLookups,
  options: { id: string; fallbackName: string },
): SocialMapCardData {
  const typeId = Number(values.profile?.nonProfitTypeId || NaN);
  const chosen = new Set((values.profile?.activityTypeIds ?? []).map(Number));
  const address = values.address;
  return {
    id: options.id,
    name: textOrNull(values.name) ?? options.fallbackName,
    description: textOrNull(values.description),
    typeName: lookups.nonProfitTypes.find((o) => o.id === typeId)?.name ?? null,
    activityNames: lookups.activityTypes.filter((o) => chosen.has(o.id)).map((o) => o.name),
    address: formatAddress({
      street: textOrNull(address?.street),
      houseNumber: textOrNull(address?.houseNumber),
      postalCode: textOrNull(address?.postalCode),
      city: textOrNull(address?.city),
    }),
    website: textOrNull(values.website),
    phoneNumber: textOrNull(values.phoneNumber),
    distanceKm: null,
  };
}

export type PreviewHint = 'hidden' | 'noPostalCode';

/** Why the organization would not be found on the map: not shown there, or no postal code to place it by. */
export function previewHints(values: PreviewValues): PreviewHint[] {
  const hints: PreviewHint[] = [];
  if (!values.profile?.showOnSocialMap) hints.push('hidden');
  if (!textOrNull(values.address?.postalCode)) hints.push('noPostalCode');
  return hints;
}
