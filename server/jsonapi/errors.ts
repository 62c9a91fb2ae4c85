/**
 * One error class for the whole backend. Services throw ApiError with a message key; the app's
 * error handler turns it into a JSON:API error document in the request's language.
 */
export interface ErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

export interface ApiErrorItem {
  /** Key under api.errors in messages/<locale>.json. */
  code: string;
  params?: Record<string, string | number>;
  source?: ErrorSource;
  /** Overrides the catalogue's detail (already translated), e.g. a validation message. */
  detail?: string;
  /** Facts a client may act on, sent as the error object's `meta` (e.g. `{count}` of a 409 inUse). */
  meta?: Record<string, string | number>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly items: ApiErrorItem[];
  readonly headers: Record<string, string>;

  constructor(status: number, items: ApiErrorItem | ApiErrorItem[], headers: Record<string, string> = {}) {
    const list = Array.isArray(items) ? items : [items];
    super(list.map((i) => i.code).join(', '));
    this.name = 'ApiError';
    this.status = status;
    this.items = list;
    this.headers = headers;
  }
}

export const forbidden = () => new ApiError(403, { code: 'forbidden' });
export const unauthorized = (code = 'unauthorized') => new ApiError(401, { code });
export const notFound = (resource: string) => new ApiError(404, { code: 'notFound', params: { resource } });
export const unprocessable = (code: string, pointer: string, params?: Record<string, string | number>) =>
  new ApiError(422, { code, source: { pointer }, params });
export const invalidTransition = (from: string, to: string) => unprocessable('invalidTransition', '/data/attributes/status', { from, to });

/** Throws 403 unless allowed: the one way handlers state an authorization decision. */
export function authorize(allowed: boolean): asserts allowed {
  if (!allowed) throw forbidden();
}
