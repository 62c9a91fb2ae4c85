/**
 * The one way the web reaches the backend (docs/api-client.md). It owns the request headers of docs/domain.md#calls, the
 * JSON:API envelope and case conversion, token refresh from response headers, and the retry and error rules.
 * How bytes travel is the transport's business, so the same client works in-process, over HTTP and in tests.
 */
import { isPlainObject, snakeKeys } from './case';
import { ApiRequestError } from './errors';
import { type ApiDocument, JSONAPI_MEDIA_TYPE, JsonApiFormatError, type Resource, deserialize } from './jsonapi';
import { type QueryParams, withQuery } from './query';
import type { Locale } from '@/domain/values';

export type Transport = (request: Request) => Promise<Response>;

export type AppContext = 'meedoen' | 'gelderland';
export type { Locale };

export interface AuthHeaders {
  accessToken: string;
  client: string;
  uid: string;
  expiry?: string;
  tokenType?: string;
}

export interface ApiContext {
  tenantKey: string;
  appContext: AppContext;
  volunteerCenterId?: string | number | null;
  currentOrganizationId?: string | number | null;
  locale: Locale;
  auth?: AuthHeaders | null;
}

export interface ApiClientOptions {
  transport: Transport;
  /** Origin (and optional path prefix) the paths are appended to, e.g. `http://localhost:3000`. */
  baseUrl: string;
  context: ApiContext;
  /** Called when a response hands out different auth headers; await it to persist them (e.g. reseal a cookie). */
  onAuthHeaders?: (headers: AuthHeaders) => void | Promise<void>;
  /** Waits between a failed attempt and its retry; replaceable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call extras that are not part of the resource call itself. */
export interface CallOptions {
  headers?: HeadersInit;
  signal?: AbortSignal;
}

export interface RequestOptions extends CallOptions {
  query?: QueryParams;
  /**
   * A plain object or array is sent as JSON with its keys snake_cased (pass `{ data: { type, attributes } }` or the
   * result of `serialize`). A string is sent as-is as JSON:API; FormData, Blob, URLSearchParams and
   * ArrayBuffer bodies are sent untouched with the content type the runtime gives them.
   */
  body?: unknown;
  /**
   * Skip JSON:API deserialisation and return the parsed JSON body untouched (snake_case keys, the text when
   * it is not JSON, null when empty): for the /auth endpoints and any other non-JSON:API response.
   */
  raw?: boolean;
}

export interface ApiResponse<D> {
  status: number;
  headers: Headers;
  document: D;
}

const RETRY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const DEFAULT_RETRY_DELAY_MS = 200;
export const MAX_RETRY_DELAY_MS = 2000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  private readonly options: ApiClientOptions;
  private current: ApiContext;

  constructor(options: ApiClientOptions) {
    this.options = options;
    this.current = { ...options.context };
  }

  /** A snapshot: the auth part changes when a response refreshes the tokens. */
  get context(): Readonly<ApiContext> {
    return { ...this.current };
  }

  /** A new client with the same transport and callbacks; this client is left unchanged. */
  withContext(partial: Partial<ApiContext>): ApiClient {
    return new ApiClient({ ...this.options, context: { ...this.current, ...partial } });
  }

  get<T = Resource | Resource[] | null, M extends Record<string, unknown> = Record<string, unknown>>(
    path: string,
    query?: QueryParams,
    init?: CallOptions,
  ): Promise<ApiDocument<T, M>> {
    return this.call<T, M>('GET', path, { ...init, query });
  }

  post<T = Resource | Resource[] | null, M extends Record<string, unknown> = Record<string, unknown>>(
    path: string,
    body?: unknown,
    query?: QueryParams,
    init?: CallOptions,
  ): Promise<ApiDocument<T, M>> {
    return this.call<T, M>('POST', path, { ...init, body, query });
  }

  put<T = Resource | Resource[] | null, M extends Record<string, unknown> = Record<string, unknown>>(
    path: string,
    body?: unknown,
    query?: QueryParams,
    init?: CallOptions,
  ): Promise<ApiDocument<T, M>> {
    return this.call<T, M>('PUT', path, { ...init, body, query });
  }

  patch<T = Resource | Resource[] | null, M extends Record<string, unknown> = Record<string, unknown>>(
    path: string,
    body?: unknown,
    query?: QueryParams,
    init?: CallOptions,
  ): Promise<ApiDocument<T, M>> {
    return this.call<T, M>('PATCH', path, { ...init, body, query });
  }

  /** Takes a body like the other mutations: some DELETEs carry one (e.g. removing a role). */
  delete<T = Resource | Resource[] | null, M extends Record<string, unknown> = Record<string, unknown>>(
    path: string,
    body?: unknown,
    query?: QueryParams,
    init?: CallOptions,
  ): Promise<ApiDocument<T, M>> {
    return this.call<T, M>('DELETE', path, { ...init, body, query });
  }

  request(method: HttpMethod, path: string, options: RequestOptions & { raw: true }): Promise<ApiResponse<unknown>>;
  request(method: HttpMethod, path: string, options?: RequestOptions & { raw?: false }): Promise<ApiResponse<ApiDocument>>;
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResponse<unknown>>;
  async request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResponse<unknown>> {
    const url = this.resolveUrl(withQuery(path, options.query));
    const body = encodeBody(options.body);
    const retryable = RETRY_METHODS.has(method);
    const sleep = this.options.sleep ?? defaultSleep;

    for (let attempt = 0; ; attempt++) {
      options.signal?.throwIfAborted();
      const canRetry = retryable && attempt === 0;
      let response: Response;
      try {
        response = await this.options.transport(this.buildRequest(method, url, body, options));
      } catch (error) {
        // A dropped connection is the same kind of transient failure as a 502; an abort is the caller's choice.
        if (canRetry && !isAbort(error) && !options.signal?.aborted) {
          await sleep(DEFAULT_RETRY_DELAY_MS);
          continue;
        }
        throw error;
      }

      await this.captureAuth(response.headers);

      if (canRetry && RETRY_STATUSES.has(response.status)) {
        // Release the unread body so an HTTP connection can be reused.
        await response.body?.cancel().catch(() => undefined);
        await sleep(retryDelay(response.headers));
        continue;
      }

      const parsed = await readBody(method, response);
      if (response.status >= 400 && response.status <= 599) throw new ApiRequestError(response.status, parsed, { method, url });
      if (options.raw) return { status: response.status, headers: response.headers, document: parsed };
      return { status: response.status, headers: response.headers, document: toDocument(parsed) };
    }
  }

  private async call<T, M extends Record<string, unknown>>(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
  ): Promise<ApiDocument<T, M>> {
    const { document } = await this.request(method, path, { ...options, raw: false });
    // The only unchecked step: T and M are the caller's statement about what this endpoint returns. Validate
    // with zod at the call site where a wrong shape would do harm.
    return document as ApiDocument<T, M>;
  }

  private resolveUrl(path: string): string {
    const base = this.options.baseUrl.replace(/\/+$/, '');
    if (!/^[a-z][a-z0-9+.-]*:/i.test(path)) return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
    // Absolute URLs (e.g. a `links.next` from a response) are followed only on the backend's own origin:
    // the request carries the user's tokens.
    if (new URL(path).origin !== new URL(base).origin) throw new Error(`Refusing to send API credentials to ${new URL(path).origin}`);
    return path;
  }

  private buildRequest(method: HttpMethod, url: string, body: EncodedBody | null, options: RequestOptions): Request {
    const headers = new Headers();
    const ctx = this.current;
    headers.set('Accept', JSONAPI_MEDIA_TYPE);
    headers.set('Accept-Language', ctx.locale);
    headers.set('X-Tenant', ctx.tenantKey);
    headers.set('App-Context', ctx.appContext);
    setIfPresent(headers, 'Volunteer-Center-Id', ctx.volunteerCenterId);
    setIfPresent(headers, 'Current-Organization-Id', ctx.currentOrganizationId);
    if (ctx.auth) {
      headers.set('access-token', ctx.auth.accessToken);
      headers.set('client', ctx.auth.client);
      headers.set('uid', ctx.auth.uid);
      headers.set('token-type', ctx.auth.tokenType ?? 'Bearer');
      if (ctx.auth.expiry) headers.set('expiry', ctx.auth.expiry);
    }
    if (body?.contentType) headers.set('Content-Type', body.contentType);
    // Caller headers win: the password reset sends the tokens from the e-mailed link instead of the session's.
    new Headers(options.headers).forEach((value, name) => headers.set(name, value));
    const init: RequestInit = { method, headers };
    if (body) init.body = body.payload;
    if (options.signal) init.signal = options.signal;
    return new Request(url, init);
  }

  private async captureAuth(headers: Headers): Promise<void> {
    const accessToken = headers.get('access-token');
    const client = headers.get('client');
    const uid = headers.get('uid');
    if (!accessToken || !client || !uid) return;
    const next: AuthHeaders = { accessToken, client, uid };
    const expiry = headers.get('expiry');
    const tokenType = headers.get('token-type');
    if (expiry) next.expiry = expiry;
    if (tokenType) next.tokenType = tokenType;
    const previous = this.current.auth;
    // The backend echoes the headers on every response; persisting unchanged tokens would rewrite the session
    // cookie on every call.
    if (previous && sameAuth(previous, next)) return;
    this.current = { ...this.current, auth: next };
    await this.options.onAuthHeaders?.(next);
  }
}

interface EncodedBody {
  payload: BodyInit;
  /** null: let the runtime choose (FormData needs its multipart boundary). */
  contentType: string | null;
}

function encodeBody(body: unknown): EncodedBody | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return { payload: body, contentType: JSONAPI_MEDIA_TYPE };
  if (isPassThroughBody(body)) return { payload: body, contentType: null };
  if (Array.isArray(body) || isPlainObject(body) || typeof body === 'number' || typeof body === 'boolean')
    return { payload: JSON.stringify(snakeKeys(body)), contentType: JSONAPI_MEDIA_TYPE };
  throw new TypeError('Unsupported request body: pass a plain object, a string, FormData, Blob, URLSearchParams or an ArrayBuffer');
}

function isPassThroughBody(body: unknown): body is FormData | Blob | URLSearchParams | ArrayBuffer {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(method: HttpMethod, response: Response): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

function toDocument(body: unknown): ApiDocument {
  if (body === null) return { data: null, included: [], meta: {}, links: {} };
  if (typeof body === 'string') throw new JsonApiFormatError('Expected a JSON:API document, got a non-JSON body');
  return deserialize(body);
}

function retryDelay(headers: Headers): number {
  const value = headers.get('retry-after')?.trim();
  if (!value) return DEFAULT_RETRY_DELAY_MS;
  const ms = /^\d+(\.\d+)?$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_DELAY_MS;
  return Math.min(Math.max(ms, 0), MAX_RETRY_DELAY_MS);
}

function setIfPresent(headers: Headers, name: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') return;
  headers.set(name, String(value));
}

function sameAuth(a: AuthHeaders, b: AuthHeaders): boolean {
  return a.accessToken === b.accessToken && a.client === b.client && a.uid === b.uid && (a.expiry ?? null) === (b.expiry ?? null);
}

// Checked by name, not instanceof: DOMException is not an Error subclass in every realm.
function isAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  return error.name === 'AbortError' || error.name === 'TimeoutError';
}
