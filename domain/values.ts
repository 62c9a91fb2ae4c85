/**
 * Small helpers for the value lists of domain/: every list is a readonly tuple, so the same constant gives a
 * TypeScript union, a zod enum and a Drizzle pgEnum.
 */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Interface languages (docs/domain.md): Dutch first, the default. */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
