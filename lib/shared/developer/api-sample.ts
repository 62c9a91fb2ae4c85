/**
 * One call of the API client as the developer pages show it: what was asked, how it answered (status, time), the
 * JSON:API document as it came over the wire, or the error objects of an ApiRequestError.
 */
import { ApiRequestError, type JsonApiErrorObject } from '@/lib/shared/api/errors';
import type { ApiClient } from '@/lib/shared/api/client';

export interface ApiSample {
  method: 'GET';
  path: string;
  status: number | null;
  durationMs: number;
  /** The parsed body, snake_case as sent (raw), or null for a failure without one. */
  document: unknown;
  /** A short label per resource of `data` (name or title), for a glance at live data. */
  names: string[];
  /** Total count from `meta` when the list has one. */
  total: number | null;
  errors: JsonApiErrorObject[];
  /** Set when the call failed without an HTTP answer (network, abort). */
  failure: string | null;
}

function labelOf(resource: unknown): string | null {
  if (!resource || typeof resource !== 'object') return null;
  const { id, attributes } = resource as { id?: unknown; attributes?: Record<string, unknown> };
  const name = attributes?.name ?? attributes?.title ?? attributes?.full_name ?? attributes?.email;
  return typeof name === 'string' ? name : typeof id === 'string' ? `#${id}` : null;
}

function summarize(document: unknown): Pick<ApiSample, 'names' | 'total'> {
  if (!document || typeof document !== 'object') return { names: [], total: null };
  const { data, meta } = document as { data?: unknown; meta?: Record<string, unknown> };
  const list = Array.isArray(data) ? data : data ? [data] : [];
  const rawTotal = meta?.total_count ?? meta?.totalCount;
  return {
    names: list.map(labelOf).filter((name): name is string => name !== null),
    total: typeof rawTotal === 'number' ? rawTotal : null,
  };
}

/** Runs one GET with the given client and never throws: an error is part of what the page shows. */
export async function sampleGet(api: ApiClient, path: string, now: () => number = () => performance.now()): Promise<ApiSample> {
  const started = now();
  try {
    const response = await api.request('GET', path, { raw: true });
    return {
      method: 'GET',
      path,
      status: response.status,
      durationMs: Math.round(now() - started),
      document: response.document,
      ...summarize(response.document),
      errors: [],
      failure: null,
    };
  } catch (error) {
    const durationMs = Math.round(now() - started);
    if (error instanceof ApiRequestError)
      return {
        method: 'GET',
        path,
        status: error.status,
        durationMs,
        document: error.body,
        names: [],
        total: null,
        errors: error.errors,
        failure: null,
      };
    return {
      method: 'GET',
      path,
      status: null,
      durationMs,
      document: null,
      names: [],
      total: null,
      errors: [],
      failure: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The calls /test/api makes on the server and /test/dollar-api offers in the browser. */
export const SAMPLE_PATHS = {
  vacancyBank: '/api/v1/vacancies/search?page[size]=3',
  organizations: '/api/v1/organizations?page[size]=3&sort=name',
  currentUser: '/api/v1/current_user',
  notFound: '/api/v1/organizations/999999999',
  badInput: '/api/v1/vacancies/search?page[size]=abc',
} as const;

export type SamplePathKey = keyof typeof SAMPLE_PATHS;
