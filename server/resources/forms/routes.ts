/**
 * /api/v1/forms (docs/api.md, "Forms"): the form builder's calls. Center staff and content managers manage every form
 * of the center, organization superusers their organizations' forms (domain/forms.ts); another center's form is not
 * found (404). The questions are written nested in the form's own POST and PATCH.
 */
import { Hono, type Context } from 'hono';
import { formListScope, mayManageAllForms, MAX_QUESTIONS } from '@/domain/forms';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { AppEnv, Viewer } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { formPolicy } from '../../policies';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, unprocessable } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { csvFileName, submissionsCsv } from './csv';
import { sendInvitationMail } from './mails';
import {
  FORM_TYPES,
  formCreate,
  formUpdate,
  INVITATION_TYPES,
  invitationCreate,
  invitationListSpec,
  listSpec,
  showSpec,
  submissionListSpec,
} from './schemas';
import { answerResource, formResource, invitationResource, questionResource, submissionResource, type FormRow } from './serializers';
import * as service from './service';

export const formRoutes = new Hono<AppEnv>();

/** Forms render inside content pages (the BuilderForm block): a committed write drops the center's cached pages. */
function invalidate(c: Context<AppEnv>) {
  c.get('deps').invalidate?.([cacheTags.content(c.get('scope').center.id)]);
}

async function record(c: Context<AppEnv>, viewer: Viewer, action: string, id: number) {
  await audit(c.get('deps').db, {
    volunteerCenterId: c.get('scope').center.id,
    actorId: viewer.user.id,
    action: `form.${action}`,
    subjectType: 'form',
    subjectId: id,
    ip: c.get('ip'),
  });
}

/** The form of the path in this center (else 404), then the policy (else 403). */
async function managedForm(c: Context<AppEnv>): Promise<{ viewer: Viewer; form: FormRow }> {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  authorize(formPolicy.list(viewer));
  const form = await service.getFormOrThrow(c.get('deps').db, c.get('scope').center.id, id);
  authorize(formPolicy.manage(viewer, form));
  return { viewer, form };
}

const showDocument = async (c: Context<AppEnv>, form: FormRow) => {
  const { db } = c.get('deps');
  const questions = await service.questionsOf(db, form.id);
  return document(formResource(form, { questions, submissionCount: await service.countSubmissions(db, form.id) }), {
    included: questions.map(questionResource),
  });
};

formRoutes.get('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(formPolicy.list(viewer));
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { db } = c.get('deps');
  const sort = q.sort[0] ?? { field: 'createdAt', direction: 'desc' as const };
  const { rows, total } = await service.listForms(db, {
    centerId: c.get('scope').center.id,
    organizationScope: formListScope(viewer),
    query: q.filter.q,
    organizationIds: q.filter.organization_id,
    accessPermission: q.filter.access_permission,
    kind: q.filter.kind,
    sort: sort.field === 'title' ? 'title' : 'createdAt',
    descending: sort.direction === 'desc',
    limit: q.page.size,
    offset: q.page.offset,
  });
  const withQuestions = q.include.has('questions');
  const questions = withQuestions ? await Promise.all(rows.map((r) => service.questionsOf(db, r.form.id))) : [];
  const data = rows.map((r, i) =>
    formResource(r.form, { submissionCount: r.submissionCount, ...(withQuestions ? { questions: questions[i] } : {}) }),
  );
  return json(
    c,
    collection(
      data,
      { number: q.page.number, size: q.page.size, total },
      url,
      withQuestions ? questions.flat().map(questionResource) : undefined,
    ),
  );
});

formRoutes.post('/', async (c) => {
  const viewer = requireViewer(c);
  authorize(formPolicy.list(viewer));
  const attrs = await readResource(c, { types: FORM_TYPES, attributes: formCreate });
  if (attrs.organizationId == null && !mayManageAllForms(viewer))
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('api.validation.required'),
      source: { pointer: '/data/attributes/organization_id' },
    });
  authorize(formPolicy.manage(viewer, { organizationId: attrs.organizationId ?? null }));
  const { form } = await service.createForm(c.get('deps').db, c.get('scope').center.id, viewer.user.id, attrs);
  await record(c, viewer, 'create', form.id);
  invalidate(c);
  return json(c, await showDocument(c, form), 201);
});

formRoutes.get('/:id', async (c) => {
  const { form } = await managedForm(c);
  parseQuery(new URL(c.req.url), showSpec);
  return json(c, await showDocument(c, form));
});

formRoutes.patch('/:id', async (c) => {
  const { viewer, form } = await managedForm(c);
  const attrs = await readResource(c, { types: FORM_TYPES, id: form.id, attributes: formUpdate });
  // Moving a form to another organization (or to the center) needs the right to manage it there too.
  if (attrs.organizationId !== undefined) {
    if (attrs.organizationId === null && !mayManageAllForms(viewer))
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: c.get('t')('api.validation.required'),
        source: { pointer: '/data/attributes/organization_id' },
      });
    authorize(formPolicy.manage(viewer, { organizationId: attrs.organizationId }));
  }
  if (attrs.questions && attrs.questions.filter((q) => !q._destroy).length > MAX_QUESTIONS)
    throw unprocessable('tooManyQuestions', '/data/attributes/questions', { max: MAX_QUESTIONS });
  const deps = c.get('deps');
  const { form: updated } = await service.updateForm(deps.db, c.get('scope').center.id, form.id, attrs, deps.now());
  await record(c, viewer, 'update', form.id);
  invalidate(c);
  return json(c, await showDocument(c, updated));
});

formRoutes.delete('/:id', async (c) => {
  const { viewer, form } = await managedForm(c);
  await service.deleteForm(c.get('deps').db, c.get('scope').center.id, form.id);
  await record(c, viewer, 'delete', form.id);
  invalidate(c);
  return noContent(c);
});

/* Submissions */

formRoutes.get('/:id/submissions', async (c) => {
  const { form } = await managedForm(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, submissionListSpec);
  const { rows, answers, total } = await service.listSubmissions(c.get('deps').db, form.id, { limit: q.page.size, offset: q.page.offset });
  const data = rows.map((s) =>
    submissionResource(
      s,
      answers.filter((a) => a.submissionId === s.id),
    ),
  );
  return json(c, collection(data, { number: q.page.number, size: q.page.size, total }, url, answers.map(answerResource)));
});

formRoutes.get('/:id/submissions.csv', async (c) => {
  const { form } = await managedForm(c);
  parseQuery(new URL(c.req.url), {});
  const { db } = c.get('deps');
  const questions = await service.questionsOf(db, form.id);
  const { rows, answers } = await service.listSubmissions(db, form.id, null);
  const body = submissionsCsv(questions, rows, answers, c.get('t'), c.get('locale'));
  const name = csvFileName(form.title);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  });
});

formRoutes.get('/:id/submissions/:submissionId', async (c) => {
  const { form } = await managedForm(c);
  const submissionId = parseId(c.req.param('submissionId'), 'submissionId');
  const { db } = c.get('deps');
  const submission = await service.getSubmissionOrThrow(db, form.id, submissionId);
  const answers = await service.answersOf(db, [submission.id]);
  return json(c, document(submissionResource(submission, answers), { included: answers.map(answerResource) }));
});

formRoutes.delete('/:id/submissions/:submissionId', async (c) => {
  const { viewer, form } = await managedForm(c);
  const submissionId = parseId(c.req.param('submissionId'), 'submissionId');
  await service.deleteSubmission(c.get('deps').db, form.id, submissionId);
  await audit(c.get('deps').db, {
    volunteerCenterId: c.get('scope').center.id,
    actorId: viewer.user.id,
    action: 'form_submission.delete',
    subjectType: 'form_submission',
    subjectId: submissionId,
    ip: c.get('ip'),
  });
  return noContent(c);
});

formRoutes.get('/:id/summary', async (c) => {
  const { form } = await managedForm(c);
  parseQuery(new URL(c.req.url), {});
  const { db } = c.get('deps');
  return json(c, { data: await service.summarize(db, form.id), meta: { submission_count: await service.countSubmissions(db, form.id) } });
});

/* Invitations (token_holder forms only) */

function assertTokenHolder(form: FormRow) {
  if (form.accessPermission !== 'token_holder') throw unprocessable('notTokenHolder', '/data/attributes/access_permission');
}

formRoutes.get('/:id/invitations', async (c) => {
  const { form } = await managedForm(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, invitationListSpec);
  assertTokenHolder(form);
  const { rows, total } = await service.listInvitations(c.get('deps').db, form.id, { limit: q.page.size, offset: q.page.offset });
  return json(c, collection(rows.map(invitationResource), { number: q.page.number, size: q.page.size, total }, url));
});

formRoutes.post('/:id/invitations', async (c) => {
  const { viewer, form } = await managedForm(c);
  const attrs = await readResource(c, { types: INVITATION_TYPES, attributes: invitationCreate });
  assertTokenHolder(form);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const created = await service.createInvitations(deps.db, {
    formId: form.id,
    emails: attrs.emails,
    name: attrs.name ?? null,
    createdById: viewer.user.id,
    now: deps.now(),
  });
  for (const { invitation, token } of created) {
    await sendInvitationMail(deps, center, form, invitation, token);
    const sentAt = deps.now();
    await service.markInvitationSent(deps.db, invitation.id, sentAt);
    invitation.sentAt = sentAt;
  }
  await record(c, viewer, 'invite', form.id);
  return json(c, document(created.map((x) => invitationResource(x.invitation))), 201);
});

formRoutes.delete('/:id/invitations/:invitationId', async (c) => {
  const { viewer, form } = await managedForm(c);
  const invitationId = parseId(c.req.param('invitationId'), 'invitationId');
  const deps = c.get('deps');
  await service.revokeInvitation(deps.db, form.id, invitationId, deps.now());
  await record(c, viewer, 'revoke_invitation', form.id);
  return noContent(c);
});
