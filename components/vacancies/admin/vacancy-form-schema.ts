/**
 * The vacancy form (add and edit): zod schema for the values as the inputs hold them (strings, booleans,
 * string arrays), defaults from a stored vacancy, and the mapping to the API's attributes (typed by the domain's,
 * so a renamed attribute breaks here). Text, choice, switch and date fields take their rules from the vacancy's
 * attribute schema (domain/vacancies.ts); numbers, times and lists are strings in the inputs, and fields whose
 * domain rule carries its own API message (postal code, times, image address) keep input rules here, so the form
 * keeps its translated messages. The backend validates again and its errors land on these fields.
 */
import { z } from 'zod';
import { vacancyAttributesSchema } from '@/domain/vacancies';
import type { VacancyWrite } from '@/lib/shared/vacancies/api';
import type { VacancyView } from '@/lib/shared/vacancies/view';

const fields = vacancyAttributesSchema.shape;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date input: the domain's date rule, or '' when left empty. */
const dateInput = (field: typeof fields.startsOn) => field.unwrap().or(z.literal('')).optional();
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const vacancyFormSchema = z.object({
  vacancyType: fields.vacancyType,
  organizationId: z.string().optional(),
  // min(1) first: empty says "required", two letters "at least 3 characters".
  title: z.string().trim().min(1).pipe(fields.title),
  summary: fields.summary.unwrap().optional(),
  description: fields.description.unwrap().optional(),
  tags: z.string().trim().max(900).optional(),
  ageGroupIds: z.array(z.string()).max(20).optional(),
  contactPersonId: z.string().optional(),
  contactPhoneVisible: fields.contactPhoneVisible.optional(),
  hoursPerWeek: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/)
    .optional(),
  street: fields.street.unwrap().optional(),
  houseNumber: fields.houseNumber.unwrap().optional(),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{4}\s?[A-Za-z]{2}|\d{4})?$/)
    .optional(),
  city: fields.city.unwrap().optional(),
  remote: fields.remote.optional(),
  activityFrequency: fields.activityFrequency.unwrap().or(z.literal('')).optional(),
  startsOn: dateInput(fields.startsOn),
  endsOn: dateInput(fields.endsOn),
  startTime: z.string().regex(TIME).or(z.literal('')).optional(),
  endTime: z.string().regex(TIME).or(z.literal('')).optional(),
  weekdays: z.array(z.string()).max(7).optional(),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^((https?:\/\/|\/)\S*)?$/)
    .optional(),
  expiresAt: z.string().regex(DATE).or(z.literal('')).optional(),
  // Every field is one of the vacancy's attributes: renaming one in domain/vacancies.ts breaks the form here.
} satisfies { [K in keyof typeof fields]?: z.ZodType });

export type VacancyFormInput = z.input<typeof vacancyFormSchema>;
export type VacancyFormValues = z.output<typeof vacancyFormSchema>;

export function splitTags(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export function vacancyFormValues(v: VacancyView | null, defaults: { organizationId?: string } = {}): VacancyFormInput {
  return {
    vacancyType: v?.vacancyType ?? 'volunteering',
    organizationId: v?.organizationId ?? defaults.organizationId ?? '',
    title: v?.title ?? '',
    summary: v?.summary ?? '',
    description: v?.description ?? '',
    tags: v?.tags.join(', ') ?? '',
    ageGroupIds: v?.ageGroupIds.map(String) ?? [],
    contactPersonId: v?.contactPersonId ? String(v.contactPersonId) : '',
    contactPhoneVisible: v?.contactPhoneVisible ?? false,
    hoursPerWeek: v?.hoursPerWeek !== null && v?.hoursPerWeek !== undefined ? String(v.hoursPerWeek) : '',
    street: v?.street ?? '',
    houseNumber: v?.houseNumber ?? '',
    postalCode: v?.postalCode ?? '',
    city: v?.city ?? '',
    remote: v?.remote ?? false,
    activityFrequency: v?.activityFrequency ?? '',
    startsOn: v?.startsOn ?? '',
    endsOn: v?.endsOn ?? '',
    startTime: v?.startTime ?? '',
    endTime: v?.endTime ?? '',
    weekdays: v?.weekdays.map(String) ?? [],
    imageUrl: v?.imageUrl ?? '',
    expiresAt: v?.expiresAt ? v.expiresAt.slice(0, 10) : '',
  };
}

const orNull = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

/** The API's attributes; activity fields only for activities (cleared otherwise, so a changed type leaves none). */
export function toVacancyAttributes(values: VacancyFormValues, options: { includeOrganization: boolean }): VacancyWrite {
  const activity = values.vacancyType === 'activity';
  const frequency = activity && values.activityFrequency ? values.activityFrequency : null;
  const attributes: VacancyWrite = {
    vacancyType: values.vacancyType,
    title: values.title,
    summary: orNull(values.summary),
    description: orNull(values.description),
    tags: splitTags(values.tags),
    ageGroupIds: (values.ageGroupIds ?? []).map(Number),
    contactPersonId: values.contactPersonId ? Number(values.contactPersonId) : null,
    contactPhoneVisible: values.contactPhoneVisible ?? false,
    hoursPerWeek: values.hoursPerWeek ? Number(values.hoursPerWeek) : null,
    street: orNull(values.street),
    houseNumber: orNull(values.houseNumber),
    postalCode: orNull(values.postalCode),
    city: orNull(values.city),
    remote: values.remote ?? false,
    activityFrequency: frequency,
    startsOn: frequency ? orNull(values.startsOn) : null,
    endsOn: frequency === 'multi_day' ? orNull(values.endsOn) : null,
    startTime: frequency ? orNull(values.startTime) : null,
    endTime: frequency ? orNull(values.endTime) : null,
    weekdays: frequency === 'regularly' ? (values.weekdays ?? []).map(Number) : [],
    imageUrl: orNull(values.imageUrl),
    // The end of the chosen day, in the viewer's time zone: "expires on the 31st" includes the 31st.
    expiresAt: values.expiresAt ? new Date(`${values.expiresAt}T23:59:00`).toISOString() : null,
  };
  if (options.includeOrganization && values.organizationId) attributes.organizationId = Number(values.organizationId);
  return attributes;
}
