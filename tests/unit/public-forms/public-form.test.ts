import { deserialize } from '@/lib/shared/api';
import {
  answersPayload,
  checkAnswer,
  checkAnswers,
  checkRespondentEmail,
  fieldOfPointer,
  hasEmailQuestion,
  mapSubmitErrors,
  readAnswers,
  toPublicForm,
  unavailableReason,
  type PublicFormView,
  type PublicQuestion,
} from '@/lib/shared/form-builder/public-form';

/** A public form document as GET /api/v1/public/forms/{key}?include=questions answers it (snake_case wire). */
const wire = {
  data: {
    type: 'forms',
    id: '7',
    attributes: {
      title: 'Aanmelden buurtfeest',
      description: '  Vul in wat je wilt.  ',
      access_permission: 'anonymous',
      public_key: 'AbCdEfGhIjKl',
      kind: 'custom',
      accepting_submissions: true,
    },
    relationships: {
      questions: {
        data: [
          { type: 'form_questions', id: '12' },
          { type: 'form_questions', id: '11' },
          { type: 'form_questions', id: '13' },
          { type: 'form_questions', id: '14' },
          { type: 'form_questions', id: '15' },
        ],
      },
    },
  },
  included: [
    {
      type: 'form_questions',
      id: '11',
      attributes: { position: 0, question_type: 'text', text: 'Naam', description: null, required: true, long_answer: false, options: [] },
    },
    {
      type: 'form_questions',
      id: '12',
      attributes: {
        position: 1,
        question_type: 'multiple_choice',
        text: 'Welke dag?',
        description: 'Kies er één',
        required: true,
        long_answer: true,
        options: ['Zaterdag', 'Zondag', 'Zondag', ''],
      },
    },
    {
      type: 'form_questions',
      id: '13',
      attributes: {
        position: 2,
        question_type: 'info_section',
        text: 'Over jou',
        description: 'Uitleg',
        required: true,
        long_answer: false,
        options: [],
      },
    },
    {
      type: 'form_questions',
      id: '14',
      attributes: {
        position: 3,
        question_type: 'checkbox',
        text: 'Wat neem je mee?',
        description: '',
        required: false,
        long_answer: false,
        options: ['Taart', 'Stoelen'],
      },
    },
    {
      type: 'form_questions',
      id: '15',
      attributes: { position: 4, question_type: 'mystery', text: 'Onbekend', required: false, options: [] },
    },
  ],
};

const parsed = () => {
  const doc = deserialize(wire);
  const form = toPublicForm(doc.data as never);
  if (!form) throw new Error('no form');
  return form;
};

const question = (over: Partial<PublicQuestion>): PublicQuestion => ({
  id: '1',
  type: 'text',
  text: 'Vraag',
  description: null,
  required: false,
  longAnswer: false,
  options: [],
  ...over,
});

describe('toPublicForm', () => {
  it('reads the form and its questions in position order, dropping unknown types', () => {
    const form = parsed();
    expect(form).toMatchObject({
      id: '7',
      key: 'AbCdEfGhIjKl',
      title: 'Aanmelden buurtfeest',
      description: 'Vul in wat je wilt.',
      accessPermission: 'anonymous',
      acceptingSubmissions: true,
    });
    expect(form.questions.map((q) => q.id)).toEqual(['11', '12', '13', '14']);
  });

  it('keeps options only for choice questions, unique and non-empty; long answers only for text; an info section is never required', () => {
    const [name, day, info, bring] = parsed().questions;
    expect(name).toEqual({ id: '11', type: 'text', text: 'Naam', description: null, required: true, longAnswer: false, options: [] });
    expect(day).toMatchObject({ type: 'multiple_choice', options: ['Zaterdag', 'Zondag'], longAnswer: false, description: 'Kies er één' });
    expect(info).toMatchObject({ type: 'info_section', required: false });
    expect(bring).toMatchObject({ type: 'checkbox', description: null, options: ['Taart', 'Stoelen'] });
  });

  it('keeps the key it was opened with (an invitation token) and reads a closed token form', () => {
    const form = toPublicForm(
      {
        id: '9',
        type: 'forms',
        title: 'Evaluatie',
        accessPermission: 'token_holder',
        publicKey: null,
        acceptingSubmissions: false,
        questions: [],
      },
      'token-abc-123',
    );
    expect(form).toMatchObject({ key: 'token-abc-123', accessPermission: 'token_holder', acceptingSubmissions: false, description: null });
  });

  it('accepts questions embedded as attributes and answers null for no resource', () => {
    const form = toPublicForm({
      id: '3',
      type: 'forms',
      title: 'X',
      questions: [{ id: 5, questionType: 'email', text: 'E-mail', required: true }],
    });
    expect(form?.questions).toEqual([
      { id: '5', type: 'email', text: 'E-mail', description: null, required: true, longAnswer: false, options: [] },
    ]);
    expect(form?.key).toBe('3');
    expect(toPublicForm(null)).toBeNull();
    expect(hasEmailQuestion(form!)).toBe(true);
    expect(hasEmailQuestion(parsed())).toBe(false);
  });
});

describe('reading and checking answers', () => {
  it('reads posted fields per question, checkbox options as a list of known options', () => {
    const form = parsed();
    const data = new FormData();
    data.set('answer-11', '  Sanne  ');
    data.set('answer-12', 'Zondag');
    data.append('answer-14', 'Taart');
    data.append('answer-14', 'Brood');
    data.set('answer-13', 'ignored');
    const values = readAnswers(form, data);
    expect(values).toEqual({ '11': 'Sanne', '12': 'Zondag', '14': ['Taart'] });
    expect(answersPayload(form, { ...values, '14': [] })).toEqual({ '11': 'Sanne', '12': 'Zondag' });
    expect(checkAnswers(form, values)).toEqual({});
    expect(checkAnswers(form, { '11': '', '12': 'Maandag' })).toEqual({ '11': 'api.validation.required', '12': 'api.validation.choice' });
  });

  it('uses the domain rule of each type', () => {
    expect(checkAnswer(question({ type: 'date' }), '2025-02-30')).toBe('api.validation.date');
    expect(checkAnswer(question({ type: 'date' }), '2024-02-29')).toBeNull();
    expect(checkAnswer(question({ type: 'time' }), '25:00')).toBe('api.validation.time');
    expect(checkAnswer(question({ type: 'number' }), '12,5')).toBeNull();
    // The domain's union reports "invalid" here (not "number"); either way the answer is refused.
    expect(checkAnswer(question({ type: 'number' }), 'twaalf')).not.toBeNull();
    expect(checkAnswer(question({ type: 'email' }), 'geen-adres')).toBe('api.validation.email');
    expect(checkAnswer(question({ type: 'url' }), 'ftp://example.org')).toBe('api.validation.url');
    expect(checkAnswer(question({ type: 'phone' }), '+31 (0)6-12345678')).toBeNull();
    expect(checkAnswer(question({ type: 'phone' }), 'bel me')).toBe('api.validation.phone');
    expect(checkAnswer(question({ type: 'checkbox', required: true, options: ['a', 'b'] }), [])).toBe('api.validation.required');
    expect(checkAnswer(question({ type: 'text' }), 'x'.repeat(501))).not.toBeNull();
    expect(checkAnswer(question({ type: 'text', longAnswer: true }), 'x'.repeat(501))).toBeNull();
    expect(checkAnswer(question({ type: 'info_section' }), 'x')).toBeNull();
    expect(checkAnswer(question({ type: 'text' }), '')).toBeNull();
  });

  it('checks the optional copy address', () => {
    expect(checkRespondentEmail('')).toBeNull();
    expect(checkRespondentEmail('sanne@example.org')).toBeNull();
    expect(checkRespondentEmail('sanne@')).toBe('api.validation.email');
  });
});

describe('the API errors placed on the form', () => {
  const form: PublicFormView = parsed();

  it('maps answer pointers to question ids', () => {
    expect(fieldOfPointer('/data/attributes/answers/12')).toEqual({ question: '12' });
    expect(fieldOfPointer('/data/attributes/answers/12/0')).toEqual({ question: '12' });
    expect(fieldOfPointer('/data/attributes/respondent_email')).toEqual({ respondentEmail: true });
    expect(fieldOfPointer('/data/attributes/website')).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });

  it('puts each message on its question, the first one each, the rest on the form', () => {
    expect(
      mapSubmitErrors(form, [
        { detail: 'Dit veld is verplicht', source: { pointer: '/data/attributes/answers/11' } },
        { detail: 'Tweede melding', source: { pointer: '/data/attributes/answers/11' } },
        { detail: 'Kies een van de opties', source: { pointer: '/data/attributes/answers/12' } },
        { detail: 'Onbekende vraag', source: { pointer: '/data/attributes/answers/99' } },
        { detail: 'Ongeldig e-mailadres', source: { pointer: '/data/attributes/respondent_email' } },
        { title: 'Te groot' },
        { title: 'Te groot' },
        {},
      ]),
    ).toEqual({
      questions: { '11': 'Dit veld is verplicht', '12': 'Kies een van de opties' },
      respondentEmail: 'Ongeldig e-mailadres',
      form: ['Onbekende vraag', 'Te groot'],
    });
  });

  it('names why a form cannot be answered', () => {
    expect(unavailableReason(403, 'invitationRequired')).toBe('invitationRequired');
    expect(unavailableReason(410, 'invitationUsed')).toBe('invitationUsed');
    expect(unavailableReason(410, 'invitationRevoked')).toBe('invitationRevoked');
    expect(unavailableReason(404, undefined)).toBe('notFound');
    expect(unavailableReason(403, 'forbidden')).toBeNull();
    expect(unavailableReason(422, undefined)).toBeNull();
  });
});
