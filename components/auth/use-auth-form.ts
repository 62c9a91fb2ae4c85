'use client';
/**
 * react-hook-form set up the way docs/domain.md#validation wants it for the sign-in journey: zod schema, translated default
 * messages (lib/shared/forms error map), validation on blur (then again on submit), and an error summary that is
 * focused after a failed submit or a server error.
 *
 * Every form of the journey (sign-in, sign-up, recover, reset) is this hook plus <AuthForm>: it names its schema,
 * its server action and what happens on success; the transition, the summary and the server's refusals are here.
 *
 * The summary's list is a snapshot taken at submit time (fields still update on blur): a summary that shrank
 * while the visitor moves from a field to the submit button would shift the button away from under the
 * pointer and swallow the click.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AppFormContextValue } from '@/components/forms/app-form-context';
import { type FieldErrorItem, flattenFieldErrors } from '@/lib/shared/forms/field-errors';
import { requiredLookup } from '@/lib/shared/forms/is-required';
import { createLabelRegistry } from '@/lib/shared/forms/label-registry';
import { createZodErrorMap, type ValidationMessageKey } from '@/lib/shared/forms/zod-messages';
import type { ActionResult, AuthError } from '@/lib/server/session/auth-errors';

export interface AuthFormOptions<T extends FieldValues, R> {
  /** The form's id: the summary's links point at its fields. */
  id: string;
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** The server action, called with the valid values; a refusal lands in the summary. */
  action: (values: T) => Promise<ActionResult<R>>;
  onSuccess: (data: R, values: T) => void;
  /** Runs as each valid submit starts (e.g. to clear a notice of the previous attempt). */
  onSubmitStart?: () => void;
}

export function useAuthForm<T extends FieldValues, R>({
  id,
  schema,
  defaultValues,
  action,
  onSuccess,
  onSubmitStart,
}: AuthFormOptions<T, R>) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const [labels] = useState(createLabelRegistry);
  const error = useMemo(
    () => createZodErrorMap((key: ValidationMessageKey, values) => t(key, values), { locale, labelFor: labels.get }),
    [t, locale, labels],
  );
  const form = useForm<T>({
    resolver: zodResolver(schema, { error }),
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const [serverError, setServerError] = useState<AuthError | null>(null);
  const [items, setItems] = useState<FieldErrorItem[]>([]);

  // Focus moves to the summary after React has rendered the messages into it.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);
  const focusSummary = useCallback(() => setFocusRequest((n) => n + 1), []);

  /** handleSubmit's second argument: snapshot the field errors into the summary and focus it. */
  const onInvalid = useCallback(
    (errors: FieldErrors<T>) => {
      setServerError(null);
      setItems(flattenFieldErrors(errors));
      focusSummary();
    },
    [focusSummary],
  );

  /** Call when a valid submit starts: the previous attempt's summary goes away. */
  const beginSubmit = useCallback(() => {
    setServerError(null);
    setItems([]);
  }, []);

  /** Shows a server action's error: field messages on their fields and in the summary, the rest as its text. */
  const showServerError = useCallback(
    (failure: AuthError) => {
      const known = new Set(Object.keys(defaultValues));
      const fieldItems: FieldErrorItem[] = [];
      for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
        if (!known.has(field)) continue;
        form.setError(field as Path<T>, { type: 'server', message });
        fieldItems.push({ name: field, message });
      }
      setItems(fieldItems);
      setServerError(failure);
      focusSummary();
    },
    [defaultValues, focusSummary, form],
  );

  const [pending, startTransition] = useTransition();
  const onSubmit: (event?: FormEvent) => Promise<void> = form.handleSubmit(
    (values) =>
      startTransition(async () => {
        beginSubmit();
        onSubmitStart?.();
        const result = await action(values);
        if (result.ok) onSuccess(result.data, values);
        else showServerError(result.error);
      }),
    onInvalid,
  );

  // What the kit's fields (components/forms) read: ids prefixed with the form's id, required marks from the schema,
  // labels for the summary, and message lines kept while empty.
  const isRequired = useMemo(() => requiredLookup(schema), [schema]);
  const fieldContext = useMemo<AppFormContextValue>(
    () => ({ formId: id, isRequired, labels, reserveMessageLines: true }),
    [id, isRequired, labels],
  );

  return {
    form,
    fieldContext,
    pending,
    /** For a second action of the same form (e.g. "resend the confirmation"), pending like the submit. */
    startTransition,
    serverError,
    showServerError,
    formProps: { id, noValidate: true, onSubmit },
    summary: { ref: summaryRef, title: serverError?.title, messages: serverError?.message ? [serverError.message] : [], items },
  };
}

export type AuthFormState = ReturnType<typeof useAuthForm>;
