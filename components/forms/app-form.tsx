'use client';

/**
 * The <form> for a useAppForm form: provides react-hook-form's context and the app's field context, validates
 * with the schema before calling `onSubmit`, and puts a failed save's server errors (JSON:API error objects,
 * lib/shared/forms/server-errors.ts) on the fields, or as a form-level error. Other errors thrown by `onSubmit` show
 * "Something went wrong while saving" and are rethrown for error reporting. A save that went through becomes the
 * form's baseline, so the unsaved-changes prompt arms again on the next change (app-form-submit.ts).
 */
import { useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { FormProvider, type SubmitHandler } from 'react-hook-form';
import type * as z from 'zod';
import { AppFormContext, type AppFormContextValue } from './app-form-context';
import { createAppFormSubmit } from './app-form-submit';
import type { AppFormApi, FormSchema } from './use-app-form';

export interface AppFormProps<S extends FormSchema> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  form: AppFormApi<S>;
  /** Receives the parsed values; a thrown error is shown on the form (server errors on their fields). */
  onSubmit: (values: z.output<S>) => unknown;
  children: ReactNode;
}

const noSubscription = () => () => {};

export function AppForm<S extends FormSchema>({ form, onSubmit, children, id, ...props }: AppFormProps<S>) {
  const t = useTranslations('forms');
  // False in the server HTML, true once hydrated: until then a submit would not run the handler, so the form says
  // so (`data-hydrated`), which the end-to-end tests wait for before typing.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { isRequired, labels, handleSubmit } = form;
  const context = useMemo<AppFormContextValue>(() => ({ formId: id, isRequired, labels }), [id, isRequired, labels]);

  const submit: SubmitHandler<z.output<S>> = createAppFormSubmit({
    form,
    onSubmit,
    fields: () => [...labels.getSnapshot().keys()],
    fallbackMessage: t('submitFailed'),
  });

  return (
    <FormProvider {...form}>
      <AppFormContext value={context}>
        <form id={id} noValidate onSubmit={handleSubmit(submit)} data-hydrated={hydrated || undefined} {...props}>
          {children}
        </form>
      </AppFormContext>
    </FormProvider>
  );
}
