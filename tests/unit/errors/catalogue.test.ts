import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { errorCatalogue, errorInputFrom } from '@/lib/shared/errors/catalogue';
import { GLOBAL_ERROR_TEXTS, localeFromPath } from '@/lib/shared/errors/global-texts';

type Tree = { [key: string]: string | Tree };
function lookup(messages: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), messages);
}

describe('errorCatalogue (docs/domain.md#errors)', () => {
  it.each([
    [401, 'unauthorized.title', 'unauthorized.description'],
    [403, 'forbidden.title', 'forbidden.description'],
    [404, 'notFound.title', 'notFound.description'],
  ])('maps %i', (statusCode, titleKey, descriptionKey) => {
    expect(errorCatalogue({ statusCode })).toEqual(expect.objectContaining({ titleKey, descriptionKey, code: statusCode }));
  });

  it('recognizes the wrong-center message whatever the status', () => {
    expect(errorCatalogue({ statusCode: 401, message: 'Logged in to the wrong center' })).toMatchObject({
      case: 'wrongCenter',
      titleKey: 'wrongCenter.title',
      code: 401,
    });
    expect(errorCatalogue({ message: 'User belongs to WRONG CENTER' })).toMatchObject({ case: 'wrongCenter', code: null });
  });

  it('shows other codes in the title with the generic description', () => {
    expect(errorCatalogue({ statusCode: 500 })).toEqual({
      case: 'withCode',
      titleKey: 'withCode.title',
      descriptionKey: 'generic.description',
      code: 500,
    });
    expect(errorCatalogue({ statusCode: 422, message: 'whatever' })).toMatchObject({ case: 'withCode', code: 422 });
  });

  it('falls back to the generic error without a code', () => {
    expect(errorCatalogue({})).toEqual({ case: 'generic', titleKey: 'generic.title', descriptionKey: 'generic.description', code: null });
    expect(errorCatalogue({ statusCode: 0 })).toMatchObject({ case: 'generic' });
    expect(errorCatalogue({ statusCode: 99999 })).toMatchObject({ case: 'generic' });
  });

  it('has every title and description in nl and en', () => {
    const inputs = [{ statusCode: 401 }, { statusCode: 403 }, { statusCode: 404 }, { message: 'wrong center' }, { statusCode: 500 }, {}];
    for (const messages of [nl, en]) {
      for (const input of inputs) {
        const entry = errorCatalogue(input);
        expect(typeof lookup(messages.errors, entry.titleKey)).toBe('string');
        expect(typeof lookup(messages.errors, entry.descriptionKey)).toBe('string');
      }
    }
    expect(en.errors.withCode.title).toBe('Oops... something went wrong! (error code: {code})');
    expect(en.errors.pageNotFoundPath).toBe('Page Not Found: {path}');
  });
});

describe('errorInputFrom', () => {
  it('reads status or statusCode and message', () => {
    expect(errorInputFrom({ status: 403, message: 'x' })).toEqual({ statusCode: 403, message: 'x' });
    expect(errorInputFrom({ statusCode: 404 })).toEqual({ statusCode: 404, message: null });
    expect(errorInputFrom(new Error('boom'))).toEqual({ statusCode: null, message: 'boom' });
    expect(errorInputFrom('text')).toEqual({});
    expect(errorInputFrom(null)).toEqual({});
  });
});

describe('global error texts', () => {
  it('mirror the messages files', () => {
    expect(GLOBAL_ERROR_TEXTS.en.title).toBe(en.errors.generic.title);
    expect(GLOBAL_ERROR_TEXTS.nl.title).toBe(nl.errors.generic.title);
    expect(GLOBAL_ERROR_TEXTS.en.description).toBe(en.errors.generic.description);
    expect(GLOBAL_ERROR_TEXTS.nl.description).toBe(nl.errors.generic.description);
    expect(GLOBAL_ERROR_TEXTS.nl.backToHome).toBe(nl.errors.backToHome);
    expect(GLOBAL_ERROR_TEXTS.en.tryAgain).toBe(en.errors.tryAgain);
  });
  it('pick the locale from the path', () => {
    expect(localeFromPath('/en/x')).toBe('en');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/english')).toBe('nl');
    expect(localeFromPath(null)).toBe('nl');
  });
});
