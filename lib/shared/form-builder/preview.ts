/**
 * The builder's preview (/form_builder/{id}/preview) renders the respondent's own component (PublicForm) from the
 * staff view of the form: the same shape the public API gives, with the form's public key as its address.
 */
import type { PublicFormView } from './public-form';
import type { FormView } from './view';

export function toPreviewForm(form: FormView): PublicFormView {
  return {
    id: form.id,
    key: form.publicKey,
    title: form.title,
    description: form.description.trim() || null,
    accessPermission: form.accessPermission,
    acceptingSubmissions: form.acceptingSubmissions,
    questions: form.questions.map((q) => ({
      id: q.id,
      type: q.questionType,
      text: q.text,
      description: q.description.trim() || null,
      required: q.questionType !== 'info_section' && q.required,
      longAnswer: q.questionType === 'text' && q.longAnswer,
      options: q.questionType === 'multiple_choice' || q.questionType === 'checkbox' ? q.options : [],
    })),
  };
}
