/**
 * The form editor's values (/form_builder/new and /form_builder/{id}/edit) and what they become on the wire.
 * The rules mirror domain/forms.ts (questionDefinitionSchema and the limits) so the editor says on blur what the API
 * would refuse; the API checks again and its 422 pointers (/data/attributes/questions/{index}/{field}) land on the
 * same fields, because the kept questions go first in the PATCH list, in the editor's order.
 */
import { z } from 'zod';
import {
  FORM_ACCESS_PERMISSIONS,
  hasOptions,
  MAX_DESCRIPTION,
  MAX_OPTION_LENGTH,
  MAX_OPTIONS,
  MAX_QUESTION_DESCRIPTION,
  MAX_QUESTION_TEXT,
  MAX_QUESTIONS,
  MAX_TITLE,
  MIN_OPTIONS,
  QUESTION_TYPES,
  type QuestionType,
} from '@/domain/forms';
import type { FormView } from './view';

export { MAX_OPTIONS, MAX_QUESTIONS };

const optionSchema = z.object({ value: z.string().trim().min(1).max(MAX_OPTION_LENGTH) });

/** The translated messages of the rules the shared zod error map does not know. */
export interface FormSchemaMessages {
  optionsMin: string;
  optionsMax: string;
  optionDuplicate: string;
}

const MESSAGE_KEYS: FormSchemaMessages = {
  optionsMin: 'formBuilder.validation.optionsMin',
  optionsMax: 'formBuilder.validation.optionsMax',
  optionDuplicate: 'formBuilder.validation.optionDuplicate',
};

export const questionValuesShape = z.object({
  /** The saved question's id; null for a question added in this editor. */
  questionId: z.string().nullable(),
  questionType: z.enum(QUESTION_TYPES),
  text: z.string().trim().min(1).max(MAX_QUESTION_TEXT),
  description: z.string().max(MAX_QUESTION_DESCRIPTION),
  required: z.boolean(),
  longAnswer: z.boolean(),
  /** Only multiple choice and checkbox have any (the editor empties the list on a switch to another type). */
  options: z.array(optionSchema),
});

/** A question: options (2..50, non-empty, unique) are checked only for the types that have them. */
export function questionValuesSchema(m: FormSchemaMessages = MESSAGE_KEYS) {
  return questionValuesShape.superRefine((q, ctx) => {
    if (!hasOptions(q.questionType)) return;
    if (q.options.length < MIN_OPTIONS) ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsMin });
    if (q.options.length > MAX_OPTIONS) ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsMax });
    const seen = new Set<string>();
    q.options.forEach((o, index) => {
      const key = o.value.trim();
      if (key && seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', index, 'value'], message: m.optionDuplicate });
      seen.add(key);
    });
  });
}

export const formValuesSchema = (m: FormSchemaMessages = MESSAGE_KEYS) =>
  z.object({
    title: z.string().trim().min(1).max(MAX_TITLE),
    description: z.string().max(MAX_DESCRIPTION),
    accessPermission: z.enum(FORM_ACCESS_PERMISSIONS),
    /** '' = the center's own form. */
    organizationId: z.string(),
    notifyOwner: z.boolean(),
    acceptingSubmissions: z.boolean(),
    questions: z.array(questionValuesSchema(m)).max(MAX_QUESTIONS),
  });

export type QuestionValues = z.input<typeof questionValuesShape>;
export type FormValues = z.input<ReturnType<typeof formValuesSchema>>;

export function emptyQuestion(questionType: QuestionType = 'text'): QuestionValues {
  return {
    questionId: null,
    questionType,
    text: '',
    description: '',
    required: false,
    longAnswer: false,
    options: hasOptions(questionType) ? [{ value: '' }, { value: '' }] : [],
  };
}

export function formValuesOf(form: FormView | null, defaults: { organizationId?: string } = {}): FormValues {
  if (!form) {
    return {
      title: '',
      description: '',
      accessPermission: 'anonymous',
      organizationId: defaults.organizationId ?? '',
      notifyOwner: true,
      acceptingSubmissions: true,
      questions: [],
    };
  }
  return {
    title: form.title,
    description: form.description,
    accessPermission: form.accessPermission,
    organizationId: form.organizationId ?? '',
    notifyOwner: form.notifyOwner,
    acceptingSubmissions: form.acceptingSubmissions,
    questions: form.questions.map((q) => ({
      questionId: q.id,
      questionType: q.questionType,
      text: q.text,
      description: q.description,
      required: q.required,
      longAnswer: q.longAnswer,
      options: q.options.map((value) => ({ value })),
    })),
  };
}

/** A question as the API takes it (camelCase here; the client snake_cases the keys). */
export interface QuestionWrite {
  id?: string;
  questionType: QuestionType;
  text: string;
  description: string | null;
  required: boolean;
  longAnswer: boolean;
  options: string[];
}

export type QuestionListItem = QuestionWrite | { id: string; _destroy: true };

/**
 * One question as sent: a type switch leaves no stale fields behind (options only for multiple choice and checkbox,
 * long answer only for text, an info section is never required).
 */
export function toQuestionWrite(q: QuestionValues): QuestionWrite {
  const type = q.questionType;
  return {
    ...(q.questionId ? { id: q.questionId } : {}),
    questionType: type,
    text: q.text.trim(),
    description: q.description.trim() || null,
    required: type === 'info_section' ? false : q.required,
    longAnswer: type === 'text' ? q.longAnswer : false,
    options: hasOptions(type) ? q.options.map((o) => o.value.trim()) : [],
  };
}

/**
 * The complete new question list of a PATCH (contract): the editor's questions in order (ids kept, new ones
 * without), then `{ id, _destroy: true }` for every saved question that is no longer there.
 */
export function questionListPayload(savedIds: readonly string[], questions: readonly QuestionValues[]): QuestionListItem[] {
  const kept = new Set(questions.map((q) => q.questionId).filter((id): id is string => !!id));
  return [...questions.map(toQuestionWrite), ...savedIds.filter((id) => !kept.has(id)).map((id) => ({ id, _destroy: true as const }))];
}

/** The attributes of POST /forms (no ids, nothing to destroy) or PATCH /forms/{id}. */
export function formPayload(values: FormValues, savedIds: readonly string[] | null): Record<string, unknown> {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    accessPermission: values.accessPermission,
    organizationId: values.organizationId ? Number(values.organizationId) : null,
    notifyOwner: values.notifyOwner,
    acceptingSubmissions: values.acceptingSubmissions,
    questions: savedIds
      ? questionListPayload(savedIds, values.questions)
      : values.questions.map((q) => toQuestionWrite({ ...q, questionId: null })),
  };
}
