/**
 * The error every failed backend call throws (any status 400-599), carrying the body's error objects so forms
 * can show field messages and the error screen can pick its text (docs/domain.md#errors).
 */
import { camelRecord, isPlainObject, toCamel } from './case';

export interface JsonApiErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

export interface JsonApiErrorObject {
  id?: string;
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: JsonApiErrorSource;
  meta?: Record<string, unknown>;
}

export interface ApiRequestErrorOptions {
  method?: string;
  url?: string;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: JsonApiErrorObject[];
  /** The parsed body (JSON value), the text when it was not JSON, or null when empty. */
  readonly body: unknown;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(status: number, body: unknown, options: ApiRequestErrorOptions = {}) {
    const errors = readErrors(body);
    const first = errors.find((e) => e.detail ?? e.title);
    super(first?.detail ?? first?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.body = body;
    this.method = options.method;
    this.url = options.url;
  }

  firstDetail(): string | undefined {
    for (const error of this.errors) {
      const text = error.detail ?? error.title;
      if (text) return text;
    }
    return undefined;
  }

  /**
   * Messages keyed by form field path: `/data/attributes/first_name` -> `firstName`, nested attributes as
   * dotted paths (`address.postalCode`, react-hook-form's notation). The first message per field wins, as a
   * field shows one message at a time.
   */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors) {
      const field = fieldFromPointer(error.source?.pointer);
      const text = error.detail ?? error.title;
      if (field && text && !(field in out)) out[field] = text;
    }
    return out;
  }

  /** docs/domain.md#errors: a user registered with another partner center gets its own error screen. */
  isWrongCenter(): boolean {
    const texts = [this.message, ...this.errors.flatMap((e) => [e.detail, e.title])];
    if (typeof this.body === 'string') texts.push(this.body);
    if (texts.some((t) => t?.toLowerCase().includes('wrong center'))) return true;
    return this.errors.some((e) => e.code !== undefined && e.code.replace(/[\s_-]/g, '').toLowerCase() === 'wrongcenter');
  }
}

const ATTRIBUTE_OR_RELATIONSHIP = /^\/data\/(?:attributes|relationships)\/(.+)$/;

function fieldFromPointer(pointer: string | undefined): string | undefined {
  const match = pointer ? ATTRIBUTE_OR_RELATIONSHIP.exec(pointer) : null;
  const path = match?.[1];
  if (!path) return undefined;
  return path
    .split('/')
    .map((segment) => toCamel(segment.replace(/~1/g, '/').replace(/~0/g, '~')))
    .join('.');
}

/**
 * Reads error objects from a response body. Besides JSON:API `errors: [{…}]` this accepts the shapes
 * devise_token_auth-style endpoints use (`errors: ['…']`, `errors: { field: ['…'], full_messages: […] }`,
 * `error: '…'`), so /auth failures reach forms the same way.
 */
export function readErrors(body: unknown): JsonApiErrorObject[] {
  if (!isPlainObject(body)) return [];
  const errors = body['errors'];
  if (Array.isArray(errors)) return errors.flatMap(readErrorItem);
  if (isPlainObject(errors)) return readFieldMap(errors);
  for (const key of ['error', 'message']) {
    const text = body[key];
    if (typeof text === 'string' && text !== '') return [{ detail: text }];
  }
  return [];
}

function readErrorItem(item: unknown): JsonApiErrorObject[] {
  if (typeof item === 'string') return item === '' ? [] : [{ detail: item }];
  if (!isPlainObject(item)) return [];
  const raw = camelRecord(item);
  const error: JsonApiErrorObject = {};
  const id = text(raw['id']);
  const status = text(raw['status']);
  const code = text(raw['code']);
  const title = text(raw['title']);
  const detail = text(raw['detail']);
  if (id !== undefined) error.id = id;
  if (status !== undefined) error.status = status;
  if (code !== undefined) error.code = code;
  if (title !== undefined) error.title = title;
  if (detail !== undefined) error.detail = detail;
  const source = raw['source'];
  if (isPlainObject(source)) {
    const out: JsonApiErrorSource = {};
    const pointer = text(source['pointer']);
    const parameter = text(source['parameter']);
    const header = text(source['header']);
    if (pointer !== undefined) out.pointer = pointer;
    if (parameter !== undefined) out.parameter = parameter;
    if (header !== undefined) out.header = header;
    error.source = out;
  }
  const meta = raw['meta'];
  if (isPlainObject(meta)) error.meta = meta;
  return [error];
}

function readFieldMap(map: Record<string, unknown>): JsonApiErrorObject[] {
  const out: JsonApiErrorObject[] = [];
  for (const [field, messages] of Object.entries(map)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    for (const message of list) {
      out.push(
        field === 'full_messages' || field === 'fullMessages'
          ? { detail: message }
          : { detail: message, source: { pointer: `/data/attributes/${field}` } },
      );
    }
  }
  // full_messages repeat the field messages in sentence form: prefer them for the headline when present.
  return out.sort((a, b) => Number(a.source !== undefined) - Number(b.source !== undefined));
}

// Servers differ on whether status and code are strings or numbers; the app only ever compares text.
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
