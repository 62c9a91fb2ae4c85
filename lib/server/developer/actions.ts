'use server';
/**
 * The developer pages' server actions (docs/frontend.md "Developer pages"). Each checks the gate first: with the
 * pages switched off, their actions refuse too (a server action is reachable by its id without the page).
 */
import { getTranslations } from 'next-intl/server';
import { webEnv } from '@/lib/server/env';
import { answerRuleMessages } from '@/lib/server/forms/public-api';
import { getRequestContext } from '@/lib/server/session/request-context';
import { sampleForm } from '@/lib/shared/developer/sample-form';
import { type SubmitState, TEXT_MAX, LONG_TEXT_MAX, checkAnswers, readAnswers } from '@/lib/shared/form-builder/public-form';

export type SentryTestResult = { status: 'sent'; eventId: string } | { status: 'notConfigured' } | { status: 'failed' };

/** /test/sentry: one message event from the server, flushed before answering, when SENTRY_DSN is set. */
export async function sendServerTestEvent(): Promise<SentryTestResult> {
  if (!webEnv.developerPages) return { status: 'failed' };
  if (!webEnv.SENTRY_DSN) return { status: 'notConfigured' };
  const Sentry = await import('@sentry/nextjs');
  if (!Sentry.getClient()) return { status: 'notConfigured' };
  const eventId = Sentry.captureMessage('Developer pages: server test event', { level: 'info', tags: { source: 'developer-pages' } });
  const flushed = await Sentry.flush(2000);
  return flushed ? { status: 'sent', eventId } : { status: 'failed' };
}

/**
 * /test/formbuilder: the sample form's answers checked by the API's own rules (the same checkAnswers the public
 * forms use), then dropped. Nothing is stored: the sample is no form of the center.
 */
export async function checkSampleForm(_previous: SubmitState, data: FormData): Promise<SubmitState> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'developer.formbuilder' });
  if (!webEnv.developerPages) return { status: 'unavailable', reason: 'notFound' };
  const form = sampleForm((key) => t(`sample.${key}`));
  const values = readAnswers(form, data);
  const problems = checkAnswers(form, values);
  if (Object.keys(problems).length === 0) return { status: 'sent' };
  const rules = await answerRuleMessages(locale);
  const fields = Object.fromEntries(
    Object.entries(problems).map(([id, key]) => {
      const question = form.questions.find((q) => q.id === id);
      const max = question?.longAnswer ? LONG_TEXT_MAX : TEXT_MAX;
      const text = rules[key.replace(/^api\.validation\./, '')] ?? rules.invalid ?? key;
      return [id, text.replace(/\{maximum\}/g, String(max))];
    }),
  );
  return { status: 'error', values, respondentEmail: '', fields, respondentEmailError: null, messages: [] };
}
