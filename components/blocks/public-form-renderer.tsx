'use client';
/**
 * The renderer of a form-builder form as its respondent answers it (contract issue 10, docs/frontend.md#public-forms). It lives
 * in the content kit because the BuilderForm block renders it and a kit may not import a feature; the public-forms
 * feature re-exports it as `PublicForm` (components/public-forms/public-form.tsx) for its pages and the builder's preview. On
 * /forms/{key}, /contactformulier, inside a content page (BuilderForm block) and — not submittable, with a note — on
 * the builder's preview page. A form action (server action), so a plain POST works without JavaScript: the server
 * re-renders with the errors in place and the values kept. With JavaScript each answer is checked on blur by the
 * same rules as the server (lib/shared/form-builder/public-form.ts), a refused submit shows the error summary, and
 * the thank-you replaces the form without a page load.
 */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type FocusEvent, type FormEvent, type Ref, useActionState, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { controlClass } from '@/components/ui/styles';
import { submitPublicForm } from '@/lib/server/forms/actions';
import {
  type AnswerValues,
  HONEYPOT_FIELD,
  INITIAL_SUBMIT_STATE,
  LONG_TEXT_MAX,
  type PublicFormView,
  type PublicQuestion,
  RESPONDENT_EMAIL_FIELD,
  type SubmitState,
  TEXT_MAX,
  answerFieldName,
  answerableQuestions,
  checkAnswer,
  checkRespondentEmail,
  hasEmailQuestion,
  readAnswers,
} from '@/lib/shared/form-builder/public-form';

export type PublicFormAction = (state: SubmitState, data: FormData) => Promise<SubmitState>;

export interface PublicFormProps {
  form: PublicFormView;
  /** `preview`: the same markup, not submittable, with a note that it is a preview (the builder's preview page). */
  mode: 'live' | 'preview';
  /** The server action; defaults to submitPublicForm. */
  action?: PublicFormAction;
  /** Show the form's title as a heading (pages that have their own h1 pass false). */
  showTitle?: boolean;
  /** The heading level of the title (h1 on /forms/{key}, h2 inside a content page). */
  headingLevel?: 'h1' | 'h2';
  /**
   * The API's texts of the answer rules by key (lib/server/forms/public-api answerRuleMessages; `api` is a server-only
   * namespace). Without them (the builder's preview) the form kit's general messages stand in.
   */
  ruleMessages?: Record<string, string>;
  className?: string;
}

const EMAIL_ID = 'respondent-email';
const fieldId = (form: PublicFormView, id: string) => `pf-${form.id}-${id}`;

export function PublicForm({
  form,
  mode,
  action = submitPublicForm,
  showTitle = true,
  headingLevel = 'h2',
  ruleMessages,
  className,
}: PublicFormProps) {
  const t = useTranslations('publicForms');
  const [state, formAction, pending] = useActionState(action, INITIAL_SUBMIT_STATE);
  // A new answer from the server mounts a fresh form body: its values and errors come from that answer.
  const [seen, setSeen] = useState(state);
  const [version, setVersion] = useState(0);
  if (seen !== state) {
    setSeen(state);
    setVersion((v) => v + 1);
  }
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (version > 0 && (state.status === 'sent' || state.status === 'unavailable')) statusRef.current?.focus();
  }, [state, version]);

  const Heading = headingLevel;
  const title = showTitle ? (
    <Heading className="font-heading text-2xl font-bold tracking-tight text-text sm:text-3xl">{form.title}</Heading>
  ) : null;

  if (mode === 'live' && state.status === 'sent') {
    return (
      <div className={className} data-public-form={form.id}>
        {title}
        <Alert ref={statusRef} tabIndex={-1} role="status" tone="success" title={t('thanks.title')} className="mt-4">
          {t('thanks.body')}
        </Alert>
      </div>
    );
  }
  if (mode === 'live' && (state.status === 'unavailable' || !form.acceptingSubmissions)) {
    const reason = state.status === 'unavailable' ? state.reason : 'closed';
    return (
      <div className={className} data-public-form={form.id}>
        {title}
        <FormUnavailable ref={statusRef} reason={reason} className="mt-4" />
      </div>
    );
  }

  return (
    <div className={className} data-public-form={form.id}>
      {title}
      {form.description ? <p className="mt-2 whitespace-pre-line text-muted-800 dark:text-muted-200">{form.description}</p> : null}
      {mode === 'preview' ? (
        <Alert tone="info" className="mt-4">
          {t('previewNote')}
        </Alert>
      ) : null}
      <FormBody
        key={version}
        form={form}
        mode={mode}
        state={state}
        fresh={version > 0}
        ruleMessages={ruleMessages}
        // Info sections sit one level below the title (or below the page's own h1).
        sectionHeading={showTitle && headingLevel === 'h2' ? 'h3' : 'h2'}
        action={formAction}
        pending={pending}
      />
    </div>
  );
}

/** Why the form cannot be answered: invitation required / used / revoked, closed, or not found. */
export function FormUnavailable({
  ref,
  reason,
  titled = true,
  className,
}: {
  ref?: Ref<HTMLDivElement>;
  reason: 'invitationRequired' | 'invitationUsed' | 'invitationRevoked' | 'notFound' | 'closed';
  /** false: the page's heading already says it; the box only explains. */
  titled?: boolean;
  className?: string;
}) {
  const t = useTranslations('publicForms');
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      tone={reason === 'closed' ? 'info' : 'warning'}
      title={titled ? t(`unavailable.${reason}.title`) : undefined}
      className={className}
      data-unavailable={reason}
    >
      {t(`unavailable.${reason}.body`)}
    </Alert>
  );
}

interface FormBodyProps {
  form: PublicFormView;
  mode: 'live' | 'preview';
  state: SubmitState;
  /** Mounted for a server answer given with JavaScript (move focus to the summary). */
  fresh: boolean;
  action: (data: FormData) => void;
  pending: boolean;
  ruleMessages: Record<string, string> | undefined;
  sectionHeading: 'h2' | 'h3';
}

/** The form kit's general messages for the rules' keys, when the API's own texts were not passed. */
const FALLBACK_MESSAGES: Record<string, string> = {
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  number: 'validation.number',
  choice: 'validation.invalidOption',
  answerTooLong: 'validation.maxLength',
};

function FormBody({ form, mode, state, fresh, action, pending, ruleMessages, sectionHeading }: FormBodyProps) {
  const t = useTranslations('publicForms');
  const tForms = useTranslations('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failed = state.status === 'error' ? state : null;
  const values: AnswerValues = failed?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(() => ({
    ...(failed?.fields ?? {}),
    ...(failed?.respondentEmailError ? { [EMAIL_ID]: failed.respondentEmailError } : {}),
  }));
  const [summary, setSummary] = useState<{ items: { id: string; label: string; message: string }[]; messages: string[] } | null>(() =>
    failed ? { items: summaryItems(form, errors, t('copy.label')), messages: failed.messages } : null,
  );
  // Each refused submit asks once for focus on the summary (a server answer with JavaScript counts as one).
  const [focusRequest, setFocusRequest] = useState(fresh && failed !== null ? 1 : 0);
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const askCopy = !hasEmailQuestion(form);
  // The rules' messages are keys of the API's texts (api.validation.*), passed in by the page.
  const message = (key: string, question?: PublicQuestion) => {
    const name = key.replace(/^api\.validation\./, '');
    const max = question?.longAnswer ? LONG_TEXT_MAX : TEXT_MAX;
    const text = ruleMessages?.[name];
    if (text) return text.replace(/\{maximum\}/g, String(max));
    return tForms(FALLBACK_MESSAGES[name] ?? 'validation.invalid', { max });
  };

  const check = (question: PublicQuestion): string | null => {
    if (!formRef.current) return null;
    const problem = checkAnswer(question, readAnswers(form, new FormData(formRef.current))[question.id]);
    return problem ? message(problem, question) : null;
  };
  const setError = (id: string, error: string | null) =>
    setErrors((current) => {
      if ((current[id] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[id] = error;
      else delete next[id];
      return next;
    });

  const onBlurQuestion = (question: PublicQuestion) => (event: FocusEvent<HTMLElement>) => {
    // A group (radio, checkbox) is checked when focus leaves the whole group, not between its options.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setError(question.id, check(question));
  };
  const onBlurEmail = () => {
    const input = formRef.current?.elements.namedItem(RESPONDENT_EMAIL_FIELD);
    const problem = input instanceof HTMLInputElement ? checkRespondentEmail(input.value) : null;
    setError(EMAIL_ID, problem ? message(problem) : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'preview') {
      event.preventDefault();
      return;
    }
    const next: Record<string, string> = {};
    for (const q of answerableQuestions(form)) {
      const error = check(q);
      if (error) next[q.id] = error;
    }
    if (askCopy) {
      const input = event.currentTarget.elements.namedItem(RESPONDENT_EMAIL_FIELD);
      const problem = input instanceof HTMLInputElement ? checkRespondentEmail(input.value) : null;
      if (problem) next[EMAIL_ID] = message(problem);
    }
    if (Object.keys(next).length === 0) return;
    event.preventDefault();
    setErrors(next);
    setSummary({ items: summaryItems(form, next, t('copy.label')), messages: [] });
    setFocusRequest((n) => n + 1);
  };

  const requiredText = tForms('requiredMark');
  return (
    <form
      ref={formRef}
      action={mode === 'live' ? action : undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label={form.title}
      className="mt-6 space-y-6"
    >
      <input type="hidden" name="formKey" value={form.key} />
      {summary && (summary.items.length > 0 || summary.messages.length > 0) ? (
        <Alert ref={summaryRef} tone="error" role="alert" tabIndex={-1} title={tForms('formErrors')}>
          {summary.messages.map((m) => (
            <p key={m} className="mt-1 whitespace-pre-line">
              {m}
            </p>
          ))}
          {summary.items.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {summary.items.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${fieldId(form, item.id)}`}
                    onClick={(event) => {
                      const target = document.getElementById(fieldId(form, item.id));
                      if (!target) return;
                      event.preventDefault();
                      target.scrollIntoView({ block: 'center' });
                      target.focus();
                    }}
                    className="underline underline-offset-2 hover:no-underline"
                  >
                    {`${item.label}: ${item.message}`}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {form.questions.some((q) => q.required) ? <p className="text-sm text-muted-700 dark:text-muted-300">{t('requiredNote')}</p> : null}
      {form.questions.map((question) => (
        <QuestionField
          key={question.id}
          form={form}
          question={question}
          value={values[question.id]}
          error={errors[question.id] ?? null}
          requiredText={requiredText}
          onBlur={onBlurQuestion(question)}
          sectionHeading={sectionHeading}
        />
      ))}
      {askCopy ? (
        <div>
          <Label htmlFor={fieldId(form, EMAIL_ID)}>{t('copy.label')}</Label>
          <p id={`${fieldId(form, EMAIL_ID)}-help`} className="mt-1 text-sm text-muted-700 dark:text-muted-300">
            {t('copy.help')}
          </p>
          <Input
            id={fieldId(form, EMAIL_ID)}
            name={RESPONDENT_EMAIL_FIELD}
            type="email"
            autoComplete="email"
            defaultValue={failed?.respondentEmail ?? ''}
            onBlur={onBlurEmail}
            aria-invalid={errors[EMAIL_ID] ? true : undefined}
            aria-describedby={describedBy(fieldId(form, EMAIL_ID), true, Boolean(errors[EMAIL_ID]))}
            className="mt-1"
          />
          <FieldError id={fieldId(form, EMAIL_ID)} error={errors[EMAIL_ID] ?? null} />
        </div>
      ) : null}
      {/* The honeypot: people never see or reach it; a bot that fills it gets the thank-you and nothing is kept. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={fieldId(form, HONEYPOT_FIELD)}>{t('honeypot')}</label>
        <input id={fieldId(form, HONEYPOT_FIELD)} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <Button type="submit" pending={pending} aria-disabled={mode === 'preview' ? true : undefined}>
          {pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

function summaryItems(form: PublicFormView, errors: Record<string, string>, copyLabel: string) {
  const items: { id: string; label: string; message: string }[] = [];
  for (const q of answerableQuestions(form)) {
    const error = errors[q.id];
    if (error) items.push({ id: q.id, label: q.text, message: error });
  }
  const emailError = errors[EMAIL_ID];
  if (emailError) items.push({ id: EMAIL_ID, label: copyLabel, message: emailError });
  return items;
}

const describedBy = (id: string, help: boolean, error: boolean) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * The message line under a field; always rendered and always one line high, so a message appearing or vanishing on
 * blur does not move what follows (a click on the next field or the submit button would otherwise miss it).
 */
function FieldError({ id, error }: { id: string; error: string | null }) {
  return (
    <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}

const INPUT_TYPES: Partial<Record<PublicQuestion['type'], { type: string; autoComplete?: string; inputMode?: 'decimal' }>> = {
  date: { type: 'date' },
  time: { type: 'time' },
  number: { type: 'text', inputMode: 'decimal' },
  email: { type: 'email', autoComplete: 'email' },
  url: { type: 'url', autoComplete: 'url' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

function QuestionField({
  form,
  question,
  value,
  error,
  requiredText,
  onBlur,
  sectionHeading: SectionHeading,
}: {
  sectionHeading: 'h2' | 'h3';
  form: PublicFormView;
  question: PublicQuestion;
  value: string | string[] | undefined;
  error: string | null;
  requiredText: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}) {
  const id = fieldId(form, question.id);
  const name = answerFieldName(question.id);
  const help = question.description ? (
    <p id={`${id}-help`} className="mt-1 whitespace-pre-line text-sm text-muted-700 dark:text-muted-300">
      {question.description}
    </p>
  ) : null;
  const describe = describedBy(id, Boolean(question.description), Boolean(error));
  const invalid = error ? true : undefined;

  if (question.type === 'info_section') {
    return (
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-lg border border-muted-200 bg-muted-50 p-4 dark:border-muted-800 dark:bg-muted-900"
      >
        <SectionHeading id={`${id}-title`} className="font-heading text-lg font-semibold">
          {question.text}
        </SectionHeading>
        {question.description ? <p className="mt-1 whitespace-pre-line">{question.description}</p> : null}
      </section>
    );
  }

  if (question.type === 'multiple_choice' || question.type === 'checkbox') {
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    const radio = question.type === 'multiple_choice';
    return (
      <fieldset
        onBlur={onBlur}
        aria-describedby={describe}
        {...(radio ? { role: 'radiogroup', 'aria-required': question.required || undefined, 'aria-invalid': invalid } : {})}
      >
        <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {question.text}
          {question.required ? (
            <>
              <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
                *
              </span>
              <span className="sr-only"> {requiredText}</span>
            </>
          ) : null}
        </legend>
        {help}
        <div className="mt-2 space-y-2">
          {question.options.map((option, i) => (
            <label key={option} className="flex min-h-6 items-start gap-2 text-sm">
              <input
                id={i === 0 ? id : `${id}-${i}`}
                type={radio ? 'radio' : 'checkbox'}
                name={name}
                value={option}
                defaultChecked={chosen.includes(option)}
                aria-invalid={!radio ? invalid : undefined}
                className="mt-0.5 size-4 accent-primary-700"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    name,
    defaultValue: text,
    required: question.required,
    'aria-invalid': invalid,
    'aria-describedby': describe,
    onBlur,
  };
  const input =
    question.type === 'text' && question.longAnswer ? (
      <textarea {...common} rows={6} maxLength={LONG_TEXT_MAX} className={clsx(controlClass, 'mt-1')} />
    ) : question.type === 'text' ? (
      <Input {...common} type="text" maxLength={TEXT_MAX} className="mt-1" />
    ) : (
      <Input
        {...common}
        {...INPUT_TYPES[question.type]}
        className={clsx('mt-1', question.type === 'date' || question.type === 'time' ? 'sm:max-w-xs' : null)}
      />
    );
  return (
    <div>
      <Label htmlFor={id} required={question.required} requiredText={requiredText}>
        {question.text}
      </Label>
      {help}
      {input}
      <FieldError id={id} error={error} />
    </div>
  );
}
