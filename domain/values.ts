/**
 * Small helpers for the value lists of domain/: every list is a readonly tuple, so the same constant gives a
 * TypeScript union, a zod enum and a Drizzle pgEnum.
 */
import { z } from 'zod';

export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Interface languages (docs/domain.md): Dutch first, the default. */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A database id as the API carries it in attributes (a positive 32-bit integer). */
export const recordIdSchema = z.number().int().positive().max(2_147_483_647);

/** An instant: ISO date-time with offset, or a date (its midnight UTC). */
export const instantSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((s) => new Date(s));

/**
 * A record as it travels as JSON: instants become ISO strings. The web's views are typed from the domain schemas
 * through this, so they follow every field the backend serves.
 */
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
