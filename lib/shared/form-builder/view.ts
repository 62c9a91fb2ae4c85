/**
 * Client-side shapes of the form builder's resources (docs/frontend.md#form-builder; contract: forms, form_questions,
 * form_submissions, form_answers, form_invitations). The API's deserialized resources (camelCase, attributes on the
 * resource) become plain, serialisable views, so they can go from a server page to a client screen and into the
 * TanStack Query cache.
 */
import type { Resource } from '@/lib/shared/api';

import {
  FORM_ACCESS_PERMISSIONS,
  type FormAccessPermission,
  hasOptions,
  isQuestionType,
  QUESTION_TYPES,
  type QuestionType,
} from '@/domain/forms';

export { FORM_ACCESS_PERMISSIONS, hasOptions, isQuestionType, QUESTION_TYPES, type FormAccessPermission, type QuestionType };

export const isAccessPermission = (value: unknown): value is FormAccessPermission => value === 'anonymous' || value === 'token_holder';

export interface QuestionView {
  id: string;
  position: number;
  questionType: QuestionType;
  text: string;
  description: string;
  required: boolean;
  longAnswer: boolean;
  options: string[];
}

export interface FormView {
  id: string;
  title: string;
  description: string;
  accessPermission: FormAccessPermission;
  publicKey: string;
  notifyOwner: boolean;
  acceptingSubmissions: boolean;
  kind: 'custom' | 'contact';
  organizationId: string | null;
  submissionCount: number;
  createdAt: string | null;
  updatedAt: string | null;
  questions: QuestionView[];
}

export interface AnswerView {
  id: string;
  questionId: string | null;
  questionText: string;
  questionType: QuestionType;
  position: number;
  value: unknown;
}

export interface SubmissionView {
  id: string;
  createdAt: string | null;
  respondentEmail: string | null;
  answers: AnswerView[];
}

export type InvitationState = 'open' | 'used' | 'revoked';

export interface InvitationView {
  id: string;
  email: string;
  name: string | null;
  createdAt: string | null;
  sentAt: string | null;
  usedAt: string | null;
  revokedAt: string | null;
  state: InvitationState;
}

export interface QuestionSummary {
  questionId: string | null;
  questionText: string;
  questionType: QuestionType;
  answered: number;
  options: { option: string; count: number }[];
  average: number | null;
  min: number | null;
  max: number | null;
}

export interface FormSummary {
  questions: QuestionSummary[];
  submissionCount: number;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;
const idOf = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null);
const related = (value: unknown): Resource[] => (Array.isArray(value) ? (value as Resource[]) : []);

export function toQuestionView(r: Resource): QuestionView {
  return {
    id: r.id,
    position: num(r.position) ?? 0,
    questionType: isQuestionType(r.questionType) ? r.questionType : 'text',
    text: str(r.text) ?? '',
    description: str(r.description) ?? '',
    required: r.required === true,
    longAnswer: r.longAnswer === true,
    options: Array.isArray(r.options) ? r.options.filter((o): o is string => typeof o === 'string') : [],
  };
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/** A form with its questions (the `questions` relationship, else the included form_questions), by position. */
export function toFormView(r: Resource, included: readonly Resource[] = []): FormView {
  const fromRelationship = related(r.questions).filter((q) => q.type === 'form_questions' && 'text' in q);
  const questions = (fromRelationship.length > 0 ? fromRelationship : included.filter((q) => q.type === 'form_questions'))
    .map(toQuestionView)
    .sort(byPosition);
  return {
    id: r.id,
    title: str(r.title) ?? '',
    description: str(r.description) ?? '',
    accessPermission: isAccessPermission(r.accessPermission) ? r.accessPermission : 'anonymous',
    publicKey: str(r.publicKey) ?? '',
    notifyOwner: r.notifyOwner !== false,
    acceptingSubmissions: r.acceptingSubmissions !== false,
    kind: r.kind === 'contact' ? 'contact' : 'custom',
    organizationId: idOf(r.organizationId),
    submissionCount: num(r.meta?.submissionCount ?? r.submissionCount) ?? 0,
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
    questions,
  };
}

export function toAnswerView(r: Resource): AnswerView {
  return {
    id: r.id,
    questionId: idOf(r.questionId),
    questionText: str(r.questionText) ?? '',
    questionType: isQuestionType(r.questionType) ? r.questionType : 'text',
    position: num(r.position) ?? 0,
    value: r.value ?? null,
  };
}

/** A submission with its answers (the `answers` relationship, else included form_answers pointing at it). */
export function toSubmissionView(r: Resource, included: readonly Resource[] = []): SubmissionView {
  const fromRelationship = related(r.answers ?? r.formAnswers).filter((a) => 'questionText' in a || 'value' in a);
  const answers =
    fromRelationship.length > 0 ? fromRelationship : included.filter((a) => a.type === 'form_answers' && idOf(a.submissionId) === r.id);
  return {
    id: r.id,
    createdAt: str(r.createdAt),
    respondentEmail: str(r.respondentEmail),
    answers: answers.map(toAnswerView).sort(byPosition),
  };
}

export function invitationState(i: Pick<InvitationView, 'usedAt' | 'revokedAt'>): InvitationState {
  if (i.revokedAt) return 'revoked';
  if (i.usedAt) return 'used';
  return 'open';
}

export function toInvitationView(r: Resource): InvitationView {
  const view = {
    id: r.id,
    email: str(r.email) ?? '',
    name: str(r.name),
    createdAt: str(r.createdAt),
    sentAt: str(r.sentAt),
    usedAt: str(r.usedAt),
    revokedAt: str(r.revokedAt),
  };
  return { ...view, state: invitationState(view) };
}

/** GET /forms/{id}/summary is plain JSON (snake_case), not JSON:API resources. */
export function toFormSummary(body: unknown): FormSummary {
  const doc = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const rows = Array.isArray(doc.data) ? doc.data : [];
  const meta = doc.meta && typeof doc.meta === 'object' ? (doc.meta as Record<string, unknown>) : {};
  return {
    submissionCount: num(meta.submission_count) ?? 0,
    questions: rows
      .filter((row): row is Record<string, unknown> => !!row && typeof row === 'object')
      .map((row) => ({
        questionId: idOf(row.question_id),
        questionText: str(row.question_text) ?? '',
        questionType: isQuestionType(row.question_type) ? row.question_type : 'text',
        answered: num(row.answered) ?? 0,
        options: (Array.isArray(row.options) ? row.options : [])
          .filter((o): o is Record<string, unknown> => !!o && typeof o === 'object')
          .map((o) => ({ option: String(o.option ?? ''), count: num(o.count) ?? 0 })),
        average: num(row.average),
        min: num(row.min),
        max: num(row.max),
      })),
  };
}

/** An answer's value as one line of text (checkbox answers joined with ", "); empty for no answer. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((v) => answerText(v))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A bar's width in percent of the largest count (0 when nothing was counted). */
export const barPercent = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);
