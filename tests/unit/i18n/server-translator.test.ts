import { translator } from '@/server/i18n';
import nl from '@/messages/nl.json';

const sources = {
  en: {
    mail: { hello: 'Hello {name}', onlyEnglish: 'Only in English', items: '{count, plural, one {# item} other {# items}}' },
    api: { max: 'At most {max} characters' },
  },
  nl: {
    mail: { hello: 'Hallo {name}', items: '{count, plural, one {# item} other {# items}}' },
    api: { max: 'Hoogstens {max} tekens' },
  },
};

describe('server translator (use-intl)', () => {
  it('fills arguments', () => {
    expect(translator('nl', sources)('mail.hello', { name: 'Ida' })).toBe('Hallo Ida');
    expect(translator('en', sources)('mail.hello', { name: 'Ida' })).toBe('Hello Ida');
  });

  it('selects ICU plurals', () => {
    expect(translator('nl', sources)('mail.items', { count: 1 })).toBe('1 item');
    expect(translator('nl', sources)('mail.items', { count: 3 })).toBe('3 items');
  });

  it('writes numbers as they are, without a locale grouping separator', () => {
    expect(translator('nl', sources)('api.max', { max: 10000 })).toBe('Hoogstens 10000 tekens');
  });

  it('falls back to English, then to the key', () => {
    expect(translator('nl', sources)('mail.onlyEnglish')).toBe('Only in English');
    expect(translator('nl', sources)('mail.nowhere')).toBe('mail.nowhere');
    expect(translator('nl', sources)('mail')).toBe('mail');
  });

  it('keeps the placeholder of an argument that was not given', () => {
    expect(translator('nl', sources)('mail.hello')).toBe('Hallo {name}');
  });

  it('reads the real message files', () => {
    expect(translator('nl')('api.errors.forbidden.detail')).toBe(nl.api.errors.forbidden.detail);
    expect(translator('en')('api.errors.forbidden.detail')).toBe("You don't have access rights to execute this action");
  });
});
