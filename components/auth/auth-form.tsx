'use client';

/**
 * The form element of the sign-in journey's forms (useAuthForm), with the error summary at its top. It provides what
 * the form kit's fields need (react-hook-form's context and the field context), so the forms are built from the
 * same TextField, CheckboxField and SubmitButton as every other form.
 */
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AppFormContext } from '@/components/forms/app-form-context';
import { ErrorSummary } from '@/components/forms/form-error-summary';
import type { AuthFormState } from './use-auth-form';

export function AuthForm<T extends FieldValues>({
  auth,
  before,
  children,
}: {
  auth: Pick<AuthFormState, 'fieldContext' | 'formProps' | 'summary'> & { form: UseFormReturn<T> };
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormProvider {...auth.form}>
      <AppFormContext value={auth.fieldContext}>
        <form {...auth.formProps} className="space-y-3">
          {before}
          <ErrorSummary {...auth.summary} />
          {children}
        </form>
      </AppFormContext>
    </FormProvider>
  );
}
