/**
 * The respondent's view of a form (contract issue 10, docs/frontend.md#public-forms): what /forms/{key}, /contactformulier,
 * the BuilderForm block and the builder's preview render. Parsed leniently from the API resource (`forms` with its
 * `questions`, included or embedded), so an unexpected attribute renders as "not given" instead of breaking the page.
 * Also the pure halves of answering: reading answers from a posted FormData, checking one answer (the same rules as
 * the API's answer schemas, contract §Names answerSchemaFor) and mapping the API's 422 pointers back to questions.
 * Pure (unit-tested in tests/unit/public-forms).
 */
import { type FormAccessPermission, type QuestionType, answerSchemaFor, isQuestionType } from '@/domain/forms';
import type { JsonApiErrorObject, Resource } from '@/lib/shared/api';

export type PublicQuestionType = QuestionType;
export type PublicFormAccess = FormAccessPermission;

export interface PublicQuestion {
  id: string;
  type: PublicQuestionType;
  text: string;
  description: string | null;
  required: boolean;
  longAnswer: boolean;
  options: string[];
}

export interface PublicFormView {
  id: string;
  /** The address the form is answered at: its public key, or the invitation token it was opened with. */
  key: string;
  title: string;
  description: string | null;
  accessPermission: PublicFormAccess;
  acceptingSubmissions: boolean;
  questions: PublicQuestion[];
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const optionalText = (value: unknown): string | null => {
  const text = str(value).trim();
  return text ? text : null;
};

function toQuestion(raw: unknown, index: number): (PublicQuestion & { position: number }) | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const type = r.questionType ?? r.type;
  if (!isQuestionType(type)) return null;
  const id = str(r.id);
  if (!id) return null;
  const options = Array.isArray(r.options) ? r.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '') : [];
  const info = type === 'info_section';
  return {
    id,
    type,
    text: str(r.text),
    description: optionalText(r.description),
    required: !info && r.required === true,
    longAnswer: type === 'text' && r.longAnswer === true,
    options: type === 'multiple_choice' || type === 'checkbox' ? [...new Set(options)] : [],
    position: typeof r.position === 'number' ? r.position : index,
  };
}

/**
 * A `forms` resource (with its questions: the included `questions` relationship, or an attribute array) as the
 * respondent sees it. `key` is the address it was read at (a token stays a token). Null when it is no form.
 */
export function toPublicForm(resource: Resource | null | undefined, key?: string): PublicFormView | null {
  if (!resource || typeof resource !== 'object' || !str(resource.id)) return null;
  const rawQuestions = Array.isArray(resource.questions)
    ? resource.questions
    : Array.isArray(resource.formQuestions)
      ? resource.formQuestions
      : [];
  const questions = rawQuestions
    .map(toQuestion)
    .filter((q): q is PublicQuestion & { position: number } => q !== null)
    .sort((a, b) => a.position - b.position)
    .map((q): PublicQuestion => ({
      id: q.id,
      type: q.type,
      text: q.text,
      description: q.description,
      required: q.required,
      longAnswer: q.longAnswer,
      options: q.options,
    }));
  return {
    id: str(resource.id),
    key: key ?? (str(resource.publicKey) || str(resource.id)),
    title: str(resource.title),
    description: optionalText(resource.description),
    accessPermission: resource.accessPermission === 'token_holder' ? 'token_holder' : 'anonymous',
    acceptingSubmissions: resource.acceptingSubmissions !== false,
    questions,
  };
}

/** The form's questions that take an answer (an info section is text only). */
export const answerableQuestions = (form: PublicFormView) => form.questions.filter((q) => q.type !== 'info_section');

/** Whether the form asks for an e-mail address itself; otherwise it offers "send me a copy". */
export const hasEmailQuestion = (form: PublicFormView) => form.questions.some((q) => q.type === 'email');

/** Names of the posted fields: one per question, plus the copy address and the honeypot. */
export const answerFieldName = (questionId: string) => `answer-${questionId}`;
export const RESPONDENT_EMAIL_FIELD = 'respondentEmail';
export const HONEYPOT_FIELD = 'website';

export type AnswerValue = string | string[];
export type AnswerValues = Record<string, AnswerValue>;

/** What the respondent entered, per question id, from a posted form (checkboxes as a list of the chosen options). */
export function readAnswers(form: PublicFormView, data: FormData): AnswerValues {
  const values: AnswerValues = {};
  for (const q of answerableQuestions(form)) {
    const name = answerFieldName(q.id);
    if (q.type === 'checkbox') {
      values[q.id] = data
        .getAll(name)
        .filter((v): v is string => typeof v === 'string')
        .filter((v) => q.options.includes(v));
    } else {
      const value = data.get(name);
      values[q.id] = typeof value === 'string' ? (q.type === 'text' && q.longAnswer ? value : value.trim()) : '';
    }
  }
  return values;
}

const isBlank = (value: AnswerValue | undefined) => (Array.isArray(value) ? value.length === 0 : !value || value.trim() === '');

/**
 * The answers as the API takes them: blank optional answers left out, numbers as the respondent wrote them (the
 * API accepts "12,5").
 */
export function answersPayload(form: PublicFormView, values: AnswerValues): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const q of answerableQuestions(form)) {
    const value = values[q.id];
    if (value === undefined || isBlank(value)) continue;
    out[q.id] = value;
  }
  return out;
}

/** A short text answer and a long one (domain/forms.ts), for the fields' maxlength. */
export { MAX_SHORT_ANSWER as TEXT_MAX, MAX_LONG_ANSWER as LONG_TEXT_MAX } from '@/domain/forms';

/**
 * One answer checked by the API's own rule (domain/forms.ts answerSchemaFor): null when it may be sent, else the
 * message's i18n key (`api.validation.*`, translated from the root of the messages). The server checks again and has
 * the last word; this gives the same message on blur without a round trip.
 */
export function checkAnswer(question: PublicQuestion, value: AnswerValue | undefined): string | null {
  if (question.type === 'info_section') return null;
  const result = answerSchemaFor({
    questionType: question.type,
    required: question.required,
    longAnswer: question.longAnswer,
    options: question.options,
  }).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'api.validation.invalid');
}

/** The `api.validation.*` messages the answer rules use (answerSchemaFor), passed to the browser by the pages. */
export const ANSWER_RULE_MESSAGES = [
  'required',
  'date',
  'time',
  'phone',
  'choice',
  'number',
  'email',
  'url',
  'answerTooLong',
  'invalid',
  'notAllowed',
] as const;

/** Every answer's problem (an i18n key), by question id (empty when the answers may be sent). */
export function checkAnswers(form: PublicFormView, values: AnswerValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const q of answerableQuestions(form)) {
    const problem = checkAnswer(q, values[q.id]);
    if (problem) problems[q.id] = problem;
  }
  return problems;
}

const COPY_ADDRESS = answerSchemaFor({ questionType: 'email', required: false, longAnswer: false, options: [] });

/** The optional copy address: blank, or an e-mail address (the rule of an e-mail question). */
export const checkRespondentEmail = (value: string): string | null => {
  const result = COPY_ADDRESS.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'api.validation.email');
};

const ANSWER_POINTER = /^\/data\/attributes\/answers\/([^/]+)(?:\/.*)?$/;
const EMAIL_POINTER = /^\/data\/attributes\/respondent_email$/;

/** The field a 422 pointer names: a question id, the copy address, or null (a form-level message). */
export function fieldOfPointer(pointer: string | undefined | null): { question: string } | { respondentEmail: true } | null {
  if (!pointer) return null;
  const answer = ANSWER_POINTER.exec(pointer);
  if (answer?.[1]) return { question: answer[1].replace(/~1/g, '/').replace(/~0/g, '~') };
  if (EMAIL_POINTER.test(pointer)) return { respondentEmail: true };
  return null;
}

export interface MappedSubmitErrors {
  /** Message per question id (the first one each). */
  questions: Record<string, string>;
  respondentEmail: string | null;
  /** Messages for no field (or for a question the form does not show). */
  form: string[];
}

/** The API's JSON:API errors placed on the form's fields (contract: pointer /data/attributes/answers/<question id>). */
export function mapSubmitErrors(form: PublicFormView, errors: readonly JsonApiErrorObject[]): MappedSubmitErrors {
  const ids = new Set(answerableQuestions(form).map((q) => q.id));
  const out: MappedSubmitErrors = { questions: {}, respondentEmail: null, form: [] };
  for (const error of errors) {
    const message = error.detail ?? error.title;
    if (!message) continue;
    const field = fieldOfPointer(error.source?.pointer);
    if (field && 'question' in field && ids.has(field.question)) out.questions[field.question] ??= message;
    else if (field && 'respondentEmail' in field) out.respondentEmail ??= message;
    else if (!out.form.includes(message)) out.form.push(message);
  }
  return out;
}

/** Why a public form cannot be shown (contract: 403 invitationRequired, 410 invitationUsed / invitationRevoked, 404). */
export const FORM_UNAVAILABLE_REASONS = ['invitationRequired', 'invitationUsed', 'invitationRevoked', 'notFound'] as const;
export type FormUnavailableReason = (typeof FORM_UNAVAILABLE_REASONS)[number];

export type PublicFormLookup = { ok: true; form: PublicFormView } | { ok: false; reason: FormUnavailableReason };

/** The reason of a refused read from the API's status and first error code. */
export function unavailableReason(status: number, code: string | undefined): FormUnavailableReason | null {
  if (status === 403 && code === 'invitationRequired') return 'invitationRequired';
  if (status === 410) return code === 'invitationRevoked' ? 'invitationRevoked' : 'invitationUsed';
  if (status === 404 || status === 400) return 'notFound';
  return null;
}

/** What the submit action answers, and what the form renders from (with and without JavaScript). */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'unavailable'; reason: FormUnavailableReason | 'closed' }
  | {
      status: 'error';
      values: AnswerValues;
      respondentEmail: string;
      /** Translated messages per question id. */
      fields: Record<string, string>;
      respondentEmailError: string | null;
      /** Form-level messages (a refusal without a field, rate limit, failure). */
      messages: string[];
    };

export const INITIAL_SUBMIT_STATE: SubmitState = { status: 'idle' };
