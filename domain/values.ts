/**
 * Small helpers for the value lists of domain/: every list is a readonly tuple, so the same constant gives a
 * TypeScript union, a zod enum and a Drizzle pgEnum.
 *
 * Free of zod on purpose: client components on every public page read LOCALES and isOneOf from here, and a zod
 * schema made at the top of this module put all of zod in their first load (docs/benchmarks.md). The schemas of these
 * values are in domain/value-schemas.ts.
 */

export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Interface languages (docs/domain.md): Dutch first, the default. */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const RECORD_ID_DIGITS = String.raw`\d{1,9}`;

/**
 * A database id written as text (a URL path, a header, a filter, a string in a body, a form value): one to nine
 * digits, so always within PostgreSQL's integer range. The API answers anything else as an invalid id; the web
 * checks the same before it asks.
 */
export const RECORD_ID_PATTERN = new RegExp(`^${RECORD_ID_DIGITS}$`);

/** Several of them, comma-separated (`filter[organization_id]=1,2`). */
export const RECORD_ID_LIST_PATTERN = new RegExp(`^${RECORD_ID_DIGITS}(,${RECORD_ID_DIGITS})*$`);

/** A Dutch postal code: four digits and two letters, a space between them optional ("1234 AB", "1234ab"). */
export const POSTAL_CODE_PATTERN = /^\d{4}\s?[A-Za-z]{2}$/;

/**
 * Where a distance search starts: a postal code or only its four digits, never starting with 0 (the numbers
 * lib/shared/geo/postcodes.ts places).
 */
export const POSTAL_CODE_SEARCH_PATTERN = /^[1-9]\d{3}\s?([A-Za-z]{2})?$/;

/**
 * A record as it travels as JSON: instants become ISO strings. The web's views are typed from the domain schemas
 * through this, so they follow every field the backend serves.
 */
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
