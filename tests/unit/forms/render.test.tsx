/**
 * Server-rendered markup of the form and feedback components (no DOM environment is installed): checks the
 * accessibility wiring. next-intl ships ESM only, so its hooks are replaced by the real messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { ImageField } from '@/components/forms/image-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { FeedbackRoot } from '@/components/feedback/feedback-root';
import { imageFile } from '@/lib/shared/forms/image-file';
import { createZodErrorMap } from '@/lib/shared/forms/zod-messages';
import { translator } from './translator';

jest.mock('next-intl', () => {
  const { translator: make } = jest.requireActual<typeof import('./translator')>('./translator');
  return { useTranslations: (namespace: string) => make('nl', namespace), useLocale: () => 'nl' };
});
jest.mock('next/navigation', () => ({ usePathname: () => '/vacatures', useSearchParams: () => new URLSearchParams('page=2') }));

const schema = z.object({
  firstName: z.string().min(1),
  nickname: z.string().optional(),
  email: z.email(),
  logo: imageFile({ maxBytes: 2 * 1024 * 1024 }).nullable(),
});

function ProfileForm() {
  const form = useAppForm({ schema, defaultValues: { firstName: '', nickname: '', email: '', logo: null } });
  return (
    <AppForm form={form} onSubmit={() => {}} id="profile">
      <FormErrorSummary />
      <TextField name="firstName" label="Voornaam" description="Zoals in je paspoort" />
      <TextField name="nickname" label="Roepnaam" />
      <TextField name="email" type="email" label="E-mail" />
      <ImageField name="logo" label="Logo" maxBytes={2 * 1024 * 1024} />
      <SubmitButton>Opslaan</SubmitButton>
    </AppForm>
  );
}

describe('form components', () => {
  const html = renderToStaticMarkup(<ProfileForm />);

  it('renders a form without native validation bubbles', () => {
    expect(html).toMatch(/<form id="profile" novalidate="">/i);
  });

  it('links labels, descriptions and required marks to the inputs', () => {
    expect(html).toMatch(/<label [^>]*for="profile-field-firstName"/);
    expect(html).toContain('id="profile-field-firstName"');
    expect(html).toMatch(/id="profile-field-firstName"[^>]*aria-describedby="profile-field-firstName-description"/);
    expect(html).toMatch(/id="profile-field-firstName"[^>]*aria-required="true"/);
    expect(html).toContain(
      '<span aria-hidden="true" class="ms-0.5 text-red-700 dark:text-red-400">*</span><span class="sr-only"> (verplicht)</span>',
    );
    expect(html).not.toMatch(/id="profile-field-nickname"[^>]*aria-required/);
    expect(html).toMatch(/<label [^>]*for="profile-field-nickname">Roepnaam<\/label>/);
    expect(html).not.toMatch(/id="profile-field-logo"[^>]*aria-required/); // nullable: optional
  });

  it('shows the image limit and a file input accepting images only', () => {
    expect(html).toContain('Maximaal 2 MB');
    expect(html).toMatch(/type="file" accept="image\/jpeg,image\/png,image\/gif,image\/webp"/);
  });

  it('shows no error summary before a submit, and a mounted status region for the submit button', () => {
    expect(html).not.toContain('Het formulier bevat fouten');
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('<span role="status" class="sr-only"></span>');
  });
});

describe('the resolver useAppForm builds', () => {
  it('returns translated errors per field', async () => {
    const t = translator('nl', 'forms');
    const resolver = zodResolver(schema, {
      error: createZodErrorMap((key, values) => t(key, values), { locale: 'nl', labelFor: (p) => (p === 'logo' ? 'Logo' : undefined) }),
    });
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'groot.png', { type: 'image/png' });
    const result = await resolver({ firstName: '', email: 'x', logo: big }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.firstName?.message).toBe('Dit veld is verplicht');
    expect(result.errors.email?.message).toBe('Moet een geldig e-mailadres zijn');
    expect(result.errors.logo?.message).toBe('Het bestand voor Logo moet kleiner zijn dan 2 MB');
    expect(result.errors.nickname).toBeUndefined();
  });
});

describe('FeedbackRoot', () => {
  const html = renderToStaticMarkup(<FeedbackRoot />);

  it('keeps both toast live regions mounted while empty', () => {
    expect(html).toContain('<div role="status" aria-live="polite" aria-atomic="false" aria-label="Meldingen"');
    expect(html).toContain('<div role="alert" aria-live="assertive" aria-atomic="false" aria-label="Meldingen"');
    expect(html).not.toContain('Alles wissen');
  });

  it('renders an idle, hidden 3 px loading bar', () => {
    expect(html).toMatch(/<div aria-hidden="true" class="pointer-events-none fixed inset-x-0 top-0[^"]*" style="height:3px">/);
    expect(html).not.toContain('role="progressbar"');
  });
});
