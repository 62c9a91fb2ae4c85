/**
 * /test/formbuilder's sample: one question of every type the form builder offers (domain/forms.ts), as the public
 * renderer receives it. The texts are the caller's (translated); the ids and rules are fixed, so the browser and
 * the checking server action build the same form.
 */
import { QUESTION_TYPES, type QuestionType } from '@/domain/forms';
import type { PublicFormView, PublicQuestion } from '@/lib/shared/form-builder/public-form';

interface SampleQuestion {
  id: string;
  type: QuestionType;
  required: boolean;
  longAnswer?: boolean;
  options?: readonly string[];
}

const QUESTIONS: readonly SampleQuestion[] = [
  { id: 'intro', type: 'info_section', required: false },
  { id: 'name', type: 'text', required: true },
  { id: 'motivation', type: 'text', required: false, longAnswer: true },
  { id: 'email', type: 'email', required: true },
  { id: 'phone', type: 'phone', required: false },
  { id: 'homepage', type: 'url', required: false },
  { id: 'day', type: 'date', required: true },
  { id: 'time', type: 'time', required: false },
  { id: 'hours', type: 'number', required: false },
  { id: 'role', type: 'multiple_choice', required: true, options: ['optionA', 'optionB', 'optionC'] },
  { id: 'interests', type: 'checkbox', required: false, options: ['optionA', 'optionB', 'optionC'] },
];

/** Every question type appears once: the sample is the form builder's whole palette. */
export const SAMPLE_COVERS_EVERY_TYPE = QUESTION_TYPES.every((type) => QUESTIONS.some((q) => q.type === type));

/** `text(key)` translates messages "developer.formbuilder.sample.<key>". */
export function sampleForm(text: (key: string) => string): PublicFormView {
  return {
    id: 'developer-sample',
    key: 'developer-sample',
    title: text('title'),
    description: text('description'),
    accessPermission: 'anonymous',
    acceptingSubmissions: true,
    questions: QUESTIONS.map((q): PublicQuestion => ({
      id: q.id,
      type: q.type,
      text: text(`questions.${q.id}.text`),
      description: q.type === 'info_section' || q.id === 'motivation' ? text(`questions.${q.id}.description`) : null,
      required: q.required,
      longAnswer: q.longAnswer ?? false,
      options: (q.options ?? []).map((option) => text(`questions.${q.id}.${option}`)),
    })),
  };
}
