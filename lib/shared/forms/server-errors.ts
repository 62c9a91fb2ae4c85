/**
 * Puts a failed request's JSON:API error objects on a react-hook-form form: an error whose
 * `source.pointer` names an attribute (`/data/attributes/first_name`) goes to that field (`firstName`; nested
 * attributes as dotted paths, `address.postalCode`); anything else (no pointer, a pointer to a field the form
 * does not have, a query parameter) is collected in the root error `root.server`.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, readErrors, type JsonApiErrorObject } from '@/lib/shared/api/errors';
import { toCamel } from '@/lib/shared/api/case';

export const SERVER_ROOT_ERROR = 'root.server' as const;

export interface ServerErrorResult {
  /** Field path -> message, as set on the form. */
  fields: Record<string, string>;
  /** Messages that belong to no field (also set, joined, as `root.server`). */
  root: string[];
}

export interface ApplyServerErrorsOptions {
  /** Only these field paths are set on fields; errors for other paths go to the root error. */
  fields?: readonly string[];
  /** Used when the error carries no error objects with a message (network failure, bare 500). */
  fallbackMessage?: string;
  /** Focus the first invalid field (default true). */
  focus?: boolean;
}

const POINTER = /^\/data\/(?:attributes|relationships)\/(.+)$/;

/** `/data/attributes/address/postal_code` -> `address.postalCode`; undefined for pointers that name no field. */
export function fieldFromPointer(pointer: string | undefined): string | undefined {
  const path = pointer ? POINTER.exec(pointer)?.[1] : undefined;
  if (!path) return undefined;
  return path
    .split('/')
    .map((segment) => toCamel(segment.replace(/~1/g, '/').replace(/~0/g, '~')))
    .join('.');
}

/** The error objects of an ApiRequestError, an array of error objects, or a response body. */
export function serverErrorObjects(source: unknown): JsonApiErrorObject[] {
  if (source instanceof ApiRequestError) return source.errors;
  if (Array.isArray(source)) return readErrors({ errors: source });
  return readErrors(source);
}

/** The pure half: which message goes where. */
export function mapServerErrors(
  source: unknown,
  options: Pick<ApplyServerErrorsOptions, 'fields' | 'fallbackMessage'> = {},
): ServerErrorResult {
  const known = options.fields ? new Set(options.fields) : null;
  const fields: Record<string, string> = {};
  const root: string[] = [];
  for (const error of serverErrorObjects(source)) {
    const message = error.detail ?? error.title;
    if (!message) continue;
    const field = fieldFromPointer(error.source?.pointer);
    if (field && (known === null || known.has(field))) {
      // A field shows one message at a time: the first one wins.
      if (!(field in fields)) fields[field] = message;
    } else if (!root.includes(message)) {
      root.push(message);
    }
  }
  if (Object.keys(fields).length === 0 && root.length === 0) {
    // A bare status or network failure has only a technical (English) message: prefer the caller's text.
    const message = options.fallbackMessage ?? (source instanceof Error && source.message ? source.message : undefined);
    if (message) root.push(message);
  }
  return { fields, root };
}

export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  source: unknown,
  options: ApplyServerErrorsOptions = {},
): ServerErrorResult {
  const result = mapServerErrors(source, options);
  let focus = options.focus ?? true;
  for (const [field, message] of Object.entries(result.fields)) {
    // The paths come from the server; react-hook-form accepts any string path at runtime.
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
  if (result.root.length > 0) setError(SERVER_ROOT_ERROR, { type: 'server', message: result.root.join('\n') });
  return result;
}
