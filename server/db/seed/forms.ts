/**
 * Demo forms (docs/domain.md#forms), so the form builder's screens look real on first start: every center's contact
 * form and its public sign-up form for the volunteer market (shown by the BuilderForm block of its home page); the
 * demo center also an invitation-only evaluation with three invitations (used, revoked, open) and five submissions.
 * Deterministic: public keys and invitation tokens are derived from fixed strings (demo data only).
 */
import { createHash } from 'node:crypto';
import { CONTACT_FORM, PUBLIC_KEY_LENGTH, type QuestionType } from '../../../domain/forms';
import type { Executor } from '../client';
import { formAnswers, formInvitations, formQuestions, forms, formSubmissions } from '../schema';

const derived = (seed: string) => createHash('sha256').update(`demo-form:${seed}`).digest('base64url');
const seedKey = (seed: string) => derived(seed).slice(0, PUBLIC_KEY_LENGTH);
/** The raw token of a demo invitation (the open one can be tried at /forms/<token>). */
export const demoInvitationToken = (seed: string) => derived(`token:${seed}`);
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface SeedQuestion {
  text: string;
  questionType: QuestionType;
  required?: boolean;
  longAnswer?: boolean;
  options?: string[];
  description?: string;
}

export const MARKET_FORM = {
  title: 'Aanmelden voor de vrijwilligersmarkt',
  description: 'Sta je met je organisatie op de vrijwilligersmarkt? Meld je hier aan; je krijgt een bevestiging per e-mail.',
  questions: [
    { text: 'Naam', questionType: 'text', required: true },
    { text: 'E-mailadres', questionType: 'email', required: true },
    { text: 'Organisatie', questionType: 'text' },
    {
      text: 'Welke tijdvakken?',
      questionType: 'checkbox',
      required: true,
      options: ['10.00 – 12.00 uur', '12.00 – 14.00 uur', '14.00 – 16.00 uur'],
    },
    { text: 'Met hoeveel personen kom je?', questionType: 'number', required: true },
    { text: 'Opmerkingen', questionType: 'text', longAnswer: true },
  ] satisfies SeedQuestion[],
};

const EVALUATION_FORM = {
  title: 'Evaluatie vrijwilligerstraining',
  description: 'Je hebt onlangs de training vrijwilligersbeleid gevolgd. Wil je ons vertellen wat je ervan vond? Het duurt twee minuten.',
  questions: [
    { text: 'Over de training', questionType: 'info_section', description: 'Vier avonden over werven, begeleiden en waarderen.' },
    {
      text: 'Hoe beoordeel je de training als geheel?',
      questionType: 'multiple_choice',
      required: true,
      options: ['Uitstekend', 'Goed', 'Voldoende', 'Onvoldoende'],
    },
    { text: 'Welk cijfer geef je de trainer?', questionType: 'number', required: true, description: 'Van 1 tot 10' },
    {
      text: 'Welke onderdelen vond je het nuttigst?',
      questionType: 'checkbox',
      options: ['Werven', 'Begeleiden', 'Waarderen', 'Wetgeving'],
    },
    { text: 'Op welke avond was je er?', questionType: 'date' },
    { text: 'Wat kan er beter?', questionType: 'text', longAnswer: true },
  ] satisfies SeedQuestion[],
};

/** Answers by question index (info section 0 answers nothing). */
const EVALUATIONS: { email: string | null; at: string; answers: Record<number, unknown> }[] = [
  {
    email: 'els@voorbeeld.test',
    at: '2026-03-10T19:12:00Z',
    answers: { 1: 'Uitstekend', 2: 9, 3: ['Werven', 'Waarderen'], 4: '2026-03-03', 5: 'Meer voorbeelden uit kleine organisaties.' },
  },
  { email: null, at: '2026-03-10T20:40:00Z', answers: { 1: 'Goed', 2: 8, 3: ['Begeleiden'], 4: '2026-03-03' } },
  {
    email: 'joost@voorbeeld.test',
    at: '2026-03-11T08:05:00Z',
    answers: { 1: 'Goed', 2: 7.5, 3: ['Werven', 'Begeleiden', 'Wetgeving'], 5: 'De avond over wetgeving mocht langer.' },
  },
  { email: null, at: '2026-03-12T12:30:00Z', answers: { 1: 'Voldoende', 2: 6, 3: ['Wetgeving'], 4: '2026-03-10', 5: 'Zaal was te warm.' } },
  { email: 'fatima@voorbeeld.test', at: '2026-03-14T17:45:00Z', answers: { 1: 'Uitstekend', 2: 10, 3: ['Waarderen'], 4: '2026-03-10' } },
];

async function insertForm(
  db: Executor,
  values: {
    centerId: number;
    key: string;
    kind: 'custom' | 'contact';
    ownerId: number | null;
    accessPermission?: 'anonymous' | 'token_holder';
  },
  def: { title: string; description: string | null; questions: readonly SeedQuestion[] },
  createdAt: Date,
) {
  const [form] = await db
    .insert(forms)
    .values({
      volunteerCenterId: values.centerId,
      title: def.title,
      description: def.description,
      accessPermission: values.accessPermission ?? 'anonymous',
      publicKey: seedKey(values.key),
      ownerId: values.ownerId,
      kind: values.kind,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const questions = await db
    .insert(formQuestions)
    .values(
      def.questions.map((q, i) => ({
        formId: form!.id,
        position: i,
        questionType: q.questionType,
        text: q.text,
        description: q.description ?? null,
        required: q.required ?? false,
        longAnswer: q.longAnswer ?? false,
        options: q.options ?? [],
      })),
    )
    .returning();
  return { form: form!, questions: questions.sort((a, b) => a.position - b.position) };
}

/**
 * Seeds the forms of each center; returns each center's public market form id (for the BuilderForm block).
 * `owners`: the user who gets a center's submissions (the demo center's center superuser).
 */
export async function seedForms(
  db: Executor,
  centers: { id: number; slug: string }[],
  owners: Map<number, number>,
): Promise<Map<number, number>> {
  const marketForms = new Map<number, number>();
  for (const [i, center] of centers.entries()) {
    const day = (n: number) => new Date(Date.UTC(2026, 1, 1 + n, 9 + i));
    const ownerId = owners.get(center.id) ?? null;
    await insertForm(
      db,
      { centerId: center.id, key: `${center.slug}:contact`, kind: 'contact', ownerId: null },
      { ...CONTACT_FORM, questions: CONTACT_FORM.questions },
      day(0),
    );
    const market = await insertForm(
      db,
      { centerId: center.id, key: `${center.slug}:market`, kind: 'custom', ownerId },
      MARKET_FORM,
      day(1),
    );
    marketForms.set(center.id, market.form.id);
    if (center.slug !== 'demo') continue;

    // Two sign-ups for the market.
    const [name, email, organisation, slots, people, remarks] = market.questions;
    for (const entry of [
      {
        at: '2026-02-20T10:00:00Z',
        values: [
          'Mirjam de Boer',
          'mirjam@voedselbank-demo.test',
          'Voedselbank Demo',
          ['10.00 – 12.00 uur', '12.00 – 14.00 uur'],
          2,
          'Wij nemen een kraam mee.',
        ],
      },
      { at: '2026-02-22T15:30:00Z', values: ['Ahmed Yilmaz', 'ahmed@buurthuis.test', 'Buurthuis De Brug', ['14.00 – 16.00 uur'], 1, null] },
    ]) {
      const [submission] = await db
        .insert(formSubmissions)
        .values({
          formId: market.form.id,
          volunteerCenterId: center.id,
          respondentEmail: entry.values[1] as string,
          createdAt: new Date(entry.at),
        })
        .returning();
      const questions = [name, email, organisation, slots, people, remarks];
      await db.insert(formAnswers).values(
        questions.flatMap((q, k) =>
          q && entry.values[k] !== null
            ? [
                {
                  submissionId: submission!.id,
                  questionId: q.id,
                  position: q.position,
                  questionType: q.questionType,
                  questionText: q.text,
                  value: entry.values[k],
                },
              ]
            : [],
        ),
      );
    }

    // The invitation-only evaluation: three invitations (used, revoked, open) and five submissions.
    const evaluation = await insertForm(
      db,
      { centerId: center.id, key: `${center.slug}:evaluation`, kind: 'custom', ownerId, accessPermission: 'token_holder' },
      EVALUATION_FORM,
      day(2),
    );
    const invitations = await db
      .insert(formInvitations)
      .values(
        [
          { email: 'els@voorbeeld.test', name: 'Els', usedAt: new Date(EVALUATIONS[0]!.at), revokedAt: null },
          { email: 'kees@voorbeeld.test', name: 'Kees', usedAt: null, revokedAt: new Date('2026-03-12T09:00:00Z') },
          { email: 'noor@voorbeeld.test', name: 'Noor', usedAt: null, revokedAt: null },
        ].map((inv, k) => ({
          formId: evaluation.form.id,
          email: inv.email,
          name: inv.name,
          tokenHash: tokenHash(demoInvitationToken(`${center.slug}:evaluation:${k}`)),
          createdById: ownerId,
          createdAt: new Date('2026-03-09T10:00:00Z'),
          sentAt: new Date('2026-03-09T10:00:05Z'),
          usedAt: inv.usedAt,
          revokedAt: inv.revokedAt,
        })),
      )
      .returning();
    for (const [k, entry] of EVALUATIONS.entries()) {
      const [submission] = await db
        .insert(formSubmissions)
        .values({
          formId: evaluation.form.id,
          volunteerCenterId: center.id,
          invitationId: k === 0 ? invitations[0]!.id : null,
          respondentEmail: entry.email,
          createdAt: new Date(entry.at),
        })
        .returning();
      await db.insert(formAnswers).values(
        Object.entries(entry.answers).map(([index, value]) => {
          const q = evaluation.questions[Number(index)]!;
          return {
            submissionId: submission!.id,
            questionId: q.id,
            position: q.position,
            questionType: q.questionType,
            questionText: q.text,
            value,
          };
        }),
      );
    }
  }
  return marketForms;
}
