/**
 * Key case conversion between the wire (snake_case) and the app (camelCase).
 *
 * The rules are chosen so that each function undoes the other on anything the other produced, which keeps
 * round trips (read a resource, edit it, send it back) loss-free:
 * - toSnake turns an ASCII capital into `_` + lower case, unless it opens the key or follows an underscore;
 * - toCamel turns `_` + ASCII lower-case letter into the capital, unless the underscore opens the key or
 *   follows another underscore.
 * Digits are ordinary characters, so they stay attached to the word before them
 * (footerColumn1Title <-> footer_column1_title), and `column_1` is left alone in both directions.
 * Leading underscores survive (`_destroy` is a Rails nested-attributes flag, not a word boundary).
 */

// A character loop rather than a regex with lookbehind: lookbehind is missing from older Safari, and this
// module ships to browsers.
export function toSnake(key: string): string {
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const c = key.charAt(i);
    out += i > 0 && isUpper(c) && key.charAt(i - 1) !== '_' ? `_${c.toLowerCase()}` : c;
  }
  return out;
}

export function toCamel(key: string): string {
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const c = key.charAt(i);
    const next = key.charAt(i + 1);
    if (c === '_' && i > 0 && key.charAt(i - 1) !== '_' && isLower(next)) {
      out += next.toUpperCase();
      i++;
    } else out += c;
  }
  return out;
}

const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isLower = (c: string) => c >= 'a' && c <= 'z';

/**
 * Only arrays and plain objects are walked: class instances (Date, File, Blob, Map, URL…) carry meaning in their
 * identity and prototype, and rebuilding them as plain objects would silently destroy them.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  return isPlainObject(value) ? convertRecord(value, convert) : value;
}

function convertRecord(record: Record<string, unknown>, convert: (key: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    // JSON.parse makes `__proto__` an own key; assigning it would swap the copy's prototype instead.
    if (key === '__proto__') continue;
    out[convert(key)] = convertKeys(item, convert);
  }
  return out;
}

/** Deep copy with every plain-object key in snake_case; string values are never touched. */
export function snakeKeys(value: unknown): unknown {
  return convertKeys(value, toSnake);
}

/** Deep copy with every plain-object key in camelCase; string values are never touched. */
export function camelKeys(value: unknown): unknown {
  return convertKeys(value, toCamel);
}

/** Same as snakeKeys for a value already known to be a record, keeping that knowledge in the type. */
export function snakeRecord(record: Record<string, unknown>): Record<string, unknown> {
  return convertRecord(record, toSnake);
}

/** Same as camelKeys for a value already known to be a record, keeping that knowledge in the type. */
export function camelRecord(record: Record<string, unknown>): Record<string, unknown> {
  return convertRecord(record, toCamel);
}
