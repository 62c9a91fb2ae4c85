/**
 * Forms (docs/domain.md#forms): the forms of a center and of its organizations, their questions (written nested, in
 * one transaction), invitations, submissions and answers. Every query names the center in its own WHERE (or goes
 * through a form found that way), so another center's form is simply not found.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CONTACT_FORM, MAX_QUESTIONS, PUBLIC_KEY_LENGTH, type FormAccessPermission, type FormKind } from '@/domain/forms';
import type { Executor } from '../../db/client';
import { formAnswers, formInvitations, formQuestions, forms, formSubmissions, organizations } from '../../db/schema';
import { hashSecret, newSecret } from '../../auth/tokens';
import { ApiError, notFound, unprocessable } from '../../jsonapi/errors';
import type { FormCreate, FormUpdate, QuestionCreate, QuestionItem } from './schemas';
import type { AnswerRow, FormRow, InvitationRow, QuestionRow, SubmissionRow } from './serializers';

/** A new public address: 12 url-safe characters (72 random bits). */
export const newPublicKey = () => randomBytes((PUBLIC_KEY_LENGTH * 3) / 4).toString('base64url');

export interface FormListOptions {
  centerId: number;
  /** null: every form of the center; else only these organizations' forms. */
  organizationScope: number[] | null;
  query?: string;
  organizationIds?: number[];
  accessPermission?: FormAccessPermission;
  kind?: FormKind;
  sort: 'title' | 'createdAt';
  descending: boolean;
  limit: number;
  offset: number;
}

/** The form's submissions, counted per row (the index on form_submissions (form_id, created_at) answers it). */
const submissionCount = sql<number>`(select count(*) from "form_submissions" s where s."form_id" = "forms"."id")`.mapWith(Number);

export async function listForms(
  db: Executor,
  o: FormListOptions,
): Promise<{ rows: { form: FormRow; submissionCount: number }[]; total: number }> {
  const where: SQL[] = [eq(forms.volunteerCenterId, o.centerId)];
  if (o.organizationScope) {
    if (!o.organizationScope.length) return { rows: [], total: 0 };
    where.push(inArray(forms.organizationId, o.organizationScope));
  }
  if (o.query?.trim()) where.push(ilike(forms.title, `%${o.query.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
  if (o.organizationIds?.length) where.push(inArray(forms.organizationId, o.organizationIds));
  if (o.accessPermission) where.push(eq(forms.accessPermission, o.accessPermission));
  if (o.kind) where.push(eq(forms.kind, o.kind));
  const condition = and(...where);
  const order =
    o.sort === 'title'
      ? [o.descending ? sql`lower(${forms.title}) desc` : sql`lower(${forms.title}) asc`, o.descending ? desc(forms.id) : asc(forms.id)]
      : [o.descending ? desc(forms.createdAt) : asc(forms.createdAt), o.descending ? desc(forms.id) : asc(forms.id)];
  const rows = await db
    .select({ form: forms, submissionCount })
    .from(forms)
    .where(condition)
    .orderBy(...order)
    .limit(o.limit)
    .offset(o.offset);
  const [counted] = await db.select({ n: count() }).from(forms).where(condition);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function getFormOrThrow(db: Executor, centerId: number, id: number, options: { lock?: boolean } = {}): Promise<FormRow> {
  const query = db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.volunteerCenterId, centerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('form');
  return row;
}

export async function countSubmissions(db: Executor, formId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.formId, formId));
  return Number(row?.n ?? 0);
}

export async function questionsOf(db: Executor, formId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
}

/** An organization of the center, for a form's organization_id; else 422 on that attribute. */
async function assertOrganization(db: Executor, centerId: number, organizationId: number) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.volunteerCenterId, centerId)));
  if (!org) throw unprocessable('invalidAttribute', '/data/attributes/organization_id');
}

const questionValues = (
  formId: number,
  q: QuestionCreate | (Required<Pick<QuestionItem, 'text' | 'questionType'>> & QuestionItem),
  position: number,
) => ({
  formId,
  position,
  questionType: q.questionType!,
  text: q.text!,
  description: q.description ?? null,
  required: q.required ?? false,
  longAnswer: q.longAnswer ?? false,
  options: q.options ?? [],
});

export async function createForm(
  db: Executor,
  centerId: number,
  ownerId: number | null,
  attrs: FormCreate & { kind?: FormKind },
): Promise<{ form: FormRow; questions: QuestionRow[] }> {
  return db.transaction(async (tx) => {
    if (attrs.organizationId) await assertOrganization(tx, centerId, attrs.organizationId);
    const [form] = await tx
      .insert(forms)
      .values({
        volunteerCenterId: centerId,
        organizationId: attrs.organizationId ?? null,
        title: attrs.title,
        description: attrs.description ?? null,
        accessPermission: attrs.accessPermission ?? 'anonymous',
        publicKey: newPublicKey(),
        notifyOwner: attrs.notifyOwner ?? true,
        ownerId,
        kind: attrs.kind ?? 'custom',
        acceptingSubmissions: attrs.acceptingSubmissions ?? true,
      })
      .returning();
    const questions = attrs.questions?.length
      ? await tx
          .insert(formQuestions)
          .values(attrs.questions.map((q, i) => questionValues(form!.id, q, i)))
          .returning()
      : [];
    return { form: form!, questions: questions.sort((a, b) => a.position - b.position) };
  });
}

/**
 * Changes a form and, when `questions` is given, makes that list its questions: items with an id update that question,
 * items without one are added, `_destroy` items and questions left out are removed; position is the list's order. Any
 * invalid item is a 422 on /data/attributes/questions/{index}/… and nothing changes (one transaction).
 */
export async function updateForm(db: Executor, centerId: number, id: number, attrs: FormUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const current = await getFormOrThrow(tx, centerId, id, { lock: true });
    if (current.kind === 'contact') {
      if (attrs.accessPermission === 'token_holder') throw unprocessable('contactForm', '/data/attributes/access_permission');
      if (attrs.organizationId) throw unprocessable('contactForm', '/data/attributes/organization_id');
    }
    if (attrs.organizationId) await assertOrganization(tx, centerId, attrs.organizationId);
    const [form] = await tx
      .update(forms)
      .set({
        ...(attrs.title !== undefined ? { title: attrs.title } : {}),
        ...(attrs.description !== undefined ? { description: attrs.description } : {}),
        ...(attrs.organizationId !== undefined ? { organizationId: attrs.organizationId } : {}),
        ...(attrs.accessPermission !== undefined ? { accessPermission: attrs.accessPermission } : {}),
        ...(attrs.notifyOwner !== undefined ? { notifyOwner: attrs.notifyOwner } : {}),
        ...(attrs.acceptingSubmissions !== undefined ? { acceptingSubmissions: attrs.acceptingSubmissions } : {}),
        updatedAt: now,
      })
      .where(eq(forms.id, id))
      .returning();
    if (attrs.questions) await replaceQuestions(tx, id, attrs.questions);
    return { before: current, form: form!, questions: await questionsOf(tx, id) };
  });
}

async function replaceQuestions(tx: Executor, formId: number, items: QuestionItem[]) {
  const existing = await questionsOf(tx, formId);
  const known = new Set(existing.map((q) => q.id));
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (!known.has(item.id) || seen.has(item.id)) throw unprocessable('invalidAttribute', `/data/attributes/questions/${index}/id`);
    seen.add(item.id);
  });
  const kept = items.filter((item) => !item._destroy);
  if (kept.length > MAX_QUESTIONS) throw unprocessable('tooManyQuestions', '/data/attributes/questions', { max: MAX_QUESTIONS });
  const keptIds = new Set(kept.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  const removed = existing.filter((q) => !keptIds.has(q.id)).map((q) => q.id);
  if (removed.length) await tx.delete(formQuestions).where(and(eq(formQuestions.formId, formId), inArray(formQuestions.id, removed)));
  for (const [position, item] of kept.entries()) {
    const values = questionValues(
      formId,
      item as QuestionItem & { text: string; questionType: NonNullable<QuestionItem['questionType']> },
      position,
    );
    if (item.id === undefined) await tx.insert(formQuestions).values(values);
    else
      await tx
        .update(formQuestions)
        .set(values)
        .where(and(eq(formQuestions.id, item.id), eq(formQuestions.formId, formId)));
  }
}

/** Deletes a form with everything of it; the contact form stays (409 contactForm). */
export async function deleteForm(db: Executor, centerId: number, id: number) {
  return db.transaction(async (tx) => {
    const form = await getFormOrThrow(tx, centerId, id, { lock: true });
    if (form.kind === 'contact') throw new ApiError(409, { code: 'contactForm' });
    await tx.delete(forms).where(eq(forms.id, id));
    return form;
  });
}

/** The center's contact form, made on first use (two requests at once: the unique index keeps one). */
export async function ensureContactForm(db: Executor, centerId: number): Promise<FormRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.volunteerCenterId, centerId), eq(forms.kind, 'contact')))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await db.transaction(async (tx) => {
    const [form] = await tx
      .insert(forms)
      .values({
        volunteerCenterId: centerId,
        title: CONTACT_FORM.title,
        description: CONTACT_FORM.description,
        publicKey: newPublicKey(),
        kind: 'contact',
      })
      .onConflictDoNothing()
      .returning();
    if (form)
      await tx
        .insert(formQuestions)
        .values(CONTACT_FORM.questions.map((q, i) => ({ formId: form.id, position: i, ...q, description: null, options: [] })));
  });
  const made = await find();
  if (!made) throw new Error('contact form not created');
  return made;
}

/* Submissions */

export async function answersOf(db: Executor, submissionIds: number[]): Promise<AnswerRow[]> {
  if (!submissionIds.length) return [];
  return db
    .select()
    .from(formAnswers)
    .where(inArray(formAnswers.submissionId, submissionIds))
    .orderBy(asc(formAnswers.submissionId), asc(formAnswers.position), asc(formAnswers.id));
}

export async function listSubmissions(db: Executor, formId: number, page: { limit: number; offset: number } | null) {
  const base = db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  const rows: SubmissionRow[] = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const answers = await answersOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows, answers, total: await countSubmissions(db, formId) };
}

export async function getSubmissionOrThrow(db: Executor, formId: number, id: number): Promise<SubmissionRow> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.formId, formId)));
  if (!row) throw notFound('submission');
  return row;
}

export async function deleteSubmission(db: Executor, formId: number, id: number) {
  const deleted = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.formId, formId)))
    .returning({ id: formSubmissions.id });
  if (!deleted.length) throw notFound('submission');
}

export interface NewAnswer {
  question: QuestionRow;
  value: unknown;
}

/**
 * Stores a submission with its answers (each with its question as it is now); with an invitation, marks it used in the
 * same transaction: a second submission with it (or a revoked one) is 410.
 */
export async function storeSubmission(
  db: Executor,
  input: { form: FormRow; invitationId: number | null; respondentEmail: string | null; answers: NewAnswer[]; now: Date },
): Promise<{ submission: SubmissionRow; answers: AnswerRow[] }> {
  return db.transaction(async (tx) => {
    if (input.invitationId !== null) {
      const [used] = await tx
        .update(formInvitations)
        .set({ usedAt: input.now })
        .where(and(eq(formInvitations.id, input.invitationId), isNull(formInvitations.usedAt), isNull(formInvitations.revokedAt)))
        .returning({ id: formInvitations.id });
      if (!used) {
        const [invitation] = await tx.select().from(formInvitations).where(eq(formInvitations.id, input.invitationId));
        throw new ApiError(410, { code: invitation?.revokedAt ? 'invitationRevoked' : 'invitationUsed' });
      }
    }
    const [submission] = await tx
      .insert(formSubmissions)
      .values({
        formId: input.form.id,
        volunteerCenterId: input.form.volunteerCenterId,
        invitationId: input.invitationId,
        respondentEmail: input.respondentEmail,
        createdAt: input.now,
      })
      .returning();
    const answers = input.answers.length
      ? await tx
          .insert(formAnswers)
          .values(
            input.answers.map((a) => ({
              submissionId: submission!.id,
              questionId: a.question.id,
              position: a.question.position,
              questionType: a.question.questionType,
              questionText: a.question.text,
              value: a.value,
            })),
          )
          .returning()
      : [];
    return { submission: submission!, answers: answers.sort((a, b) => a.position - b.position || a.id - b.id) };
  });
}

/* Public lookup */

export type PublicFormLookup =
  | { kind: 'form'; form: FormRow; invitation: InvitationRow | null }
  | { kind: 'invitationRequired' }
  | { kind: 'invitationUsed' }
  | { kind: 'invitationRevoked' }
  | { kind: 'notFound' };

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** A form id: at most 9 digits, so never a public key (12 characters) or a token (43). */
const FORM_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** A public key or id (anonymous forms) or a raw invitation token (token_holder forms), within the center. */
export async function findPublicForm(db: Executor, centerId: number, key: string): Promise<PublicFormLookup> {
  if (key === 'contact') return { kind: 'form', form: await ensureContactForm(db, centerId), invitation: null };
  // A form's id (the BuilderForm block names its form by id): anonymous forms only, like their public key.
  if (FORM_ID_PATTERN.test(key)) {
    const [byId] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.id, Number(key)), eq(forms.volunteerCenterId, centerId)));
    if (!byId) return { kind: 'notFound' };
    return byId.accessPermission === 'token_holder' ? { kind: 'invitationRequired' } : { kind: 'form', form: byId, invitation: null };
  }
  if (!KEY_PATTERN.test(key)) return { kind: 'notFound' };
  const [byKey] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.publicKey, key), eq(forms.volunteerCenterId, centerId)));
  if (byKey)
    return byKey.accessPermission === 'token_holder' ? { kind: 'invitationRequired' } : { kind: 'form', form: byKey, invitation: null };
  const [row] = await db
    .select({ form: forms, invitation: formInvitations })
    .from(formInvitations)
    .innerJoin(forms, eq(forms.id, formInvitations.formId))
    .where(and(eq(formInvitations.tokenHash, hashSecret(key)), eq(forms.volunteerCenterId, centerId)));
  // An invitation opens only a token_holder form (the form may have been made anonymous since: then its key does).
  if (!row || row.form.accessPermission !== 'token_holder') return { kind: 'notFound' };
  if (row.invitation.revokedAt) return { kind: 'invitationRevoked' };
  if (row.invitation.usedAt) return { kind: 'invitationUsed' };
  return { kind: 'form', form: row.form, invitation: row.invitation };
}

/* Invitations */

export async function listInvitations(db: Executor, formId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(formInvitations)
    .where(eq(formInvitations.formId, formId))
    .orderBy(desc(formInvitations.createdAt), desc(formInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(formInvitations).where(eq(formInvitations.formId, formId));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One invitation per address (duplicates in the list once), each with its own token: the raw tokens only come back here. */
export async function createInvitations(
  db: Executor,
  input: { formId: number; emails: string[]; name: string | null; createdById: number; now: Date },
): Promise<{ invitation: InvitationRow; token: string }[]> {
  const emails = [...new Map(input.emails.map((e) => [e.toLowerCase(), e])).values()];
  const tokens = emails.map(() => newSecret());
  const rows = await db
    .insert(formInvitations)
    .values(
      emails.map((email, i) => ({
        formId: input.formId,
        email,
        name: input.name,
        tokenHash: hashSecret(tokens[i]!),
        createdById: input.createdById,
        createdAt: input.now,
      })),
    )
    .returning();
  return rows.map((invitation) => ({ invitation, token: tokens[emails.indexOf(invitation.email)]! }));
}

export async function markInvitationSent(db: Executor, id: number, at: Date) {
  await db.update(formInvitations).set({ sentAt: at }).where(eq(formInvitations.id, id));
}

export async function revokeInvitation(db: Executor, formId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(formInvitations)
    .where(and(eq(formInvitations.id, id), eq(formInvitations.formId, formId)));
  if (!row) throw notFound('invitation');
  if (!row.revokedAt) await db.update(formInvitations).set({ revokedAt: now }).where(eq(formInvitations.id, id));
}

/* Summary */

export interface QuestionSummary {
  question_id: number;
  question_text: string;
  question_type: string;
  answered: number;
  options?: { option: string; count: number }[];
  average?: number | null;
  min?: number | null;
  max?: number | null;
}

/** Per current question (info sections aside): how many answered it, the count per option, or average/min/max of numbers. */
export async function summarize(db: Executor, formId: number): Promise<QuestionSummary[]> {
  const questions = (await questionsOf(db, formId)).filter((q) => q.questionType !== 'info_section');
  const ids = questions.map((q) => q.id);
  const answers = ids.length
    ? await db
        .select({ questionId: formAnswers.questionId, value: formAnswers.value })
        .from(formAnswers)
        .innerJoin(formSubmissions, eq(formSubmissions.id, formAnswers.submissionId))
        .where(and(eq(formSubmissions.formId, formId), inArray(formAnswers.questionId, ids)))
    : [];
  const byQuestion = new Map<number, unknown[]>();
  for (const a of answers) {
    if (a.value === null || a.value === undefined || a.questionId === null) continue;
    byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a.value]);
  }
  return questions.map((q) => {
    const values = byQuestion.get(q.id) ?? [];
    const summary: QuestionSummary = { question_id: q.id, question_text: q.text, question_type: q.questionType, answered: values.length };
    if (q.questionType === 'multiple_choice' || q.questionType === 'checkbox') {
      const counts = new Map(q.options.map((o) => [o, 0]));
      for (const v of values)
        for (const chosen of Array.isArray(v) ? v : [v])
          if (typeof chosen === 'string' && counts.has(chosen)) counts.set(chosen, counts.get(chosen)! + 1);
      summary.options = [...counts].map(([option, n]) => ({ option, count: n }));
    }
    if (q.questionType === 'number') {
      const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
      summary.average = numbers.length ? Math.round((numbers.reduce((s, n) => s + n, 0) / numbers.length) * 100) / 100 : null;
      summary.min = numbers.length ? Math.min(...numbers) : null;
      summary.max = numbers.length ? Math.max(...numbers) : null;
    }
    return summary;
  });
}
