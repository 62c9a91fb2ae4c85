/**
 * The contract of vacancy writes, derived from the vacancy's one attribute schema (domain/vacancies.ts): every
 * field may be left out but the title. Rules across fields (activity dates, publishing needs a future expires_at)
 * need the stored row too and live in service.ts `checkConsistency`.
 */
import { z } from 'zod';
import { VACANCY_STATUSES, VACANCY_TYPES, vacancyAttributesSchema, vacancyTagSchema as tag } from '@/domain/vacancies';
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import { instantSchema as instant, recordIdSchema } from '@/domain/value-schemas';
import { filterId, filterIds, filterText } from '../../jsonapi/query';

const vacancyAttributes = vacancyAttributesSchema.partial().extend({ title: vacancyAttributesSchema.shape.title }).strict();

export const vacancyCreate = vacancyAttributes;
export const vacancyUpdate = vacancyAttributes.partial().strict();

export type VacancyCreate = z.output<typeof vacancyCreate>;
export type VacancyUpdate = z.output<typeof vacancyUpdate>;

/** POST /vacancies/bulk_edit: the same change to many vacancies, all or nothing. */
export const bulkEdit = z
  .object({
    ids: z.array(recordIdSchema).min(1).max(1000),
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

/*
 * The query specs of /api/v1/vacancies (management list, public search, show), shared by its router and the
 * OpenAPI description (server/openapi), which must not import a router.
 */

const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(values)).min(1));
const tagFilter = z.string().trim().min(1).max(40);
const dateFilter = z.iso.date();
const coordinate = (max: number) => z.coerce.number().min(-max).max(max);

export const manageSpec = {
  filters: {
    q: filterText,
    status: list(VACANCY_STATUSES),
    vacancy_type: list(VACANCY_TYPES),
    organization_id: filterIds,
    tag: tagFilter,
    age_group_id: filterId,
    /** Expires between now and this many days from now (the dashboard's "about to expire", docs/domain.md#dashboard). */
    expires_within_days: z.coerce.number().int().min(1).max(365),
  },
  sorts: ['title', 'created_at', 'published_at', 'expires_at', 'status', 'starts_on'],
  defaultSort: '-created_at',
} as const;

export const searchSpec = {
  filters: {
    q: filterText,
    vacancy_type: list(VACANCY_TYPES),
    tag: tagFilter,
    age_group_id: filterId,
    organization_id: filterIds,
    postal_code: z.string().trim().regex(POSTAL_CODE_SEARCH_PATTERN),
    lat: coordinate(90),
    lng: coordinate(180),
    distance_km: z.coerce.number().positive().max(500),
    starts_from: dateFilter,
    starts_until: dateFilter,
  },
  sorts: ['relevance', 'published_at', 'distance', 'starts_on'],
  params: ['q'],
} as const;

export const showSpec = { includes: ['contact_person'] } as const;
