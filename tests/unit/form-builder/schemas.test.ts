import {
  emptyQuestion,
  formPayload,
  formValuesOf,
  formValuesSchema,
  questionListPayload,
  toQuestionWrite,
  type FormValues,
  type QuestionValues,
} from '@/lib/shared/form-builder/schemas';
import { parseEmailList } from '@/lib/shared/form-builder/api';
import type { FormView } from '@/lib/shared/form-builder/view';

const question = (over: Partial<QuestionValues> = {}): QuestionValues => ({ ...emptyQuestion('text'), text: 'Naam', ...over });

const values = (questions: QuestionValues[], over: Partial<FormValues> = {}): FormValues => ({
  title: ' Aanmelden ',
  description: '',
  accessPermission: 'anonymous',
  organizationId: '',
  notifyOwner: true,
  acceptingSubmissions: true,
  questions,
  ...over,
});

describe('questionListPayload', () => {
  it('keeps ids, adds new questions without one, in the editor order, and destroys the removed ones last', () => {
    const list = questionListPayload(
      ['1', '2', '3'],
      [
        question({ questionId: '3', text: 'Derde' }),
        question({ questionId: null, text: 'Nieuw' }),
        question({ questionId: '1', text: 'Eerste' }),
      ],
    );
    expect(list).toEqual([
      { id: '3', questionType: 'text', text: 'Derde', description: null, required: false, longAnswer: false, options: [] },
      { questionType: 'text', text: 'Nieuw', description: null, required: false, longAnswer: false, options: [] },
      { id: '1', questionType: 'text', text: 'Eerste', description: null, required: false, longAnswer: false, options: [] },
      { id: '2', _destroy: true },
    ]);
  });

  it('destroys every saved question when the list is emptied', () => {
    expect(questionListPayload(['5', '6'], [])).toEqual([
      { id: '5', _destroy: true },
      { id: '6', _destroy: true },
    ]);
  });

  it('keeps the index of each kept question equal to its place in the editor (422 pointers land on the right card)', () => {
    const editor = [question({ questionId: '9' }), question({ questionId: null, text: '' })];
    const list = questionListPayload(['8', '9'], editor);
    expect(list.slice(0, editor.length).map((q) => ('id' in q ? q.id : null))).toEqual(['9', null]);
  });
});

describe('toQuestionWrite', () => {
  it('sends options only for multiple choice and checkbox, trimmed', () => {
    expect(toQuestionWrite(question({ questionType: 'multiple_choice', options: [{ value: ' Ja ' }, { value: 'Nee' }] })).options).toEqual([
      'Ja',
      'Nee',
    ]);
    expect(toQuestionWrite(question({ questionType: 'date', options: [{ value: 'x' }] })).options).toEqual([]);
  });

  it('never sends an info section as required, and a long answer only for text', () => {
    expect(toQuestionWrite(question({ questionType: 'info_section', required: true })).required).toBe(false);
    expect(toQuestionWrite(question({ questionType: 'email', longAnswer: true })).longAnswer).toBe(false);
    expect(toQuestionWrite(question({ questionType: 'text', longAnswer: true })).longAnswer).toBe(true);
  });
});

describe('formPayload', () => {
  it('creates without ids and with the organization as a number (null for the center)', () => {
    const payload = formPayload(values([question({ questionId: '4' })], { organizationId: '12' }), null);
    expect(payload.title).toBe('Aanmelden');
    expect(payload.organizationId).toBe(12);
    expect(payload.description).toBeNull();
    expect(payload.questions).toEqual([
      { questionType: 'text', text: 'Naam', description: null, required: false, longAnswer: false, options: [] },
    ]);
    expect(formPayload(values([]), null).organizationId).toBeNull();
  });

  it('updates with the complete list', () => {
    const payload = formPayload(values([question({ questionId: '4' })]), ['4', '5']);
    expect(payload.questions).toEqual([expect.objectContaining({ id: '4' }), { id: '5', _destroy: true }]);
  });
});

describe('formValuesSchema', () => {
  const schema = formValuesSchema();
  it('accepts a form with one question of each type', () => {
    const types = ['text', 'multiple_choice', 'date', 'number', 'checkbox', 'email', 'url', 'phone', 'info_section', 'time'] as const;
    const questions = types.map((t) => ({
      ...emptyQuestion(t),
      text: `Vraag ${t}`,
      options: emptyQuestion(t).options.map((_, i) => ({ value: `Optie ${i}` })),
    }));
    expect(schema.safeParse(values(questions)).success).toBe(true);
  });

  it('wants at least two different, non-empty options for multiple choice', () => {
    const one = schema.safeParse(values([question({ questionType: 'checkbox', options: [{ value: 'Ja' }] })]));
    expect(one.success).toBe(false);
    expect(one.error?.issues.map((i) => i.path.join('.'))).toContain('questions.0.options');
    const duplicate = schema.safeParse(
      values([question({ questionType: 'multiple_choice', options: [{ value: 'Ja' }, { value: 'Ja ' }] })]),
    );
    expect(duplicate.error?.issues.map((i) => i.path.join('.'))).toContain('questions.0.options.1.value');
    const empty = schema.safeParse(values([question({ questionType: 'multiple_choice', options: [{ value: 'Ja' }, { value: ' ' }] })]));
    expect(empty.error?.issues.map((i) => i.path.join('.'))).toContain('questions.0.options.1.value');
  });

  it('wants a title and question texts', () => {
    const result = schema.safeParse(values([question({ text: ' ' })], { title: '' }));
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['questions.0.text', 'title']);
  });
});

describe('formValuesOf', () => {
  it('turns a saved form into editor values and back without loss', () => {
    const form: FormView = {
      id: '3',
      title: 'Enquête',
      description: 'Uitleg',
      accessPermission: 'token_holder',
      publicKey: 'abcdefghijkl',
      notifyOwner: false,
      acceptingSubmissions: true,
      kind: 'custom',
      organizationId: '7',
      submissionCount: 2,
      createdAt: null,
      updatedAt: null,
      questions: [
        {
          id: '11',
          position: 0,
          questionType: 'checkbox',
          text: 'Wat?',
          description: '',
          required: true,
          longAnswer: false,
          options: ['a', 'b'],
        },
      ],
    };
    const v = formValuesOf(form);
    expect(v.organizationId).toBe('7');
    expect(v.questions[0]).toEqual({
      questionId: '11',
      questionType: 'checkbox',
      text: 'Wat?',
      description: '',
      required: true,
      longAnswer: false,
      options: [{ value: 'a' }, { value: 'b' }],
    });
    expect(questionListPayload(['11'], v.questions)).toEqual([
      { id: '11', questionType: 'checkbox', text: 'Wat?', description: null, required: true, longAnswer: false, options: ['a', 'b'] },
    ]);
  });
});

describe('parseEmailList', () => {
  it('splits on commas, semicolons and new lines and drops duplicates', () => {
    expect(parseEmailList('a@example.org, b@example.org;\nA@example.org  c@example.org\n')).toEqual([
      'a@example.org',
      'b@example.org',
      'c@example.org',
    ]);
  });
});
