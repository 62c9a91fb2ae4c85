/**
 * The contract of vacancy writes, derived from the vacancy's one attribute schema (domain/vacancies.ts): every
 * field may be left out but the title. Rules across fields (activity dates, publishing needs a future expires_at)
 * need the stored row too and live in service.ts `checkConsistency`.
 */
import { z } from 'zod';
import { VACANCY_STATUSES, vacancyAttributesSchema, vacancyTagSchema as tag } from '@/domain/vacancies';
import { instantSchema as instant } from '@/domain/values';
import { recordId } from '../../jsonapi/query';

const vacancyAttributes = vacancyAttributesSchema.partial().extend({ title: vacancyAttributesSchema.shape.title }).strict();

export const vacancyCreate = vacancyAttributes;
export const vacancyUpdate = vacancyAttributes.partial().strict();

export type VacancyCreate = z.output<typeof vacancyCreate>;
export type VacancyUpdate = z.output<typeof vacancyUpdate>;

/** POST /vacancies/bulk_edit: the same change to many vacancies, all or nothing. */
export const bulkEdit = z
  .object({
    ids: z.array(recordId).min(1).max(1000),
    status: z.enum(VACANCY_STATUSES).optional(),
    expiresAt: instant.optional(),
    addTags: z.array(tag).max(20).optional(),
    removeTags: z.array(tag).max(20).optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.expiresAt !== undefined || b.addTags?.length || b.removeTags?.length, {
    message: 'vacancyApi.errors.bulkNothing',
  });

export type BulkEdit = z.output<typeof bulkEdit>;
