/**
 * Translated default validation messages (docs/domain.md#validation) for zod 4.
 *
 * `createZodErrorMap(t, { locale })` returns an error map for a parse call (`schema.safeParse(v, { error })`,
 * which is what `zodResolver(schema, { error })` passes on). Zod's precedence keeps explicit messages: a message
 * given on a schema or check (`z.string().min(8, '…')`) still wins over this map.
 *
 * Messages live in next-intl under `forms`: `forms.validation.*` and `forms.imageSize`; pass
 * `useTranslations('forms')`.
 */
import * as z from 'zod';
import { formatBytes } from './format-bytes';

export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'email',
  'url',
  'positive',
  'integer',
  'number',
  'min',
  'max',
  'invalidOption',
  'imageType',
  'fileType',
  'invalid',
] as const;
/** Keys relative to the `forms` namespace. */
export type ValidationMessageKey = `validation.${(typeof VALIDATION_MESSAGE_KEYS)[number]}` | 'imageSize';

export type ValidationTranslate = (key: ValidationMessageKey, values?: Record<string, string | number>) => string;

export interface ZodErrorMapOptions {
  /** For numbers and sizes inside messages. */
  locale: string;
  /** The visible label of a field by its dotted path, used by messages that name the field (image size). */
  labelFor?: (path: string) => string | undefined;
}

type RawIssue = z.core.$ZodRawIssue;

export function createZodErrorMap(t: ValidationTranslate, options: ZodErrorMapOptions): z.core.$ZodErrorMap {
  const number = (value: number | bigint) => new Intl.NumberFormat(options.locale).format(value);

  return (issue: RawIssue) => {
    switch (issue.code) {
      case 'invalid_type':
        // An empty field: the form sends undefined/null, '' (text) or NaN (valueAsNumber on an empty input).
        if (isEmpty(issue.input) || (typeof issue.input === 'number' && Number.isNaN(issue.input))) return t('validation.required');
        if (issue.expected === 'int') return t('validation.integer');
        if (issue.expected === 'number' || issue.expected === 'bigint') return t('validation.number');
        return t('validation.invalid');

      case 'too_small': {
        if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file') {
          if (Number(issue.minimum) <= 1 && issue.inclusive !== false) return t('validation.required');
          if (issue.origin === 'string') return t('validation.minLength', { min: number(issue.minimum) });
          return t('validation.invalid');
        }
        if ((issue.origin === 'number' || issue.origin === 'bigint') && Number(issue.minimum) === 0 && issue.inclusive === false)
          return t('validation.positive');
        return t('validation.min', { min: number(issue.minimum) });
      }

      case 'too_big':
        // docs/domain.md#validation image-size message, naming the field: z.file().max(bytes) (see image-file.ts).
        if (issue.origin === 'file')
          return t('imageSize', { field: fieldName(issue, options), size: formatBytes(Number(issue.maximum), options.locale) });
        if (issue.origin === 'string') return t('validation.maxLength', { max: number(issue.maximum) });
        if (issue.origin === 'number' || issue.origin === 'bigint') return t('validation.max', { max: number(issue.maximum) });
        return t('validation.invalid');

      case 'invalid_format':
        // An empty optional-looking field (z.email(), z.url()) left blank: say it is required, not malformed.
        if (isEmpty(issue.input)) return t('validation.required');
        if (issue.format === 'email') return t('validation.email');
        if (issue.format === 'url' || issue.format === 'http_url') return t('validation.url');
        return t('validation.invalid');

      case 'invalid_value':
        if (isEmpty(issue.input)) return t('validation.required');
        // z.file().mime([...]) reports the file's MIME type against the allowed ones.
        if (issue.inst instanceof z.core.$ZodCheckMimeType)
          return issue.values.every((v) => String(v).startsWith('image/')) ? t('validation.imageType') : t('validation.fileType');
        return t('validation.invalidOption');

      case 'invalid_union':
        return isEmpty(issue.input) ? t('validation.required') : t('validation.invalid');

      default:
        return t('validation.invalid');
    }
  };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function fieldName(issue: RawIssue, options: ZodErrorMapOptions): string {
  const path = (issue.path ?? []).map(String).join('.');
  const label = path ? options.labelFor?.(path) : undefined;
  if (label) return label;
  const input: unknown = issue.input;
  if (typeof File !== 'undefined' && input instanceof File && input.name) return input.name;
  return path.split('.').pop() ?? '';
}
