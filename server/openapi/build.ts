/**
 * Builds the OpenAPI 3.1 document from the registry (operations.ts). Request schemas come from the handlers'
 * own zod schemas through zod's toJSONSchema (JSON Schema 2020-12, the dialect of OpenAPI 3.1), converted to
 * the wire's snake_case keys; the query parameters from the handlers' query specs (server/jsonapi/query.ts).
 * Input side of transforms: the document says what a client may send, not what the handler makes of it.
 */
import { z } from 'zod';
import { LOCALES } from '../../domain/values';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type QuerySpec } from '../jsonapi/query';
import { toSnake } from '../jsonapi/case';
import { MAX_BODY_BYTES } from '../jsonapi/body';
import { operations, type Body, type Operation } from './operations';

export type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export const JSONAPI = 'application/vnd.api+json';

/** A zod schema as JSON Schema with snake_case property names, as clients send them (server/jsonapi/case.ts). */
export function toWireSchema(schema: z.ZodType): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete converted.$schema;
  return snakeProperties(converted) as JsonSchema;
}

function snakeProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(snakeProperties);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [toSnake(name), snakeProperties(child)]));
    else if (key === 'required' && Array.isArray(value)) out[key] = value.map((name) => (typeof name === 'string' ? toSnake(name) : name));
    else out[key] = snakeProperties(value);
  }
  return out;
}

const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

function bodySchema(body: Body): JsonSchema {
  switch (body.kind) {
    case 'resource':
      return {
        type: 'object',
        required: ['data'],
        properties: {
          data: {
            type: 'object',
            required: ['type'],
            properties: {
              type: { type: 'string', enum: [...body.types] },
              id: {
                type: ['string', 'integer'],
                description: body.idInPath ? 'when given, must equal the id in the path (else 409)' : 'ignored',
              },
              attributes: toWireSchema(body.attributes),
            },
          },
        },
      };
    case 'either':
      return {
        oneOf: [
          toWireSchema(body.schema),
          {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['type'],
                properties: { type: { type: 'string', enum: [...body.types] }, attributes: toWireSchema(body.schema) },
              },
            },
          },
        ],
      };
    case 'plain':
    case 'document':
      return toWireSchema(body.schema);
    case 'multipart':
      return {
        type: 'object',
        required: Object.entries(body.fields)
          .filter(([, f]) => f.required)
          .map(([name]) => name),
        properties: Object.fromEntries(
          Object.entries(body.fields).map(([name, f]) => [
            name,
            {
              type: 'string',
              description: f.description,
              ...(f.binary ? { contentMediaType: 'application/octet-stream' } : {}),
              ...(f.enum ? { enum: [...f.enum] } : {}),
            },
          ]),
        ),
      };
  }
}

const JSON_BODY_TYPES = (body: Body): string[] =>
  body.kind === 'multipart'
    ? ['multipart/form-data']
    : body.kind === 'plain'
      ? ['application/json', JSONAPI]
      : [JSONAPI, 'application/json'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the specs' filter maps are heterogeneous
function queryParameters(spec: QuerySpec<any>, collection: boolean): Json[] {
  const params: Json[] = [];
  if (spec.includes?.length)
    params.push({
      name: 'include',
      in: 'query',
      description: 'related resources to include, comma-separated (else 400 unknownInclude)',
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'string', enum: [...spec.includes] } },
    });
  for (const [name, schema] of Object.entries((spec.filters ?? {}) as Record<string, z.ZodType>))
    params.push({
      name: `filter[${name}]`,
      in: 'query',
      description: 'filter (else 400 invalidFilter / unknownFilter)',
      ...filterSchema(schema),
    });
  if (spec.sorts?.length)
    params.push({
      name: 'sort',
      in: 'query',
      description: `sort fields, comma-separated, "-" for descending${spec.defaultSort ? `; default ${spec.defaultSort}` : ''}`,
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'string', enum: spec.sorts.flatMap((s: string) => [s, `-${s}`]) } },
    });
  for (const name of spec.params ?? []) params.push({ name, in: 'query', description: 'search text', schema: { type: 'string' } });
  if (collection && spec.page)
    params.push(ref('parameters', 'PageNumber'), {
      name: 'page[size]',
      in: 'query',
      description: `1–${spec.page.maxSize}`,
      schema: { type: 'integer', minimum: 1, maximum: spec.page.maxSize, default: spec.page.defaultSize },
    });
  else if (collection) params.push(ref('parameters', 'PageNumber'), ref('parameters', 'PageSize'));
  return params;
}

/**
 * A filter is a string in the URL; the comma-separated lists (split, then checked as an array of values) are
 * described as what they are, an array in form style, so clients see the allowed values.
 */
function filterSchema(schema: z.ZodType): Json {
  const output = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  if (output.type === 'array') {
    delete output.$schema;
    return { style: 'form', explode: false, schema: output };
  }
  return { schema: toWireSchema(schema) };
}

const AUTH = [{ accessToken: [], client: [], uid: [] }];

function operationObject(op: Operation): Json {
  const parameters: Json[] = [ref('parameters', 'VolunteerCenterId'), ref('parameters', 'AcceptLanguage')];
  for (const match of op.path.matchAll(/\{(\w+)\}/g)) parameters.push(ref('parameters', `Path_${match[1]}`));
  if (op.query) parameters.push(...queryParameters(op.query, op.success.kind === 'collection'));
  const errors = errorStatuses(op);
  const responses: Json = {};
  const success = op.success;
  if (success.kind === 'empty') responses['204'] = { description: 'done, no content' };
  else if (success.kind === 'other') responses['200'] = { description: op.summary, content: { [success.mediaType]: { schema: {} } } };
  else {
    const schema =
      success.kind === 'meta'
        ? ref('schemas', 'MetaDocument')
        : {
            allOf: [
              ref('schemas', success.kind === 'collection' ? 'CollectionDocument' : 'ResourceDocument'),
              success.kind === 'collection'
                ? { properties: { data: { type: 'array', items: { properties: { type: { const: success.type } } } } } }
                : { properties: { data: { properties: { type: { const: success.type } } } } },
            ],
          };
    responses[String(success.status)] = { description: op.summary, content: { [JSONAPI]: { schema } } };
  }
  if (op.conditional) responses['304'] = { description: 'not modified: If-None-Match named the current ETag' };
  for (const status of errors) responses[String(status)] = ref('responses', `Error${status}`);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `Who: ${op.who}.`,
    tags: [op.tag],
    'x-auth': op.auth,
    security: op.auth === 'required' ? AUTH : op.auth === 'optional' ? [{}, ...AUTH] : [],
    parameters,
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(JSON_BODY_TYPES(op.body).map((type) => [type, { schema: ref('schemas', op.body!.name) }])),
          },
        }
      : {}),
    responses,
  };
}

function errorStatuses(op: Operation): number[] {
  const statuses = new Set<number>([404]);
  if (op.query || op.path.includes('{')) statuses.add(400);
  if (op.auth === 'required') statuses.add(401).add(403);
  if (op.body) {
    statuses.add(413).add(415).add(422);
    if (op.body.kind !== 'multipart') statuses.add(400);
    if (op.body.kind === 'resource') statuses.add(409);
  }
  if (op.path.startsWith('/auth') || op.path.includes('applications') || op.path.endsWith('/public/forms/{key}/submissions'))
    statuses.add(429);
  for (const status of op.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const ERROR_TEXT: Record<number, string> = {
  400: 'bad query parameter, path id or document',
  401: 'not signed in, or signed in at another center',
  403: 'not allowed',
  404: 'not found (also: another center’s record)',
  409: 'wrong resource type, or a body id other than the path id; a delete refused while the record is in use (inUse)',
  413: `body over ${MAX_BODY_BYTES / 1024 / 1024} MB (uploads: their own limit)`,
  410: 'gone: a used or revoked invitation (invitationUsed, invitationRevoked)',
  415: 'wrong content type',
  422: 'invalid attributes or refused transition; source.pointer names the field',
  429: 'too many attempts (Retry-After)',
};

const components: Json = {
  securitySchemes: {
    accessToken: { type: 'apiKey', in: 'header', name: 'access-token', description: 'from a sign-in response' },
    client: { type: 'apiKey', in: 'header', name: 'client' },
    uid: { type: 'apiKey', in: 'header', name: 'uid' },
  },
  parameters: {
    VolunteerCenterId: {
      name: 'Volunteer-Center-Id',
      in: 'header',
      required: false,
      description: 'the center (id or slug); without it the host decides',
      schema: { type: 'string' },
    },
    AcceptLanguage: {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description: 'language of error details and mails',
      schema: { type: 'string', enum: [...LOCALES] },
    },
    Path_id: {
      name: 'id',
      in: 'path',
      required: true,
      description: 'a positive whole number (else 400 invalidId)',
      schema: { type: 'string', pattern: '^[1-9]\\d{0,8}$' },
    },
    Path_submissionId: {
      name: 'submissionId',
      in: 'path',
      required: true,
      description: 'a positive whole number (else 400 invalidId)',
      schema: { type: 'string', pattern: '^[1-9]\\d{0,8}$' },
    },
    Path_invitationId: {
      name: 'invitationId',
      in: 'path',
      required: true,
      description: 'a positive whole number (else 400 invalidId)',
      schema: { type: 'string', pattern: '^[1-9]\\d{0,8}$' },
    },
    Path_key: {
      name: 'key',
      in: 'path',
      required: true,
      description: "a form's public key or id (anonymous forms) or an invitation's token (token_holder forms); else 404",
      schema: { type: 'string', pattern: '^([1-9]\\d{0,8}|[A-Za-z0-9_-]{8,128})$' },
    },
    Path_file: {
      name: 'file',
      in: 'path',
      required: true,
      description: "a calendar feed's secret token and .ics (GET /calendar_feed names the whole address); else 404",
      schema: { type: 'string', pattern: '^[uo]\\d{1,10}-\\d{1,10}-[A-Za-z0-9_-]{43}\\.ics$' },
    },
    PageNumber: { name: 'page[number]', in: 'query', description: 'from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
    PageSize: {
      name: 'page[size]',
      in: 'query',
      description: `1–${MAX_PAGE_SIZE}`,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    },
  },
  responses: {} as Json,
  schemas: {
    ErrorObject: {
      type: 'object',
      required: ['status', 'code', 'title', 'detail'],
      properties: {
        status: { type: 'string', pattern: '^[45]\\d\\d$' },
        code: { type: 'string' },
        title: { type: 'string', description: 'translated (Accept-Language)' },
        detail: { type: 'string', description: 'translated (Accept-Language)' },
        source: {
          type: 'object',
          properties: {
            pointer: { type: 'string', description: 'JSON pointer into the request body' },
            parameter: { type: 'string' },
            header: { type: 'string' },
          },
        },
        meta: { type: 'object', description: 'facts a client may act on, e.g. {count} of a 409 inUse' },
      },
    },
    ErrorDocument: {
      type: 'object',
      required: ['errors'],
      properties: { errors: { type: 'array', minItems: 1, items: ref('schemas', 'ErrorObject') } },
    },
    Resource: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { type: 'string' },
        id: { type: 'string' },
        attributes: { type: 'object' },
        relationships: { type: 'object' },
        links: { type: 'object' },
      },
    },
    ResourceDocument: {
      type: 'object',
      required: ['data'],
      properties: {
        data: ref('schemas', 'Resource'),
        included: { type: 'array', items: ref('schemas', 'Resource') },
        meta: { type: 'object' },
      },
    },
    CollectionDocument: {
      type: 'object',
      required: ['data'],
      properties: {
        data: { type: 'array', items: ref('schemas', 'Resource') },
        included: { type: 'array', items: ref('schemas', 'Resource') },
        meta: {
          type: 'object',
          properties: {
            total_count: { type: 'integer' },
            page: {
              type: 'object',
              properties: { number: { type: 'integer' }, size: { type: 'integer' }, total_pages: { type: 'integer' } },
            },
          },
        },
        links: {
          type: 'object',
          properties: {
            first: { type: 'string' },
            prev: { type: ['string', 'null'] },
            next: { type: ['string', 'null'] },
            last: { type: 'string' },
          },
        },
      },
    },
    MetaDocument: { type: 'object', required: ['meta'], properties: { meta: { type: 'object' } } },
  } as Json,
};

let cached: Json | undefined;

/** The document; built once per process (the registry is static). */
export function buildOpenApiDocument(): Json {
  if (cached) return cached;
  const paths: Record<string, Json> = {};
  const schemas = { ...(components.schemas as Json) };
  for (const op of operations) {
    (paths[op.path] ??= {})[op.method] = operationObject(op);
    if (op.body && !schemas[op.body.name]) schemas[op.body.name] = bodySchema(op.body);
  }
  const responses: Json = {};
  for (const [status, text] of Object.entries(ERROR_TEXT))
    responses[`Error${status}`] = { description: text, content: { [JSONAPI]: { schema: ref('schemas', 'ErrorDocument') } } };
  cached = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Volunteer center platform API',
      version: '1',
      description:
        'JSON:API under /api/v1 (snake_case keys) and devise_token_auth-compatible auth under /auth (flat JSON). Generated from the zod schemas the handlers validate with; see docs/api.md.',
    },
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: { ...components, responses, schemas },
  };
  return cached;
}
