/**
 * Reads a JSON:API request document: content type, size limit, JSON syntax, the data envelope,
 * the resource type and the attributes (camelCased, validated by the endpoint's strict zod schema).
 * Every failure is a 4xx error object; nothing is written before this succeeds.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { bufferBodyWithin } from './body-size';
import { camelKeys } from './case';
import { ApiError } from './errors';
import { issuesToErrors } from './validation';

export const MAX_BODY_BYTES = 1024 * 1024;

export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/vnd.api+json' && contentType !== 'application/json')
    throw new ApiError(415, { code: 'unsupportedMediaType', source: { header: 'Content-Type' } });
  await bufferBodyWithin(c, MAX_BODY_BYTES, () => {
    throw tooLarge();
  });
  const buffer = await c.req.arrayBuffer();
  const text = new TextDecoder().decode(buffer);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, { code: 'malformedJson', source: { pointer: '' } });
  }
  assertStorable(c, body);
  return body;
}

const tooLarge = () => new ApiError(413, { code: 'payloadTooLarge', params: { limit: '1 MB' }, source: { pointer: '' } });

/** Deeper than any document the API accepts; deeper bodies would overflow the recursive key conversion. */
const MAX_DEPTH = 32;

/**
 * Refuses, before any schema sees them, what would otherwise fail later or vanish silently: nesting beyond
 * MAX_DEPTH, "__proto__" keys (dropped by object parsers instead of reported) and NUL characters
 * (PostgreSQL text cannot store them). Iterative, so a hostile nesting depth cannot overflow the stack.
 */
function assertStorable(c: Context<AppEnv>, body: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const pointer = path.map((p) => `/${p}`).join('');
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        throw new ApiError(422, { code: 'invalidAttribute', detail: c.get('t')('api.validation.invalid'), source: { pointer } });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_DEPTH) throw new ApiError(400, { code: 'invalidDocument', source: { pointer: '' } });
    for (const [key, child] of Object.entries(value)) {
      if (key === '__proto__')
        throw new ApiError(422, { code: 'unknownAttribute', params: { name: key }, source: { pointer: `${pointer}/${key}` } });
      stack.push({ value: child, path: [...path, key] });
    }
  }
}

const envelope = z.object({
  data: z.object({
    type: z.string(),
    id: z.union([z.string(), z.number()]).optional(),
    attributes: z.record(z.string(), z.unknown()).optional(),
    relationships: z.record(z.string(), z.unknown()).optional(),
  }),
});

export interface ReadResourceOptions<S extends z.ZodType> {
  /** Accepted type names: the plural JSON:API type and, for compatibility with docs/domain.md#calls, the singular. */
  types: readonly string[];
  attributes: S;
  /** For updates: the id in the URL, which a body id must match. */
  id?: number;
}

export async function readResource<S extends z.ZodType>(c: Context<AppEnv>, options: ReadResourceOptions<S>): Promise<z.output<S>> {
  const body = await readJson(c);
  const parsed = envelope.safeParse(body);
  if (!parsed.success) throw new ApiError(400, { code: 'invalidDocument', source: { pointer: '/data' } });
  const data = parsed.data.data;
  if (!options.types.includes(data.type))
    throw new ApiError(409, { code: 'typeMismatch', source: { pointer: '/data/type' }, params: { expected: options.types[0] ?? '' } });
  if (options.id !== undefined && data.id !== undefined && String(data.id) !== String(options.id))
    throw new ApiError(409, { code: 'idMismatch', source: { pointer: '/data/id' } });
  return validateAttributes(c, options.attributes, data.attributes ?? {});
}

export function validateAttributes<S extends z.ZodType>(c: Context<AppEnv>, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(camelKeys(raw));
  if (!result.success) throw new ApiError(422, issuesToErrors(result.error.issues, c.get('t')));
  return result.data;
}

/** Plain (non-JSON:API) bodies of the devise-style /auth endpoints: flat snake_case JSON. */
export async function readPlain<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, { code: 'invalidDocument', source: { pointer: '' } });
  const result = schema.safeParse(camelKeys(body));
  if (!result.success) throw new ApiError(422, issuesToErrors(result.error.issues, c.get('t'), ''));
  return result.data;
}
