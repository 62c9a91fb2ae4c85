/**
 * Vacancies (docs/domain.md): their kinds, statuses and status transitions, the one schema of their attributes
 * from which the API's validation, the serializer's type and the web's views and forms derive, and who manages
 * which vacancies (the backend's vacancyPolicy and the web's vacancy screens ask the same rules).
 */
import { z } from 'zod';
import { type Holder, isCenterStaff, organizationsWithRole } from './roles';
import { isOneOf, POSTAL_CODE_PATTERN, type Wire } from './values';
import { instantSchema, recordIdSchema } from './value-schemas';

export const VACANCY_TYPES = ['volunteering', 'p2p', 'activity', 'language'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];
export const isVacancyType = (value: unknown): value is VacancyType => isOneOf(VACANCY_TYPES, value);

export const VACANCY_STATUSES = ['draft', 'published', 'filled', 'expired', 'archived', 'deleted'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export const isVacancyStatus = (value: unknown): value is VacancyStatus => isOneOf(VACANCY_STATUSES, value);

export const ACTIVITY_FREQUENCIES = ['once', 'multi_day', 'regularly'] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];
export const isActivityFrequency = (value: unknown): value is ActivityFrequency => isOneOf(ACTIVITY_FREQUENCIES, value);

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The status changes a person may make. `expired` is only ever set by the expiry job, never through the API;
 * republishing also needs a future expires_at, which the backend checks with the other attributes.
 */
export const VACANCY_TRANSITIONS: Readonly<Record<VacancyStatus, readonly VacancyStatus[]>> = {
  draft: ['published', 'deleted'],
  published: ['filled', 'archived', 'deleted'],
  filled: ['published', 'deleted'],
  expired: ['published', 'deleted'],
  archived: ['published', 'deleted'],
  deleted: [],
};

/** Keeping the current status is always allowed. */
export const canVacancyTransition = (from: VacancyStatus, to: VacancyStatus): boolean =>
  from === to || VACANCY_TRANSITIONS[from].includes(to);

/** The statuses a vacancy in `from` may be moved to (for the screens' status menus). */
export const nextVacancyStatuses = (from: VacancyStatus): VacancyStatus[] => [...VACANCY_TRANSITIONS[from]];

const text = (max: number) => z.string().trim().max(max);
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'api.validation.invalid')
  .transform((s) => s.slice(0, 5));
/** One tag of a vacancy (also what bulk editing adds and removes). */
export const vacancyTagSchema = z.string().trim().min(1).max(40);

/**
 * The attributes a vacancy is written with, and the rule of each: THE list of a vacancy's fields. The API's
 * create and update validation (server/resources/vacancies/schemas.ts), the serializer's type and the web's views
 * and form derive from it. Rules across fields (activity dates, publishing needs a future expires_at) need the
 * stored row and live in the backend's service. Messages are i18n keys (messages/*.json).
 */
export const vacancyAttributesSchema = z.object({
  title: z.string().trim().min(3).max(200),
  status: z.enum(VACANCY_STATUSES),
  vacancyType: z.enum(VACANCY_TYPES),
  organizationId: recordIdSchema,
  summary: text(500).nullable(),
  description: z.string().max(50_000).nullable(),
  tags: z
    .array(vacancyTagSchema)
    .max(20)
    .transform((tags) => [...new Set(tags)]),
  ageGroupIds: z
    .array(recordIdSchema)
    .max(20)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  contactPersonId: recordIdSchema.nullable(),
  contactPhoneVisible: z.boolean(),
  hoursPerWeek: z.number().int().min(0).max(168).nullable(),
  street: text(200).nullable(),
  houseNumber: text(20).nullable(),
  postalCode: z
    .string()
    .trim()
    // A full postal code, its four digits alone, or '' (none).
    .regex(new RegExp(`${POSTAL_CODE_PATTERN.source}|^\\d{4}$|^$`), 'api.validation.invalid')
    .transform((s) => (s ? s.toUpperCase().replace(/^(\d{4})\s?([A-Z]{2})$/, '$1 $2') : null))
    .nullable(),
  city: text(100).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  remote: z.boolean(),
  activityFrequency: z.enum(ACTIVITY_FREQUENCIES).nullable(),
  startsOn: z.iso.date().nullable(),
  endsOn: z.iso.date().nullable(),
  startTime: time.nullable(),
  endTime: time.nullable(),
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/|\/)\S*$/, 'api.validation.url')
    .nullable(),
  expiresAt: instantSchema.nullable(),
});

/** The attributes only the backend sets: when it was published, created and changed, and its organization's name. */
export const vacancyReadOnlySchema = z.object({
  publishedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  organizationName: z.string(),
});

/** A vacancy's attributes as the API serves them (the backend's serializer satisfies this type). */
export type VacancyAttributes = z.output<typeof vacancyAttributesSchema> & z.output<typeof vacancyReadOnlySchema>;

/** The same attributes as JSON carries them to the web. */
export type VacancyWire = Wire<VacancyAttributes>;

/*
 * Who manages vacancies (docs/domain.md#roles): center staff every vacancy of their center, an organization
 * superuser those of their own organizations. Everyone else only reads the public vacancy bank.
 */

/** Organizations whose vacancies the holder manages as their organization superuser. */
export const vacancyOrganizations = <Id>(actor: Holder<Id>): Id[] => organizationsWithRole(actor, 'organization_superuser');

/** May open the management list (its rows are then limited by `vacancyListScope`). */
export const mayListVacancies = (actor: Holder): boolean => isCenterStaff(actor) || vacancyOrganizations(actor).length > 0;

/** Which vacancies the management list shows: null = the whole center; otherwise only those of these organizations. */
export const vacancyListScope = <Id>(actor: Holder<Id>): Id[] | null => (isCenterStaff(actor) ? null : vacancyOrganizations(actor));

/** Creating a vacancy for (or moving one to) an organization: staff for any, superusers for their own. */
export const mayManageVacanciesOf = <Id>(actor: Holder<Id>, organizationId: Id): boolean =>
  isCenterStaff(actor) || vacancyOrganizations(actor).includes(organizationId);

/** Management access to one vacancy (drafts, filled, archived, deleted ones, internal fields, status changes). */
export const mayManageVacancy = <Id>(actor: Holder<Id>, vacancy: { organizationId: Id }): boolean =>
  mayManageVacanciesOf(actor, vacancy.organizationId);
