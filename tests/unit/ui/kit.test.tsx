/**
 * Server-rendered markup of the UI kit (components/ui) and of the feature wrappers built on it: one Badge shape
 * for every status, the two forms of EmptyState, the Alert box, the native Select and the one SelectField, the
 * DescriptionList, the error summary and the one ForbiddenScreen.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import { ApplicationStateBadge } from '@/components/applications/state-badge';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { AppForm } from '@/components/forms/app-form';
import { CheckboxField, SelectField } from '@/components/forms/fields';
import { ErrorSummary } from '@/components/forms/form-error-summary';
import { useAppForm } from '@/components/forms/use-app-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { DescriptionList } from '@/components/ui/description-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { UserStatusBadge } from '@/components/users/status-badge';
import { VacancyStatusBadge } from '@/components/vacancies/admin/status-badge';

jest.mock('next-intl', () => {
  const { translator: make } = jest.requireActual<typeof import('../forms/translator')>('../forms/translator');
  return { useTranslations: (namespace: string) => make('nl', namespace), useLocale: () => 'en' };
});

describe('Badge', () => {
  const { translator } = jest.requireActual<typeof import('../forms/translator')>('../forms/translator');

  it('draws every feature status with the same shape, its tone chosen by the feature', () => {
    expect(renderToStaticMarkup(<UserStatusBadge status="invited" />)).toBe(
      renderToStaticMarkup(<Badge tone="info">{translator('nl', 'users.statuses')('invited')}</Badge>),
    );
    expect(renderToStaticMarkup(<VacancyStatusBadge status="published" />)).toBe(
      renderToStaticMarkup(<Badge tone="success">{translator('nl', 'vacancies.status')('published')}</Badge>),
    );
    expect(renderToStaticMarkup(<ApplicationStateBadge state="rejected" />)).toBe(
      renderToStaticMarkup(<Badge tone="danger">{translator('nl', 'applications.states')('rejected')}</Badge>),
    );
  });

  it('keeps the text, not the colour alone, as the meaning', () => {
    expect(renderToStaticMarkup(<Badge tone="muted">Concept</Badge>)).toMatch(
      /^<span class="inline-flex items-center rounded-full [^"]*bg-slate-200[^"]*">Concept<\/span>$/,
    );
  });
});

describe('EmptyState', () => {
  it('is one dashed line with only a title', () => {
    const html = renderToStaticMarkup(<EmptyState title="Nog geen pagina's." />);
    expect(html).toMatch(/^<p class="[^"]*border-dashed[^"]*">Nog geen pagina&#x27;s\.<\/p>$/);
  });

  it('is a named region when it has a heading with an id', () => {
    const html = renderToStaticMarkup(<EmptyState id="forms-empty" heading="h2" title="Nog geen formulieren" description="Binnenkort." />);
    expect(html).toMatch(/^<section aria-labelledby="forms-empty"/);
    expect(html).toContain('<h2 id="forms-empty" class="font-heading text-xl font-semibold">Nog geen formulieren</h2>');
    expect(html).toContain('Binnenkort.</p>');
  });

  it('keeps the title out of the page outline without a heading', () => {
    const html = renderToStaticMarkup(
      <EmptyState title="Geen resultaten" description="Pas de filters aan.">
        <a href="?">Wis filters</a>
      </EmptyState>,
    );
    expect(html).toMatch(/^<div /);
    expect(html).not.toMatch(/<h\d/);
    expect(html).toContain('<a href="?">Wis filters</a>');
  });
});

describe('Alert', () => {
  it('takes the live-region role its caller gives, and none by default', () => {
    expect(renderToStaticMarkup(<Alert tone="error">Geweigerd</Alert>)).toMatch(/^<div class="[^"]*bg-red-50[^"]*">Geweigerd<\/div>$/);
    expect(
      renderToStaticMarkup(
        <Alert tone="warning" role="status">
          Concept
        </Alert>,
      ),
    ).toMatch(/^<div role="status" class="[^"]*bg-amber-50/);
    expect(
      renderToStaticMarkup(
        <Alert tone="info" role="alert" tabIndex={-1}>
          Let op
        </Alert>,
      ),
    ).toMatch(/^<div role="alert" tabindex="-1" class="[^"]*bg-primary-50/);
  });

  it('puts a bold title first and the text beside a decorative icon', () => {
    const html = renderToStaticMarkup(
      <Alert tone="success" title="Gelukt" icon={<svg aria-hidden="true" />}>
        <p>Je e-mailadres is gewijzigd.</p>
      </Alert>,
    );
    expect(html).toMatch(/class="[^"]*bg-green-50[^"]*flex items-start gap-2"/);
    expect(html).toContain(
      '<svg aria-hidden="true"></svg><div class="min-w-0"><p class="font-semibold">Gelukt</p><p>Je e-mailadres is gewijzigd.</p></div>',
    );
  });
});

describe('Select', () => {
  it("is a native select with the controls' look, its options as children", () => {
    const html = renderToStaticMarkup(
      <Select id="bank-sort" name="sort" defaultValue="" className="mt-1" aria-invalid>
        <option value="">Standaard</option>
      </Select>,
    );
    expect(html).toMatch(/^<select class="block w-full rounded-md [^"]* mt-1" id="bank-sort" name="sort" aria-invalid="true">/);
    expect(html).toContain('<option value="" selected="">Standaard</option></select>');
  });
});

describe('DescriptionList', () => {
  it('keeps each term next to its value and leaves out missing pairs', () => {
    const html = renderToStaticMarkup(
      <DescriptionList
        className="mt-4 text-sm"
        items={[{ term: 'Status', details: 'Actief' }, null, { term: 'E-mail', details: 'a@b.test', detailsClassName: 'break-all' }]}
      />,
    );
    expect(html).toMatch(/^<dl class="grid gap-x-6 gap-y-2 sm:grid-cols-\[max-content_1fr\] mt-4 text-sm">/);
    expect(html).toContain('<div class="contents"><dt class="font-medium">Status</dt><dd>Actief</dd></div>');
    expect(html).toContain('<dt class="font-medium">E-mail</dt><dd class="break-all">a@b.test</dd>');
    expect(html.match(/<dt/g)).toHaveLength(2);
  });
});

const schema = z.object({ role: z.enum(['admin', 'staff']), font: z.string().optional(), sticky: z.boolean() });

function RoleForm() {
  const form = useAppForm({ schema, defaultValues: { role: 'staff', font: '', sticky: false } });
  return (
    <AppForm form={form} onSubmit={() => {}} id="role">
      <SelectField
        name="role"
        label="Rol"
        placeholder="Kies een rol"
        options={[
          { value: 'admin', label: 'Beheerder' },
          { value: 'staff', label: 'Medewerker' },
        ]}
        disabled
      />
      <SelectField name="font" label="Lettertype" options={[{ value: 'inter', label: 'Inter' }]} />
      <CheckboxField name="sticky" label="Vaste kop" description="Blijft staan bij scrollen." required={false} />
    </AppForm>
  );
}

describe('SelectField', () => {
  const html = renderToStaticMarkup(<RoleForm />);

  it('labels the select, marks it required from the schema and offers the placeholder as the empty option', () => {
    expect(html).toMatch(/<label [^>]*for="role-field-role"/);
    expect(html).toMatch(/<select [^>]*id="role-field-role"[^>]*aria-required="true"/);
    expect(html).toMatch(/<select [^>]*disabled=""/);
    expect(html).toContain('<option value="">Kies een rol</option><option value="admin">Beheerder</option>');
  });

  it('offers no empty option without a placeholder and no required mark for an optional field', () => {
    expect(html).toContain('<option value="inter">Inter</option></select>');
    expect(html).not.toMatch(/id="role-field-font"[^>]*aria-required/);
  });
});

describe('CheckboxField', () => {
  const html = renderToStaticMarkup(<RoleForm />);

  it('links its description for screen readers and shows no required mark when told not to', () => {
    expect(html).toMatch(/<input type="checkbox" id="role-field-sticky"[^>]*aria-describedby="role-field-sticky-description"/);
    expect(html).toContain(
      '<p id="role-field-sticky-description" class="ps-6 text-sm text-gray-600 dark:text-gray-400">Blijft staan bij scrollen.</p>',
    );
    expect(html).not.toMatch(/id="role-field-sticky"[^>]*aria-required/);
    expect(html).toMatch(/<label for="role-field-sticky" class="[^"]*">Vaste kop<\/label>/);
  });
});

describe('ErrorSummary', () => {
  function Summary(props: Parameters<typeof ErrorSummary>[0]) {
    const form = useAppForm({ schema, defaultValues: { role: 'staff', font: '', sticky: false } });
    return (
      <AppForm form={form} onSubmit={() => {}} id="login">
        <ErrorSummary {...props} />
      </AppForm>
    );
  }

  it('is nothing while it has nothing to say', () => {
    expect(renderToStaticMarkup(<Summary messages={[]} items={[]} />)).toMatch(/^<form id="login" novalidate=""><\/form>$/i);
  });

  it('is a focusable alert titled by the refusal, with links to the fields of the form', () => {
    const html = renderToStaticMarkup(
      <Summary title="Verkeerde website" messages={['Neem contact op.']} items={[{ name: 'role', message: 'Kies een rol' }]} />,
    );
    expect(html).toMatch(/<div role="alert" tabindex="-1" class="[^"]*bg-red-50[^"]*"><p class="font-semibold">Verkeerde website<\/p>/);
    expect(html).toContain('<p class="mt-1 whitespace-pre-line">Neem contact op.</p>');
    expect(html).toContain('<a href="#login-field-role" class="underline underline-offset-2 hover:no-underline">Kies een rol</a>');
  });

  it('is titled "the form contains errors" by default', () => {
    expect(renderToStaticMarkup(<Summary messages={['Mislukt']} items={[]} />)).toContain(
      '<p class="font-semibold">Het formulier bevat fouten</p>',
    );
  });
});

describe('ForbiddenScreen', () => {
  it('is the translated 403 screen with the way home in the current locale', () => {
    const html = renderToStaticMarkup(<ForbiddenScreen />);
    const t = jest.requireActual<typeof import('../forms/translator')>('../forms/translator').translator('nl', 'errors');
    expect(html).toMatch(/^<div /);
    expect(html).toContain('data-code="403"');
    expect(html).toContain(
      `<h1 class="font-heading text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl dark:text-primary-100">${t('forbidden.title')}</h1>`,
    );
    expect(html).toContain('href="/en"');
  });
});
