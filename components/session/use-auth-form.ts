'use client';
/**
 * react-hook-form set up the way SPEC §5 wants it for the sign-in journey: zod schema, translated default
 * messages (lib/shared/forms error map), validation on blur (then again on submit), and an error summary that is
 * focused after a failed submit or a server error.
 *
 * The summary's list is a snapshot taken at submit time (fields still update on blur): a summary that shrank
 * while the visitor moves from a field to the submit button would shift the button away from under the
 * pointer and swallow the click.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldErrorItem, flattenFieldErrors } from '@/lib/shared/forms/field-errors';
import { createZodErrorMap, type ValidationMessageKey } from '@/lib/shared/forms/zod-messages';
import type { AuthError } from '@/lib/server/session/auth-errors';

export function useAuthForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const error = useMemo(() => createZodErrorMap((key: ValidationMessageKey, values) => t(key, values), { locale }), [t, locale]);
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

  return { form, summaryRef, serverError, showServerError, onInvalid, beginSubmit, items };
}
