/**
 * Reads a JSON:API request document: content type, size limit, JSON syntax, the data envelope,
 * the resource type and the attributes (camelCased, validated by the endpoint's strict zod schema).
 * Every failure is a 4xx error object; nothing is written before this succeeds.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { camelKeys } from './case';
import { ApiError } from './errors';
import { issuesToErrors } from './validation';

export const MAX_BODY_BYTES = 1024 * 1024;

export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/vnd.api+json' && contentType !== 'application/json')
    throw new ApiError(415, { code: 'unsupportedMediaType', source: { header: 'Content-Type' } });
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
  const text = new TextDecoder().decode(buffer);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, { code: 'malformedJson' });
  }
}

const tooLarge = () => new ApiError(413, { code: 'payloadTooLarge', params: { limit: '1 MB' } });

const envelope = z.object({
  data: z.object({
    type: z.string(),
    id: z.union([z.string(), z.number()]).optional(),
    attributes: z.record(z.string(), z.unknown()).optional(),
    relationships: z.record(z.string(), z.unknown()).optional(),
  }),
});

export interface ReadResourceOptions<S extends z.ZodType> {
  /** Accepted type names: the plural JSON:API type and, for compatibility with SPEC §7, the singular. */
  types: readonly string[];
  attributes: S;
  /** For updates: the id in the URL, which a body id must match. */
  id?: number;
}

export async function readResource<S extends z.ZodType>(
  c: Context<AppEnv>,
  options: ReadResourceOptions<S>,
): Promise<z.output<S>> {
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
