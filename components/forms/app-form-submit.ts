/**
 * What <AppForm> does with a submit once the schema accepted the values, apart from React so it can be tested
 * on a bare react-hook-form control:
 * - a refused save (an ApiRequestError) puts the server's errors on the fields or the form, and the form stays
 *   dirty, so the unsaved-changes prompt stays armed: nothing was saved;
 * - a save that went through makes the submitted values the form's new baseline when the caller did not reset
 *   the form itself. Without that the form would stay dirty against the values it was opened with, and only
 *   react-hook-form's isSubmitSuccessful kept the prompt quiet, until the next change, which then did not
 *   arm it again (isSubmitSuccessful stays true until the next submit).
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { applyServerErrors } from '@/lib/shared/forms/server-errors';

type SubmitForm<T extends FieldValues, Out> = Pick<UseFormReturn<T, unknown, Out>, 'setError' | 'getValues' | 'reset' | 'control'>;

export interface AppFormSubmitOptions<T extends FieldValues, Out extends FieldValues> {
  form: SubmitForm<T, Out>;
  onSubmit: (values: Out) => unknown;
  /** Field paths the form shows; errors for other paths go to the form-level message. */
  fields: () => readonly string[];
  /** Shown when a refusal carries no message of its own. */
  fallbackMessage: string;
}

function snapshot<T>(values: T): T {
  try {
    return structuredClone(values);
  } catch {
    // Values structuredClone cannot copy (functions, class instances): then the baseline is not moved.
    return undefined as T;
  }
}

export function createAppFormSubmit<T extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  fields,
  fallbackMessage,
}: AppFormSubmitOptions<T, Out>) {
  return async (values: Out): Promise<void> => {
    // The values as the user entered them (not the parsed output), taken before the request: typing during a
    // slow save stays a change.
    const submitted = snapshot(form.getValues());
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form.setError, error, { fallbackMessage, fields: fields() });
      // A failed request is expected and now shown; anything else is a bug: rethrow it so it is reported
      // (react-hook-form passes it on as an unhandled rejection after updating the form state).
      if (!(error instanceof ApiRequestError)) throw error;
      return;
    }
    // A caller that reset the form to what the server returned has set the baseline already (not dirty now).
    if (submitted !== undefined && form.control._formState.isDirty) {
      form.reset(submitted, { keepValues: true, keepIsSubmitted: true, keepSubmitCount: true, keepTouched: true });
    }
  };
}
