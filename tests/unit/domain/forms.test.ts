/**
 * Forms' rules (docs/domain.md#forms): a question's definition, each type's answers, and who may manage forms.
 * The backend validates with these and the web's form builder and public forms use the same ones.
 */
import {
  answerSchemaFor,
  type AnswerableQuestion,
  formListScope,
  isRealDate,
  mayManageForm,
  mayManageForms,
  QUESTION_TYPES,
  questionDefinitionSchema,
  type QuestionType,
} from '@/domain/forms';
import type { RoleName } from '@/domain/roles';

const q = (questionType: QuestionType, extra: Partial<AnswerableQuestion> = {}): AnswerableQuestion => ({
  questionType,
  required: false,
  longAnswer: false,
  options: questionType === 'multiple_choice' || questionType === 'checkbox' ? ['a', 'b'] : [],
  ...extra,
});

describe('questionDefinitionSchema', () => {
  test.each(QUESTION_TYPES)('a plain %s question (options where they belong)', (type) => {
    const options = type === 'multiple_choice' || type === 'checkbox' ? ['Ja', 'Nee'] : [];
    expect(questionDefinitionSchema.parse({ text: ' Vraag ', questionType: type, options })).toEqual({
      text: 'Vraag',
      description: null,
      questionType: type,
      required: false,
      longAnswer: false,
      options,
    });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['options on a date', { questionType: 'date', options: ['a', 'b'] }, 'options'],
    ['one option', { questionType: 'checkbox', options: ['a'] }, 'options'],
    ['the same option twice', { questionType: 'multiple_choice', options: ['a', 'a'] }, 'options'],
    ['a required info section', { questionType: 'info_section', required: true }, 'required'],
    ['a long e-mail', { questionType: 'email', longAnswer: true }, 'longAnswer'],
  ])('refuses %s', (_name, fields, path) => {
    const result = questionDefinitionSchema.safeParse({ text: 'Vraag', ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

describe('answerSchemaFor', () => {
  test.each<[string, AnswerableQuestion, unknown, unknown]>([
    ['text, trimmed', q('text'), '  hoi ', 'hoi'],
    ['long text up to 5000', q('text', { longAnswer: true }), 'x'.repeat(5000), 'x'.repeat(5000)],
    ['blank optional answer', q('text'), '  ', null],
    ['multiple choice', q('multiple_choice'), 'b', 'b'],
    ['checkbox in option order', q('checkbox'), ['b', 'a', 'b'], ['a', 'b']],
    ['date', q('date'), '2024-02-29', '2024-02-29'],
    ['time padded', q('time'), '7:05', '07:05'],
    ['time with seconds', q('time'), '23:59:30', '23:59'],
    ['Dutch decimal', q('number'), '-12,5', -12.5],
    ['number', q('number'), 0, 0],
    ['email', q('email'), 'a@b.nl', 'a@b.nl'],
    ['url', q('url'), 'http://example.org', 'http://example.org'],
    ['phone', q('phone'), '+31 6 1234 5678', '+31 6 1234 5678'],
  ])('accepts %s', (_name, question, value, stored) => {
    expect(answerSchemaFor(question).parse(value)).toEqual(stored);
  });

  test.each<[string, AnswerableQuestion, unknown, string]>([
    ['a missing required answer', q('text', { required: true }), undefined, 'api.validation.required'],
    ['an empty required checkbox', q('checkbox', { required: true }), [], 'api.validation.required'],
    ['short text over 500', q('text'), 'x'.repeat(501), 'api.validation.answerTooLong'],
    ['an unknown option', q('multiple_choice'), 'c', 'api.validation.choice'],
    ['a checkbox with an unknown option', q('checkbox'), ['a', 'z'], 'api.validation.choice'],
    ['29 February 2023', q('date'), '2023-02-29', 'api.validation.date'],
    ['25:00', q('time'), '25:00', 'api.validation.time'],
    ['1e3', q('number'), '1e3', 'api.validation.number'],
    ['Infinity', q('number'), Infinity, 'api.validation.number'],
    ['a mailto url', q('url'), 'mailto:a@b.nl', 'api.validation.url'],
    ['a phone with letters', q('phone'), '06-1234abcd', 'api.validation.phone'],
    ['only dashes', q('phone'), '----------', 'api.validation.phone'],
    ['an answer to an info section', q('info_section'), 'x', 'api.validation.notAllowed'],
    ['an object', q('text'), { a: 1 }, 'api.validation.invalid'],
  ])('refuses %s', (_name, question, value, message) => {
    const result = answerSchemaFor(question).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test('isRealDate knows leap years', () => {
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('1900-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
  });
});

describe('who may manage forms', () => {
  const holder = (name: RoleName, organizationId: number | null = null) => ({ roles: [{ name, organizationId }] });
  test.each<[RoleName, boolean]>([
    ['admin', true],
    ['center_superuser', true],
    ['content_manager', true],
    ['page_manager', false],
    ['mentor', false],
    ['student', false],
    ['volunteer', false],
  ])('%s: every form of the center = %s', (role, allowed) => {
    const actor = holder(role, role === 'mentor' || role === 'student' ? 7 : null);
    expect(mayManageForms(actor)).toBe(allowed);
    expect(mayManageForm(actor, { organizationId: null })).toBe(allowed);
    expect(mayManageForm(actor, { organizationId: 7 })).toBe(allowed);
    expect(formListScope(actor)).toEqual(allowed ? null : []);
  });

  test("an organization superuser: their organizations' forms only", () => {
    const actor = holder('organization_superuser', 7);
    expect(mayManageForms(actor)).toBe(true);
    expect(mayManageForm(actor, { organizationId: 7 })).toBe(true);
    expect(mayManageForm(actor, { organizationId: 8 })).toBe(false);
    expect(mayManageForm(actor, { organizationId: null })).toBe(false);
    expect(formListScope(actor)).toEqual([7]);
    expect(mayManageForms(null)).toBe(false);
  });
});
