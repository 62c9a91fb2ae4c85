/**
 * Forms (docs/domain.md#forms): a center's or an organization's own questionnaires, answered on the public site by
 * anyone (anonymous) or by the holder of a mailed invitation (token_holder). The ten question types, the rule of a
 * question's definition and of each answer, the limits, and who may manage forms: the backend validates with these
 * schemas and asks these rules, and the web's form builder and public forms use the same ones.
 */
import { z } from 'zod';
import { hasOrganizationRole, type Holder, isSiteManager, organizationsWithRole } from './roles';
import { isOneOf } from './values';

export const FORM_ACCESS_PERMISSIONS = ['anonymous', 'token_holder'] as const;
export type FormAccessPermission = (typeof FORM_ACCESS_PERMISSIONS)[number];

export const QUESTION_TYPES = [
  'text',
  'multiple_choice',
  'date',
  'number',
  'checkbox',
  'email',
  'url',
  'phone',
  'info_section',
  'time',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const isQuestionType = (value: unknown): value is QuestionType => isOneOf(QUESTION_TYPES, value);

/** 'custom': made in the form builder; 'contact': the center's built-in contact form (at most one per center). */
export const FORM_KINDS = ['custom', 'contact'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** The types whose question lists options to choose from (and only these have options). */
export const OPTION_QUESTION_TYPES = ['multiple_choice', 'checkbox'] as const satisfies readonly QuestionType[];
export const hasOptions = (type: QuestionType): boolean => (OPTION_QUESTION_TYPES as readonly QuestionType[]).includes(type);

export const MAX_QUESTIONS = 100;
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_QUESTION_TEXT = 1000;
export const MAX_QUESTION_DESCRIPTION = 2000;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 50;
export const MAX_OPTION_LENGTH = 200;
/** A short text answer and a long one (long_answer). */
export const MAX_SHORT_ANSWER = 500;
export const MAX_LONG_ANSWER = 5000;
/** Invitations sent in one call. */
export const MAX_INVITATIONS = 200;
/** The public address of a form: 12 url-safe characters. */
export const PUBLIC_KEY_LENGTH = 12;
/** A public submission's body (JSON) at most. */
export const MAX_SUBMISSION_BYTES = 64 * 1024;

/** The page sizes of the forms list and of the submissions list. */
export const FORMS_PAGE_SIZE = { default: 25, max: 100 } as const;

/** The phone number of a phone question: digits, spaces, +, -, ( and ), 8 to 20 characters, at least 6 digits. */
export const PHONE_PATTERN = /^[+()\d\s-]{8,20}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
/** A number as typed: "12", "-3", "12.5" or the Dutch "12,5". */
export const NUMBER_PATTERN = /^-?\d+([.,]\d+)?$/;

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * A question as the form builder defines it (wire: text, description, question_type, required, long_answer, options).
 * Options only for multiple_choice and checkbox: 2 to 50 different, non-empty texts of at most 200 characters; an
 * info_section is never required (it asks nothing); long_answer only for text. Messages are i18n keys.
 */
/** The fields of a question; `questionDefinitionSchema` adds the rules between them. */
export const questionFieldsSchema = z.object({
  text: trimmed(MAX_QUESTION_TEXT).min(1),
  description: trimmed(MAX_QUESTION_DESCRIPTION).nullable().default(null),
  questionType: z.enum(QUESTION_TYPES),
  required: z.boolean().default(false),
  longAnswer: z.boolean().default(false),
  options: z.array(z.string().trim().min(1).max(MAX_OPTION_LENGTH)).max(MAX_OPTIONS).default([]),
});

/** The rules between a question's fields, as issues on the field they concern (for schemas built on the fields). */
export function checkQuestionRules(
  q: { questionType?: QuestionType; required?: boolean; longAnswer?: boolean; options?: readonly string[] },
  ctx: { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void },
): void {
  if (!q.questionType) return;
  const options = q.options ?? [];
  if (hasOptions(q.questionType)) {
    if (options.length < MIN_OPTIONS) ctx.addIssue({ code: 'custom', path: ['options'], message: 'api.validation.options' });
    else if (new Set(options).size !== options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'api.validation.optionsUnique' });
  } else if (options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'api.validation.notAllowed' });
  if (q.questionType === 'info_section' && q.required)
    ctx.addIssue({ code: 'custom', path: ['required'], message: 'api.validation.notAllowed' });
  if (q.questionType !== 'text' && q.longAnswer)
    ctx.addIssue({ code: 'custom', path: ['longAnswer'], message: 'api.validation.notAllowed' });
}

/**
 * A question as the form builder defines it (wire: text, description, question_type, required, long_answer, options).
 * Options only for multiple_choice and checkbox: 2 to 50 different, non-empty texts of at most 200 characters; an
 * info_section is never required (it asks nothing); long_answer only for text. Messages are i18n keys.
 */
export const questionDefinitionSchema = questionFieldsSchema.superRefine(checkQuestionRules);

export type QuestionDefinition = z.output<typeof questionDefinitionSchema>;

/** A form's own attributes (wire: title, description, access_permission, notify_owner, accepting_submissions). */
export const formAttributesSchema = z.object({
  title: trimmed(MAX_TITLE).min(1),
  description: trimmed(MAX_DESCRIPTION).nullable(),
  accessPermission: z.enum(FORM_ACCESS_PERMISSIONS),
  notifyOwner: z.boolean(),
  acceptingSubmissions: z.boolean(),
});

/** What answering a question needs to know of it. */
export interface AnswerableQuestion {
  questionType: QuestionType;
  required: boolean;
  longAnswer: boolean;
  options: readonly string[];
}

/** Nothing given: absent, null, an empty (or blank) text or an empty list. */
export const isBlankAnswer = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A real calendar date written YYYY-MM-DD. */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const text = z.string().trim();

/** The answer's schema when something was given (the value as it is stored). */
function givenAnswerSchema(q: AnswerableQuestion): z.ZodType {
  switch (q.questionType) {
    case 'text':
      return text.max(q.longAnswer ? MAX_LONG_ANSWER : MAX_SHORT_ANSWER);
    case 'multiple_choice':
      return text.refine((v) => q.options.includes(v), 'api.validation.choice');
    case 'checkbox':
      return (
        z
          .union([z.string().transform((v) => [v]), z.array(z.string())])
          .transform((values) => [...new Set(values.map((v) => v.trim()))])
          .refine((values) => values.every((v) => q.options.includes(v)), 'api.validation.choice')
          // Stored in the order of the options.
          .transform((values) => q.options.filter((o) => values.includes(o)))
      );
    case 'date':
      return text.refine(isRealDate, 'api.validation.date');
    case 'time':
      return text.regex(TIME_PATTERN, 'api.validation.time').transform((v) =>
        v
          .split(':')
          .slice(0, 2)
          .map((p) => p.padStart(2, '0'))
          .join(':'),
      );
    case 'number':
      return z
        .unknown()
        .transform((v) =>
          typeof v === 'number' ? v : typeof v === 'string' && NUMBER_PATTERN.test(v.trim()) ? Number(v.trim().replace(',', '.')) : NaN,
        )
        .refine((n) => Number.isFinite(n), 'api.validation.number');
    case 'email':
      return text.max(254).pipe(z.email('api.validation.email'));
    case 'url':
      return text.max(2000).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'api.validation.url' }));
    case 'phone':
      return text.regex(PHONE_PATTERN, 'api.validation.phone').refine((v) => (v.match(/\d/g)?.length ?? 0) >= 6, 'api.validation.phone');
    case 'info_section':
      return z.never({ message: 'api.validation.notAllowed' });
  }
}

/**
 * The rule of one answer to this question. A blank answer (see isBlankAnswer) is null, or "required" for a required
 * question; an info_section is never answered. The output is the value as it is stored (trimmed text, a number, the
 * chosen options in their order, HH:MM).
 */
export function answerSchemaFor(q: AnswerableQuestion): z.ZodType<unknown> {
  const given = givenAnswerSchema(q);
  return z.unknown().transform((value, ctx) => {
    if (isBlankAnswer(value)) {
      if (q.required && q.questionType !== 'info_section') ctx.addIssue({ code: 'custom', message: 'api.validation.required' });
      return null;
    }
    const result = given.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message.startsWith('api.')
            ? issue.message
            : issue.code === 'too_big'
              ? 'api.validation.answerTooLong'
              : 'api.validation.invalid',
        });
      return z.NEVER;
    }
    if (q.questionType === 'checkbox' && q.required && (result.data as string[]).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'api.validation.required' });
      return z.NEVER;
    }
    return result.data;
  });
}

/* Who may manage forms (docs/domain.md#forms). Generic over the id type (backend numbers, web strings). */

/** A form as the rules need it: whose it is (null: the center's own). */
export interface FormAccess<Id = unknown> {
  organizationId: Id | null;
}

/** Center staff and content managers manage every form of the center. */
export const mayManageAllForms = (actor: Holder): boolean => isSiteManager(actor);

/** May open the forms at all: center staff, content managers and organization superusers (their organizations' forms). */
export const mayManageForms = (actor: Holder): boolean =>
  mayManageAllForms(actor) || organizationsWithRole(actor, 'organization_superuser').length > 0;

/** This form (also: may create a form for this organization, or for the center with null). */
export const mayManageForm = <Id>(actor: Holder<Id>, form: FormAccess<Id>): boolean =>
  mayManageAllForms(actor) || (form.organizationId !== null && hasOrganizationRole(actor, form.organizationId, 'organization_superuser'));

/** Which forms a list shows the actor: null = all of the center, else only these organizations' forms. */
export const formListScope = <Id>(actor: Holder<Id>): Id[] | null =>
  mayManageAllForms(actor) ? null : organizationsWithRole(actor, 'organization_superuser');

/** The center's contact form as it is made on first use (in Dutch, the centers' default language; editable later). */
export const CONTACT_FORM = {
  title: 'Contact',
  description: null,
  questions: [
    { text: 'Naam', questionType: 'text', required: true, longAnswer: false },
    { text: 'E-mailadres', questionType: 'email', required: true, longAnswer: false },
    { text: 'Bericht', questionType: 'text', required: true, longAnswer: true },
  ],
} as const satisfies { title: string; description: null; questions: readonly Omit<QuestionDefinition, 'description' | 'options'>[] };
