/**
 * SPEC §8 error catalogue: which title and description an error screen shows. Pure and unit-tested; the texts
 * live in messages/<locale>.json under "errors".
 */
export type ErrorCase = 'unauthorized' | 'forbidden' | 'notFound' | 'wrongCenter' | 'withCode' | 'generic';

export interface ErrorInput {
  statusCode?: number | null;
  message?: string | null;
}

export interface CatalogueEntry {
  case: ErrorCase;
  /** Keys in the "errors" namespace. */
  titleKey: `${ErrorCase}.title`;
  descriptionKey: `${ErrorCase}.description`;
  /** The status code shown large behind the screen and in the "with code" title; null when there is none. */
  code: number | null;
}

function entry(kind: ErrorCase, code: number | null, descriptionCase: ErrorCase = kind): CatalogueEntry {
  return { case: kind, titleKey: `${kind}.title`, descriptionKey: `${descriptionCase}.description`, code };
}

function validCode(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : null;
}

export function errorCatalogue({ statusCode, message }: ErrorInput): CatalogueEntry {
  const code = validCode(statusCode);
  // The backend's wrong-center sign-in error names itself in the message, whatever its status.
  if (typeof message === 'string' && message.toLowerCase().includes('wrong center')) return entry('wrongCenter', code);
  if (code === 401) return entry('unauthorized', code);
  if (code === 403) return entry('forbidden', code);
  if (code === 404) return entry('notFound', code);
  // "Oops... something went wrong! (error code: {code})" with the generic description.
  if (code !== null) return entry('withCode', code, 'generic');
  return entry('generic', null);
}

/** Reads `statusCode`/`status` and `message` from anything thrown (ApiRequestError, Error, plain objects). */
export function errorInputFrom(error: unknown): ErrorInput {
  if (error === null || typeof error !== 'object') return {};
  const record = error as Record<string, unknown>;
  const status = validCode(record.statusCode) ?? validCode(record.status);
  const message = typeof record.message === 'string' ? record.message : null;
  return { statusCode: status, message };
}
