/** zod schemas of the values in domain/values.ts, apart from them so that importing a value list loads no zod. */
import { z } from 'zod';

/** A database id as the API carries it in attributes (a positive 32-bit integer). */
export const recordIdSchema = z.number().int().positive().max(2_147_483_647);

/** An instant: ISO date-time with offset, or a date (its midnight UTC). */
export const instantSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((s) => new Date(s));
