/**
 * Helpers for showing react-hook-form errors: a stable element id per field (so the error summary can link to
 * it) and the list of field errors in form order.
 */

export interface FieldErrorItem {
  /** Dotted field path, e.g. `address.postalCode`. */
  name: string;
  message: string;
}

/** A DOM id for a field: `field-address-postalCode` (prefixed with the form id when a page has several forms). */
export function fieldId(name: string, formId?: string): string {
  const safe = name.replace(/[^A-Za-z0-9_-]+/g, '-');
  return formId ? `${formId}-field-${safe}` : `field-${safe}`;
}

export function fieldErrorId(name: string, formId?: string): string {
  return `${fieldId(name, formId)}-error`;
}

export function fieldDescriptionId(name: string, formId?: string): string {
  return `${fieldId(name, formId)}-description`;
}

/**
 * Every field error with a message, depth first in the order of the errors object (react-hook-form fills it in
 * field registration order). `root` errors are left out: they belong to no field.
 */
export function flattenFieldErrors(errors: unknown, prefix = ''): FieldErrorItem[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const out: FieldErrorItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (prefix === '' && key === 'root') continue;
    if (typeof value !== 'object' || value === null) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message: unknown = 'message' in value ? value.message : undefined;
    // A field error has a `type`; anything else is a nested group (object or array of fields).
    if ('type' in value && typeof value.type === 'string') {
      if (typeof message === 'string' && message !== '') out.push({ name, message });
      // Arrays can carry both their own error and per-item errors.
      out.push(...flattenFieldErrors(withoutOwnError(value), name));
    } else {
      out.push(...flattenFieldErrors(value, name));
    }
  }
  return out;
}

function withoutOwnError(value: object): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'type' && key !== 'message' && key !== 'ref' && key !== 'types' && key !== 'root') rest[key] = item;
  }
  return rest;
}

/** The messages in `errors.root` (`root` itself and `root.server` etc.). */
export function rootErrorMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null || !('root' in errors)) return [];
  const root = errors.root;
  if (typeof root !== 'object' || root === null) return [];
  const out: string[] = [];
  if ('message' in root && typeof root.message === 'string' && root.message !== '') out.push(root.message);
  for (const [key, value] of Object.entries(root)) {
    if (key === 'type' || key === 'message' || key === 'ref' || key === 'types') continue;
    if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string' && value.message !== '')
      out.push(value.message);
  }
  return out;
}
