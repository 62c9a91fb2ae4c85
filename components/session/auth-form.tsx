'use client';

/** The form element of the sign-in journey's forms, with the error summary at its top (useAuthForm). */
import type { ReactNode } from 'react';
import { FormErrorSummary } from './form-fields';
import type { AuthFormState } from './use-auth-form';

export function AuthForm({
  auth,
  before,
  children,
}: {
  auth: Pick<AuthFormState, 'formProps' | 'summary'>;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form {...auth.formProps} className="space-y-3">
      {before}
      <FormErrorSummary {...auth.summary} />
      {children}
    </form>
  );
}
