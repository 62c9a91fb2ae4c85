/** JSON:API resources of forms: forms, form_questions, form_submissions, form_answers, form_invitations. */
import type { forms, formAnswers, formInvitations, formQuestions, formSubmissions } from '../../db/schema';
import { resource, type ResourceObject } from '../../jsonapi/document';

export type FormRow = typeof forms.$inferSelect;
export type QuestionRow = typeof formQuestions.$inferSelect;
export type SubmissionRow = typeof formSubmissions.$inferSelect;
export type AnswerRow = typeof formAnswers.$inferSelect;
export type InvitationRow = typeof formInvitations.$inferSelect;

export function questionResource(q: QuestionRow): ResourceObject {
  return resource({
    type: 'form_questions',
    id: q.id,
    attributes: {
      formId: q.formId,
      position: q.position,
      questionType: q.questionType,
      text: q.text,
      description: q.description,
      required: q.required,
      longAnswer: q.longAnswer,
      options: q.options,
    },
  });
}

/** A form for its managers, with its submission count as meta and its questions (when loaded) as relationship. */
export function formResource(form: FormRow, options: { questions?: QuestionRow[]; submissionCount?: number } = {}) {
  const out: ResourceObject & { meta?: Record<string, unknown> } = resource({
    type: 'forms',
    id: form.id,
    attributes: {
      title: form.title,
      description: form.description,
      organizationId: form.organizationId,
      accessPermission: form.accessPermission,
      publicKey: form.publicKey,
      notifyOwner: form.notifyOwner,
      ownerId: form.ownerId,
      kind: form.kind,
      acceptingSubmissions: form.acceptingSubmissions,
      volunteerCenterId: form.volunteerCenterId,
      createdAt: form.createdAt,
      updatedAt: form.updatedAt,
    },
    relationships: options.questions
      ? { questions: options.questions.map((q) => ({ type: 'form_questions', id: String(q.id) })) }
      : undefined,
  });
  if (options.submissionCount !== undefined) out.meta = { submission_count: options.submissionCount };
  return out;
}

/**
 * A form as the public site gets it: what is needed to render and answer it. A token_holder form's public key is
 * not shown (it opens nothing).
 */
export function publicFormResource(form: FormRow, questions: QuestionRow[]): ResourceObject {
  return resource({
    type: 'forms',
    id: form.id,
    attributes: {
      title: form.title,
      description: form.description,
      accessPermission: form.accessPermission,
      publicKey: form.accessPermission === 'anonymous' ? form.publicKey : null,
      kind: form.kind,
      acceptingSubmissions: form.acceptingSubmissions,
    },
    relationships: { questions: questions.map((q) => ({ type: 'form_questions', id: String(q.id) })) },
  });
}

export function answerResource(a: AnswerRow): ResourceObject {
  return resource({
    type: 'form_answers',
    id: a.id,
    attributes: {
      submissionId: a.submissionId,
      questionId: a.questionId,
      questionText: a.questionText,
      questionType: a.questionType,
      position: a.position,
      value: a.value ?? null,
    },
  });
}

export function submissionResource(s: SubmissionRow, answers: AnswerRow[]): ResourceObject {
  return resource({
    type: 'form_submissions',
    id: s.id,
    attributes: {
      formId: s.formId,
      invitationId: s.invitationId,
      respondentEmail: s.respondentEmail,
      createdAt: s.createdAt,
    },
    relationships: { answers: answers.map((a) => ({ type: 'form_answers', id: String(a.id) })) },
  });
}

export function invitationResource(i: InvitationRow): ResourceObject {
  const status = i.revokedAt ? 'revoked' : i.usedAt ? 'used' : 'open';
  return resource({
    type: 'form_invitations',
    id: i.id,
    attributes: {
      formId: i.formId,
      email: i.email,
      name: i.name,
      status,
      createdAt: i.createdAt,
      sentAt: i.sentAt,
      usedAt: i.usedAt,
      revokedAt: i.revokedAt,
    },
  });
}
