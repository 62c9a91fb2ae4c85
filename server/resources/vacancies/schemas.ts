/**
 * The contract of vacancy writes. Field rules live here; rules across fields (activity dates, publishing needs a
 * future expires_at) need the stored row too and live in service.ts `checkConsistency`.
 */
import { z } from 'zod';
import { activityFrequencies, vacancyStatuses, vacancyTypes } from '../../db/schema/enums';
import { recordId } from '../../jsonapi/query';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** An instant: ISO date-time with offset, or a date (its midnight UTC). */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((s) => new Date(s));
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'api.validation.invalid').transform((s) => s.slice(0, 5));
const tag = z.string().trim().min(1).max(40);

const vacancyAttributes = z
  .object({
    title: z.string().trim().min(3).max(200),
    status: z.enum(vacancyStatuses).optional(),
    vacancyType: z.enum(vacancyTypes).optional(),
    organizationId: recordId.optional(),
    summary: optionalText(500),
    description: z.string().max(50_000).nullable().optional(),
    tags: z
      .array(tag)
      .max(20)
      .transform((tags) => [...new Set(tags)])
      .optional(),
    ageGroupIds: z
      .array(recordId)
      .max(20)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .optional(),
    contactPersonId: recordId.nullable().optional(),
    contactPhoneVisible: z.boolean().optional(),
    hoursPerWeek: z.number().int().min(0).max(168).nullable().optional(),
    street: optionalText(200),
    houseNumber: optionalText(20),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{4}\s?[A-Za-z]{2}$|^\d{4}$|^$/, 'api.validation.invalid')
      .transform((s) => (s ? s.toUpperCase().replace(/^(\d{4})\s?([A-Z]{2})$/, '$1 $2') : null))
      .nullable()
      .optional(),
    city: optionalText(100),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    remote: z.boolean().optional(),
    activityFrequency: z.enum(activityFrequencies).nullable().optional(),
    startsOn: z.iso.date().nullable().optional(),
    endsOn: z.iso.date().nullable().optional(),
    startTime: time.nullable().optional(),
    endTime: time.nullable().optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .optional(),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/|\/)\S*$/, 'api.validation.url')
      .nullable()
      .optional(),
    expiresAt: instant.nullable().optional(),
  })
  .strict();

export const vacancyCreate = vacancyAttributes;
export const vacancyUpdate = vacancyAttributes.partial().strict();

export type VacancyCreate = z.output<typeof vacancyCreate>;
export type VacancyUpdate = z.output<typeof vacancyUpdate>;

/** POST /vacancies/bulk_edit: the same change to many vacancies, all or nothing. */
export const bulkEdit = z
  .object({
    ids: z.array(recordId).min(1).max(1000),
    status: z.enum(vacancyStatuses).optional(),
    expiresAt: instant.optional(),
    addTags: z.array(tag).max(20).optional(),
    removeTags: z.array(tag).max(20).optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.expiresAt !== undefined || b.addTags?.length || b.removeTags?.length, {
    message: 'vacancyApi.errors.bulkNothing',
  });

export type BulkEdit = z.output<typeof bulkEdit>;
