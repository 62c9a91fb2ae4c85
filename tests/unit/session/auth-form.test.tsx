/**
 * The sign-in journey's forms are built from the form kit (components/forms) inside <AuthForm>: the ids, labels and
 * aria wiring the end-to-end tests and screen readers rely on (`login-field-email`, required marks from the
 * schema, descriptions), the message line each field keeps while empty, and no summary before a submit.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckboxField } from '@/components/forms/fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { AuthForm } from '@/components/auth/auth-form';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { signUpSchema } from '@/lib/shared/session/schemas';

jest.mock('next-intl', () => {
  const { translator: make } = jest.requireActual<typeof import('../forms/translator')>('../forms/translator');
  return { useTranslations: (namespace: string) => make('nl', namespace), useLocale: () => 'nl' };
});

const schema = signUpSchema({ passwordsDiffer: 'Verschillend', acceptTerms: 'Akkoord nodig' });

function SignupHarness({ pending }: { pending?: boolean }) {
  const auth = useAuthForm({
    id: 'signup',
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', passwordConfirmation: '', acceptTerms: false },
    action: () => Promise.resolve({ ok: true as const, data: null }),
    onSuccess: () => {},
  });
  return (
    <AuthForm auth={auth}>
      <TextField name="email" label="E-mailadres" type="email" autoComplete="email" />
      <TextField name="phoneNumber" label="Telefoonnummer" type="tel" description="Alleen voor de organisatie" />
      <TextField name="passwordConfirmation" label="Herhaal wachtwoord" type="password" deps={['password']} />
      <CheckboxField name="acceptTerms" label="Ik ga akkoord" />
      <SubmitButton pending={pending ?? auth.pending} pendingLabel="Bezig met aanmaken…" size="lg" className="w-full">
        Account aanmaken
      </SubmitButton>
    </AuthForm>
  );
}

describe('a sign-in journey form on the form kit', () => {
  const html = renderToStaticMarkup(<SignupHarness />);

  it('is a form without native validation bubbles and without a summary before a submit', () => {
    expect(html).toMatch(/^<form id="signup" novalidate="" class="space-y-3">/i);
    expect(html).not.toContain('role="alert"');
  });

  it('keeps the field ids the end-to-end tests use, with labels and required marks from the schema', () => {
    expect(html).toMatch(
      /<label [^>]*for="signup-field-email"[^>]*>E-mailadres<span aria-hidden="true"[^>]*>\*<\/span><span class="sr-only"> \(verplicht\)<\/span>/,
    );
    expect(html).toMatch(/<input type="email"[^>]*id="signup-field-email"[^>]*aria-required="true"/);
    expect(html).toMatch(/<input type="checkbox" id="signup-field-acceptTerms"[^>]*aria-required="true"/);
    expect(html).not.toMatch(/id="signup-field-phoneNumber"[^>]*aria-required/);
    expect(html).toMatch(/id="signup-field-phoneNumber"[^>]*aria-describedby="signup-field-phoneNumber-description"/);
  });

  it("reserves each field's message line while it is empty", () => {
    expect(html.match(/<p class="text-sm font-medium text-red-700 dark:text-red-400 min-h-5"><\/p>/g)).toHaveLength(3);
    expect(html).toContain('<p class="text-sm font-medium text-red-700 dark:text-red-400 min-h-5 ps-6"></p>');
  });

  it('says what the pending submit does, on the button and to screen readers', () => {
    const pending = renderToStaticMarkup(<SignupHarness pending />);
    expect(pending).toMatch(/<button type="submit" aria-busy="true"[^>]*>.*Bezig met aanmaken…<\/button>/);
    expect(pending).toContain('<span role="status" class="sr-only">Bezig met aanmaken…</span>');
    expect(html).toMatch(/<button type="submit"[^>]*class="[^"]*w-full[^"]*"[^>]*>Account aanmaken<\/button>/);
  });
});
