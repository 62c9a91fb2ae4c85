/**
 * /api/v1/public/forms (docs/api.md, "Forms"): answering a form on the public site, signed out. `key` is a form's
 * public key or id (anonymous forms; the BuilderForm block names its form by id) or the raw token of an invitation
 * (token_holder forms); "contact" is the center's contact form, made on first use.
 */
import { Hono, type Context } from 'hono';
import { answerSchemaFor, isBlankAnswer, MAX_SUBMISSION_BYTES } from '@/domain/forms';
import type { AppEnv } from '../../context';
import { bufferBodyWithin } from '../../jsonapi/body-size';
import { readResource } from '../../jsonapi/body';
import { document } from '../../jsonapi/document';
import { ApiError, notFound, type ApiErrorItem } from '../../jsonapi/errors';
import { parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { addressBucket } from '../../net/client-address';
import { sendSubmissionMails } from './mails';
import { publicShowSpec, submissionCreate, SUBMISSION_TYPES } from './schemas';
import { answerResource, publicFormResource, questionResource, submissionResource } from './serializers';
import * as service from './service';

export const publicFormRoutes = new Hono<AppEnv>();

/**
 * Submissions per client address: per form (someone filling in the same form again and again) and over all forms.
 * Every attempt counts, answered or refused.
 */
export const FORM_SUBMISSION_LIMITS = {
  perFormAndAddress: { limit: 10, windowMs: 10 * 60_000 },
  perAddress: { limit: 30, windowMs: 60 * 60_000 },
  /** Copies of answers mailed to one address: the submission is kept beyond this, only the copy is skipped. */
  copiesPerRecipient: { limit: 5, windowMs: 60 * 60_000 },
} as const;

async function limitSubmissions(c: Context<AppEnv>, formId: number) {
  const { rateLimiter } = c.get('deps');
  const address = addressBucket(c.get('ip'));
  const { perFormAndAddress, perAddress } = FORM_SUBMISSION_LIMITS;
  const results = await Promise.all([
    rateLimiter.hit(`form:${formId}:ip:${address}`, perFormAndAddress.limit, perFormAndAddress.windowMs),
    rateLimiter.hit(`form:ip:${address}`, perAddress.limit, perAddress.windowMs),
  ]);
  const blocked = results.find((r) => !r.allowed);
  if (blocked) {
    const seconds = blocked.retryAfterSeconds;
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }
}

/** The form of the key, or the answer that explains why there is none (403, 410, 404). */
async function formOfKey(c: Context<AppEnv>) {
  const found = await service.findPublicForm(c.get('deps').db, c.get('scope').center.id, c.req.param('key') ?? '');
  switch (found.kind) {
    case 'form':
      return found;
    case 'invitationRequired':
      throw new ApiError(403, { code: 'invitationRequired' });
    case 'invitationUsed':
    case 'invitationRevoked':
      throw new ApiError(410, { code: found.kind });
    default:
      throw notFound('form');
  }
}

async function showPublic(c: Context<AppEnv>, form: service.PublicFormLookup & { kind: 'form' }) {
  const questions = await service.questionsOf(c.get('deps').db, form.form.id);
  return json(c, document(publicFormResource(form.form, questions), { included: questions.map(questionResource) }));
}

publicFormRoutes.get('/contact', async (c) => {
  parseQuery(new URL(c.req.url), publicShowSpec);
  const form = await service.ensureContactForm(c.get('deps').db, c.get('scope').center.id);
  return showPublic(c, { kind: 'form', form, invitation: null });
});

publicFormRoutes.get('/:key', async (c) => {
  parseQuery(new URL(c.req.url), publicShowSpec);
  return showPublic(c, await formOfKey(c));
});

publicFormRoutes.post('/:key/submissions', async (c) => {
  await bufferBodyWithin(c, MAX_SUBMISSION_BYTES, () => {
    throw new ApiError(413, { code: 'payloadTooLarge', params: { limit: '64 KB' }, source: { pointer: '' } });
  });
  const attrs = await readResource(c, { types: SUBMISSION_TYPES, attributes: submissionCreate });
  const { form, invitation } = await formOfKey(c);
  await limitSubmissions(c, form.id);
  const deps = c.get('deps');
  const t = c.get('t');
  // The honeypot: people do not see the field; whatever fills it is answered as if it were stored.
  if (attrs.website?.trim()) return json(c, { data: null, meta: { stored: true } }, 201);
  if (!form.acceptingSubmissions) throw new ApiError(422, { code: 'formClosed' });

  const questions = await service.questionsOf(deps.db, form.id);
  const given = attrs.answers ?? {};
  const errors: ApiErrorItem[] = [];
  const known = new Set(questions.map((q) => String(q.id)));
  for (const id of Object.keys(given))
    if (!known.has(id))
      errors.push({ code: 'unknownAttribute', params: { name: id }, source: { pointer: `/data/attributes/answers/${id}` } });
  const answers: service.NewAnswer[] = [];
  for (const question of questions) {
    const raw = given[String(question.id)];
    const result = answerSchemaFor(question).safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      const key = issue?.message.startsWith('api.') ? issue.message : 'api.validation.invalid';
      errors.push({
        code: 'invalidAttribute',
        detail: t(key, key === 'api.validation.answerTooLong' ? { maximum: question.longAnswer ? 5000 : 500 } : {}),
        source: { pointer: `/data/attributes/answers/${question.id}` },
      });
      continue;
    }
    if (question.questionType !== 'info_section' && !isBlankAnswer(raw)) answers.push({ question, value: result.data });
  }
  if (errors.length) throw new ApiError(422, errors);

  const firstEmail = answers.find((a) => a.question.questionType === 'email')?.value;
  const respondentEmail = attrs.respondentEmail?.trim() || (typeof firstEmail === 'string' ? firstEmail : null);
  const stored = await service.storeSubmission(deps.db, {
    form,
    invitationId: invitation?.id ?? null,
    respondentEmail,
    answers,
    now: deps.now(),
  });
  // A copy goes to whatever address was typed: limited per recipient, so a form cannot flood someone's inbox.
  const { copiesPerRecipient } = FORM_SUBMISSION_LIMITS;
  const copy = respondentEmail
    ? (await deps.rateLimiter.hit(`form:copy:${respondentEmail.toLowerCase()}`, copiesPerRecipient.limit, copiesPerRecipient.windowMs))
        .allowed
    : false;
  await sendSubmissionMails(deps, c.get('scope').center, form, stored.submission, stored.answers, c.get('locale'), { copy });
  return json(c, document(submissionResource(stored.submission, stored.answers), { included: stored.answers.map(answerResource) }), 201);
});
