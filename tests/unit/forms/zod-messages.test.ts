import * as z from 'zod';
import { createZodErrorMap, type ValidationMessageKey } from '@/lib/shared/forms/zod-messages';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import { imageFile } from '@/lib/shared/forms/image-file';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { translator } from './translator';

const schema = z.object({
  name: z.string().min(1),
  bio: z.string().min(10),
  title: z.string().max(5),
  email: z.email(),
  oldEmail: z.string().email(),
  website: z.url(),
  hours: z.number().positive(),
  count: z.number().int(),
  age: z.number(),
  role: z.enum(['admin', 'volunteer']),
  logo: imageFile({ maxBytes: 1024 }),
  phone: z.string(),
});

function messagesFor(locale: 'en' | 'nl', input: Record<string, unknown>, labels: Record<string, string> = {}) {
  const t = translator(locale, 'forms');
  const error = createZodErrorMap((key: ValidationMessageKey, values) => t(key, values), { locale, labelFor: (path) => labels[path] });
  const result = schema.safeParse(input, { error });
  if (result.success) throw new Error('expected the input to be invalid');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = {
  name: 'Ann',
  bio: 'Ten or more characters',
  title: 'Short',
  email: 'ann@example.org',
  oldEmail: 'ann@example.org',
  website: 'https://example.org',
  hours: 4,
  count: 2,
  age: 30,
  role: 'admin',
  logo: new File(['x'], 'logo.png', { type: 'image/png' }),
  phone: '',
};

describe('createZodErrorMap', () => {
  it('gives the docs/domain.md#validation messages in English', () => {
    const m = messagesFor('en', {
      ...valid,
      name: '',
      bio: 'short',
      email: 'nope',
      oldEmail: 'nope',
      website: 'nope',
      hours: -1,
      count: 1.5,
      phone: undefined,
    });
    expect(m).toEqual({
      name: 'This field is required',
      bio: 'Must be at least 10 characters',
      email: 'Must be a valid e-mail address',
      oldEmail: 'Must be a valid e-mail address',
      website: 'Must be a valid URL',
      hours: 'Must be a positive number',
      count: 'Must be a whole number',
      phone: 'This field is required',
    });
  });

  it('gives the docs/domain.md#validation messages in Dutch', () => {
    const m = messagesFor('nl', { ...valid, name: '', bio: 'kort', email: 'nee', website: 'nee', hours: 0, count: 2.5, phone: undefined });
    expect(m).toEqual({
      name: 'Dit veld is verplicht',
      bio: 'Moet minimaal 10 tekens bevatten',
      email: 'Moet een geldig e-mailadres zijn',
      website: 'Moet een geldige URL zijn',
      hours: 'Moet een positief getal zijn',
      count: 'Moet een geheel getal zijn',
      phone: 'Dit veld is verplicht',
    });
  });

  it('treats empty inputs as missing: undefined, null, blank text, NaN from an empty number input, empty select', () => {
    const m = messagesFor('en', { ...valid, name: undefined, email: null, website: '  ', age: Number.NaN, role: '' });
    expect(m).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      website: 'This field is required',
      age: 'This field is required',
      role: 'This field is required',
    });
  });

  it('covers the other common checks', () => {
    expect(messagesFor('en', { ...valid, title: 'Too long', age: 'x', role: 'owner' })).toEqual({
      title: 'Must be at most 5 characters',
      age: 'Must be a number',
      role: 'Choose one of the options',
    });
    expect(messagesFor('nl', { ...valid, title: 'Te lang', age: 'x', role: 'eigenaar' })).toEqual({
      title: 'Mag maximaal 5 tekens bevatten',
      age: 'Moet een getal zijn',
      role: 'Kies een van de opties',
    });
  });

  it('formats numbers in messages for the locale', () => {
    const t = translator('nl', 'forms');
    const error = createZodErrorMap((key, values) => t(key, values), { locale: 'nl' });
    const result = z.object({ n: z.number().min(1500.5) }).safeParse({ n: 3 }, { error });
    expect(result.error?.issues[0]?.message).toBe('Moet minimaal 1.500,5 zijn');
  });

  it('names the field in the image-size message, with the size in the locale', () => {
    const big = new File(['x'.repeat(2048)], 'photo.png', { type: 'image/png' });
    expect(messagesFor('en', { ...valid, logo: big }, { logo: 'Logo' })).toEqual({ logo: 'The file for Logo must be smaller than 1 kB' });
    expect(messagesFor('nl', { ...valid, logo: big }, { logo: 'Logo' })).toEqual({
      logo: 'Het bestand voor Logo moet kleiner zijn dan 1 kB',
    });
    // Without a registered label the file name stands in.
    expect(messagesFor('en', { ...valid, logo: big })).toEqual({ logo: 'The file for photo.png must be smaller than 1 kB' });
  });

  it('rejects non-image files with the image-type message', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(messagesFor('en', { ...valid, logo: text })).toEqual({ logo: 'Choose an image (JPEG, PNG, GIF or WebP)' });
    expect(messagesFor('nl', { ...valid, logo: null })).toEqual({ logo: 'Dit veld is verplicht' });
  });

  it('keeps messages given on the schema itself', () => {
    const t = translator('en', 'forms');
    const error = createZodErrorMap((key, values) => t(key, values), { locale: 'en' });
    const result = z.object({ code: z.string().min(6, 'Codes have six characters') }).safeParse({ code: '1' }, { error });
    expect(result.error?.issues[0]?.message).toBe('Codes have six characters');
  });
});

describe('forms messages', () => {
  it.each(['en', 'nl'] as const)('has the form-level messages in %s', (locale) => {
    const t = translator(locale, 'forms');
    expect(t('formErrors')).toBe(locale === 'en' ? 'The form contains errors' : 'Het formulier bevat fouten');
    expect(t('unsavedChanges')).toBe(
      locale === 'en'
        ? 'You have unsaved changes. Are you sure you want to leave?'
        : 'Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?',
    );
    expect(t('imageSize', { field: 'Logo', size: formatBytes(2 * 1024 * 1024, locale) })).toBe(
      locale === 'en' ? 'The file for Logo must be smaller than 2 MB' : 'Het bestand voor Logo moet kleiner zijn dan 2 MB',
    );
  });

  it('has the same keys in both languages for the namespaces of this module', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    for (const ns of ['toast', 'loadingBar', 'forms'] as const) expect(keys(nl[ns]).sort()).toEqual(keys(en[ns]).sort());
  });
});

describe('formatBytes', () => {
  it('uses binary multiples and the locale decimal mark', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 'nl')).toBe('1,5 kB');
    expect(formatBytes(2 * 1024 * 1024, 'nl')).toBe('2 MB');
    expect(formatBytes(1024 * 1024 - 1, 'en')).toBe('1 MB');
    expect(formatBytes(Number.NaN, 'en')).toBe('0 byte');
  });
});
