/**
 * Bad requests generated from the OpenAPI document (server/openapi): for every operation with a body, query
 * parameters or a path id, the ways a client gets it wrong: wrong types per field, missing required fields,
 * unknown fields, boundary and huge values, hostile strings, broken JSON and JSON:API envelopes, wrong content
 * types, bad query parameters and bad path ids. Deterministic for a seed (mulberry32), so a failure replays.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema nodes are arbitrary

export interface RequestCase {
  /** "METHOD /path/{id}" of the operation. */
  operation: string;
  /** What the case tries, for the failure report. */
  label: string;
  method: string;
  /** Path with the id filled in, plus the query string. */
  url: string;
  contentType?: string;
  body?: Uint8Array<ArrayBuffer>;
}

export interface CaseContext {
  /** The id of an existing record of this center for a templated path, or undefined to use 1. */
  validId(path: string): number | undefined;
  /** The id of another center's record of the same kind, if the test made one. */
  otherCenterId(path: string): number | undefined;
}

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦',
  'Ｆｕｌｌｗｉｄｔｈ',
  '\r\n\t\b\f\v',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  '١٢٣',
  ' 1 ',
  '1,2,,3',
  'null',
  'true',
];

const NUMBERS = [0, -1, -0, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER];
const TYPE_PROBES: unknown[] = [null, true, 0, -1, 1.5, '', 'text', [], ['x'], {}, { a: 1 }];

/** Nested `depth` times: {"a":{"a":…}} or [[[…]]]. */
const nestObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const nestArray = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function resolveRef(doc: Json, node: Json): Json {
  let current = node;
  while (current && typeof current.$ref === 'string')
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((at, key) => at[key], doc);
  return current;
}

/** The JSON types a schema admits, or null when it admits anything. */
function allowedTypes(schema: Json): Set<string> | null {
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonType));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    const union = new Set<string>();
    for (const alt of alternatives) {
      const types = allowedTypes(alt);
      if (!types) return null;
      types.forEach((t) => union.add(t));
    }
    return union;
  }
  if (schema.type === undefined) return null;
  const types = new Set<string>(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('number')) types.add('integer');
  return types;
}

/** The first alternative that is not null: the shape a valid value most likely has. */
function mainAlternative(schema: Json): Json {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(alternatives)) return schema;
  return mainAlternative(alternatives.find((a: Json) => a.type !== 'null') ?? alternatives[0]);
}

const SAMPLE_PATTERNS: [RegExp, string][] = [
  [/G\|UA/, 'G-ABC123'],
  [/\[1-9\]\\d\{3\}/, '1234 AB'],
  [/\\d\{4\}\\s\?/, '1234 AB'],
  [/#/, '#1d4ed8'],
  [/\[0-9 \(\)/, '+31 6 12345678'],
  [/\[a-z0-9-\]/, 'slug-1'],
  [/\\d\{1,9\}/, '1'],
  [/\[01\]\\d/, '10:00'],
];

/** A plausible valid value for a schema (required properties only). */
export function sample(schema: Json, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const main = mainAlternative(schema);
  if (main !== schema) return sample(main, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return 'probe@example.org';
      if (schema.format === 'uri') return 'https://example.org/';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T10:00:00Z';
      if (typeof schema.pattern === 'string') for (const [re, value] of SAMPLE_PATTERNS) if (re.test(schema.pattern)) return value;
      const length = Math.min(Math.max(schema.minLength ?? 0, 5), schema.maxLength ?? 5);
      return 'Probe'.padEnd(length, 'x').slice(0, Math.max(length, 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [sample(schema.items ?? {}, depth + 1)] : [];
    case 'object': {
      if (depth > 6) return {};
      const out: Json = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key] ?? {}, depth + 1);
      return out;
    }
    default:
      return 'x';
  }
}

interface Field {
  /** Keys from the mutated value's root. */
  path: (string | number)[];
  schema: Json;
}

/** Every field under a schema, through objects, the first item of arrays and the main alternative of unions. */
function fields(schema: Json, path: (string | number)[] = [], depth = 0): Field[] {
  const main = mainAlternative(schema);
  const out: Field[] = [];
  if (depth > 4) return out;
  if (main.type === 'object' && main.properties)
    for (const [key, child] of Object.entries(main.properties as Json)) {
      out.push({ path: [...path, key], schema: child });
      out.push(...fields(child, [...path, key], depth + 1));
    }
  if (main.type === 'array' && main.items && typeof main.items === 'object') out.push(...fields(main.items, [...path, 0], depth + 1));
  return out;
}

/** Objects in the schema tree (for missing and unknown keys), with their paths. */
function objects(schema: Json, path: (string | number)[] = [], depth = 0): { path: (string | number)[]; schema: Json }[] {
  const main = mainAlternative(schema);
  if (depth > 4) return [];
  const out: { path: (string | number)[]; schema: Json }[] = [];
  if (main.type === 'object') {
    out.push({ path, schema: main });
    for (const [key, child] of Object.entries((main.properties ?? {}) as Json)) out.push(...objects(child, [...path, key], depth + 1));
  }
  if (main.type === 'array' && main.items && typeof main.items === 'object') out.push(...objects(main.items, [...path, 0], depth + 1));
  return out;
}

/** The value with `path` set (or removed when value is REMOVE); parents are created as the schema sample has them. */
const REMOVE = Symbol('remove');
function withValue(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Json;
  if (!path.length) return value === REMOVE ? undefined : value;
  let at: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = typeof key === 'number' ? [] : {};
    at = at[key];
  }
  const last = path[path.length - 1]!;
  if (value === REMOVE) delete at[last];
  // defineProperty: "__proto__" becomes an own key that JSON.stringify writes out.
  else Object.defineProperty(at, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Values to put into one field: wrong types, boundaries, hostile strings. */
function fieldValues(schema: Json): { label: string; value: unknown }[] {
  const out: { label: string; value: unknown }[] = [];
  const allowed = allowedTypes(schema);
  for (const probe of TYPE_PROBES)
    if (allowed && !allowed.has(jsonType(probe)) && !(jsonType(probe) === 'integer' && allowed.has('number')))
      out.push({ label: `wrong type ${JSON.stringify(probe)}`, value: probe });
  const main = mainAlternative(schema);
  const type = Array.isArray(main.type) ? main.type.find((t: string) => t !== 'null') : main.type;
  if (type === 'string' || allowed === null) {
    const max = main.maxLength ?? 255;
    out.push(
      { label: 'empty string', value: '' },
      { label: 'blank string', value: ' \t\n' },
      { label: 'maxLength', value: 'a'.repeat(max) },
      { label: 'maxLength + 1', value: 'a'.repeat(max + 1) },
      { label: 'multi-byte over maxLength', value: 'ü'.repeat(max + 1) },
      { label: 'very long string', value: 'x'.repeat(200_000) },
      ...HOSTILE_STRINGS.map((s) => ({ label: `hostile ${JSON.stringify(s).slice(0, 30)}`, value: s })),
    );
  }
  if (type === 'integer' || type === 'number' || allowed === null) {
    out.push(...NUMBERS.map((n) => ({ label: `number ${n}`, value: n })));
    if (typeof main.minimum === 'number') out.push({ label: 'minimum - 1', value: main.minimum - 1 });
    if (typeof main.maximum === 'number') out.push({ label: 'maximum + 1', value: main.maximum + 1 });
    out.push(...['NaN', 'Infinity', '1e308', '-1', '2147483648', '0x10'].map((s) => ({ label: `numeric string ${s}`, value: s })));
  }
  if (type === 'array') {
    const item = sample(main.items ?? {});
    out.push(
      { label: 'huge array', value: Array.from({ length: 20_000 }, () => item) },
      { label: 'array of nulls', value: [null, null] },
      { label: 'nested arrays', value: [[item]] },
      { label: 'array over maxItems', value: Array.from({ length: (main.maxItems ?? 100) + 1 }, () => item) },
    );
  }
  if (type === 'boolean') out.push(...['true', 'false', 1, 0, 'yes'].map((v) => ({ label: `boolean-ish ${JSON.stringify(v)}`, value: v })));
  out.push({ label: 'deep object nesting', value: nestObject(200) }, { label: 'deep array nesting', value: nestArray(200) });
  return out;
}

const EXTRA_KEYS = [
  'unknown_field',
  '__proto__',
  'constructor',
  'prototype',
  'created_at',
  'volunteer_center_id',
  'password_hash',
  'k'.repeat(300),
  'ﬁeld',
];

export interface OperationCases {
  operation: string;
  cases: RequestCase[];
}

/** Every case for every operation of the document. */
export function generateCases(doc: Json, context: CaseContext): OperationCases[] {
  const result: OperationCases[] = [];
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      const operation = `${method.toUpperCase()} ${template}`;
      const id = context.validId(template) ?? 1;
      const path = template.replace('{id}', String(id));
      const cases: RequestCase[] = [];
      const add = (label: string, c: Omit<RequestCase, 'operation' | 'label' | 'method'> & { method?: string }) =>
        cases.push({ operation, label, method: method.toUpperCase(), ...c });

      if (template.includes('{id}')) {
        const ids = [
          '0',
          '-1',
          'abc',
          '1.5',
          '1e3',
          '2147483648',
          '99999999999',
          '%00',
          '%20',
          '1%3B',
          '%D9%A1',
          "1'",
          'null',
          '__proto__',
          '999999',
          `${id}%00`,
          'x'.repeat(2000),
        ];
        const other = context.otherCenterId(template);
        if (other !== undefined) ids.push(String(other));
        for (const bad of ids) add(`path id ${bad.slice(0, 20)}`, { url: template.replace('{id}', bad), ...jsonBodyFor(doc, op, id) });
      }

      const parameters = ((op.parameters ?? []) as Json[]).map((p) => resolveRef(doc, p)).filter((p) => p.in === 'query');
      if (parameters.length) for (const query of queryCases(parameters)) add(`query ${query.slice(0, 60)}`, { url: `${path}?${query}` });

      const requestBody = op.requestBody as Json | undefined;
      if (requestBody) {
        const media = Object.keys(requestBody.content)[0]!;
        const schema = resolveRef(doc, requestBody.content[media].schema);
        if (media === 'multipart/form-data') cases.push(...multipartCases(operation, method.toUpperCase(), path, schema));
        else cases.push(...jsonCases(operation, method.toUpperCase(), path, schema, id));
      }
      if (cases.length) result.push({ operation, cases });
    }
  }
  return result;
}

/** A body for path-id cases, so the id is what is wrong (and the body would otherwise pass). */
function jsonBodyFor(doc: Json, op: Json, id: number): { contentType?: string; body?: Uint8Array<ArrayBuffer> } {
  const requestBody = op.requestBody as Json | undefined;
  if (!requestBody) return {};
  const media = Object.keys(requestBody.content)[0]!;
  if (media === 'multipart/form-data') return {};
  const schema = resolveRef(doc, requestBody.content[media].schema);
  return { contentType: media, body: bytes(JSON.stringify(withId(sample(schema), id))) };
}

/** A JSON:API body for a templated path carries that id. */
function withId(value: unknown, id: number): unknown {
  const data = (value as Json | null)?.data;
  if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.type === 'string')
    return { ...(value as Json), data: { ...data, id: String(id) } };
  return value;
}

function jsonCases(operation: string, method: string, path: string, schema: Json, id: number): RequestCase[] {
  const cases: RequestCase[] = [];
  // For "either" bodies (flat or JSON:API) the flat form is the main alternative; the JSON:API form gets its own run.
  const forms = Array.isArray(schema.oneOf) ? (schema.oneOf as Json[]) : [schema];
  const media = 'application/vnd.api+json';
  for (const form of forms) {
    const base = withId(sample(form), id);
    const send = (label: string, value: unknown, contentType = media) =>
      cases.push({ operation, label, method, url: path, contentType, body: bytes(JSON.stringify(value)) });
    for (const field of fields(form))
      for (const { label, value } of fieldValues(field.schema))
        send(`${field.path.join('.')}: ${label}`, withValue(base, field.path, value));
    for (const object of objects(form)) {
      for (const key of object.schema.required ?? [])
        send(`missing ${[...object.path, key].join('.')}`, withValue(base, [...object.path, key], REMOVE));
      for (const key of EXTRA_KEYS)
        send(`unknown ${[...object.path, key].join('.').slice(0, 60)}`, withValue(base, [...object.path, key], 'x'));
    }
    // The JSON:API envelope itself.
    const data = (base as Json | null)?.data;
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const [label, value] of [
        ['type mismatch', { ...data, type: 'wrong_types' }],
        ['type missing', { ...data, type: undefined }],
        ['type number', { ...data, type: 1 }],
        ['type null', { ...data, type: null }],
        ['id mismatch', { ...data, id: String(id + 1000) }],
        ['id not a number', { ...data, id: 'abc' }],
        ['id an object', { ...data, id: { a: 1 } }],
        ['id true', { ...data, id: true }],
        ['attributes an array', { ...data, attributes: [] }],
        ['attributes a string', { ...data, attributes: 'x' }],
        ['relationships junk', { ...data, relationships: { organization: { data: { type: 'organizations', id: '1' } } } }],
        ['relationships a string', { ...data, relationships: 'x' }],
      ] as const)
        send(`envelope ${label}`, { ...(base as Json), data: value });
      for (const [label, value] of [
        ['data null', { data: null }],
        ['data array', { data: [data] }],
        ['data string', { data: 'x' }],
        ['no data', { meta: {} }],
        ['included and jsonapi', { ...(base as Json), included: [{ type: 'users', id: '1' }], jsonapi: { version: '9' } }],
      ] as const)
        send(`envelope ${label}`, value);
    }
  }
  const valid = JSON.stringify(withId(sample(forms[0]!), id));
  const raw = (label: string, text: string | Uint8Array<ArrayBuffer>, contentType: string | undefined = media) =>
    cases.push({ operation, label, method, url: path, contentType, body: typeof text === 'string' ? bytes(text) : text });
  for (const text of [
    '',
    'null',
    '[]',
    '"x"',
    '1',
    'true',
    '{',
    '{"data":',
    '{"data":{"type":"x"',
    'NaN',
    '{"a":NaN}',
    '{"a":Infinity}',
    "{'data':1}",
    '{"data":1,}',
    `\uFEFF${valid}`,
    `${valid}garbage`,
    `${valid}${valid}`,
    '['.repeat(100_000),
    '{"a":'.repeat(50_000),
  ])
    raw(`malformed JSON ${JSON.stringify(text).slice(0, 30)}`, text);
  raw('duplicate keys', `{"data":1,${valid.slice(1)}`);
  raw('__proto__ at the top', `{"__proto__":{"admin":true},${valid.slice(1)}`);
  raw('invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
  raw('over 1 MB', JSON.stringify({ data: { type: 'x', attributes: { padding: 'x'.repeat(1_100_000) } } }));
  for (const contentType of [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json-patch+json',
    'application/vnd.api+json; charset=utf-16',
    '*/*',
    'application/jsonx',
    'application/vnd.api+json\u0000'.replace('\u0000', ''),
  ])
    raw(`content type ${contentType ?? 'none'}`, valid, contentType);
  return cases;
}

function multipartCases(operation: string, method: string, path: string, schema: Json): RequestCase[] {
  const cases: RequestCase[] = [];
  const boundary = 'probe-boundary-7d1';
  const part = (name: string, value: string | Uint8Array<ArrayBuffer>, filename?: string) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`;
    return [bytes(head), typeof value === 'string' ? bytes(value) : value, bytes('\r\n')];
  };
  const body = (parts: Uint8Array<ArrayBuffer>[][], close = true) => {
    const chunks = [...parts.flat(), ...(close ? [bytes(`--${boundary}--\r\n`)] : [])];
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const c of chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    return out;
  };
  const send = (label: string, payload: Uint8Array<ArrayBuffer>, contentType = `multipart/form-data; boundary=${boundary}`) =>
    cases.push({ operation, label, method, url: path, contentType, body: payload });
  const properties = (schema.properties ?? {}) as Json;
  const purposeEnum: string[] = properties.purpose?.enum ?? [];
  const purpose = purposeEnum[0];
  const withPurpose = (value?: string) => (value === undefined ? [] : [part('purpose', value)]);
  // Not images: the sniffer must refuse them, whatever the name says. (A real image would be stored.)
  const files: [string, Uint8Array<ArrayBuffer>][] = [
    ['empty file', new Uint8Array()],
    ['text as .png', bytes('hello world')],
    ['truncated PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xff, 0xff])],
    ['truncated JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    ['PDF header only', bytes('%PDF-')],
    ['HTML', bytes('<html><script>alert(1)</script></html>')],
    ['SVG with script', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['NUL bytes', new Uint8Array(1024)],
  ];
  for (const [label, file] of files) {
    send(`file ${label}`, body([...withPurpose(purpose), part('file', file, 'probe.png')]));
    for (const hostile of HOSTILE_STRINGS.slice(0, 12))
      send(
        `file ${label}, filename ${JSON.stringify(hostile).slice(0, 20)}`,
        body([...withPurpose(purpose), part('file', file, hostile.replace(/"/g, ''))]),
      );
  }
  for (const value of ['', 'nope', 'LOGO', ...HOSTILE_STRINGS, 'x'.repeat(10_000)])
    for (const name of Object.keys(properties).filter((n) => n !== 'file'))
      send(`${name} ${JSON.stringify(value).slice(0, 30)}`, body([part(name, value), part('file', bytes('hello'), 'probe.png')]));
  send('file missing', body(withPurpose(purpose)));
  send('file as a plain field', body([...withPurpose(purpose), part('file', 'not a file')]));
  send('no closing boundary', body([...withPurpose(purpose), part('file', bytes('hello'), 'a.png')], false));
  send('garbage body', bytes('this is not multipart'));
  send('empty body', new Uint8Array());
  send('wrong boundary', body([...withPurpose(purpose), part('file', bytes('hello'), 'a.png')]), 'multipart/form-data; boundary=other');
  send('no boundary', body([...withPurpose(purpose)]), 'multipart/form-data');
  for (const contentType of ['application/json', 'application/vnd.api+json', 'text/plain', 'image/png', 'application/octet-stream'])
    send(`content type ${contentType}`, bytes('{"data":{"type":"uploads"}}'), contentType);
  return cases;
}

function queryCases(parameters: Json[]): string[] {
  const out: string[] = [];
  // A lone surrogate has no UTF-8 form: sent as the bytes a careless client would produce.
  const enc = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80';
    }
  };
  const hostile = HOSTILE_STRINGS.map(enc);
  for (const p of parameters) {
    const name = enc(p.name);
    const schema = p.schema ?? {};
    const values = [...hostile, '', enc('x'.repeat(3000)), '-1', '0', '99999999999', '1%2C2%2C%2C3', '%ZZ', '%E0%A4%A', '%00'];
    if (schema.type === 'array') {
      const first = schema.items?.enum?.[0] ?? 'x';
      values.push('nope', `${enc(first)},nope`, ',,,', `${enc(first)},${enc(first)}`, '-', '--x');
    }
    if (schema.type === 'integer') values.push('1.5', '1e3', '2147483648', '%201', '-0', 'abc', '1001', String(schema.maximum ?? 1000));
    for (const value of values) out.push(`${name}=${value}`);
    out.push(`${name}=${values[0]}&${name}=${values[1]}`);
  }
  for (const raw of [
    'filter[nope]=1',
    'filter[]=1',
    'filter[__proto__]=1',
    'filter[a][b]=1',
    'filter=1',
    'filter[NAME]=1',
    'include=nope',
    'sort=nope',
    'page[size]=0',
    'page[number]=0',
    'page[foo]=1',
    'page=1',
    '&&&',
    '=',
    'a=%',
    `x=${'y'.repeat(4000)}`,
  ])
    out.push(raw.replace(/\[/g, '%5B').replace(/\]/g, '%5D'));
  return out;
}
