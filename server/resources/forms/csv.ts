/**
 * The submissions of a form as CSV for Dutch Excel: UTF-8 with a byte order mark, `;` between cells, CRLF between
 * rows, RFC 4180 quoting, and cells that a spreadsheet would take for a formula (starting with = + - @, or a tab or
 * carriage return) prefixed with a quote.
 */
import type { Locale } from '@/domain/values';
import type { Translate } from '../../i18n';
import type { AnswerRow, QuestionRow, SubmissionRow } from './serializers';

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** A cell as text: guarded against formulas, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** "2026-11-26 14:05", Amsterdam time: unambiguous, and Excel reads it as a date and time. */
function dateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An answer's value as a cell's text: lists joined with ", ", numbers with the language's decimal mark. */
export function answerText(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => answerText(v, locale)).join(', ');
  if (typeof value === 'number') return locale === 'nl' ? String(value).replace('.', ',') : String(value);
  if (typeof value === 'boolean') return value ? '✓' : '';
  return String(value);
}

/**
 * Columns: submitted at, e-mail, one per current question (in order; info sections ask nothing), then one per text
 * of a removed question that has answers (in the order they were first answered).
 */
export function submissionsCsv(
  questions: QuestionRow[],
  submissions: SubmissionRow[],
  answers: AnswerRow[],
  t: Translate,
  locale: Locale,
): string {
  const current = questions.filter((q) => q.questionType !== 'info_section');
  const removed: string[] = [];
  for (const a of [...answers].sort((x, y) => x.submissionId - y.submissionId || x.position - y.position))
    if (a.questionId === null && !removed.includes(a.questionText)) removed.push(a.questionText);
  const header = [t('api.formsCsv.submittedAt'), t('api.formsCsv.email'), ...current.map((q) => q.text), ...removed];
  const bySubmission = new Map<number, AnswerRow[]>();
  for (const a of answers) bySubmission.set(a.submissionId, [...(bySubmission.get(a.submissionId) ?? []), a]);
  const rows = submissions.map((s) => {
    const own = bySubmission.get(s.id) ?? [];
    const cells = [dateTime(s.createdAt), s.respondentEmail ?? ''];
    for (const q of current) cells.push(answerText(own.find((a) => a.questionId === q.id)?.value, locale));
    for (const text of removed) cells.push(answerText(own.find((a) => a.questionId === null && a.questionText === text)?.value, locale));
    return cells;
  });
  return BOM + [header, ...rows].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** The download's file name from the form's title: letters, digits and dashes. */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'formulier'}.csv`;
}
