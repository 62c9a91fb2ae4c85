import { deserialize } from '@/lib/shared/api';
import { toPreviewForm } from '@/lib/shared/form-builder/preview';
import {
  answerText,
  barPercent,
  invitationState,
  toFormSummary,
  toFormView,
  toInvitationView,
  toSubmissionView,
} from '@/lib/shared/form-builder/view';

const formDocument = {
  data: {
    type: 'forms',
    id: '4',
    attributes: {
      title: 'Aanmelden',
      description: null,
      access_permission: 'anonymous',
      public_key: 'abcdefghijkl',
      notify_owner: true,
      accepting_submissions: false,
      kind: 'custom',
      organization_id: null,
      created_at: '2026-11-01T10:00:00Z',
    },
    relationships: {
      questions: {
        data: [
          { type: 'form_questions', id: '8' },
          { type: 'form_questions', id: '7' },
        ],
      },
    },
    meta: { submission_count: 3 },
  },
  included: [
    {
      type: 'form_questions',
      id: '8',
      attributes: {
        position: 1,
        question_type: 'multiple_choice',
        text: 'Kleur?',
        required: true,
        long_answer: false,
        options: ['Rood', 'Blauw'],
        description: 'Kies er één',
      },
    },
    {
      type: 'form_questions',
      id: '7',
      attributes: { position: 0, question_type: 'info_section', text: 'Welkom', required: false, long_answer: false, options: [] },
    },
  ],
};

describe('toFormView', () => {
  it('reads the form, its submission count and its questions by position', () => {
    const doc = deserialize(formDocument);
    const form = toFormView(doc.data as never, doc.included);
    expect(form).toMatchObject({
      id: '4',
      title: 'Aanmelden',
      description: '',
      acceptingSubmissions: false,
      submissionCount: 3,
      organizationId: null,
    });
    expect(form.questions.map((q) => [q.id, q.questionType])).toEqual([
      ['7', 'info_section'],
      ['8', 'multiple_choice'],
    ]);
    expect(form.questions[1]!.options).toEqual(['Rood', 'Blauw']);
  });

  it('maps to the respondent view for the preview', () => {
    const doc = deserialize(formDocument);
    const preview = toPreviewForm(toFormView(doc.data as never, doc.included));
    expect(preview).toMatchObject({ id: '4', key: 'abcdefghijkl', description: null, acceptingSubmissions: false });
    expect(preview.questions[1]).toEqual({
      id: '8',
      type: 'multiple_choice',
      text: 'Kleur?',
      description: 'Kies er één',
      required: true,
      longAnswer: false,
      options: ['Rood', 'Blauw'],
    });
  });
});

describe('toSubmissionView', () => {
  it('takes the answers from the relationship, by position, with the question as it was', () => {
    const doc = deserialize({
      data: [
        {
          type: 'form_submissions',
          id: '30',
          attributes: { created_at: '2026-11-02T09:00:00Z', respondent_email: 'a@example.org' },
          relationships: {
            answers: {
              data: [
                { type: 'form_answers', id: '2' },
                { type: 'form_answers', id: '1' },
              ],
            },
          },
        },
      ],
      included: [
        {
          type: 'form_answers',
          id: '1',
          attributes: { question_id: 8, question_text: 'Kleur?', question_type: 'checkbox', position: 0, value: ['Rood', 'Blauw'] },
        },
        {
          type: 'form_answers',
          id: '2',
          attributes: { question_id: null, question_text: 'Oud', question_type: 'text', position: 1, value: 'x' },
        },
      ],
    });
    const [submission] = (doc.data as never[]).map((r) => toSubmissionView(r, doc.included));
    expect(submission).toEqual({
      id: '30',
      createdAt: '2026-11-02T09:00:00Z',
      respondentEmail: 'a@example.org',
      answers: [
        { id: '1', questionId: '8', questionText: 'Kleur?', questionType: 'checkbox', position: 0, value: ['Rood', 'Blauw'] },
        { id: '2', questionId: null, questionText: 'Oud', questionType: 'text', position: 1, value: 'x' },
      ],
    });
  });
});

describe('invitations', () => {
  it('derive their state from used_at and revoked_at', () => {
    expect(invitationState({ usedAt: null, revokedAt: null })).toBe('open');
    expect(invitationState({ usedAt: '2026-11-01', revokedAt: null })).toBe('used');
    expect(invitationState({ usedAt: null, revokedAt: '2026-11-01' })).toBe('revoked');
    expect(toInvitationView({ id: '1', type: 'form_invitations', email: 'a@example.org', usedAt: '2026-11-01' }).state).toBe('used');
  });
});

describe('toFormSummary', () => {
  it('reads the plain JSON summary', () => {
    const summary = toFormSummary({
      data: [
        {
          question_id: 8,
          question_text: 'Kleur?',
          question_type: 'multiple_choice',
          answered: 4,
          options: [
            { option: 'Rood', count: 3 },
            { option: 'Blauw', count: 1 },
          ],
        },
        { question_id: 9, question_text: 'Leeftijd', question_type: 'number', answered: 2, options: [], average: 30.5, min: 21, max: 40 },
      ],
      meta: { submission_count: 5 },
    });
    expect(summary.submissionCount).toBe(5);
    expect(summary.questions[0]!.options).toEqual([
      { option: 'Rood', count: 3 },
      { option: 'Blauw', count: 1 },
    ]);
    expect(summary.questions[1]).toMatchObject({ questionId: '9', average: 30.5, min: 21, max: 40 });
    expect(toFormSummary(null)).toEqual({ submissionCount: 0, questions: [] });
  });
});

describe('answerText and barPercent', () => {
  it('shows answers as one line and bars relative to the answers', () => {
    expect(answerText(['Rood', 'Blauw'])).toBe('Rood, Blauw');
    expect(answerText(null)).toBe('');
    expect(answerText(12.5)).toBe('12.5');
    expect(barPercent(1, 3)).toBe(33.3);
    expect(barPercent(0, 0)).toBe(0);
  });
});
