/**
 * An organization as the social map's card shows it (docs/domain.md#social-map): its names already resolved from
 * the center's lookup lists, so the same card renders on /sociale-kaart and as the live preview on the
 * organization forms.
 */
export interface SocialMapCardData {
  id: string;
  name: string;
  description: string | null;
  /** The non-profit type's name in the page's language. */
  typeName: string | null;
  /** The activity types' names in the page's language. */
  activityNames: string[];
  /** Street and number, postal code and city, as one line. */
  address: string | null;
  website: string | null;
  phoneNumber: string | null;
  /** From the searched postal code or point, when there is one. */
  distanceKm: number | null;
}

/** A description cut to a card's length at a word boundary. */
export function cardExcerpt(description: string | null, max = 220): string | null {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The host of a website address, for a short link text ("voedselbank.nl"). */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, '');
  } catch {
    return website;
  }
}
