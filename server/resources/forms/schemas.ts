/**
 * The contract of /api/v1/forms and /api/v1/public/forms (docs/api.md, "Forms"), from the domain's schemas
 * (domain/forms.ts): a form's attributes with its questions written nested, the invitations, a public submission.
 * Shared by the routers and the OpenAPI description (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import {
  checkQuestionRules,
  FORM_ACCESS_PERMISSIONS,
  FORM_KINDS,
  FORMS_PAGE_SIZE,
  formAttributesSchema,
  MAX_INVITATIONS,
  MAX_QUESTIONS,
  questionFieldsSchema,
} from '@/domain/forms';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { recordIdSchema } from '@/domain/value-schemas';
import { filterEnum, filterIds, filterText } from '../../jsonapi/query';

/** An id in a body: a number, or its digits as text (JSON:API ids are strings). */
const bodyId = z.union([recordIdSchema, z.string().regex(RECORD_ID_PATTERN).transform(Number).pipe(recordIdSchema)]);

/** A new question (POST): its definition. */
export const questionCreate = questionFieldsSchema.strict().superRefine(checkQuestionRules);

/**
 * An item of PATCH's `questions`, the complete new list: with `id` it updates that question, without one it is
 * added, `{id, _destroy: true}` removes it. Position is the order of the list.
 */
export const questionItem = z
  .object({
    id: bodyId.optional(),
    _destroy: z.boolean().optional(),
    ...questionFieldsSchema.partial().shape,
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item._destroy) {
      if (item.id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'api.validation.required' });
      return;
    }
    if (item.text === undefined) ctx.addIssue({ code: 'custom', path: ['text'], message: 'api.validation.required' });
    if (item.questionType === undefined) ctx.addIssue({ code: 'custom', path: ['questionType'], message: 'api.validation.required' });
    checkQuestionRules(item, ctx);
  });

export type QuestionCreate = z.output<typeof questionCreate>;
export type QuestionItem = z.output<typeof questionItem>;

const formFields = {
  title: formAttributesSchema.shape.title,
  description: formAttributesSchema.shape.description.optional(),
  organizationId: recordIdSchema.nullable().optional(),
  accessPermission: formAttributesSchema.shape.accessPermission.optional(),
  notifyOwner: formAttributesSchema.shape.notifyOwner.optional(),
  acceptingSubmissions: formAttributesSchema.shape.acceptingSubmissions.optional(),
};

export const formCreate = z.object({ ...formFields, questions: z.array(questionCreate).max(MAX_QUESTIONS).optional() }).strict();

/** Destroy items count towards the list's length, so it may hold up to twice the limit; what remains is checked. */
export const formUpdate = z
  .object({
    ...formFields,
    title: formFields.title.optional(),
    questions: z
      .array(questionItem)
      .max(MAX_QUESTIONS * 2)
      .optional(),
  })
  .strict();

export type FormCreate = z.output<typeof formCreate>;
export type FormUpdate = z.output<typeof formUpdate>;

export const FORM_TYPES = ['forms', 'form'] as const;
export const INVITATION_TYPES = ['form_invitations', 'form_invitation'] as const;
export const SUBMISSION_TYPES = ['form_submissions', 'form_submission'] as const;

export const invitationCreate = z
  .object({
    emails: z.array(z.string().trim().max(254).pipe(z.email())).min(1).max(MAX_INVITATIONS),
    name: z.string().trim().max(200).nullable().optional(),
  })
  .strict();

/**
 * A public submission: answers by question id, the respondent's address (optional; else the first e-mail question's
 * answer) and the honeypot `website`, which people leave empty.
 */
export const submissionCreate = z
  .object({
    answers: z.record(z.string().regex(RECORD_ID_PATTERN), z.unknown()).optional(),
    respondentEmail: z
      .union([z.literal(''), z.string().trim().max(254).pipe(z.email())])
      .nullable()
      .optional(),
    website: z.string().max(2000).nullable().optional(),
  })
  .strict();

export const listSpec = {
  includes: ['questions'],
  filters: {
    q: filterText,
    organization_id: filterIds,
    access_permission: filterEnum(FORM_ACCESS_PERMISSIONS),
    kind: filterEnum(FORM_KINDS),
  },
  sorts: ['title', 'created_at'],
  defaultSort: '-created_at',
  page: { defaultSize: FORMS_PAGE_SIZE.default, maxSize: FORMS_PAGE_SIZE.max },
} as const;

export const showSpec = { includes: ['questions'] } as const;

/** The public form always comes with its questions; asking for them is allowed (and changes nothing). */
export const publicShowSpec = { includes: ['questions'] } as const;

export const submissionListSpec = { page: { defaultSize: FORMS_PAGE_SIZE.default, maxSize: FORMS_PAGE_SIZE.max } } as const;

export const invitationListSpec = { page: { defaultSize: 100, maxSize: 1000 } } as const;
