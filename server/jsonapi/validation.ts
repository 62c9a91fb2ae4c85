/** Turns zod issues into JSON:API error items with translated details and pointers. */
import type { z } from 'zod';
import type { Translate } from '../i18n';
import { toSnake } from './case';
import type { ApiErrorItem } from './errors';

export function issuesToErrors(issues: z.core.$ZodIssue[], t: Translate, base = '/data/attributes'): ApiErrorItem[] {
  const items: ApiErrorItem[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        const name = toSnake(k);
        items.push({ code: 'unknownAttribute', params: { name }, source: { pointer: pointer(base, [...issue.path, k]) } });
      }
      continue;
    }
    items.push({
      code: 'invalidAttribute',
      detail: message(issue, t),
      source: { pointer: pointer(base, issue.path) },
    });
  }
  return items;
}

function pointer(base: string, path: readonly PropertyKey[]): string {
  return [base, ...path.map((p) => (typeof p === 'string' ? toSnake(p) : String(p)))].join('/');
}

function message(issue: z.core.$ZodIssue, t: Translate): string {
  // A schema's own message key (e.g. acceptTerms) wins over the generic text for its issue code.
  if (
    issue.message.startsWith('api.') ||
    issue.message.startsWith('contentApi.') ||
    issue.message.startsWith('vacancyApi.') ||
    issue.message.startsWith('savedSearchApi.')
  )
    return t(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? t('api.validation.required')
        : t('api.validation.invalidType', { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t('api.validation.required') : t('api.validation.tooShort', { minimum: Number(issue.minimum) });
      if (issue.origin === 'number') return t('api.validation.positive');
      return t('api.validation.invalid');
    case 'too_big':
      return issue.origin === 'string' ? t('api.validation.tooLong', { maximum: Number(issue.maximum) }) : t('api.validation.invalid');
    case 'invalid_format':
      if (issue.format === 'email') return t('api.validation.email');
      if (issue.format === 'url') return t('api.validation.url');
      return t('api.validation.invalid');
    case 'invalid_value':
      return t('api.validation.invalidOption', { options: issue.values.map(String).join(', ') });
    case 'not_multiple_of':
      return t('api.validation.integer');
    case 'custom':
      return t('api.validation.invalid');
    default:
      return t('api.validation.invalid');
  }
}
